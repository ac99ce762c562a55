import DoublesHTTPCore
import Foundation
import NIOCore
import NIOWebSocket

extension WebSocketFrame {
  /// The longest close reason a control frame holds (125 bytes, two of them the code).
  static let maximumReasonBytes = 123

  /// The frame of a whole message; a client's frames are `masked` (RFC 6455, 5.3).
  init(_ message: WebSocketMessage, masked: Bool = false) {
    self = WebSocketFrame(fin: true, opcode: Self.opcode(of: message), data: ByteBuffer(bytes: message.payload))
      .masked(masked)
  }

  /// A close frame; a reason too long for a control frame is cut at a character boundary.
  static func close(_ code: WebSocketCloseCode, reason: String, masked: Bool = false) -> WebSocketFrame {
    var reason = reason
    while reason.utf8.count > maximumReasonBytes { reason.removeLast() }
    var data = ByteBuffer()
    data.writeInteger(code.rawValue)
    data.writeString(reason)
    return WebSocketFrame(fin: true, opcode: .connectionClose, data: data).masked(masked)
  }

  static func opcode(of message: WebSocketMessage) -> WebSocketOpcode {
    switch message {
    case .text: .text
    case .binary: .binary
    }
  }

  /// The message of a text or binary frame; `nil` for text that is not UTF-8, which fails the
  /// connection (RFC 6455, 8.1).
  var message: WebSocketMessage? {
    let bytes = unmaskedData.readableBytesView
    guard opcode == .text else { return .binary(Data(bytes)) }
    return String(validating: bytes, as: UTF8.self).map(WebSocketMessage.text)
  }

  /// This frame masked with a fresh key when `masked` (a client's frames are, RFC 6455, 5.3),
  /// unmasked otherwise.
  func masked(_ masked: Bool) -> WebSocketFrame {
    var frame = self
    frame.maskKey = masked ? .random() : nil
    return frame
  }

  /// The code and reason of a close frame.
  var closeCodeAndReason: (WebSocketCloseCode?, String) {
    var data = unmaskedData
    let code = data.readInteger(as: UInt16.self).map(WebSocketCloseCode.init(rawValue:))
    return (code, data.readString(length: data.readableBytes) ?? "")
  }
}
