import Doubles
import XCTest

extension XCTestCase {
  /// A network double for this test whose end-of-test checks run in the test's tear-down:
  /// the cassette is written and, with `requireAllStubsUsed`, every stub must have answered.
  public func makeHTTPDouble(
    name: String = "HTTPDouble",
    clock: any Clock<Duration> = InstantClock(),
    requireAllStubsUsed: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> HTTPDouble {
    let double = HTTPDouble(name: name, clock: clock, fileID: fileID, filePath: filePath, line: line, column: column)
    addTeardownBlock {
      double.finish(
        requireAllStubsUsed: requireAllStubsUsed, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return double
  }

  /// A network double for this test that replays `cassette` (recording into it when its mode
  /// allows) and writes it in the test's tear-down.
  public func makeHTTPDouble(
    cassette: Cassette,
    upstream: (any HTTPTransport)? = nil,
    requireAllStubsUsed: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws -> HTTPDouble {
    let double = try HTTPDouble(
      cassette: cassette, upstream: upstream, fileID: fileID, filePath: filePath, line: line, column: column)
    addTeardownBlock {
      double.finish(
        requireAllStubsUsed: requireAllStubsUsed, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return double
  }
}
