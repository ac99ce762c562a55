/// The place in a test that asked for a stub or a verification.
///
/// Every public entry point of Doubles that can fail takes `fileID`, `filePath`, `line` and
/// `column` defaults, so a failure points at the line of the test that asked, not at Doubles.
public struct CallSite: Sendable, CustomStringConvertible {
  /// The `#fileID` of the call site, such as `MyAppTests/LoginTests.swift`.
  public let fileID: String
  /// The `#filePath` of the call site, which XCTest needs.
  public let filePath: StaticString
  /// The line of the call site.
  public let line: UInt
  /// The column of the call site.
  public let column: UInt

  /// Creates a call site; the defaults capture the caller's position.
  public init(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The text shown in messages and logs.
  public var description: String { "\(fileID):\(line)" }
}
