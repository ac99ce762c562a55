import Foundation

/// A `--dependency` argument, or a module found on an `--import-path`: the module of another
/// package or target, and where its declarations are: its Swift files, or its interface.
struct DependencyModule: Equatable {
  /// The module's name, as the files that import it write it.
  var module: String
  /// A folder of its Swift files, one file, a module interface (`Lifecycle.swiftinterface`), or
  /// a module folder that holds interfaces (`Lifecycle.swiftmodule`).
  var path: String

  /// `ServiceLifecycle=path`, or a path that names the module: a folder named as the module
  /// (`Sources/ServiceLifecycle`), its interface (`ServiceLifecycle.swiftinterface`), or its module
  /// folder (`ServiceLifecycle.swiftmodule`, or one of the interfaces in it).
  init(_ argument: String) {
    if let equals = argument.firstIndex(of: "="), Self.isIdentifier(argument[..<equals]) {
      module = String(argument[..<equals])
      path = String(argument[argument.index(after: equals)...])
    } else {
      path = argument
      module = Self.moduleName(of: argument)
    }
    // A folder completed by the shell ends in a slash.
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
  }

  init(module: String, path: String) {
    self.module = module
    self.path = path
  }

  /// The files to read: a module folder's interface, or what `finder` finds at `path`.
  func files(_ finder: SwiftFileFinder) -> [String] {
    guard path.hasSuffix(Self.moduleFolderExtension) else { return finder.find(in: [path]) }
    return Self.interface(inModuleFolder: path).map { [$0] } ?? []
  }

  /// Why the command cannot use this dependency, or `nil`: a module name that is not an
  /// identifier, or a `.swiftmodule` without an interface (a compiled module, which only the
  /// compiler reads).
  var problem: String? {
    if !Self.isIdentifier(Substring(module)) {
      return "--dependency \(path): '\(module)' is not a module's name; write the module's, as in Lifecycle=\(path)"
    }
    if path.hasSuffix(Self.moduleFolderExtension) && Self.interface(inModuleFolder: path) == nil {
      return "--dependency \(path): no .swiftinterface in it; a compiled module cannot be read, only its interface "
        + "(built with -enable-library-evolution) or its sources"
    }
    return nil
  }

  /// The interface `folder` (`M.swiftinterface`, or `M.swiftmodule` holding one) in one of
  /// `importPaths` gives for `module`, searched in order, as the compiler searches `-I`.
  static func found(_ module: String, in importPaths: [String]) -> DependencyModule? {
    let manager = FileManager.default
    for folder in importPaths {
      let file = folder + "/" + module + interfaceExtension
      if manager.fileExists(atPath: file) { return DependencyModule(module: module, path: file) }
      let moduleFolder = folder + "/" + module + moduleFolderExtension
      if interface(inModuleFolder: moduleFolder) != nil {
        return DependencyModule(module: module, path: moduleFolder)
      }
    }
    return nil
  }

  static let interfaceExtension = ".swiftinterface"
  static let moduleFolderExtension = ".swiftmodule"

  /// One interface of a module folder, which holds one per target (`arm64-apple-macos`,
  /// `x86_64-unknown-linux-gnu`): they declare the same protocols, bar `#if` branches, so the
  /// first by name is read. The private and package interfaces are left out: they declare more
  /// than other modules see.
  private static func interface(inModuleFolder folder: String) -> String? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    return
      names
      .filter {
        $0.hasSuffix(interfaceExtension) && !$0.hasSuffix(".private" + interfaceExtension)
          && !$0.hasSuffix(".package" + interfaceExtension)
      }
      .sorted().first.map { folder + "/" + $0 }
  }

  /// The module a path names: `Lifecycle` for `Sources/Lifecycle`, `Lifecycle.swiftinterface`,
  /// `Lifecycle.swiftmodule` and `Lifecycle.swiftmodule/arm64-apple-macos.swiftinterface`.
  private static func moduleName(of path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let name = url.lastPathComponent
    if name.hasSuffix(moduleFolderExtension) { return String(name.dropLast(moduleFolderExtension.count)) }
    guard name.hasSuffix(interfaceExtension) else { return name }
    let folder = url.deletingLastPathComponent().lastPathComponent
    if folder.hasSuffix(moduleFolderExtension) { return String(folder.dropLast(moduleFolderExtension.count)) }
    var module = name.dropLast(interfaceExtension.count)
    for variant in [".private", ".package"] where module.hasSuffix(variant) { module = module.dropLast(variant.count) }
    return String(module)
  }

  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
