import DoublesGenerator
import DoublesMacroPlugin
import DoublesTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// Random protocols from Swift's declaration grammar (``ProtocolGrammar``), each compiled bare,
/// then doubled by the command and by the macro, and compiled again, warnings as errors: no
/// double fails to compile, and the macro leaves no compiler error but its own words (a
/// diagnostic of `@Doubled`, or a check's `unavailable` message). Cases are compiled by the
/// batch, as one module; a failure is made smaller before it is reported, to be kept in a shape
/// file (`FuzzRegressionShapes.swift`).
///
/// 60 cases in every run, 5,000 in nightly's (`DOUBLES_FUZZ_CASES=large`). Each seed gives the
/// same case on every machine: a failure names its seed, and `caseForSeed` replays it.
@Suite("Protocol fuzzing", .tags(.fuzzing))
struct ProtocolFuzzTests {
  /// Cases compiled together: many, to share each compilation's start (nightly's), but as many
  /// as a run takes when it takes fewer.
  static let casesPerBatch = FuzzCases.isLarge ? 100 : 60
  static let firstSeed: UInt64 = 20_261_128

  @Test func everyRandomProtocolsDoublesCompile() async throws {
    try #require(FileManager.default.fileExists(atPath: BuildProducts.modules + "/Doubles.swiftmodule"))
    let total = FuzzCases.count(small: Self.casesPerBatch, large: 5_000)
    let first = FuzzCases.firstSeed(Self.firstSeed)
    let batches = stride(from: 0, to: total, by: Self.casesPerBatch).map { start in
      (start..<min(total, start + Self.casesPerBatch)).map { first + UInt64($0) }
    }
    var tally = Tally()
    var failures: [String] = []
    for batch in try await Self.checkAll(batches) {
      tally.add(batch)
      for failure in batch.failures {
        failures.append(try await Self.report(failure))
      }
    }
    print(
      "protocol fuzzing: \(tally.cases) cases, \(tally.dropped) dropped as invalid Swift, \(tally.protocols) "
        + "protocols; the command doubled \(tally.commandDoubles), the macro refused \(tally.macroRefusals) "
        + "and met a limit of Swift in \(tally.macroLimits)")
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    // The grammar writes Swift that compiles, most of the time: else it checks little.
    #expect(tally.dropped * 4 < tally.cases, "\(tally.dropped) of \(tally.cases) cases did not compile bare")
  }

  /// The case of `seed`, named by it.
  static func caseForSeed(_ seed: UInt64) -> FuzzCase {
    var grammar = ProtocolGrammar(seed: seed, prefix: "C\(seed % 1_000_000)_")
    return grammar.fuzzCase()
  }

  /// Checks the batches of `seeds`, two at a time: most of a batch's time is one compiler
  /// process, which uses one core. Returns the results in the batches' order.
  static func checkAll(_ batches: [[UInt64]]) async throws -> [BatchResult] {
    try await withThrowingTaskGroup(of: (Int, BatchResult).self) { group in
      var results = [BatchResult?](repeating: nil, count: batches.count)
      var next = 0
      func start() {
        let index = next
        next += 1
        group.addTask { (index, try await check(batches[index].map(caseForSeed))) }
      }
      while next < min(batchesAtOnce, batches.count) { start() }
      while let (index, result) = try await group.next() {
        results[index] = result
        if next < batches.count { start() }
      }
      return results.compactMap { $0 }
    }
  }

  /// Batches checked at once.
  static let batchesAtOnce = 2

  // MARK: - A batch

  struct Failure {
    let fuzzCase: FuzzCase
    /// `command` or `macro`.
    let frontEnd: String
    let errors: [String]
  }

  struct BatchResult {
    var cases = 0
    var dropped = 0
    var protocols = 0
    var commandDoubles = 0
    var macroRefusals = 0
    var macroLimits = 0
    var failures: [Failure] = []
  }

  struct Tally {
    var cases = 0
    var dropped = 0
    var protocols = 0
    var commandDoubles = 0
    var macroRefusals = 0
    var macroLimits = 0

