import Doubles
import DoublesHTTP
import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// What a connection became after its first request: HTTP, or a WebSocket a stub answers.
enum ConnectionKind: Sendable {
  /// An HTTP connection, and the head of its first request: NIO's upgrade handler keeps the
  /// head of a request that asks for an upgrade it does not make to itself (only the request's
  /// end reaches the channel).
  case http(NIOAsyncChannel<HTTPServerRequestPart, ByteBuffer>, firstHead: HTTPRequestHead?)
  /// A WebSocket, and the upgrade request, which the connection's task gives the double (so
  /// that what it reports reaches the test, from the server's task).
  case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, RecordedRequest)
}

/// The handlers of a new connection: HTTP/1.1 whose first request may upgrade to a WebSocket
/// when a stub answers it with one (`StubbedResponse.webSocket`).
enum ConnectionPipeline {
  /// The largest message the server takes from a client: 16 MiB.
  static let maximumMessageSize = 1 << 24

  /// Adds the handlers to `channel`; the future tells what the connection became.
  static func configure(_ channel: any Channel, double: HTTPDouble) throws -> EventLoopFuture<ConnectionKind> {
    let firstHead = Locked<HTTPRequestHead?>(nil)
    let upgrader = NIOTypedWebSocketServerUpgrader<ConnectionKind>(
      maxFrameSize: maximumMessageSize,
      // The connection closes with 1009 or 1002 itself, so that it can journal and report why.
      enableAutomaticErrorHandling: false,
      shouldUpgrade: { channel, head in
        // Only asks: the connection's task takes the stub and journals the request.
        let request = RecordedRequest(head, body: Data(), port: channel.localAddress?.port ?? 0)
        guard let script = double.webSocketScript(answering: request) else {
          return channel.eventLoop.makeSucceededFuture(nil)
        }
        var headers = HTTPHeaders()
        // Named only when the client offered it: a client must fail a connection whose server
        // picks a subprotocol it did not offer (RFC 6455, 4.1).
        let offered = head.headers[canonicalForm: "Sec-WebSocket-Protocol"].map { String($0) }
        if let subprotocol = script.subprotocol, offered.contains(subprotocol) {
          headers.add(name: "Sec-WebSocket-Protocol", value: subprotocol)
        }
        return channel.eventLoop.makeSucceededFuture(headers)
      },
      upgradePipelineHandler: { channel, head in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(
            NIOWebSocketFrameAggregator(
              minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1 << 16,
              maxAccumulatedFrameSize: maximumMessageSize))
          let request = RecordedRequest(head, body: Data(), port: channel.localAddress?.port ?? 0)
          return .webSocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel), request)
        }
      })
    let encoder = HTTPResponseEncoder()
    let decoder = ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes))
    let keeper = FirstHeadKeeper { head in firstHead.withLock { $0 = head } }
    let upgradeHandler = NIOTypedHTTPServerUpgradeHandler(
      httpEncoder: encoder,
      extraHTTPHandlers: [decoder, keeper],
      upgradeConfiguration: NIOTypedHTTPServerUpgradeConfiguration(
        upgraders: [upgrader],
        notUpgradingCompletionHandler: { channel in
          channel.eventLoop.makeCompletedFuture {
            // The server writes its responses as bytes (faults need bytes no encoder writes).
            let pipeline = channel.pipeline.syncOperations
            pipeline.removeHandler(context: try pipeline.context(handlerType: HTTPResponseEncoder.self), promise: nil)
            let head = firstHead.withLock { $0 }
            return .http(try NIOAsyncChannel(wrappingChannelSynchronously: channel), firstHead: head)
          }
        }))
    try channel.pipeline.syncOperations.addHandlers([encoder, decoder, keeper, upgradeHandler])
    // A connection whose first request could not be read (pipelined before its upgrade ended,
    // say) has no owner: close it.
    upgradeHandler.upgradeResultFuture.whenFailure { _ in channel.close(promise: nil) }
    return upgradeHandler.upgradeResultFuture
  }
}

/// Passes a connection's request parts on, handing the first head to `keep`.
private final class FirstHeadKeeper: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  private var keep: ((HTTPRequestHead) -> Void)?

  init(_ keep: @escaping (HTTPRequestHead) -> Void) {
    self.keep = keep
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if let keep, case .head(let head) = Self.unwrapInboundIn(data) {
      keep(head)
      self.keep = nil
    }
    context.fireChannelRead(data)
  }
}

extension RecordedRequest {
  /// A request the loopback server read, whose URL is built from its `Host` header (or the
  /// server's own address) and its target.
  init(_ head: HTTPRequestHead, body: Data, port: Int) {
    let authority = head.headers.first(name: "Host") ?? "127.0.0.1:\(port)"
    self.init(
      method: head.method.rawValue,
      url: nil,
      urlText: "http://\(authority)\(head.uri)",
      target: RecordedRequest.Target(scheme: "http", authority: authority, requestTarget: head.uri),
      headers: head.headers.map { HTTPHeader($0.name, $0.value) },
      body: body
    )
  }
}
