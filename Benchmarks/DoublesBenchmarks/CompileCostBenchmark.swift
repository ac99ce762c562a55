import Foundation

/// Measures what `@Doubled` adds to compile time: 100 protocols of 6 members each, compiled bare,
/// with their `@Doubled` expansions, and with the same doubles written by `doubles generate`.
enum CompileCostBenchmark {
  struct Result {
    let bareSeconds: Double
    let macroSeconds: Double
    let generatedSeconds: Double
    let generatedLines: Int
  }

  /// The protocols: get and get-set properties, a 2-argument method, an async throwing method,
  /// a void method and an optional-returning method.
  static func protocols(count: Int, doubled: Bool) -> String {
    var source = doubled ? "import DoublesMacros\n" : ""
    source += "struct Model: Sendable { var id: Int }\n"
    for index in 0..<count {
      source += """

        \(doubled ? "@Doubled\n" : "")protocol Service\(index) {
          var name: String { get }
          var count: Int { get set }
          func combine(_ first: Int, with second: String) -> String
          func load(id: Int) async throws -> Model
          func reset()
          func find(named: String) -> Model?
        }

        """
    }
    return source
  }

  /// Compiles each variant `repetitions` times with `swiftc` and keeps the fastest run, which is
  /// the least disturbed by whatever else the machine is doing.
  ///
  /// - Parameters:
  ///   - buildFolder: the debug build folder of this package, holding the modules and the macro
  ///     plug-in (`.build/debug`).
  static func run(buildFolder: URL, repetitions: Int) throws -> Result {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-compile-cost-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }

    let bare = work.appendingPathComponent("Bare.swift")
    try protocols(count: 100, doubled: false).write(to: bare, atomically: true, encoding: .utf8)
    let macro = work.appendingPathComponent("Macro.swift")
    try protocols(count: 100, doubled: true).write(to: macro, atomically: true, encoding: .utf8)
    let generatedSource = try run(
      buildFolder.appendingPathComponent("doubles").path, ["generate", "--all-protocols", bare.path])
    let generated = work.appendingPathComponent("Generated.swift")
    try (generatedSource + protocols(count: 100, doubled: false)).write(
      to: generated, atomically: true, encoding: .utf8)

    let modules = buildFolder.appendingPathComponent("Modules").path
    let plugin = buildFolder.appendingPathComponent("DoublesMacroPlugin-tool").path
    let object = work.appendingPathComponent("out.o")
    let common = ["-parse-as-library", "-swift-version", "6", "-c", "-o", object.path]
    func fastest(_ arguments: [String]) throws -> Double {
      var best = Double.infinity
      for _ in 0..<repetitions {
        // The compiler skips LLVM's code generation when the object file it would write is
        // already there with the same IR (an incremental-build shortcut), so every run starts
        // without one: otherwise all runs after the first would measure no code generation.
        try? FileManager.default.removeItem(at: object)
        best = min(best, try time(arguments))
      }
      return best
    }
    return Result(
      bareSeconds: try fastest(common + ["-module-name", "Bare", bare.path]),
      macroSeconds: try fastest(
        common + [
          "-module-name", "Macro", "-D", "DOUBLES", "-I", modules,
          "-load-plugin-executable", "\(plugin)#DoublesMacroPlugin", macro.path,
        ]),
      generatedSeconds: try fastest(
        common + ["-module-name", "Generated", "-I", modules, generated.path]),
      generatedLines: generatedSource.split(separator: "\n", omittingEmptySubsequences: false).count
    )
  }

  private static func time(_ arguments: [String]) throws -> Double {
    let start = ContinuousClock.now
    _ = try run("/usr/bin/env", ["swiftc"] + arguments)
    let elapsed = start.duration(to: .now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Runs `executable` and returns its standard output; throws with its errors if it fails.
  private static func run(_ executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchmarkError(
        "\(executable) \(arguments.joined(separator: " ")) failed:\n" + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
