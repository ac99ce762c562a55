import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A failure of the connection itself, which only a real socket can show: the loopback server
/// of `DoublesHTTPServer` acts it out. Through a double's `URLSession` or transport, where there
/// is no socket, each fault becomes the `URLError` a client would see.
public enum SocketFault: Sendable, Equatable, CustomStringConvertible {
  /// The server resets the connection (TCP RST) instead of answering.
  case connectionReset
  /// The server closes the connection without sending a byte.
  case emptyResponse
  /// The server starts a chunked response and sends a chunk whose size line is not hexadecimal.
  case malformedChunk

  /// The error a URLSession client gets for this fault.
  var urlError: URLError.Code {
    switch self {
    case .connectionReset: .networkConnectionLost
    case .emptyResponse: .badServerResponse
    case .malformedChunk: .cannotParseResponse
    }
  }

  /// The text shown in journals and messages.
  public var description: String {
    switch self {
    case .connectionReset: "connection reset"
    case .emptyResponse: "empty response"
    case .malformedChunk: "malformed chunk"
    }
  }
}

extension StubbedResponse {
  /// The connection fails: see ``SocketFault``.
  public static func fault(_ fault: SocketFault) -> StubbedResponse {
    StubbedResponse(.fault(fault))
  }

  /// This response with its body sent `bytes` at a time, `interval` apart on the double's clock:
  /// a slow network. The loopback server writes the pieces separately; through URLSession, which
  /// on Linux hands a completion handler only the whole body, it is the same total delay.
  public func dribbled(_ bytes: Int, every interval: Duration) -> StubbedResponse {
    var copy = self
    copy.dribble = Dribble(bytes: max(1, bytes), interval: interval)
    return copy
  }
}

/// How a body is sent slowly.
package struct Dribble: Sendable, Equatable {
  package var bytes: Int
  package var interval: Duration

  /// The time the whole of `body` takes.
  func duration(of body: Data) -> Duration {
    let pieces = (body.count + bytes - 1) / bytes
    return interval * max(0, pieces - 1)
  }
}
