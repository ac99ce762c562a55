import Doubles
import Foundation
import XCTest

/// Which XCTest test case runs, as XCTest's observation center reports it.
///
/// XCTest on Linux drops a failure recorded while no test runs, so the bridge needs to know.
final class XCTestProgress: NSObject, XCTestObservation, @unchecked Sendable {
  /// What is known of the running test.
  enum State {
    /// No test started or finished since observing began: before the first test where observing
    /// begins at launch (`BridgeAtLaunch.swift`); on another platform, the first test may be running.
    case unknown
    case running(XCTestCase)
    case betweenTests
  }

  private let current = Locked(State.unknown)
  /// The test case whose teardown blocks began to run: no block may be added to it any more.
  private let tearingDown = Locked<ObjectIdentifier?>(nil)

  var state: State { current.withLock { $0 } }

  /// Runs `check` in a teardown block of the test case that runs; `false` where none runs, or
  /// where its teardown began (XCTest stops the process on a block added then).
  func checkAtEndOfCurrentTest(_ check: @escaping @Sendable () -> Void) -> Bool {
    guard case .running(let testCase) = state else { return false }
    let id = ObjectIdentifier(testCase)
    guard tearingDown.withLock({ $0 != id }) else { return false }
    testCase.addTeardownBlock { [tearingDown] in
      tearingDown.withLock { $0 = id }
      check()
    }
    return true
  }

  /// Registers with XCTest's observation center.
  func startObserving() {
    XCTestObservationCenter.shared.addTestObserver(self)
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    current.withLock { $0 = .running(testCase) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    current.withLock { $0 = .betweenTests }
    // The static handles of the test that ended; nothing asks for them again.
    StaticHandles.releaseHandles(ofTest: ObjectIdentifier(testCase))
    StaticHandles.releaseHandles(ofTest: FirstObservedXCTest())
  }
}
