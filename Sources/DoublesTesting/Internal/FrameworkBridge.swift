import Doubles
import Synchronization
import Testing
import XCTest

/// Hands the runtime its bridge to XCTest and Swift Testing.
///
/// The runtime looks this type up by its mangled name
/// (`TestFrameworkBridgeLookup.providerName`); keep the two in step when renaming it.
enum FrameworkBridgeProvider: TestFrameworkBridgeProvider {
  static var bridge: any TestFrameworkBridge { FrameworkBridge.shared }
}

/// Records failures of doubles in whichever framework runs the current test.
final class FrameworkBridge: TestFrameworkBridge {
  static let shared = FrameworkBridge()

  /// The XCTest test case that runs, as XCTest's observation reports it.
  let xcTest = XCTestProgress()
  /// Whether a Swift Testing test was ever seen running in this process.
  private let sawSwiftTesting = Atomic<Bool>(false)
  /// Whether SwiftPM started this process to run Swift Testing's tests (it runs XCTest's in a
  /// process of their own).
  private let startedForSwiftTesting: Bool = {
    let arguments = CommandLine.arguments
    return zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
  }()

  private init() {
    xcTest.startObserving()
    RunEndCheck.install()
  }

  var isInSwiftTestingTest: Bool {
    guard Test.current != nil else { return false }
    sawSwiftTesting.store(true, ordering: .relaxed)
    return true
  }

  func currentTestIdentity() -> AnyHashable? {
    if let swiftTestingCase = SwiftTestingCaseIdentity() {
      sawSwiftTesting.store(true, ordering: .relaxed)
      return swiftTestingCase
    }
    if startedForSwiftTesting || sawSwiftTesting.load(ordering: .relaxed) { return nil }
    switch xcTest.state {
    case .running(let testCase): return ObjectIdentifier(testCase)
    case .unknown: return FirstObservedXCTest()
    case .betweenTests: return nil
    }
  }

  func currentTestDescription() -> String? {
    if let test = Test.current { return SwiftTestingCaseIdentity.describe(test) }
    switch xcTest.state {
    case .running(let testCase): return testCase.name
    case .unknown: return "the first XCTest test of the process (it started before Doubles began observing XCTest)"
    case .betweenTests: return nil
    }
  }

  func checkAtEndOfCurrentXCTest(_ check: @escaping @Sendable () -> Void) -> Bool {
    if isInSwiftTestingTest { return false }
    return xcTest.checkAtEndOfCurrentTest(check)
  }

  func courierToCurrentTest() -> (any TestCourier)? {
    guard let courier = SwiftTestingCourier() else { return nil }
    sawSwiftTesting.store(true, ordering: .relaxed)
    return courier
  }

  func record(_ failure: DoublesFailure, at site: CallSite) -> Bool {
    if isInSwiftTestingTest {
      recordIssue(failure, at: site)
      return true
    }
    let isSwiftTestingRun = startedForSwiftTesting || sawSwiftTesting.load(ordering: .relaxed)
    switch xcTest.state {
    case .running(let testCase):
      testCase.recordFailure(
        withDescription: failure.message, inFile: "\(site.filePath)", atLine: Int(site.line), expected: true)
      return true
    case .betweenTests where isSwiftTestingRun, .unknown where isSwiftTestingRun:
      reportOutsideAnyTest(failure, because: "it happened where no test runs, and no test created the double")
      return true
    case .betweenTests:
      // XCTest drops a failure recorded between tests, and ending the process would lose the
      // rest of the run: such as a double released after its test ended with an `expect` unmet.
      reportOutsideAnyTest(failure, because: "it happened between two XCTest tests")
      return true
    case .unknown:
      // An XCTest test that started before this bridge began observing; XCTFail reaches it.
      XCTFail(failure.message, file: site.filePath, line: site.line)
      return true
    }
  }

  private func recordIssue(_ failure: DoublesFailure, at site: CallSite) {
    let issue = Issue.record(
      Comment(rawValue: failure.message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
    )
    guard let courier = SwiftTestingCourier.delivering else { return }
    // A known issue (the double was made inside `withKnownIssue`) fails nothing. (`isFailure` is
    // public from Swift 6.3 on, which is why the package needs its tools: before it, every issue
    // carried here would fail the run at exit, known ones too.)
    guard issue.isFailure else { return }
    RunEndCheck.remember(failure, test: courier.testDescription)
  }

  /// A failure where no test runs (during a Swift Testing run, of a double that no test created,
  /// or of `FailureReporter.report` called there; between two XCTest tests): no test can be
  /// failed, so the failure is printed now and fails the process when it exits.
  private func reportOutsideAnyTest(_ failure: DoublesFailure, because reason: String) {
    StandardError.write(
      """
      \(failure.fileID):\(failure.line): error: \(failure.message)
      Doubles: no test can receive this failure: \(reason). The process will exit with status 1.

      """)
    RunEndCheck.remember(failure, test: nil)
  }
}
