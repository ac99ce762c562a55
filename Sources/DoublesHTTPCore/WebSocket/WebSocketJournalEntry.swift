/// One thing that happened on a WebSocket a double's loopback server served: a connection
/// opened, a message in either direction, a close or a fault.
public struct WebSocketJournalEntry: Sendable, CustomStringConvertible {
  /// What happened.
  public enum Event: Sendable, Hashable, CustomStringConvertible {
    /// The server accepted the connection, answering the upgrade request with 101.
    case opened
    /// The server relayed the connection to the origin at this URL, which accepted it: no stub
    /// answered the upgrade request, and the double sends such requests on (a cassette that
    /// records, or a pass-through host). Each message is then passed to the other side.
    case relayed(to: String)
    /// The client sent this message; `answer` is the number of the script's answer that took
    /// it (from 1), `nil` when none did.
    case received(WebSocketMessage, answer: Int?)
    /// The client sent this message on a relayed connection, and the server passed it to the
    /// origin.
    case forwarded(WebSocketMessage)
    /// The server sent this message (on a relayed connection, the origin's).
    case sent(WebSocketMessage)
    /// The server (`byServer`) or the client sent a close: the first one begins the closing
    /// handshake, the other's answers it. On a relayed connection the server's close is the
    /// origin's, or the loopback server's own when it stops or refuses what a side sent.
    case closed(WebSocketCloseCode?, reason: String, byServer: Bool)
    /// The server broke the connection as its script asked.
    case fault(WebSocketFault)
    /// The connection ended without a closing handshake from the client's side (on a relayed
    /// connection, from either side's).
    case ended

    /// `← text "ping" (answer 1)`, `→ text "pong"`, `closed by the server: 1000 (normal closure)`.
    public var description: String {
      switch self {
      case .opened: "opened"
      case .relayed(let target): "relayed to \(target)"
      case .received(let message, let answer): "← \(message)" + (answer.map { " (answer \($0))" } ?? " (no answer)")
      case .forwarded(let message): "← \(message) (to the origin)"
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

  /// The message a client sent, if this entry is one (answered by the script, or forwarded to
  /// the origin).
  public var received: WebSocketMessage? {
    switch event {
    case .received(let message, _), .forwarded(let message): message
    default: nil
    }
  }

  /// The message the server sent, if this entry is one.
  public var sent: WebSocketMessage? {
    if case .sent(let message) = event { return message }
    return nil
  }

  /// `3. /prices #1 ← text "subscribe AAPL" (answer 1)`.
  public var description: String { "\(number). \(path) #\(connection) \(event)" }
}
