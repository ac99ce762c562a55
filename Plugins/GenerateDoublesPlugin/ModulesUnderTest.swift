// Shared by both plug-ins (copied into each, checked by SharedPluginFilesTests): a plug-in has no library.
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

  /// The Swift modules `modules` depend on, directly or not, of this package or of others,
  /// nearest first: where the parents of their protocols may be declared.
  static func dependencies(of modules: [SourceModuleTarget]) -> [SourceModuleTarget] {
    var seen = Set(modules.map(\.id))
    var found: [SourceModuleTarget] = []
    for module in modules {
      for target in module.recursiveTargetDependencies.reversed() {
        guard let dependency = target as? SourceModuleTarget, dependency.kind == .generic,
          seen.insert(dependency.id).inserted
        else { continue }
        found.append(dependency)
      }
    }
    return found
  }

  /// `generate <folders> --testable-import <module>… --dependency <module>=<folder>…`, with the
  /// modules' concurrency settings as `manifest` gives them (`--default-isolation`,
  /// `--enable-upcoming-feature NonisolatedNonsendingByDefault`) when it gives all the same; the
  /// caller adds where the doubles go.
  static func arguments(for modules: [SourceModuleTarget], manifest: String?) -> [String] {
    ["generate"] + modules.map { $0.directoryURL.path(percentEncoded: false) }
      + modules.flatMap { ["--testable-import", $0.moduleName] }
      + dependencies(of: modules).flatMap {
        ["--dependency", "\($0.moduleName)=\($0.directoryURL.path(percentEncoded: false))"]
      }
      + concurrencyArguments(for: modules.map(\.name), manifest: manifest)
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

  /// `--no-partial-doubles` when the test target defines `DOUBLES_NO_PARTIAL_DOUBLES`, the
  /// condition that leaves partial doubles out of `@Doubled`'s doubles too.
  static func partialDoublesArguments(forTestTarget name: String, manifest: String?) -> [String] {
    guard let manifest,
      ManifestIsolation.definesCondition("DOUBLES_NO_PARTIAL_DOUBLES", target: name, manifest: manifest)
    else { return [] }
    return ["--no-partial-doubles"]
  }

  /// `--availability-macro <definition>` for each availability macro the manifests of `package`
  /// and of the packages it depends on define: their modules' `@available` attributes name them.
  static func availabilityArguments(for package: Package) -> [String] {
    var packages = [package]
    var seen: Set<String> = [package.id]
    var index = 0
    while index < packages.count {
      for dependency in packages[index].dependencies where seen.insert(dependency.package.id).inserted {
        packages.append(dependency.package)
      }
      index += 1
    }
    var definitions: [String] = []
    for manifest in packages.compactMap(manifest(of:)) {
      for definition in ManifestIsolation.availabilityMacros(in: manifest) where !definitions.contains(definition) {
        definitions.append(definition)
      }
    }
    return definitions.flatMap { ["--availability-macro", $0] }
  }

  /// The text of the package's manifest, `Package.swift`, or `nil` if it cannot be read.
  static func manifest(of package: Package) -> String? {
    try? String(contentsOf: package.directoryURL.appending(path: "Package.swift"), encoding: .utf8)
  }
}
