import Foundation

extension Redactor {
  /// A gRPC or gRPC-web body (`application/grpc-web-text`, base64 of frames;
  /// `application/grpc-web`, `application/grpc`, the frames themselves), each frame a flag byte,
  /// a four-byte big-endian length and a message: each message that is UTF-8 text (`+json`, or
  /// the trailers' `grpc-message`) read and redacted as JSON or text, then framed again with its
  /// new length and encoded as the body was. `nil` for any other body, or frames that do not
  /// add up; a binary (protobuf) message is kept as it is, since its own lengths would break.
  mutating func grpcMessages(_ body: Data, contentType type: String, side: String) -> Data? {
    guard type.contains("application/grpc") else { return nil }
    let isText = type.contains("grpc-web-text")
    let framed: Data
    if isText {
      guard let decoded = Data(base64Encoded: String(decoding: body, as: UTF8.self).filter { !$0.isWhitespace })
      else { return nil }
      framed = decoded
    } else {
      framed = body
    }
    let bytes = [UInt8](framed)
    var frames: [(flag: UInt8, message: [UInt8])] = []
    var offset = 0
    while offset < bytes.count {
      guard offset + 5 <= bytes.count else { return nil }
      let length = bytes[(offset + 1)..<(offset + 5)].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 5 + length <= bytes.count else { return nil }
      frames.append((bytes[offset], Array(bytes[(offset + 5)..<(offset + 5 + length)])))
      offset += 5 + length
    }
    var changed = false
    var written: [UInt8] = []
    for (index, frame) in frames.enumerated() {
      var message = Data(frame.message)
      if Self.plainText(message) != nil {
        let messageType = frame.flag & 0x80 != 0 ? "text/plain" : (type.contains("json") ? "application/json" : "")
        let redacted = self.body(message, contentType: messageType, side: "\(side) gRPC message \(index + 1)")
        if redacted != message {
          message = redacted
          changed = true
        }
      }
      written.append(frame.flag)
      written += withUnsafeBytes(of: UInt32(message.count).bigEndian, Array.init)
      written += message
    }
    guard changed else { return body }
    return isText ? Data(Data(written).base64EncodedString().utf8) : Data(written)
  }
}
