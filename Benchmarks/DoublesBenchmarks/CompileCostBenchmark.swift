import Foundation

/// Measures what `@Doubled` adds to compile time: 100 protocols of 6 members each, compiled bare,
/// with their `@Doubled` expansions, with the same doubles written by `doubles generate`, both with
/// and without partial doubles (`DOUBLES_NO_PARTIAL_DOUBLES`, `--no-partial-doubles`), and with
/// plain-source doubles of the kind the target was set against.
enum CompileCostBenchmark {
  /// One file the benchmark compiles.
  enum Variant: CaseIterable {
    case bare, macro, macroWithoutPartialDoubles, generated, generatedWithoutPartialDoubles, plain
  }

  /// The fastest compile of one variant, two ways.
  struct Timing {
    /// A compile that writes a new object file: what a clean build, or a build after the file
    /// changed, pays.
    var fresh = Double.infinity
    /// The same file compiled again over its own unchanged object file: the compiler finds the
    /// IR unchanged and skips LLVM's code generation, as when an incremental build recompiles a
    /// file whose output does not change.
    var unchanged = Double.infinity
  }

  struct Result {
    let timings: [Variant: Timing]
    let generatedLines: Int

    subscript(_ variant: Variant) -> Timing { timings[variant] ?? Timing() }
  }

  /// The folder of the files this benchmark shares with the instruction counts of
  /// `Benchmarks/CompileVariants/measure.sh`: the protocol, and the plain-source double.
  static let variantsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CompileVariants")

  /// `count` copies of `file` from ``variantsFolder``, with `Service0` renumbered in each.
  static func copies(of file: String, count: Int, prefix: String = "") throws -> String {
    let text = try String(contentsOf: variantsFolder.appendingPathComponent(file), encoding: .utf8)
    return (0..<count).map { "\n" + prefix + text.replacingOccurrences(of: "Service0", with: "Service\($0)") }
      .joined()
  }

  /// The protocols (`Service0.protocol`): get and get-set properties, a 2-argument method, an
  /// async throwing method, a void method and an optional-returning method.
  static func protocols(count: Int, doubled: Bool) throws -> String {
    (doubled ? "import DoublesMacros\n" : "") + "struct Model: Sendable { var id: Int }\n"
      + (try copies(of: "Service0.protocol", count: count, prefix: doubled ? "@Doubled\n" : ""))
  }

  /// The reference the target was set against (`plain-source.template`): doubles in the style of
  /// source-generating CLI tools, which use no runtime library: a call counter and an optional
  /// handler closure per method, a stored value per property.
  static func plainDoubles(count: Int) throws -> String {
    try copies(of: "plain-source.template", count: count)
  }

  /// Compiles each variant `repetitions` times with `swiftc` and keeps its fastest run, which is
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
    let withoutPartialDoublesSource = try run(
      buildFolder.appendingPathComponent("doubles").path,
      ["generate", "--all-protocols", "--no-partial-doubles", bare.path])
    let withoutPartialDoubles = work.appendingPathComponent("WithoutPartialDoubles.swift")
    try (withoutPartialDoublesSource + protocols(count: 100, doubled: false)).write(
      to: withoutPartialDoubles, atomically: true, encoding: .utf8)

    let plain = work.appendingPathComponent("Plain.swift")
    try (protocols(count: 100, doubled: false) + plainDoubles(count: 100)).write(
      to: plain, atomically: true, encoding: .utf8)

    let modules = buildFolder.appendingPathComponent("Modules").path
    let plugin = buildFolder.appendingPathComponent("DoublesMacroPlugin-tool").path
    func arguments(_ variant: Variant) -> [String] {
      let object = work.appendingPathComponent("\(variant).o").path
      let common = ["-parse-as-library", "-swift-version", "6", "-c", "-o", object]
      switch variant {
      case .bare: return common + ["-module-name", "Bare", bare.path]
      case .macro, .macroWithoutPartialDoubles:
        let conditions = variant == .macro ? ["DOUBLES"] : ["DOUBLES", "DOUBLES_NO_PARTIAL_DOUBLES"]
        return common + ["-module-name", "Macro"] + conditions.flatMap { ["-D", $0] } + [
          "-I", modules, "-load-plugin-executable", "\(plugin)#DoublesMacroPlugin", macro.path,
        ]
      case .generated: return common + ["-module-name", "Generated", "-I", modules, generated.path]
      case .generatedWithoutPartialDoubles:
        return common + ["-module-name", "WithoutPartialDoubles", "-I", modules, withoutPartialDoubles.path]
      case .plain: return common + ["-module-name", "Plain", plain.path]
      }
    }
    // The variants take turns, round after round, so that a slow spell of the machine slows
    // them all rather than one; each keeps its fastest round.
    var timings: [Variant: Timing] = [:]
    for _ in 0..<repetitions {
      for variant in Variant.allCases {
        var timing = timings[variant] ?? Timing()
        // The compiler skips LLVM's code generation when the object file it would write is
        // already there with the same IR (an incremental-build shortcut): a fresh compile
        // starts without one, and the compile right after it finds it unchanged.
        try? FileManager.default.removeItem(at: work.appendingPathComponent("\(variant).o"))
        timing.fresh = min(timing.fresh, try time(arguments(variant)))
        timing.unchanged = min(timing.unchanged, try time(arguments(variant)))
        timings[variant] = timing
      }
    }
    return Result(
      timings: timings,
      generatedLines: generatedSource.split(separator: "\n", omittingEmptySubsequences: false).count)
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
