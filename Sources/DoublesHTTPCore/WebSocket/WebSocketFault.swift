/// A way a stubbed WebSocket server breaks the connection, for testing how a client recovers.
public enum WebSocketFault: Sendable, Hashable, CustomStringConvertible {
  /// The connection ends without a closing handshake, as when a network drops.
  case drop
  /// The server sends the first half of `message` in a frame that says more follows, then
  /// ends the connection: the client never gets the whole message.
  case closeMidMessage(WebSocketMessage)

  /// `dropped connection`, `connection closed in the middle of text "..."`.
  public var description: String {
    switch self {
    case .drop: "dropped connection"
    case .closeMidMessage(let message): "connection closed in the middle of \(message)"
    }
  }
}
