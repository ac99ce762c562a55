import Foundation
import PackagePlugin

/// `swift package generate-doubles`: writes the doubles of the modules each test target tests
/// into `Doubles.generated.swift` in the test target's folder, for teams that commit the file.
/// With `--check`, writes nothing and fails when a committed file is stale (for CI).
///
/// ```sh
/// swift package --allow-writing-to-package-directory generate-doubles --target AppTests
/// swift package generate-doubles --target AppTests --check
/// ```
/// Other arguments (`--all-protocols`, `--exclude …`) are passed on to `doubles generate`.
@main
struct GenerateDoublesPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let passedOn = extractor.remainingArguments
    let testTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
      $0.kind == .test && (names.isEmpty || names.contains($0.name))
    }
    if let unknown = names.first(where: { name in !testTargets.contains { $0.name == name } }) {
      throw PluginFailure("no test target named \(unknown) in package \(context.package.displayName)")
    }
    let tool = try context.tool(named: "DoublesCLI").url
    let manifest = ModulesUnderTest.manifest(of: context.package)
    let availability = ModulesUnderTest.availabilityArguments(for: context.package)
    for target in testTargets {
      let modules = ModulesUnderTest.of(target)
      guard !modules.isEmpty else { continue }
      let output = target.directoryURL.appending(path: "Doubles.generated.swift")
      let process = Process()
      process.executableURL = tool
      process.arguments =
        ModulesUnderTest.arguments(for: modules, manifest: manifest)
        + ["--output", output.path(percentEncoded: false)] + availability
        + ModulesUnderTest.partialDoublesArguments(forTestTarget: target.name, manifest: manifest) + passedOn
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw PluginFailure("doubles generate failed for \(target.name) (status \(process.terminationStatus))")
      }
      if !passedOn.contains("--check") { print("Wrote \(output.path(percentEncoded: false))") }
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
