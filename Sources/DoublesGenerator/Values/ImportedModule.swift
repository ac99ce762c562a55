/// An `import` of a scanned file, as written: `@preconcurrency import Dispatch`,
/// `public import NIOCore`, `import class Foundation.JSONEncoder`.
package struct ImportedModule: Hashable, Sendable {
  /// What is imported, as written: a module (`Foundation`), a submodule (`Darwin.C`), or, after
  /// a ``kind``, a declaration of a module (`Foundation.JSONEncoder`).
  package var name: String
  /// The kind of declaration a scoped import imports (`class`, `struct`, `enum`, `protocol`,
  /// `typealias`, `func`, `var`, `let`), or `nil` for a whole module.
  package var kind: String?
  /// The attributes written before it, such as `@preconcurrency`, `@testable` or `@_spi(Raw)`.
  package var attributes: [String]
  /// The access level written on it (`public import`), or `nil`.
  package var accessLevel: AccessLevel?
  /// The conditions of the `#if` clauses around the import, such as `["canImport(Glibc)"]`.
  package var conditions: [String]

  /// An import of `name` under `conditions`.
  package init(
    _ name: String, kind: String? = nil, attributes: [String] = [], accessLevel: AccessLevel? = nil,
    conditions: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.conditions = conditions
  }

  /// The module the import is from: `Foundation` of `Foundation.JSONEncoder` and of `Foundation`.
  package var module: String {
    String(name.prefix { $0 != "." })
  }

  /// The import as a file writes it.
  package var declaration: String {
    let attributes = attributes.map { "\($0) " }.joined()
    let access = accessLevel.map { "\($0) " } ?? ""
    return "\(attributes)\(access)import \(kind.map { "\($0) " } ?? "")\(name)"
  }
}
