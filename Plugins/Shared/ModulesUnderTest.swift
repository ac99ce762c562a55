// Shared by both plug-ins (a symbolic link in each folder): plug-ins cannot depend on a library.
import Foundation
import PackagePlugin

/// The library targets a test target depends on directly: the modules whose doubles it needs.
/// (Products of other packages, such as Doubles' own, are not the module under test.)
enum ModulesUnderTest {
  /// Doubles' own modules, which a test target in this package depends on as targets.
  static let doublesModules: Set<String> = [
    "Doubles", "DoublesMacros", "DoublesTesting", "DoublesHTTP", "DoublesHTTPServer",
  ]

  static func of(_ target: SourceModuleTarget) -> [SourceModuleTarget] {
    target.dependencies.compactMap { dependency in
      guard case .target(let dependency) = dependency,
        let module = dependency as? SourceModuleTarget, module.kind == .generic,
        !doublesModules.contains(module.moduleName)
      else { return nil }
      return module
    }
  }

  /// `generate <folders> --testable-import <module>… --output <file>`.
  static func arguments(for modules: [SourceModuleTarget], output: URL) -> [String] {
    ["generate"] + modules.map { $0.directoryURL.path() }
      + modules.flatMap { ["--testable-import", $0.moduleName] } + ["--output", output.path()]
  }
}
