import Foundation

/// One whole message on a WebSocket: text or binary, as a client sends it and as a stubbed
/// server's script sends it (fragments are put together before a message is matched or journaled).
public enum WebSocketMessage: Sendable, Hashable, CustomStringConvertible {
  /// A text message.
  case text(String)
  /// A binary message.
  case binary(Data)

  /// A text message holding `value` encoded as JSON.
  public static func json<Value: Encodable>(_ value: Value, encoder: JSONEncoder = JSONEncoder()) throws
    -> WebSocketMessage
  {
    .text(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// `text "subscribe AAPL"` or `binary <3 bytes>`, on one line, for journals and messages.
  public var description: String {
    switch self {
    case .text(let text): "text \(Self.quoted(text))"
    case .binary(let data): "binary <\(data.count) bytes>"
    }
  }

  /// The message's payload.
  package var payload: Data {
    switch self {
    case .text(let text): Data(text.utf8)
    case .binary(let data): data
    }
  }

  /// `text` quoted, shortened and on one line, as failure messages show it.
  static func quoted(_ text: String) -> String {
    "\"" + BodyPreview.render(Data(text.utf8)) + "\""
  }
}
