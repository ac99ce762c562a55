import Foundation

/// One request a network double received and what became of it.
public struct JournalEntry: Sendable, CustomStringConvertible {
  /// What the double did with a request.
  public enum Outcome: Sendable, Equatable, CustomStringConvertible {
    /// It answered with this status.
    case responded(status: Int)
    /// It answered with a redirect, which it then followed.
    case redirected(status: Int, location: URL)
    /// It failed the request with this `URLError` code.
    case failed(URLError.Code)
    /// It failed the request with an error that is not a `URLError`.
    case failedWithOtherError(String)
    /// The client cancelled the request before the answer.
    case cancelled
    /// No stub matched; the request failed without reaching the network.
    case unmatched
    /// It sent the request to the real network (pass-through or recording) and got this status.
    case passedThrough(status: Int)
    /// The loopback server broke the connection as the stub asked.
    case fault(SocketFault)

    /// The text shown in journals and messages.
    public var description: String {
      switch self {
      case .responded(let status): "\(status)"
      case .redirected(let status, let location): "\(status) redirect to \(location.absoluteString)"
      case .failed(let code): "URLError(\(HTTPMessages.name(of: code)))"
      case .failedWithOtherError(let text): "error \(text)"
      case .cancelled: "cancelled"
      case .unmatched: "unmatched"
      case .passedThrough(let status): "\(status) from the network"
      case .fault(let fault): "\(fault)"
      }
    }
  }

  /// The position of the entry in the journal, from 1.
  public let number: Int
  /// The request as received.
  public let request: RecordedRequest
  /// The stub that answered, or `nil` when none did.
  public let stub: HTTPStub?
  /// What the double did.
  public let outcome: Outcome

  /// `3. GET https://example.com/a -> 200 by stub #1 (File.swift:10)`.
  public var description: String {
    let by = stub.map { " by \($0)" } ?? ""
    return "\(number). \(request) -> \(outcome)\(by)"
  }
}
