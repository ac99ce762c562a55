import DoublesGenerator
import DoublesTestSupport
import Foundation
import SwiftParser
import Testing

/// Random and mutated Swift fed to the generator, with a fixed seed so that a failure can be
/// replayed: the generator never crashes, every input gives doubles, a diagnostic, or nothing
/// to double, and doubles are valid Swift; where the mutated source compiles, its doubles do too.
@Suite("Generator fuzzing", .tags(.fuzzing))
struct GeneratorFuzzTests {
  /// The seeds: every shape file, marked with `/// @Doubled` so that they compile without the macro.
  static let seeds: [String] = GoldenFileTests.shapeFiles.compactMap { file in
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    return
      text
      .replacingOccurrences(of: "import DoublesMacros\n", with: "")
      .replacingOccurrences(of: "@Doubled\n", with: "/// @Doubled\n")
  }

  /// Pieces of Swift that the mutations insert: the shapes that trouble generators.
  static let fragments = [
    "async", "throws", "rethrows", "throws(MyError)", "<T>", "<T: Sendable>", "@escaping", "inout", "consuming",
    "(", ")", "{", "}", ":", "->", "some", "any", "where T: Hashable", "static", "mutating", "nonisolated",
    "associatedtype Item", "subscript(i: Int) -> Int { get }", "init()", "init?(x: Int)", "var x: Int { get set }",
    "func f(_ a: Int...)", "@MainActor", "Self", "[String: [Int]]", "#if os(Linux)", "#endif", "/// @Doubled\n",
    "protocol Q: P {}", "@available(*, deprecated)", "`in`", "_", "?", "!", "\n", "=", ",", "\"", "//",
  ]

  /// A deterministic random number generator (SplitMix64), so that each case can be replayed.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// `source` after one to four random edits: a fragment inserted, a span deleted, a line
  /// duplicated, two lines swapped, or the end cut off.
  static func mutate(_ source: String, _ random: inout SeededGenerator) -> String {
    var characters = Array(source)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard !characters.isEmpty else { break }
      let position = Int.random(in: 0..<characters.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        characters.insert(contentsOf: " \(fragments.randomElement(using: &random)!) ", at: position)
      case 1:
        characters.removeSubrange(position..<min(characters.count, position + Int.random(in: 1...20, using: &random)))
      case 2, 3:
        var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
        let first = Int.random(in: 0..<lines.count, using: &random)
        let second = Int.random(in: 0..<lines.count, using: &random)
        if Bool.random(using: &random) { lines.insert(lines[first], at: second) } else { lines.swapAt(first, second) }
        characters = Array(lines.joined(separator: "\n"))
      default:
        characters.removeSubrange(position...)
      }
    }
    return String(characters)
  }

  struct Outcome {
    let source: String
    let output: String?
    let diagnostics: [LocatedDiagnostic]
  }

  /// What the command does with one file: read, plan, write; parsing it even when the scan
  /// filter would not, so that every mutation reaches the parser and the model builders.
  static func generate(_ source: String) -> Outcome {
    let generated = Generator.generate([.init(file: "Fuzz.swift", text: source)], readingEveryFile: true)
    return Outcome(
      source: source, output: generated.doubles.isEmpty ? nil : generated.text, diagnostics: generated.diagnostics)
  }

  /// 150 cases in every run and 3,000 in nightly's (`FuzzCases`), clean since the raw-identifier
  /// label of case 2589 was fixed (2026-11-28). The bugs this found are pinned in
  /// `SourceFileScannerTests`. Each case yields its thread: on a
  /// machine with two cores the cooperative pool has two threads, and a loop that kept one for
  /// the whole test would hold back every test that waits for something.
  @Test func mutatedSwiftNeverBreaksTheGenerator() async {
    var random = SeededGenerator(state: 20_261_122)
    var counts = (doubles: 0, diagnostics: 0, nothing: 0)
    let rounds = FuzzCases.count(small: 150, large: 3_000)
    for round in 0..<rounds {
      await Task.yield()
      let source = Self.mutate(Self.seeds[round % Self.seeds.count], &random)
      let outcome = Self.generate(source)
      if let output = outcome.output {
        counts.doubles += 1
        let tree = Parser.parse(source: output)
        #expect(!tree.hasError, "case \(round): the doubles are not valid Swift:\n\(source)")
      } else if outcome.diagnostics.isEmpty {
        counts.nothing += 1
      } else {
        counts.diagnostics += 1
      }
      // A file that does not parse never gets doubles; it gets a diagnostic instead.
      if Parser.parse(source: source).hasError {
        #expect(outcome.output == nil && outcome.diagnostics.contains { $0.severity == .error }, "case \(round)")
      } else {
        // The scan filter, which may leave the file unparsed, changes nothing in what is written;
        // nor does parsing it without its function bodies.
        let filtered = Generator.generate([.init(file: "Fuzz.swift", text: source)])
        #expect(filtered.doubles.isEmpty == (outcome.output == nil), "case \(round)")
        #expect(filtered.diagnostics == outcome.diagnostics, "case \(round)")
        if round % 3 == 0 {
          let options = GenerationPlan.Options(allProtocols: true)
          let blanked = Generator.scanFile(source, file: "Fuzz.swift", options: options, blankingBodies: true)
          let whole = Generator.scanFile(source, file: "Fuzz.swift", options: options)
          #expect(
            Generator.generate(scanned: [blanked], options: options).text
              == Generator.generate(scanned: [whole], options: options).text, "case \(round)")
        }
      }
    }
    // The mutations reach every outcome, so the property is not checked on one kind of input only.
    #expect(counts.doubles > rounds / 12 && counts.diagnostics > rounds / 12)
  }

  @Test func randomBytesAndTextGiveADiagnosticOrNothing() async {
    var random = SeededGenerator(state: 7)
    for round in 0..<FuzzCases.count(small: 100, large: 1_500) {
      await Task.yield()
      let length = Int.random(in: 0..<400, using: &random)
      let text = String(
        (0..<length).map { _ in
          Character(UnicodeScalar(UInt8.random(in: 9...126, using: &random)))
        })
      let outcome = Self.generate(text)
      if let output = outcome.output { #expect(!Parser.parse(source: output).hasError, "case \(round)") }
    }
  }

  /// Where a mutated file compiles, its doubles compile with it: checked with the compiler on a
  /// sample, since each case costs a second.
  @Test func mutatedSwiftThatCompilesGetsDoublesThatCompile() async throws {
    try #require(FileManager.default.fileExists(atPath: BuildProducts.modules + "/Doubles.swiftmodule"))
    var random = SeededGenerator(state: 42)
    let sample = FuzzCases.count(small: 3, large: 12)
    var checked = 0
    var round = 0
    while checked < sample && round < 100 * sample {
      round += 1
      let source = Self.mutate(Self.seeds[round % Self.seeds.count], &random)
      guard let output = Self.generate(source).output, try await Self.typechecks([source]) else { continue }
      checked += 1
      #expect(try await Self.typechecks([source, output]), "case \(round): the doubles do not compile")
    }
    #expect(checked == sample)
  }

  static func typechecks(_ files: [String]) async throws -> Bool {
    let folder = try makeTemporaryFolder("doubles-fuzz")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = try files.enumerated().map { index, text in
      let url = folder.appendingPathComponent("File\(index).swift")
      try text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    return try await Compiler.compilesWarningFree(paths)
  }
}