    mutating func add(_ batch: BatchResult) {
      cases += batch.cases
      dropped += batch.dropped
      protocols += batch.protocols
      commandDoubles += batch.commandDoubles
      macroRefusals += batch.macroRefusals
      macroLimits += batch.macroLimits
    }
  }

  /// Compiles `cases` bare (leaving out those that do not compile), then their doubles through
  /// each front end.
  static func check(_ cases: [FuzzCase]) async throws -> BatchResult {
    var result = BatchResult(cases: cases.count)
    let folder = try makeTemporaryFolder("doubles-protocol-fuzz")
    defer { try? FileManager.default.removeItem(at: folder) }
    var kept = cases
    // Bare: what does not compile is the grammar's mistake, not the generator's.
    for _ in 0..<4 where !kept.isEmpty {
      let files = try write(kept, marked: false, in: folder)
      let bare = try await Compiler.run(
        bareFlags + ["-emit-module-path", folder.path + "/FuzzCases.swiftmodule"] + files)
      if bare.succeeded { break }
      let broken = casePrefixes(inLocationsOf: bare.errors)
      // Not one case named: the batch does not compile for a reason no case can be blamed for.
      guard !broken.isEmpty else { throw FuzzError(text: bare.errors) }
      kept.removeAll { broken.contains($0.prefix) }
    }
    result.dropped = cases.count - kept.count
    result.protocols = kept.reduce(0) { $0 + $1.protocols.count }
    guard !kept.isEmpty else { return result }

    // The command's doubles and the macro's compiled side by side, each in a folder of its own.
    let macroFolder = folder.appendingPathComponent("macro")
    try FileManager.default.createDirectory(at: macroFolder, withIntermediateDirectories: true)
    let compiled = kept
    async let command = checkCommand(compiled, folder: folder)
    async let macro = checkMacro(compiled, folder: macroFolder)
    let (commandResult, macroResult) = try await (command, macro)
    result.commandDoubles = commandResult.doubles
    result.macroRefusals = macroResult.refusals
    result.macroLimits = macroResult.limits
    result.failures = commandResult.failures + macroResult.failures
    return result
  }

  /// The command's doubles of `kept`, compiled against their module in `folder`: how many
  /// protocols it doubled, and the cases whose doubles do not compile.
  static func checkCommand(_ kept: [FuzzCase], folder: URL) async throws -> (doubles: Int, failures: [Failure]) {
    var failures: [Failure] = []
    // Into a test module that imports the cases' module with @testable.
    let sources = kept.flatMap { fuzzCase in
      fuzzCase.files(marked: false).enumerated().map { index, text in
        Generator.Source(file: "\(fuzzCase.prefix)\(index).swift", text: text)
      }
    }
    let generated = Generator.generate(
      sources, options: .init(allProtocols: true, testableImports: ["FuzzCases"]))
    let doubles = generated.plan.protocolModels.count
    let file = folder.appendingPathComponent("Doubles.swift")
    try generated.text.write(to: file, atomically: true, encoding: .utf8)
    let command = try await Compiler.run(
      commandFlags + ["-I", folder.path, file.path])
    if !command.succeeded {
      let owners = Self.owners(ofLinesIn: generated.text)
      for (prefix, errors) in errorsByCase(command.errors, file: file.path, owners: owners) {
        if let fuzzCase = kept.first(where: { $0.prefix == prefix }) {
          failures.append(Failure(fuzzCase: fuzzCase, frontEnd: "command", errors: errors))
        }
      }
      if failures.isEmpty { throw FuzzError(text: command.errors) }
    }
    return (doubles, failures)
  }

