/// A call that a stub of its member did not take because of its arguments: the most common
/// reason a test gets a default value where it expected the stub's.
///
/// A relaxed double answers such a call with its default and keeps the miss for the test to
/// look at; a strict double's failure message names the stub and the argument that differed.
/// ```swift
/// #expect(authorizer.stubMisses.isEmpty, "\(authorizer.stubMisses)")
/// // authorize(username: "amy", password: "x") missed the stub when username == "Amy"
/// // (LoginTests.swift:12): username == "Amy", but was "amy"
/// ```
public struct StubMiss: Sendable, Hashable, CustomStringConvertible {
  /// The call, rendered: `authorize(username: "amy", password: "x")`.
  public let call: String
  /// The stub it missed: `when username == "Amy" (LoginTests.swift:12)`.
  public let stub: String
  /// The stub's conditions the call failed, each with the argument it gave:
  /// `username == "Amy", but was "amy"`.
  public let mismatches: [String]

  /// `call missed the stub stub: mismatch; mismatch`.
  public var description: String { "\(call) missed the stub \(stub): \(mismatches.joined(separator: "; "))" }
}
