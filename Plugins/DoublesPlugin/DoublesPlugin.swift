import Foundation
import PackagePlugin

/// Generates, at build time, the doubles of the modules a test target tests: every protocol
/// marked `@Doubled` or `/// @Doubled` in the library targets it depends on, written by
/// `doubles generate` into the build folder and compiled with the tests. SwiftPM runs it again
/// only when one of those source files changes.
///
/// ```swift
/// .testTarget(
///   name: "AppTests",
///   dependencies: ["App", .product(name: "DoublesTesting", package: "Doubles")],
///   plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]
/// )
/// ```
@main
struct DoublesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let modules = ModulesUnderTest.of(target)
    guard !modules.isEmpty else { return [] }
    // Several files, each rewritten only when it changes: an edit to one protocol recompiles the
    // doubles that share its file, not all of them.
    let folder = context.pluginWorkDirectoryURL.appending(path: "Doubles")
    let manifest = ModulesUnderTest.manifest(of: context.package)
    return [
      .buildCommand(
        displayName: "Generating the doubles of \(modules.map(\.name).joined(separator: ", ")) for \(target.name)",
        executable: try context.tool(named: "DoublesCLI").url,
        arguments: ModulesUnderTest.arguments(for: modules, manifest: manifest)
          + ["--output-folder", folder.path(percentEncoded: false)]
          + ModulesUnderTest.availabilityArguments(for: context.package)
          + ModulesUnderTest.partialDoublesArguments(forTestTarget: target.name, manifest: manifest),
        inputFiles: (modules + ModulesUnderTest.dependencies(of: modules)).flatMap {
          $0.sourceFiles(withSuffix: "swift").map(\.url)
        },
        outputFiles: DoublesFiles.names.map { folder.appending(path: $0) }
      )
    ]
  }
}
