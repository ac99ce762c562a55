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
        && issue.sourceLocation?.fileID == "DoublesTests/FrameworkReportingTests.swift"
        && issue.sourceLocation?.line == line
    }
  }

  /// A detached task does not inherit the test's task-local values, so Swift Testing could not
  /// tell which test broke: the failure waits for the test's next use of the double.
  @Test func aStrictCallOnADetachedTaskFailsTheCreatingTest() async {
    let table = TableReloadingDouble(.strict)
    await Task.detached { table.reloadData() }.value
    #expect(table.recorder.failures.heldCount == 1)
    withKnownIssue {
      #expect(table.on.reloadData.callCount == 1)  // reading a count is no failure…
      table.on.reloadData.verify(.once)  // …but any verification first reports what waited
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.strictReload]
    }
    #expect(table.recorder.failures.heldCount == 0)
  }

  @Test func aStrictCallInADispatchBlockFailsTheCreatingTestAtItsNextCall() async {
    let table = TableReloadingDouble(.strict)
    table.on.numberOfRows.returns(3)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        table.reloadData()
        continuation.resume()
      }
    }
    withKnownIssue {
      _ = table.numberOfRows(inSection: 0)  // the code under test calling it again, on the test's task
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.strictReload]
    }
  }

  @Test func aVerificationFromAThreadWithoutTheTestWaitsForTheTest() async {
    let table = TableReloadingDouble()
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        table.on.reloadData.verify(.once)
        continuation.resume()
      }
    }
    withKnownIssue {
      table.on.reloadData.verify(.never)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.unmetReload]
    }
  }

  @Test func anAwaitedCallbackThatNeverComesFailsTheTestAtItsLine() async {
    let line = #line + 2
    await withKnownIssue {
      let value: Int? = await awaitCallback(timeout: .milliseconds(10)) { _ in }
      #expect(value == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The callback was not called within 0.01 seconds."]
        && issue.sourceLocation?.line == line
    }
  }

  @Test func capturedFailuresAreNotHeld() {
    let table = TableReloadingDouble(.strict)
    let failures = withCapturedFailures {
      table.reloadData()
    }
    #expect(failures.map(\.message) == [Self.strictReload])
    #expect(table.recorder.failures.heldCount == 0)
  }
}

/// Proves that failures reach the running XCTest test case, from its thread and from others.
final class XCTestReportingTests: XCTestCase {
  private var recorded: [(description: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    recorded.append((description, lineNumber))
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

  func testAStrictCallFromADispatchBlockFailsTheRunningTest() {
    let table = TableReloadingDouble(.strict)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      table.reloadData()
      done.signal()
    }
    done.wait()
    XCTAssertEqual(recorded.map(\.description), [SwiftTestingReportingTests.strictReload])
    XCTAssertEqual(table.recorder.failures.heldCount, 0)
  }

  func testAnAwaitedCallbackThatNeverComesFailsTheRunningTest() async {
    let value: Int? = await awaitCallback(timeout: .milliseconds(10)) { _ in }
    XCTAssertNil(value)
    XCTAssertEqual(recorded.map(\.description), ["The callback was not called within 0.01 seconds."])
  }

  func testAStrictCallFromADetachedTaskFailsTheRunningTest() async {
    let table = TableReloadingDouble(.strict)
    await Task.detached { table.reloadData() }.value
    XCTAssertEqual(recorded.map(\.description), [SwiftTestingReportingTests.strictReload])
  }
}
