/// The error a throwing member of a double throws when it cannot answer a call.
///
/// It is thrown only after the failure was reported to the test, so the test fails with the
/// message even when the code under test swallows the error.
public struct DoublesError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The same message the test failure shows.
  public let message: String

  /// The text shown in messages and logs.
  public var description: String { message }
}
