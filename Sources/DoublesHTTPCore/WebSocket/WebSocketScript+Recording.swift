import DoublesHAR
import Foundation

extension WebSocketScript {
  /// The script that replays a recorded WebSocket (a HAR entry's `_webSocketMessages`): the
  /// server's messages before the client's first are sent on connect; each message the client
  /// sent, in order, is answered once by the server's messages that followed it. The recorded
  /// gaps between the server's messages become waits on the double's clock, multiplied by
  /// `timeScale` (0 leaves them out). In a client message, `placeholder` (a redacted credential)
  /// stands for any text. A close the server began (a message of opcode 8 whose data is its code
  /// and reason, as Doubles records it) closes the connection in its place.
  init(recorded messages: [HARFile.WebSocketMessage], timeScale: Double, placeholder: String) {
    var onConnect: [WebSocketAction] = []
    var answers: [(pattern: WebSocketMessagePattern, actions: [WebSocketAction])] = []
    var last: Double?
    for recorded in messages {
      let step: WebSocketAction
      if let message = Self.message(recorded) {
        guard !recorded.isSent else {
          answers.append((Self.pattern(of: message, placeholder: placeholder), []))
          last = recorded.time ?? last
          continue
        }
        step = .send(message)
      } else if let close = Self.close(recorded) {
        step = close
      } else {
        continue
      }
      var actions: [WebSocketAction] = []
      if let last, let time = recorded.time, time > last, timeScale > 0 {
        actions.append(.wait(.seconds((time - last) * timeScale)))
      }
      actions.append(step)
      if answers.isEmpty {
        onConnect += actions
      } else {
        answers[answers.count - 1].actions += actions
      }
      last = recorded.time ?? last
    }
    self.init(onConnect: onConnect, answers: answers.map { .when($0.pattern, reply: $0.actions, times: 1) })
  }

  /// The message a recorded one holds: text, or binary from base64; `nil` for a control frame
  /// or bytes that are not base64.
  private static func message(_ recorded: HARFile.WebSocketMessage) -> WebSocketMessage? {
    guard let data = recorded.data else { return nil }
    switch recorded.opcode ?? 1 {
    case 1: return .text(data)
    case 2: return Data(base64Encoded: data).map(WebSocketMessage.binary)
    default: return nil
    }
  }

  /// The close a recorded server close (opcode 8, data `1001 market closed`) replays as; `nil`
  /// for any other message, or a close the client sent.
  private static func close(_ recorded: HARFile.WebSocketMessage) -> WebSocketAction? {
    guard recorded.opcode == 8, !recorded.isSent else { return nil }
    let data = recorded.data ?? ""
    let code = data.prefix { $0.isNumber }
    let reason = data.dropFirst(code.count).drop { $0 == " " }
    return .close(UInt16(code).map(WebSocketCloseCode.init(rawValue:)) ?? .normalClosure, reason: String(reason))
  }

  /// What a replayed client message must be: the same text (the same JSON document, when it is
  /// one; a redacted part matching anything), or the same bytes.
  private static func pattern(of message: WebSocketMessage, placeholder: String) -> WebSocketMessagePattern {
    switch message {
    case .text(let text):
      return .text(recorded: text, wildcard: placeholder)
    case .binary(let data):
      return .binary(data)
    }
  }
}
