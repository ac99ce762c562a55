import Foundation

/// The Swift compiler, run on files the tests write: whether the command's output compiles.
enum Compiler {
  /// The modules of this build (`Doubles` among them), which the compiled files import.
  static let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules").path

  /// Whether `files` compile as one module in Swift 6 mode, warnings as errors, seeing this
  /// build's modules and those in `searchPaths`. Checked through SIL, where data-race safety is.
  static func compilesWarningFree(_ files: [String], searchPaths: [String] = []) throws -> Bool {
    let flags = ["-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-warnings-as-errors"]
    return try run(flags + ["-I", modules] + searchPaths.flatMap { ["-I", $0] } + files)
  }

  /// Builds `files` into the module `name` in `folder`, for the command's output to import.
  static func buildModule(_ name: String, from files: [String], in folder: String) throws -> Bool {
    try run(
      [
        "-emit-module", "-module-name", name, "-enable-testing", "-swift-version", "6",
        "-emit-module-path", "\(folder)/\(name).swiftmodule",
      ] + files)
  }

  /// Runs `swiftc` with `arguments`; whether it succeeded.
  static func run(_ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
