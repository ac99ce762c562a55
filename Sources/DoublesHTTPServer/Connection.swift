import DoublesHTTPCore
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

#if canImport(Glibc)
  import Glibc
#endif

/// One client connection: reads requests, asks the double, writes what it answers.
struct Connection {
  let channel: NIOAsyncChannel<HTTPServerRequestPart, ByteBuffer>
  let double: HTTPDouble
  let port: Int
  /// The service the server stands in for, if any.
  let origin: URL?
  /// What answers a request before the double, when it takes it.
  var intercepting: Interception? = nil

  /// How long a request may take on the double's clock before the server gives up on it.
  static let timeout = Duration.seconds(60)

  /// Answers the connection's requests; `startingWith` is the head of the first request, which
  /// may not come again (NIO's upgrade handler keeps the head of a request whose upgrade it
  /// refused). `refusedRelay` is why the origin did not accept the WebSocket the server would
  /// have relayed for that first request, which is then answered with 502.
  func serve(startingWith first: HTTPRequestHead? = nil, refusedRelay: RefusedRelay? = nil) async {
    try? await channel.executeThenClose { inbound, outbound in
      if let refusedRelay, let first {
        // Answered at once: NIO's upgrade handler has taken the request's end while it waited
        // for the origin.
        let request = RecordedRequest(first, body: Data(), port: port, origin: origin)
        let message = double.webSocketRelayFailed(request, to: refusedRelay.target, reason: refusedRelay.reason)
        try await outbound.write(HTTPReplyText.badGateway(message))
        return
      }
      var head = first
      var body = ByteBuffer()
      for try await part in inbound {
        switch part {
        case .head(let received):
          head = received
          body.clear()
        case .body(var chunk):
          body.writeBuffer(&chunk)
        case .end:
          guard let head else { continue }
          let keepGoing = try await answer(head, body: Data(body.readableBytesView), outbound: outbound)
          guard keepGoing else { return }
        }
      }
    }
  }

  /// Answers one request; returns whether the connection stays open.
  private func answer(
    _ head: HTTPRequestHead,
    body: Data,
    outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  ) async throws -> Bool {
    let request = RecordedRequest(head, body: body, port: port, origin: origin)
    let delivery: Delivery
    if let intercepting, let taken = await intercepting(request) {
      delivery = taken
    } else {
      delivery = await double.handle(request, timeout: Self.timeout, overSocket: true)
    }
    switch delivery {
    case .reply(let reply):
      try await ResponseWriter.write(reply, keepAlive: head.isKeepAlive, to: outbound, clock: double.clock)
      return head.isKeepAlive
    case .failure(let error as URLError) where error.code == .resourceUnavailable:
      // No stub matched: the test already fails; the client gets the report.
      let report = HTTPReplyText.unmatched(error.localizedDescription)
      try await outbound.write(report)
      return false
    case .failure, .cancelled:
      // A network error has no HTTP form: the client sees the connection close.
      return false
    case .fault(let fault):
      try await act(out: fault, outbound: outbound)
      return false
    }
  }

  private func act(out fault: SocketFault, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>) async throws {
    switch fault {
    case .connectionReset:
      // SO_LINGER with a zero timeout turns the close into a reset.
      try await (channel.channel as? any SocketOptionProvider)?.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
    case .emptyResponse:
      break
    case .malformedChunk:
      try await outbound.write(
        ByteBuffer(string: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n"))
    }
  }
}

/// Fixed response texts of the server.
enum HTTPReplyText {
  /// A 404 whose body is the double's report, for a request no stub matched.
  static func unmatched(_ report: String) -> ByteBuffer {
    closing("404 Not Found", extraHeader: "X-Doubles-Unmatched: 1\r\n", body: report)
  }

  /// A 502 whose body is the double's report, for a WebSocket the origin did not accept.
  static func badGateway(_ report: String) -> ByteBuffer {
    closing("502 Bad Gateway", extraHeader: "", body: report)
  }

  private static func closing(_ status: String, extraHeader: String, body text: String) -> ByteBuffer {
    let body = Array(text.utf8)
    var buffer = ByteBuffer()
    buffer.writeString(
      "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\n\(extraHeader)"
        + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n")
    buffer.writeBytes(body)
    return buffer
  }
}
