import Foundation
import Testing
import XCTest

@testable import DoublesTesting

/// Proves that failures reach the test that created the double, in Swift Testing, from the
/// test's task and from threads that lost its task-local context.
@Suite("Reporting to Swift Testing")
struct SwiftTestingReportingTests {
  static let unmetReload =
    "Expected reloadData() to be called once, but it was never called. TableReloadingDouble recorded no calls."
  static let strictReload = "No stub of strict TableReloadingDouble answers reloadData(). Stubs of this member: none"

  @Test func aFailedVerificationRecordsAnIssueAtTheTestsLine() {
    let table = TableReloadingDouble()
    let line = #line + 2
    withKnownIssue {
      table.on.reloadData.verify(.once)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.unmetReload]
        && issue.sourceLocation?.fileID == "DoublesTestingTests/FrameworkReportingTests.swift"
        && issue.sourceLocation?.line == line
    }
  }

  /// A detached task does not inherit the test's task-local values, so Swift Testing could not
  /// tell which test broke: the double's courier carries the failure to the test that created it,
  /// before the call returns. (Created inside `withKnownIssue`, the courier carries its scope
  /// too; `FailureDeliveryTests` sees the same failures fail a run from outside.)
  @Test func aStrictCallOnADetachedTaskFailsTheCreatingTestBeforeItReturns() async {
    await withKnownIssue {
      let table = TableReloadingDouble(.strict)
      await Task.detached { table.reloadData() }.value
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.strictReload]
    }
  }

  @Test func aStrictCallInADispatchBlockFailsTheCreatingTest() async {
    await withKnownIssue {
      let table = TableReloadingDouble(.strict)
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          table.reloadData()
          continuation.resume()
        }
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.strictReload]
    }
  }

  @Test func aVerificationOnAThreadWithoutTheTestFailsTheTest() async {
    await withKnownIssue {
      let table = TableReloadingDouble()
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          table.on.reloadData.verify(.once)
          continuation.resume()
        }
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.unmetReload]
    }
  }

  /// A zero timeout is due as soon as the wait starts, when the callback has already come: the
  /// callback must win every time, as it must when a busy machine runs the waiting task late.
  @Test func aCallbackThatCameBeforeTheTimeoutWinsEveryTime() async {
    var values: [Int?] = []
    for _ in 1...200 {
      values.append(await awaitCallback(timeout: .zero) { done in done(42) })
    }
    #expect(values.filter { $0 != 42 }.isEmpty)
  }

  @Test func aCallThatCameBeforeTheDeadlineSatisfiesVerifyEventually() async {
    let table = TableReloadingDouble()
    table.reloadData()
    #expect(await table.on.reloadData.verifyEventually(.once, timeout: .zero))
  }

  @Test func aDoubleMadeInsideACaptureIsCapturedFromAnyThread() async {
    let failures = await withCapturedFailures {
      let table = TableReloadingDouble(.strict)
      await Task.detached { table.reloadData() }.value
    }
    #expect(failures.map(\.message) == [Self.strictReload])
  }

  @Test func aFailureAfterTheCaptureEndedReachesTheTest() async {
    await withKnownIssue {
      var made: TableReloadingDouble?
      #expect(withCapturedFailures { made = TableReloadingDouble(.strict) }.isEmpty)
      let table = made
      await Task.detached { table?.reloadData() }.value
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.strictReload]
    }
  }

  @Test func anAwaitedCallbackThatNeverComesFailsTheTestAtItsLine() async {
    let line = #line + 2
    await withKnownIssue {
      let value: Int? = await awaitCallback(timeout: .milliseconds(10)) { _ in }
      #expect(value == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The callback was not called within 10 ms."]
        && issue.sourceLocation?.line == line
    }
  }
}

/// Proves that failures reach the running XCTest test case, from its thread and from others.
final class XCTestReportingTests: XCTestCase {
  /// The failures recorded in this test case, from any thread: under a lock, since the thread
  /// sanitizer does not see every handover from a `DispatchQueue` block to an XCTest async test.
  private let failures = Locked<[(description: String, line: Int)]>([])
  private var recorded: [(description: String, line: Int)] { failures.withLock { $0 } }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    failures.withLock { $0.append((description, lineNumber)) }
  }

  func testAFailedVerificationFailsTheTestCase() {
    let table = TableReloadingDouble()
    table.on.reloadData.verify(.once); let line = #line
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertEqual(recorded.first?.description, SwiftTestingReportingTests.unmetReload)
  }

  func testAPassingVerificationRecordsNothing() {
    let table = TableReloadingDouble()
    table.reloadData()
    table.on.reloadData.verify(.once)
    XCTAssertTrue(recorded.isEmpty)
  }

  func testAStrictCallFromADispatchBlockFailsTheRunningTest() async {
    let table = TableReloadingDouble(.strict)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        table.reloadData()
        continuation.resume()
      }
    }
    XCTAssertEqual(recorded.map(\.description), [SwiftTestingReportingTests.strictReload])
  }

  func testAnAwaitedCallbackThatNeverComesFailsTheRunningTest() async {
    let value: Int? = await awaitCallback(timeout: .milliseconds(10)) { _ in }
    XCTAssertNil(value)
    XCTAssertEqual(recorded.map(\.description), ["The callback was not called within 10 ms."])
  }

  func testAStrictCallFromADetachedTaskFailsTheRunningTest() async {
    let table = TableReloadingDouble(.strict)
    await Task.detached { table.reloadData() }.value
    XCTAssertEqual(recorded.map(\.description), [SwiftTestingReportingTests.strictReload])
  }
}
