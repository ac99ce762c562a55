/// One thing that happened on a WebSocket a double's loopback server served: a connection
/// opened, a message in either direction, a close or a fault.
public struct WebSocketJournalEntry: Sendable, CustomStringConvertible {
  /// What happened.
  public enum Event: Sendable, Hashable, CustomStringConvertible {
    /// The server accepted the connection, answering the upgrade request with 101.
    case opened
    /// The client sent this message; `answer` is the number of the script's answer that took
    /// it (from 1), `nil` when none did.
    case received(WebSocketMessage, answer: Int?)
    /// The server sent this message.
    case sent(WebSocketMessage)
    /// The server (`byServer`) or the client sent a close: the first one begins the closing
    /// handshake, the other's answers it.
    case closed(WebSocketCloseCode?, reason: String, byServer: Bool)
    /// The server broke the connection as its script asked.
    case fault(WebSocketFault)
    /// The connection ended without a closing handshake from the client's side.
    case ended

    /// `← text "ping" (answer 1)`, `→ text "pong"`, `closed by the server: 1000 (normal closure)`.
    public var description: String {
      switch self {
      case .opened: "opened"
      case .received(let message, let answer): "← \(message)" + (answer.map { " (answer \($0))" } ?? " (no answer)")
      case .sent(let message): "→ \(message)"
      case .closed(let code, let reason, let byServer):
        "closed by the \(byServer ? "server" : "client"): \(code.map(\.description) ?? "no status")"
          + (reason.isEmpty ? "" : " \"\(reason)\"")
      case .fault(let fault): "\(fault)"
      case .ended: "ended"
      }
    }
  }

  /// The position of the entry in the double's WebSocket journal, from 1.
  public let number: Int
  /// Which connection, numbered from 1 in the order the server accepted them.
  public let connection: Int
  /// The path (and query) of the upgrade request, such as `/prices`.
  public let path: String
  /// What happened.
  public let event: Event

  /// The message a client sent, if this entry is one.
  public var received: WebSocketMessage? {
    if case .received(let message, _) = event { return message }
    return nil
  }

  /// The message the server sent, if this entry is one.
  public var sent: WebSocketMessage? {
    if case .sent(let message) = event { return message }
    return nil
  }

  /// `3. /prices #1 ← text "subscribe AAPL" (answer 1)`.
  public var description: String { "\(number). \(path) #\(connection) \(event)" }
}
