import DoublesTestSupport
import Foundation
import Testing

/// The doubles this package commits are what `doubles generate` writes now.
///
/// The runtime's tests and the probes they run take their doubles from a committed file instead
/// of `@Doubled`, so that CI's thread-sanitizer build needs neither the macro nor swift-syntax.
/// After a change to the generator or to one of these protocols, write them again with the
/// command each case prints.
@Suite("Committed doubles")
struct CommittedDoublesTests {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

  /// Each declaring file, relative to Tests/, and the file of its doubles beside it.
  static let committed = [
    "DoublesTests/Fixtures.swift", "NoTestFrameworkProbe/main.swift", "SwiftTestingProbe/Scenarios.swift",
  ]

  @Test(arguments: committed)
  func theCommittedDoublesAreCurrent(declaring: String) async throws {
    let source = Self.testsFolder.appendingPathComponent(declaring)
    let output = source.deletingLastPathComponent().appendingPathComponent("Doubles.generated.swift")
    let run = try await DoublesExecutable.run(["generate", source.path, "--output", output.path, "--check"])
    #expect(
      run.status == 0,
      """
      Tests/\(declaring): its doubles are stale; write them again from the package's root with
      swift run doubles generate Tests/\(declaring) --output Tests/\(declaring.split(separator: "/")[0])/Doubles.generated.swift
      \(run.errors)
      """)
  }
}
