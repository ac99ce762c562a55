import Doubles
import DoublesHAR
import Foundation

extension HTTPDouble {
  /// Where the loopback server relays an upgrade request no stub answers: the request's URL as
  /// a WebSocket URL (`ws`, or `wss` for `https`), when the double sends such requests on to the
  /// network (a cassette that records, or a pass-through host); `nil` when it fails them, or
  /// sends them to an `upstream` transport of the test's, which has no WebSockets.
  package func webSocketRelayTarget(for request: RecordedRequest) -> URL? {
    let answered = storage.withLock { Self.answeringStub(for: request, in: &$0) != nil }
    guard !answered, refusal(of: request) == nil, upstreamTransport(for: request) is NetworkTransport,
      var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
    else { return nil }
    components.scheme = request.target.scheme == "https" ? "wss" : "ws"
    return components.url
  }

  /// Journals the upgrade request as passed through with 101 and opens the session that
  /// journals the relayed connection's events.
  package func openWebSocketRelay(for request: RecordedRequest, to target: URL) -> WebSocketSession {
    journal(request, nil, .passedThrough(status: 101))
    let connection = storage.withLock { state in
      state.webSocketConnections += 1
      return state.webSocketConnections
    }
    let session = WebSocketSession(
      double: self, stub: nil, script: WebSocketScript(), connection: connection,
      path: Self.pathAndQuery(of: request.url))
    session.log(.relayed(to: target.absoluteString))
    return session
  }

  /// Journals and reports an upgrade request that the origin did not accept; returns the
  /// message, which the client gets as the body of a 502.
  package func webSocketRelayFailed(_ request: RecordedRequest, to target: URL, reason: String) -> String {
    journal(request, nil, .failedWithOtherError(reason))
    let message = HTTPMessages.webSocketRelayFailed(request, to: target, reason: reason, doubleName: name)
    report(message, at: site)
    return message
  }

  /// Records a relayed WebSocket, when a cassette records: the upgrade request, made at
  /// `started`, the origin's 101 and its headers, and `messages` in the order they crossed the
  /// server, redacted as any entry.
  package func didRelayWebSocket(
    _ request: RecordedRequest, started: Date, responseHeaders: [HTTPHeader], messages: [RelayedWebSocketMessage]
  ) {
    guard let recording, recording.records else { return }
    let (entry, findings) = HAREntryBuilder.webSocketEntry(
      request, started: started, responseHeaders: responseHeaders, messages: messages,
      redaction: recording.cassette.redaction)
    recording.append(entry, findings: findings)
  }
}

/// A message the loopback server relayed between a client and the origin, or the origin's close
/// that began the closing handshake, for a recording.
package struct RelayedWebSocketMessage: Sendable {
  /// What crossed the server.
  package enum Content: Sendable {
    case message(WebSocketMessage)
    /// The origin closed the connection first, with this code and reason.
    case close(WebSocketCloseCode?, reason: String)
  }

  package var content: Content
  /// Whether the client sent it (to the origin), rather than the origin.
  package var fromClient: Bool
  /// When the server read it.
  package var time: Date

  package init(_ content: Content, fromClient: Bool, time: Date = Date()) {
    (self.content, self.fromClient, self.time) = (content, fromClient, time)
  }
}
