import DoublesHAR
import Foundation

extension WebSocketScript {
  /// The script that replays a recorded WebSocket (a HAR entry's `_webSocketMessages`): the
  /// server's messages before the client's first are sent on connect; each message the client
  /// sent, in order, is answered once by the server's messages that followed it. The recorded
  /// gaps between the server's messages become waits on the double's clock, multiplied by
  /// `timeScale` (0 leaves them out).
  init(recorded messages: [HARFile.WebSocketMessage], timeScale: Double) {
    var onConnect: [WebSocketAction] = []
    var answers: [(pattern: WebSocketMessagePattern, actions: [WebSocketAction])] = []
    var last: Double?
    for recorded in messages {
      guard let message = Self.message(recorded) else { continue }
      if recorded.isSent {
        answers.append((Self.pattern(of: message), []))
      } else {
        var actions: [WebSocketAction] = []
        if let last, let time = recorded.time, time > last, timeScale > 0 {
          actions.append(.wait(.seconds((time - last) * timeScale)))
        }
        actions.append(.send(message))
        if answers.isEmpty {
          onConnect += actions
        } else {
          answers[answers.count - 1].actions += actions
        }
      }
      last = recorded.time ?? last
    }
    self.init(onConnect: onConnect, answers: answers.map { .when($0.pattern, reply: $0.actions, times: 1) })
  }

  /// The message a recorded one holds: text, or binary from base64; `nil` for a control frame
  /// or bytes that are not base64.
  private static func message(_ recorded: HARFile.WebSocketMessage) -> WebSocketMessage? {
    switch recorded.opcode ?? 1 {
    case 1: return .text(recorded.data)
    case 2: return Data(base64Encoded: recorded.data).map(WebSocketMessage.binary)
    default: return nil
    }
  }

  /// What a replayed client message must be: the same text (the same JSON document, when it is
  /// one), or the same bytes.
  private static func pattern(of message: WebSocketMessage) -> WebSocketMessagePattern {
    switch message {
    case .text(let text):
      if let json = JSONValue.parse(Data(text.utf8)), json.isContainer { return .json(text) }
      return .text(text)
    case .binary(let data):
      return .binary(data)
    }
  }
}
