import DoublesTestSupport
import Foundation
import Testing

/// Runs `SwiftTestingProbe`, a Swift Testing run whose doubles fail away from their tests'
/// tasks, and reads what it printed and how it exited: where each failure landed is visible
/// only from outside the run.
///
/// Before the failures were carried to their tests, every scenario here but one exited with
/// status 0: the tests passed silently, or (a release on another thread) the issue landed on
/// «unknown».
@Suite("Failures away from the test's task, seen from outside the run")
struct FailureDeliveryTests {
  /// A scenario of the probe: which of its tests run, and what they must report.
  struct Scenario: Sendable, CustomTestStringConvertible {
    /// The `--filter` that picks the scenario's tests.
    var filter: String
    /// The test each failure must land on, as Swift Testing names it.
    var test: String
    /// The first line of the failure's message.
    var message: String
    var issues = 1
    /// Whether the failure comes while its test runs, so that the test itself fails.
    var failsTheTest = true
    var testDescription: String { filter }
  }

  static func strict(_ event: String) -> String {
    "No stub of strict AnalyticsDouble answers track(event: \"\(event)\"). Stubs of this member: none"
  }

  static let scenarios = [
    Scenario(
      filter: "detachedCallOnAKeptAliveDouble", test: "detachedCallOnAKeptAliveDouble()", message: strict("opened")),
    Scenario(filter: "detachedCallThenACountRead", test: "detachedCallThenACountRead()", message: strict("opened")),
    Scenario(
      filter: "queueCallsWhileASynchronousTestWaits", test: "queueCallsWhileASynchronousTestWaits()",
      message: strict("round 1"), issues: 50),
    Scenario(
      filter: "strictCallInAURLSessionCompletionHandler", test: "strictCallInAURLSessionCompletionHandler()",
      message: strict("loaded")),
    Scenario(
      filter: "httpDoubleWithoutAStub", test: "httpDoubleWithoutAStub()",
      message:
        "quotes has no stub for GET https://example.com/quote; the request failed with "
        + "URLError(resourceUnavailable) and nothing was sent to the network."),
    Scenario(filter: "SuiteWithADoubleProperty", test: "queueCallOnTheProperty()", message: strict("tapped")),
    Scenario(
      filter: "failureThenReleaseOnAnotherThread", test: "failureThenReleaseOnAnotherThread()",
      message: strict("closed")),
    Scenario(filter: "AfterTheTest", test: "leavesAStrictDoubleBehind()", message: strict("late"), failsTheTest: false),
    Scenario(
      filter: "failureAfterTheRun", test: "failureAfterTheRun()", message: strict("after the run"), failsTheTest: false),
  ]

  static func runProbe(_ filter: String) async throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // Plain ✘ and ↳, not SF Symbols' glyphs, on a Mac that has the font.
    environment["SWT_SF_SYMBOLS_ENABLED"] = "0"
    let outcome = try await runProcess(
      BuildProducts.executable("SwiftTestingProbe"), ["--testing-library", "swift-testing", "--filter", filter],
      environment: environment)
    #expect(outcome.status == 1 && !outcome.signalled, "the probe's run must fail, not pass or crash")
    return outcome.output + outcome.errors
  }

  static let recapHeader = """
    Doubles: doubles failed on other threads than their tests' tasks, or outside any test. Swift \
    Testing counts such a failure only until its run ends, so the process exits with status 1:
    """

  @Test(arguments: scenarios)
  func theFailureLandsOnTheTestThatCreatedTheDouble(_ scenario: Scenario) async throws {
    let text = try await Self.runProbe(scenario.filter)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(!text.contains("«unknown»"))
    let issues = lines.filter { $0.hasPrefix("✘ Test \(scenario.test) recorded an issue at Scenarios.swift:") }
    #expect(issues.count == scenario.issues)
    #expect(lines.contains("↳ \(scenario.message)"))
    if scenario.failsTheTest {
      let count = scenario.issues == 1 ? "1 issue" : "\(scenario.issues) issues"
      #expect(lines.contains { $0.hasPrefix("✘ Test \(scenario.test) failed after") && $0.hasSuffix("with \(count).") })
    }
    // Listed again at exit, in case it came after the run ended; the process then fails.
    let recap = try #require(text.range(of: Self.recapHeader).map { text[$0.upperBound...] })
    let failures = scenario.issues == 1 ? "1 failure" : "\(scenario.issues) failures, the first"
    #expect(recap.contains("\n  \(scenario.test) (SwiftTestingProbe/Scenarios.swift:"))
    #expect(recap.contains("): \(failures): SwiftTestingProbe/Scenarios.swift:"))
    #expect(recap.contains(scenario.message))
  }

  /// What a network double does for a test that waits synchronously needs no thread of the
  /// cooperative pool, which such tests block (`SwiftTestingProbe/BlockedPool.swift`).
  @Test func networkDoublesAnswerWhileEveryPoolThreadIsBlocked() async throws {
    let outcome = try await runProcess(
      BuildProducts.executable("SwiftTestingProbe"),
      ["--testing-library", "swift-testing", "--filter", "EveryPoolThreadBlocked"])
    #expect(outcome.succeeded, "\(outcome.output)\(outcome.errors)")
  }

  @Test func aFailureOfADoubleNoTestCreatedFailsTheRun() async throws {
    let text = try await Self.runProbe("doubleCreatedOutsideAnyTest")
    #expect(!text.contains("«unknown»"))
    #expect(
      text.contains(
        """
        SwiftTestingProbe/main.swift:12: error: \(Self.strict("orphan"))
        Doubles: no test can receive this failure: it happened where no test runs, and no test created \
        the double. The process will exit with status 1.
        """))
    #expect(
      text.hasSuffix(
        """
        \(Self.recapHeader)
          no test (where no test runs, of a double no test created): 1 failure: \
        SwiftTestingProbe/main.swift:12: \(Self.strict("orphan"))

        """))
  }

  static let unmetTrack =
    "Expected track(event:) to be called once, but it was never called. AnalyticsDouble recorded no calls."

  /// The line of the probe's `Scenarios.swift` that holds `marker`.
  static func scenarioLine(_ marker: String, filePath: String = #filePath) throws -> Int {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("SwiftTestingProbe/Scenarios.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(marker) }) + 1
  }

  @Test func anUncheckedExpectationFailsItsTestWhenTheDoubleGoesAway() async throws {
    let text = try await Self.runProbe("uncheckedExpectationOnAReleasedDouble")
    let line = try Self.scenarioLine("// unchecked: released")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("✘ Test uncheckedExpectationOnAReleasedDouble() recorded an issue at Scenarios.swift:\(line):")
      })
    #expect(lines.contains("↳ \(Self.unmetTrack)"))
    #expect(!text.contains("Doubles: expectations that no verify() checked"))
  }

  @Test func anUncheckedExpectationOfADoubleKeptPastItsTestFailsTheRunAtExit() async throws {
    let text = try await Self.runProbe("uncheckedExpectationOnAKeptAliveDouble")
    let line = try Self.scenarioLine("// unchecked: kept")
    #expect(text.contains("✔ Test uncheckedExpectationOnAKeptAliveDouble() passed"))
    #expect(
      text.hasSuffix(
        """
        Doubles: expectations that no verify() checked, of doubles still alive when the process exits \
        (kept past the test that declared them), so the process exits with status 1:
          uncheckedExpectationOnAKeptAliveDouble() (SwiftTestingProbe/Scenarios.swift:\(line - 1)): 1 failure: \
        SwiftTestingProbe/Scenarios.swift:\(line): \(Self.unmetTrack)

        """))
  }
}