  /// `kept` expanded by `@Doubled` and compiled in `folder`: the cases it refused, those it met
  /// a limit of Swift in, and those whose doubles do not compile.
  static func checkMacro(
    _ kept: [FuzzCase], folder: URL
  ) async throws -> (refusals: Int, limits: Int, failures: [Failure]) {
    var refused = 0
    var limited = 0
    var failures: [Failure] = []
    // Its own refusals are known before the compiler runs, from the expansion.
    var expandable: [FuzzCase] = []
    for fuzzCase in kept {
      if fuzzCase.macroLimit != nil {
        limited += 1
      } else if refusals(of: fuzzCase).isEmpty {
        expandable.append(fuzzCase)
      } else {
        refused += 1
      }
    }
    // Every case refused (a failure made smaller, in `report`): nothing to compile.
    guard !expandable.isEmpty else { return (refused, limited, failures) }
    let macro = try await Compiler.run(macroFlags + write(expandable, marked: true, in: folder))
    if isCrash(macro.errors) {
      // The compiler crashed on the doubles of some case: which one, compiled by halves.
      for fuzzCase in try await crashing(expandable, folder: folder) {
        failures.append(Failure(fuzzCase: fuzzCase, frontEnd: "macro", errors: crashSummary(macro.errors)))
      }
      if failures.isEmpty { throw FuzzError(text: macro.errors) }
    } else if !macro.succeeded {
      var blamed = false
      for (prefix, errors) in macroErrorsByCase(macro.errors) {
        blamed = true
        guard let fuzzCase = expandable.first(where: { $0.prefix == prefix }) else { continue }
        let bare = errors.filter { !$0.contains("is unavailable: ") }
        if bare.isEmpty {
          refused += 1
        } else {
          failures.append(Failure(fuzzCase: fuzzCase, frontEnd: "macro", errors: bare))
        }
      }
      if !blamed { throw FuzzError(text: macro.errors) }
    }
    return (refused, limited, failures)
  }

  /// Whether the compiler crashed, rather than reporting errors.
  static func isCrash(_ errors: String) -> Bool {
    errors.contains("Please submit a bug report") || errors.contains("Stack dump:")
  }

  /// What the crash was doing: the compiler's own stack of tasks, without its arguments.
  static func crashSummary(_ errors: String) -> [String] {
    let lines = errors.split(separator: "\n").map(String.init)
    let tasks = lines.filter { $0.firstMatch(of: /^[1-9]\d*\.\t/) != nil || $0.hasPrefix(" for ") }
    return ["the compiler crashed"] + tasks.prefix(8)
  }

  /// The cases among `cases` whose doubles, through the macro, crash the compiler: the batch
  /// halved until each crashing half is one case.
  static func crashing(_ cases: [FuzzCase], folder: URL) async throws -> [FuzzCase] {
    guard cases.count > 1 else { return cases }
    var found: [FuzzCase] = []
    for half in [Array(cases[..<(cases.count / 2)]), Array(cases[(cases.count / 2)...])] {
      let run = try await Compiler.run(macroFlags + write(half, marked: true, in: folder))
      if isCrash(run.errors) { found += try await crashing(half, folder: folder) }
    }
    return found
  }

  // MARK: - Compiling

