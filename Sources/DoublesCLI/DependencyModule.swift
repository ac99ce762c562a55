import Foundation

/// A `--dependency` argument: the module of another package or target, and where its sources
/// (or its `.swiftinterface`) are.
struct DependencyModule: Equatable {
  /// The module's name, as the files that import it write it.
  var module: String
  /// A folder of its Swift files, or one file.
  var path: String

  /// `ServiceLifecycle=path`, or a path whose module the folder names: `Sources/ServiceLifecycle`
  /// is `ServiceLifecycle`, as are `ServiceLifecycle.swiftinterface` and any interface inside
  /// `ServiceLifecycle.swiftmodule`.
  init(_ argument: String) {
    if let equals = argument.firstIndex(of: "="), Self.isIdentifier(argument[..<equals]) {
      module = String(argument[..<equals])
      path = String(argument[argument.index(after: equals)...])
      return
    }
    path = argument
    let url = URL(fileURLWithPath: argument).standardizedFileURL
    let folder = url.pathExtension == "swiftinterface" ? url.deletingLastPathComponent() : url
    if folder.pathExtension == "swiftmodule" {
      module = folder.deletingPathExtension().lastPathComponent
    } else if url.pathExtension == "swiftinterface" {
      module = url.deletingPathExtension().lastPathComponent
    } else {
      module = url.lastPathComponent
    }
  }

  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
