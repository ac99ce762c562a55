import Doubles
import Foundation
import Testing

extension HTTPDouble {
  /// The double that ``HTTPDoubleTrait`` made for the running test.
  @TaskLocal public static var current: HTTPDouble?
}

/// A Swift Testing trait that gives each test its own ``HTTPDouble`` and runs its end-of-test
/// checks when the test ends: the cassette is written, and with `requireAllStubsUsed` every
/// stub must have answered.
///
/// ```swift
/// @Test(.httpDouble) func loadsTheQuote() async throws {
///   let http = try #require(HTTPDouble.current)
///   http.stub(.post(quoteURL), try .fixture("Quote.json", in: .module))
///   ...
/// }
/// ```
/// On a suite, every test of the suite gets a double of its own.
public struct HTTPDoubleTrait: PerTestCaseTrait {
  let makeDouble: @Sendable () throws -> HTTPDouble
  let requireAllStubsUsed: Bool
  let site: CallSite

  /// Runs the test with its own double as ``HTTPDouble/current``, then the double's checks.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let double = try makeDouble()
    try await HTTPDouble.$current.withValue(double) { try await function() }
    double.finish(
      requireAllStubsUsed: requireAllStubsUsed,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}

extension Trait where Self == HTTPDoubleTrait {
  /// A fresh ``HTTPDouble`` for each test, as ``HTTPDouble/current``.
  public static var httpDouble: HTTPDoubleTrait { httpDouble() }

  /// A fresh ``HTTPDouble`` for each test, as ``HTTPDouble/current``.
  ///
  /// - Parameters:
  ///   - clock: the clock of the double; see ``HTTPDouble/init(name:clock:passThroughHosts:upstream:fileID:filePath:line:column:)``.
  ///   - requireAllStubsUsed: fail the test when a stub answered no request.
  ///   - fileID: the file of the line that applies the trait, where unused stubs are reported;
  ///     leave it to its default, as `filePath`, `line` and `column`.
  ///   - filePath: the path of that file.
  ///   - line: the line.
  ///   - column: the column.
  public static func httpDouble(
    clock: any Clock<Duration> & Sendable = InstantClock(),
    requireAllStubsUsed: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> HTTPDoubleTrait {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return HTTPDoubleTrait(
      makeDouble: {
        HTTPDouble(clock: clock, fileID: fileID, filePath: filePath, line: line, column: column)
      },
      requireAllStubsUsed: requireAllStubsUsed,
      site: site
    )
  }

  /// A fresh ``HTTPDouble`` for each test that replays `cassette` and records into it when its
  /// mode allows; the cassette is written when the test ends.
  public static func httpDouble(
    cassette: Cassette,
    requireAllStubsUsed: Bool = false,
    upstream: (any HTTPTransport)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> HTTPDoubleTrait {
    HTTPDoubleTrait(
      makeDouble: {
        try HTTPDouble(
          cassette: cassette, upstream: upstream, fileID: fileID, filePath: filePath, line: line, column: column)
      },
      requireAllStubsUsed: requireAllStubsUsed,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
