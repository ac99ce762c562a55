import DoublesTestSupport
import Foundation
import Testing

/// The doubles this package commits are what `doubles generate` writes now.
///
/// The runtime's tests and the probes they run take their doubles from a committed file instead
/// of `@Doubled`, so that CI's thread-sanitizer build needs neither the macro nor swift-syntax; so
/// does the benchmark, whose release build then compiles no swift-syntax. After a change to the
/// generator or to one of these declarations, write them again with the command each case prints.
@Suite("Committed doubles")
struct CommittedDoublesTests {
  static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A file of declarations, relative to the package's folder, and the doubles written from it.
  struct Committed: Sendable, CustomTestStringConvertible {
    let declaring: String
    let output: String
    var options: [String] = []

    /// `swift run doubles generate …`, as a contributor runs it from the package's folder.
    var command: String {
      (["swift run doubles generate", declaring] + options + ["--output", output]).joined(separator: " ")
    }
    var testDescription: String { declaring }
  }

  static let committed = [
    Committed(declaring: "Tests/DoublesTests/Fixtures.swift", output: "Tests/DoublesTests/Doubles.generated.swift"),
    Committed(
      declaring: "Tests/NoTestFrameworkProbe/main.swift", output: "Tests/NoTestFrameworkProbe/Doubles.generated.swift"),
    Committed(
      declaring: "Tests/SwiftTestingProbe/Scenarios.swift", output: "Tests/SwiftTestingProbe/Doubles.generated.swift"),
    Committed(
      declaring: "Benchmarks/DoublesBenchmarks/Benchmarked.swift",
      output: "Benchmarks/DoublesBenchmarks/Benchmarked.generated.swift", options: ["--all-protocols"]),
  ]

  @Test(arguments: committed)
  func theCommittedDoublesAreCurrent(_ committed: Committed) async throws {
    let path = { (file: String) in Self.packageFolder.appendingPathComponent(file).path }
    let run = try await DoublesExecutable.run(
      ["generate", path(committed.declaring)] + committed.options + ["--output", path(committed.output), "--check"])
    #expect(
      run.status == 0,
      """
      \(committed.output) is not what the command writes now; write it again from the package's folder:
      \(committed.command)
      \(run.errors)
      """)
  }
}
