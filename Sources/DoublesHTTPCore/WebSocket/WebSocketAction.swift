import Foundation

/// One step of what a stubbed WebSocket server does: send a message, wait on the double's clock,
/// close the connection, or break it.
/// ```swift
/// .webSocket(onConnect: [.text("hello"), .wait(.seconds(1)), .text("still here"), .close(.goingAway)])
/// ```
public enum WebSocketAction: Sendable, Hashable {
  /// Sends a message.
  case send(WebSocketMessage)
  /// Waits this long on the double's clock before the next step.
  case wait(Duration)
  /// Starts the closing handshake with `code` and `reason`; nothing is sent after it.
  case close(WebSocketCloseCode = .normalClosure, reason: String = "")
  /// Breaks the connection; nothing is sent after it.
  case fault(WebSocketFault)

  /// Sends a text message.
  public static func text(_ text: String) -> WebSocketAction { .send(.text(text)) }

  /// Sends a binary message.
  public static func binary(_ data: Data) -> WebSocketAction { .send(.binary(data)) }

  /// Sends `value` encoded as JSON, in a text message.
  public static func json<Value: Encodable>(_ value: Value, encoder: JSONEncoder = JSONEncoder()) throws
    -> WebSocketAction
  {
    .send(try .json(value, encoder: encoder))
  }
}
