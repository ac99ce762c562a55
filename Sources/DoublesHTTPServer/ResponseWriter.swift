import DoublesHTTPCore
import Foundation
import HTTPTypes
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
    for header in reply.headers where !framing.contains(header.name.lowercased()) {
      // A name HTTP/1.1 cannot carry (`:status`, from a browser's export of HTTP/2) is left out,
      // and each control byte of a value becomes a space, the ends trimmed: no header can end the
      // head early and start another (`1\r\nSet-Cookie: …`).
      guard let name = HTTPField.Name(header.name) else { continue }
      let value = HTTPField(name: name, value: header.value).value
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
