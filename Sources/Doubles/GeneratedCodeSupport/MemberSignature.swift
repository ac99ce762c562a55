/// The name of one requirement of a doubled protocol, used to render its calls.
///
/// Built from a declaration name such as `authorize(username:password:)`, `title` or
/// `subscript(_:)`.
@_documentation(visibility: internal)
public struct MemberSignature: Sendable, Hashable, CustomStringConvertible {
  /// What kind of access a recorded call is.
  public enum Kind: Sendable, Hashable {
    /// A method or initializer call: `name(label: value)`.
    case method
    /// A property read: `name`.
    case getter
    /// A property write: `name = value`.
    case setter
    /// A subscript read: `[index]`.
    case subscriptGetter
    /// A subscript write: `[index] = value`.
    case subscriptSetter
  }

  /// The declaration name, such as `authorize(username:password:)`.
  public let name: String
  /// The base name, such as `authorize`.
  public let baseName: String
  /// The argument labels; `nil` where the label is `_`.
  public let labels: [String?]
  /// The kind of access.
  public let kind: Kind

  /// Parses a declaration name.
  public init(_ name: String, kind: Kind = .method) {
    self.kind = kind
    guard kind == .method, let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
      self.name = name
      self.baseName = name
      self.labels = []
      return
    }
    self.baseName = String(name[..<open])
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    self.labels = inner.split(separator: ":", omittingEmptySubsequences: true).map {
      $0 == "_" ? nil : String($0)
    }
    self.name = name
  }

  /// The text shown in messages and logs.
  public var description: String {
    switch kind {
    case .method: name
    case .getter: "get \(name)"
    case .setter: "set \(name)"
    case .subscriptGetter: "subscript get"
    case .subscriptSetter: "subscript set"
    }
  }

  /// Renders one call with already rendered argument values.
  func render(_ values: [String]) -> String {
    switch kind {
    case .getter:
      return name
    case .setter:
      return "\(name) = \(values.first ?? "()")"
    case .subscriptGetter:
      return "[\(values.joined(separator: ", "))]"
    case .subscriptSetter:
      return "[\(values.dropLast().joined(separator: ", "))] = \(values.last ?? "()")"
    case .method:
      var parts: [String] = []
      for (index, value) in values.enumerated() {
        let label = index < labels.count ? labels[index] : nil
        parts.append(label.map { "\($0): \(value)" } ?? value)
      }
      return "\(baseName)(\(parts.joined(separator: ", ")))"
    }
  }
}
