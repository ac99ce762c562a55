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

  /// `generate <folders> --testable-import <module>… --output <file>`, with the modules'
  /// concurrency settings as `manifest` gives them (`--default-isolation`,
  /// `--enable-upcoming-feature NonisolatedNonsendingByDefault`) when it gives all the same.
  static func arguments(for modules: [SourceModuleTarget], manifest: String?, output: URL) -> [String] {
    ["generate"] + modules.map { $0.directoryURL.path(percentEncoded: false) }
      + modules.flatMap { ["--testable-import", $0.moduleName] }
      + concurrencyArguments(for: modules.map(\.name), manifest: manifest) + [
        "--output", output.path(percentEncoded: false),
      ]
  }

  static func concurrencyArguments(for modules: [String], manifest: String?) -> [String] {
    guard let manifest else { return [] }
    let isolations = Set(modules.map { ManifestIsolation.defaultIsolation(ofTarget: $0, manifest: manifest) })
    let nonsending = Set(modules.map { ManifestIsolation.enablesNonisolatedNonsending(target: $0, manifest: manifest) })
    guard isolations.count == 1, let isolation = isolations.first!, nonsending.count == 1,
      let enabled = nonsending.first!
    else { return [] }
    return ["--default-isolation", isolation]
      + (enabled ? ["--enable-upcoming-feature", "NonisolatedNonsendingByDefault"] : [])
  }

  /// The text of the package's manifest, `Package.swift`, or `nil` if it cannot be read.
  static func manifest(of package: Package) -> String? {
    try? String(contentsOf: package.directoryURL.appending(path: "Package.swift"), encoding: .utf8)
  }
}