  static let common = [
    "-swift-version", "6", "-warnings-as-errors", "-package-name", "Fuzz", "-parse-as-library", "-I",
    BuildProducts.modules,
  ]
  static let bareFlags = common + ["-emit-module", "-module-name", "FuzzCases", "-enable-testing"]
  static let commandFlags = common + ["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "FuzzDoubles"]
  static var macroFlags: [String] {
    common + [
      "-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "FuzzMacro", "-D", "DOUBLES",
      "-load-plugin-executable", BuildProducts.executable("DoublesMacroPlugin-tool").path + "#DoublesMacroPlugin",
    ]
  }

  /// Writes each case's files, `C12_0.swift` and so on, and returns their paths.
  static func write(_ cases: [FuzzCase], marked: Bool, in folder: URL) throws -> [String] {
    if let old = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
      for name in old where name.hasPrefix("C") && name.hasSuffix(".swift") {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
    var paths: [String] = []
    for fuzzCase in cases {
      for (index, text) in fuzzCase.files(marked: marked).enumerated() {
        let url = folder.appendingPathComponent("\(fuzzCase.prefix)\(index).swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
      }
    }
    return paths
  }

  /// The prefixes of the cases whose files `errors` reports an error or a warning in.
  static func casePrefixes(inLocationsOf errors: String) -> Set<String> {
    var prefixes: Set<String> = []
    for line in errors.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
      if let match = line.firstMatch(of: #//(C\d+_)\d+\.swift:\d+:\d+: /#) { prefixes.insert(String(match.1)) }
    }
    return prefixes
  }

  /// The case whose double each line of `text` belongs to, by the last `C12_` declared above it.
  static func owners(ofLinesIn text: String) -> [String?] {
    var owner: String?
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("/// A test double of `") || line.hasPrefix("extension C"),
        let match = line.firstMatch(of: /[ `](C\d+_)/)
      {
        owner = String(match.1)
      }
      return owner
    }
  }

  /// The errors and warnings reported in `file`, by the case of the line they are on.
  static func errorsByCase(_ errors: String, file: String, owners: [String?]) -> [String: [String]] {
    var byCase: [String: [String]] = [:]
    for line in errors.split(separator: "\n") where line.hasPrefix(file + ":") {
      guard line.contains(": error: ") || line.contains(": warning: "),
        let match = line.firstMatch(of: #/:(\d+):\d+: /#), let number = Int(match.1), number - 1 < owners.count,
        let owner = owners[number - 1]
      else { continue }
      byCase[owner, default: []].append(String(line))
    }
    return byCase
  }

  /// The errors and warnings of a compilation with the macro, by case: each is reported in a
  /// macro expansion, with the case's file named where the expansion originates, or in the file.
  static func macroErrorsByCase(_ errors: String) -> [String: [String]] {
    var byCase: [String: [String]] = [:]
    var pending: String?
    for line in errors.split(separator: "\n") {
      let isProblem = line.contains(": error: ") || line.contains(": warning: ")
      if isProblem && !line.hasPrefix(" ") {
        if let match = line.firstMatch(of: #//(C\d+_)\d+\.swift:\d+:\d+: /#) {
          byCase[String(match.1), default: []].append(String(line))
          pending = nil
        } else {
          pending = String(line)
        }
      } else if let error = pending, line.contains("expanded code originates here"),
        let match = line.firstMatch(of: #//(C\d+_)\d+\.swift:/#)
      {
        byCase[String(match.1), default: []].append(error)
        pending = nil
      }
    }
    return byCase
  }

  /// What `@Doubled` says of the case's protocols when it cannot double them: its diagnostics.
  static func refusals(of fuzzCase: FuzzCase) -> [String] {
    fuzzCase.files(marked: true).flatMap { text in
      let context = BasicMacroExpansionContext()
      _ = Parser.parse(source: text).expand(macros: ["Doubled": DoubledMacro.self], contextGenerator: { _ in context })
      return context.diagnostics.map(\.message)
    }
  }

  // MARK: - Reporting

  /// The failure, made as small as it still fails, as a shape file would keep it.
  static func report(_ failure: Failure) async throws -> String {
    var smallest = failure.fuzzCase
    var errors = failure.errors
    func stillFails(_ candidate: FuzzCase) async throws -> [String]? {
      let again = try await check([candidate])
      guard again.dropped == 0 else { return nil }
      return again.failures.first { $0.frontEnd == failure.frontEnd }?.errors
    }
    if let smaller = smallest.withoutLastProtocol, let found = try await stillFails(smaller) {
      smallest = smaller
      errors = found
    }
    for protocolIndex in smallest.protocols.indices.reversed() {
      var index = smallest.protocols[protocolIndex].requirements.count - 1
      while index >= 0 {
        let smaller = smallest.removing(requirement: index, of: protocolIndex)
        if let found = try await stillFails(smaller) {
          smallest = smaller
          errors = found
        }
        index -= 1
      }
    }
    return """
      \(failure.frontEnd): the doubles of case \(failure.fuzzCase.prefix) do not compile:
      \(errors.prefix(6).joined(separator: "\n"))
      \(smallest.files(marked: failure.frontEnd == "macro").joined(separator: "\n// next file\n"))
      """
  }
}

/// A compilation that failed where no case can be blamed.
struct FuzzError: Error, CustomStringConvertible {
  let text: String
  var description: String { "the batch failed outside its cases:\n\(text.prefix(4_000))" }
}
