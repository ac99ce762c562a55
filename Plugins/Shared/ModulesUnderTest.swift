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

  /// `generate <folders> --testable-import <module>… [--default-isolation <isolation>] --output <file>`,
  /// with the default isolation that `manifest` gives the modules, when it gives all the same.
  static func arguments(for modules: [SourceModuleTarget], manifest: String?, output: URL) -> [String] {
    let isolations = Set(
      modules.map { module in
        manifest.flatMap { ManifestIsolation.defaultIsolation(ofTarget: module.name, manifest: $0) }
      })
    let isolation = isolations.count == 1 ? isolations.first! : nil
    return ["generate"] + modules.map { $0.directoryURL.path() }
      + modules.flatMap { ["--testable-import", $0.moduleName] }
      + (isolation.map { ["--default-isolation", $0] } ?? []) + ["--output", output.path()]
  }

  /// The text of the package's manifest, `Package.swift`, or `nil` if it cannot be read.
  static func manifest(of package: Package) -> String? {
    try? String(contentsOf: package.directoryURL.appending(path: "Package.swift"), encoding: .utf8)
  }
}
