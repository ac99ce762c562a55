import DoublesHTTP
import DoublesTesting
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The XCTest helper: a double per test, checked in the test's tear-down.
final class XCTestHelperTests: XCTestCase {
  private let recorded = RecordedFailures()

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    recorded.append(description, line: lineNumber)
  }

  func testTheHelperMakesADoubleThatAnswers() async throws {
    let http = makeHTTPDouble(requireAllStubsUsed: true)
    http.stub(.get("https://example.com/"), .text("hello"))

    let (data, _) = try await http.session.data(from: URL(string: "https://example.com/")!)

    XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
  }

  func testAnUnmatchedRequestFailsTheXCTestAtOnce() async throws {
    let http = HTTPDouble(name: "xctest double"); let line = #line

    _ = try? await http.session.data(from: URL(string: "https://example.com/missing")!)

    let failures = recorded.all
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(
      failures.first?.description.hasPrefix("xctest double has no stub for GET https://example.com/missing") == true)
  }
}

/// Failures XCTest recorded, appended from whichever thread reported them.
private final class RecordedFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [(description: String, line: Int)] = []

  func append(_ description: String, line: Int) { lock.withLock { failures.append((description, line)) } }
  var all: [(description: String, line: Int)] { lock.withLock { failures } }
}
