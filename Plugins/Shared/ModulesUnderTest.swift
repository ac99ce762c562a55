// Shared by both plug-ins (a symbolic link in each folder): plug-ins cannot depend on a library.
import Foundation
import PackagePlugin

/// The library targets a test target depends on directly: the modules whose doubles it needs.
/// (Products of other packages, such as `DoublesTesting`, are not the module under test.)
enum ModulesUnderTest {
  static func of(_ target: SourceModuleTarget) -> [SourceModuleTarget] {
    target.dependencies.compactMap { dependency in
      guard case .target(let dependency) = dependency,
        let module = dependency as? SourceModuleTarget, module.kind == .generic
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
