import Doubles
import DoublesHTTPCore
import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// What a connection became after its first request: HTTP, or a WebSocket a stub answers.
enum ConnectionKind: Sendable {
  /// An HTTP connection, and the head of its first request: NIO's upgrade handler keeps the
  /// head of a request that asks for an upgrade it does not make to itself (only the request's
  /// end reaches the channel). `refusedRelay` is why the origin did not accept the WebSocket
  /// the server would have relayed for that request.
  case http(
    NIOAsyncChannel<HTTPServerRequestPart, ByteBuffer>, firstHead: HTTPRequestHead?, refusedRelay: RefusedRelay?)
  /// A WebSocket, and the upgrade request, which the connection's task gives the double (so
  /// that what it reports reaches the test, from the server's task).
  case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, RecordedRequest)
  /// A WebSocket the server relays to the origin at `target`, where it opened `origin`.
  case relay(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, RecordedRequest, origin: OriginWebSocket, target: URL)
}

/// An upgrade request the server would have relayed, and why the origin did not accept it.
struct RefusedRelay: Sendable {
  let target: URL
  let reason: String
}

/// The origin's WebSocket opened for a connection's upgrade, between the question whether to
/// upgrade and the upgrade; or why it could not be opened.
private enum RelayOpening: Sendable {
  case none
  case opened(OriginWebSocket, target: URL)
  case refused(RefusedRelay)
  /// The client's connection closed: an origin's WebSocket opened from now on is closed at once.
  case clientGone
}

/// The handlers of a new connection: HTTP/1.1 whose first request may upgrade to a WebSocket
/// when a stub answers it with one (`StubbedResponse.webSocket`).
enum ConnectionPipeline {
  /// The largest message the server takes from a client: 16 MiB.
  static let maximumMessageSize = 1 << 24

  /// Joins a WebSocket's fragments into whole messages of at most ``maximumMessageSize``.
  static func addMessageAggregator(to channel: any Channel) throws {
    try channel.pipeline.syncOperations.addHandler(
      NIOWebSocketFrameAggregator(
        minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1 << 16, maxAccumulatedFrameSize: maximumMessageSize))
  }

  /// Adds the handlers to `channel`; the future tells what the connection became. Requests
  /// reach the double as sent to the origin the server stands in for, if any.
  static func configure(_ channel: any Channel, double: HTTPDouble, standIn: StandIn?) throws
    -> EventLoopFuture<ConnectionKind>
  {
    let origin = standIn?.origin
    let firstHead = Locked<HTTPRequestHead?>(nil)
    let relay = Locked(RelayOpening.none)
    // An origin's WebSocket opened for a client that went away before its upgrade is closed,
    // whether it opened before the client left or after.
    channel.closeFuture.whenComplete { _ in
      let opening = relay.withLock { opening in
        defer { opening = .clientGone }
        return opening
      }
      if case .opened(let socket, _) = opening { socket.channel.channel.close(promise: nil) }
    }
    let upgrader = NIOTypedWebSocketServerUpgrader<ConnectionKind>(
      maxFrameSize: maximumMessageSize,
      // The connection closes with 1009 or 1002 itself, so that it can journal and report why.
      enableAutomaticErrorHandling: false,
      shouldUpgrade: { channel, head in
        // Only asks: the connection's task takes the stub and journals the request.
        let request = RecordedRequest(head, body: Data(), port: channel.localAddress?.port ?? 0, origin: origin)
        guard let script = double.webSocketScript(answering: request) else {
          guard let target = double.webSocketRelayTarget(for: request) else {
            return channel.eventLoop.makeSucceededFuture(nil)
          }
          return openOrigin(
            target, for: request, trusting: standIn?.trustedCertificates ?? [], into: relay, on: channel.eventLoop)
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
          try addMessageAggregator(to: channel)
          let request = RecordedRequest(head, body: Data(), port: channel.localAddress?.port ?? 0, origin: origin)
          let wrapped = try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel)
          let opening = relay.withLock { opening in
            defer { opening = .none }
            return opening
          }
          if case .opened(let socket, let target) = opening {
            return .relay(wrapped, request, origin: socket, target: target)
          }
          return .webSocket(wrapped, request)
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
            let refused: RefusedRelay? = if case .refused(let refused) = relay.withLock({ $0 }) { refused } else { nil }
            return .http(
              try NIOAsyncChannel(wrappingChannelSynchronously: channel), firstHead: head, refusedRelay: refused)
          }
        }))
    try channel.pipeline.syncOperations.addHandlers([encoder, decoder, keeper, upgradeHandler])
    // A connection whose first request could not be read (pipelined before its upgrade ended,
    // say) has no owner: close it.
    upgradeHandler.upgradeResultFuture.whenFailure { _ in channel.close(promise: nil) }
    return upgradeHandler.upgradeResultFuture
  }
}

extension ConnectionPipeline {
  /// Opens the origin's WebSocket for `request` before the client's upgrade is answered, so
  /// that the client gets the subprotocol the origin picked; answers not to upgrade when the
  /// origin does not accept it (the connection then answers the request with 502).
  fileprivate static func openOrigin(
    _ target: URL, for request: RecordedRequest, trusting certificates: [String], into relay: Locked<RelayOpening>,
    on eventLoop: any EventLoop
  ) -> EventLoopFuture<HTTPHeaders?> {
    let promise = eventLoop.makePromise(of: HTTPHeaders?.self)
    promise.completeWithTask {
      do {
        let socket = try await OriginWebSocket.connect(to: target, for: request, trusting: certificates)
        let clientGone = relay.withLock { opening in
          guard case .clientGone = opening else {
            opening = .opened(socket, target: target)
            return false
          }
          return true
        }
        if clientGone { try? await socket.channel.channel.close() }
        var headers = HTTPHeaders()
        if let subprotocol = socket.responseHeaders.value(for: "Sec-WebSocket-Protocol") {
          headers.add(name: "Sec-WebSocket-Protocol", value: subprotocol)
        }
        return headers
      } catch {
        relay.withLock { opening in
          if case .clientGone = opening { return }
          opening = .refused(RefusedRelay(target: target, reason: "\(error)"))
        }
        return nil
      }
    }
    return promise.futureResult
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
  /// server's own address) and its target; or, when the server stands in for `origin`, from
  /// the origin's scheme and authority, which then replace the `Host` header too.
  init(_ head: HTTPRequestHead, body: Data, port: Int, origin: URL? = nil) {
    var scheme = "http"
    var authority = head.headers.first(name: "Host") ?? "127.0.0.1:\(port)"
    var headers = head.headers.map { HTTPHeader($0.name, $0.value) }
    if let origin, let originAuthority = OriginWebSocket.authority(of: origin) {
      scheme = ["https", "wss"].contains(origin.scheme?.lowercased()) ? "https" : "http"
      authority = originAuthority
      headers = headers.filter { $0.name.lowercased() != "host" } + [HTTPHeader("Host", authority)]
    }
    self.init(
      method: head.method.rawValue,
      url: nil,
      urlText: "\(scheme)://\(authority)\(head.uri)",
      target: RecordedRequest.Target(scheme: scheme, authority: authority, requestTarget: head.uri),
      headers: headers,
      body: body
    )
  }
}
