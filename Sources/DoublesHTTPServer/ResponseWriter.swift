import DoublesHTTPCore
import Foundation
import NIOCore

/// Writes a reply as HTTP/1.1 bytes, slowly when the stub asked for a dribble or a stream of events.
enum ResponseWriter {
  static func write(
    _ reply: HTTPReply,
    keepAlive: Bool,
    to outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>,
    clock: any Clock<Duration>
  ) async throws {
    var head = ByteBuffer()
    head.writeString("HTTP/1.1 \(reply.status) \(reasonPhrase(reply.status))\r\n")
    let framing: Set<String> = ["content-length", "transfer-encoding", "connection"]
    for header in reply.headers where isToken(header.name) && !framing.contains(header.name.lowercased()) {
      let value = fieldValue(header.value)
      head.writeString(value.isEmpty ? "\(header.name):\r\n" : "\(header.name): \(value)\r\n")
    }
    head.writeString("Content-Length: \(reply.body.count)\r\n")
    head.writeString("Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n")
    guard let dribble = reply.dribble, !reply.body.isEmpty else {
      head.writeBytes(reply.body)
      try await outbound.write(head)
      return
    }
    try await outbound.write(head)
    try await dribble.send(reply.body, on: clock) { try await outbound.write(ByteBuffer(bytes: $0)) }
  }

  /// Whether `name` can name a header in HTTP/1.1 (a token, RFC 9110 §5.6.2): one that cannot
  /// (`:status`, from a browser's export of HTTP/2, or a stub's name with a space) is left out:
  /// a client may refuse the whole response over it.
  static func isToken(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
      }
  }

  /// `value` as a field can carry it (RFC 9110 §5.5): each control byte, a line break above all,
  /// made a space, so that a value cannot end the header early and start another
  /// (`1\r\nSet-Cookie: …`); and without the spaces around it, which a client may refuse.
  static func fieldValue(_ value: String) -> String {
    func isControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != 0x09) || byte == 0x7F }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    let bytes = value.utf8
    guard bytes.contains(where: isControl) || bytes.first.map(isSpace) == true || bytes.last.map(isSpace) == true
    else { return value }
    let spaced = bytes.map { isControl($0) ? 0x20 : $0 }
    let start = spaced.firstIndex { !isSpace($0) } ?? spaced.endIndex
    let end = spaced.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
    return String(decoding: spaced[start..<end], as: UTF8.self)
  }

  static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 409: "Conflict"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Status \(status)"
    }
  }
}
