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
  private let xcTest = XCTestProgress()
  /// Whether a Swift Testing test was ever seen running in this process.
  private let sawSwiftTesting = Atomic<Bool>(false)

  private init() {
    xcTest.startObserving()
  }

  var isInSwiftTestingTest: Bool {
    guard Test.current != nil else { return false }
    sawSwiftTesting.store(true, ordering: .relaxed)
    return true
  }

  func record(_ failure: DoublesFailure, at site: CallSite) -> Bool {
    if isInSwiftTestingTest { return recordIssue(failure, at: site) }
    switch xcTest.state {
    case .running(let testCase):
      testCase.recordFailure(
        withDescription: failure.message, inFile: "\(site.filePath)", atLine: Int(site.line), expected: true)
      return true
    case .betweenTests:
      return sawSwiftTesting.load(ordering: .relaxed) && recordIssue(failure, at: site)
    case .unknown:
      // A Swift Testing run (the issue fails the run, though no test task is current), or an
      // XCTest test that started before this bridge began observing; XCTFail reaches it.
      if sawSwiftTesting.load(ordering: .relaxed) { return recordIssue(failure, at: site) }
      XCTFail(failure.message, file: site.filePath, line: site.line)
      return true
    }
  }

  private func recordIssue(_ failure: DoublesFailure, at site: CallSite) -> Bool {
    Issue.record(
      Comment(rawValue: failure.message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
    )
    return true
  }
}
