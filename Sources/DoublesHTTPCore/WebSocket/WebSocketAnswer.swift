/// What a stubbed WebSocket server does when a client's message matches `pattern`.
/// ```swift
/// .when(.json(#"{"type": "subscribe", "symbol": "AAPL"}"#), reply: [.text(#"{"AAPL": 187.5}"#)])
/// ```
public struct WebSocketAnswer: Sendable {
  /// The messages this answer is for.
  public let pattern: WebSocketMessagePattern
  /// What the server does, in order.
  public let actions: [WebSocketAction]
  /// How many messages on one connection this answer takes; `nil` for all of them.
  public let times: Int?

  /// Answers messages matching `pattern` with `actions`, `times` times on each connection (for
  /// ever when `nil`). An answer with no actions takes a message and sends nothing back: a way
  /// to let a client's heartbeats through.
  public static func when(_ pattern: WebSocketMessagePattern, reply actions: [WebSocketAction], times: Int? = nil)
    -> WebSocketAnswer
  {
    WebSocketAnswer(pattern: pattern, actions: actions, times: times)
  }
}
