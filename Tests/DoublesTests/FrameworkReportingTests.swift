import Testing
import XCTest

@testable import Doubles

/// Proves that a failing verification fails a Swift Testing test: the issue is recorded.
@Suite("Reporting to Swift Testing")
struct SwiftTestingReportingTests {
  @Test func aFailedVerificationRecordsAnIssue() {
    let table = TableReloadingDouble()
    withKnownIssue {
      table.on.reloadData.verify(.once)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expected reloadData() to be called once, but it was never called. TableReloadingDouble recorded no calls."
      ] && issue.sourceLocation?.fileID == "DoublesTests/FrameworkReportingTests.swift"
    }
  }

  /// A thread without the test's task-local context cannot attribute an issue to the test, but
  /// a double created in a Swift Testing test still reports there, which fails the run, instead
  /// of calling XCTFail, which Swift Testing would ignore.
  @Test func failuresOfADoubleCreatedHereGoToSwiftTestingFromAnyThread() async {
    let table = TableReloadingDouble()
    let destination = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          returning: FailureReporter.destination(
            createdUnderSwiftTesting: table.recorder.createdUnderSwiftTesting))
      }
    }
    #expect(destination == .swiftTesting)
  }
}

/// Proves that a failing verification fails an XCTest test: the failure reaches the test case.
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
    XCTAssertTrue(recorded.first?.description.contains("Expected reloadData() to be called once") ?? false)
  }

  func testAPassingVerificationRecordsNothing() {
    let table = TableReloadingDouble()
    table.reloadData()
    table.on.reloadData.verify(.once)
    XCTAssertTrue(recorded.isEmpty)
  }
}
