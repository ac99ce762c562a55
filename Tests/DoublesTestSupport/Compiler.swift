import Foundation

/// The Swift compiler, run on files a test wrote.
package enum Compiler {
  /// Whether `files` compile as one module in Swift 6 mode, warnings as errors, seeing this
  /// build's modules and those in `searchPaths`. Checked through SIL, where data-race safety is.
  /// The module is one of a package, as SwiftPM builds it, so that `package` declarations compile.
  package static func compilesWarningFree(_ files: [String], searchPaths: [String] = []) async throws -> Bool {
    let flags = [
      "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-warnings-as-errors", "-package-name", "Tests",
    ]
    return try await run(flags + ["-I", BuildProducts.modules] + searchPaths.flatMap { ["-I", $0] } + files)
      .succeeded
  }

  /// Compiles `files` in Swift 6 mode, warnings as errors, with `@Doubled` expanded by this
  /// build's plug-in and the conditions `DOUBLES` and `conditions` defined, as a module that
  /// declares doubled protocols is compiled in a debug build.
  package static func compileWithDoubled(_ files: [String], conditions: [String] = []) async throws -> ProcessOutcome {
    let plugin = BuildProducts.executable("DoublesMacroPlugin-tool").path + "#DoublesMacroPlugin"
    return try await run(
      ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", BuildProducts.modules]
        + ["-load-plugin-executable", plugin] + (["DOUBLES"] + conditions).flatMap { ["-D", $0] } + files)
  }

  /// Builds `files` into the module `name` in `folder`, for other files to import, seeing the
  /// modules in `searchPaths`.
  package static func buildModule(
    _ name: String, from files: [String], in folder: String, searchPaths: [String] = []
  ) async throws -> Bool {
    try await run(
      [
        "-emit-module", "-module-name", name, "-enable-testing", "-swift-version", "6",
        "-emit-module-path", "\(folder)/\(name).swiftmodule",
      ] + searchPaths.flatMap { ["-I", $0] } + files
    ).succeeded
  }

  /// Builds `files` into the module `name` for library evolution: the module in `folder`, for
  /// other files to import, and its interface as `interface`.
  package static func buildModule(
    _ name: String, from files: [String], in folder: String, interface: String
  ) async throws -> Bool {
    try await run(
      [
        "-emit-module", "-module-name", name, "-enable-library-evolution", "-swift-version", "6",
        "-emit-module-path", "\(folder)/\(name).swiftmodule", "-emit-module-interface-path", interface,
      ] + files
    ).succeeded
  }

  /// Runs `swiftc` with `arguments`.
  package static func run(_ arguments: [String]) async throws -> ProcessOutcome {
    try await runTool("swiftc", arguments)
  }
}
