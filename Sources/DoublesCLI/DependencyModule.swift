import Foundation

/// A `--dependency` argument: the module of another package or target, and where its sources are.
struct DependencyModule: Equatable {
  /// The module's name, as the files that import it write it.
  var module: String
  /// A folder of its Swift files, or one file.
  var path: String

  /// `ServiceLifecycle=path`, or a folder whose name is the module's: `Sources/ServiceLifecycle`.
  init(_ argument: String) {
    if let equals = argument.firstIndex(of: "="), Self.isIdentifier(argument[..<equals]) {
      module = String(argument[..<equals])
      path = String(argument[argument.index(after: equals)...])
    } else {
      path = argument
      module = URL(fileURLWithPath: argument).standardizedFileURL.lastPathComponent
    }
  }

  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
