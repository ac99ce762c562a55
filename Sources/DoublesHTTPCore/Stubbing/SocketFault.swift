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
  /// a slow network. The loopback server writes the pieces separately, and so does the double's
  /// URL protocol to a client that reads the body as it arrives (see
  /// ``events(_:status:headers:)``); a completion handler gets the whole body after the same
  /// total delay.
  public func dribbled(_ bytes: Int, every interval: Duration) -> StubbedResponse {
    var copy = self
    copy.dribble = .even(bytes: max(1, bytes), interval: interval)
    return copy
  }
}

/// How a body is sent slowly: in even pieces at an interval (``StubbedResponse/dribbled(_:every:)``),
/// or in the pieces a stream of events makes, each after its own wait (``StubbedResponse/events(_:status:headers:)``).
package enum Dribble: Sendable, Equatable {
  /// `bytes` at a time, `interval` apart.
  case even(bytes: Int, interval: Duration)
  /// The pieces of a stream, in order: each one's length and the wait before it.
  case timed([TimedPiece])

  /// One piece of a stream: its length in bytes, and how long after the one before it it is sent.
  package struct TimedPiece: Sendable, Equatable {
    var after: Duration
    var length: Int
  }

  /// The time the whole of `body` takes.
  func duration(of body: Data) -> Duration {
    pieces(of: body).reduce(.zero) { $0 + $1.after }
  }

  /// Sends `body` in its pieces with `write`, each when the waits before it have passed on
  /// `clock`, counted from the start: a test that moves a manual clock past several waits at once
  /// releases every piece they hold back.
  package func send(
    _ body: Data, on clock: some Clock<Duration>, _ write: (Data) async throws -> Void
  ) async throws {
    var deadline = clock.now
    for piece in pieces(of: body) {
      if piece.after > .zero {
        deadline = deadline.advanced(by: piece.after)
        try await clock.sleep(until: deadline, tolerance: nil)
      }
      try Task.checkCancellation()
      try await write(piece.bytes)
    }
  }

  /// The pieces `body` is sent in, each with the wait before it.
  private func pieces(of body: Data) -> [(after: Duration, bytes: Data)] {
    var pieces: [(after: Duration, bytes: Data)] = []
    var offset = body.startIndex
    switch self {
    case .timed(let timed):
      for piece in timed {
        let end = min(offset + piece.length, body.endIndex)
        pieces.append((piece.after, body[offset..<end]))
        offset = end
      }
      if offset < body.endIndex { pieces.append((.zero, body[offset...])) }
    case .even(let bytes, let interval):
      while offset < body.endIndex {
        let end = min(offset + bytes, body.endIndex)
        pieces.append((offset == body.startIndex ? .zero : interval, body[offset..<end]))
        offset = end
      }
    }
    return pieces
  }
}
