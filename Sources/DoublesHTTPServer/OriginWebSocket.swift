import Doubles
import DoublesHTTPCore
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The loopback server's own WebSocket to the origin, for a connection it relays: opened with
/// the client's upgrade request (its headers, but those of the handshake itself), before the
/// client's upgrade is answered, so that the client gets the origin's subprotocol.
struct OriginWebSocket: Sendable {
  /// The connection, whole messages in (fragments joined) and frames out.
  let channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>
  /// The headers of the origin's 101.
  let responseHeaders: [HTTPHeader]

  /// Why the origin's WebSocket could not be opened, in words for the test's failure.
  struct Refused: Error, CustomStringConvertible {
    let description: String
  }

  /// The headers of the client's request that belong to its own handshake or connection, and
  /// are not passed on: the server's client writes its own.
  static let handshakeHeaders: Set<String> = [
    "host", "connection", "upgrade", "sec-websocket-key", "sec-websocket-version", "sec-websocket-extensions",
    "content-length", "transfer-encoding", "keep-alive",
  ]

  private enum Upgrade: Sendable {
    case upgraded(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, headers: [HTTPHeader])
    case refused
  }

  /// Opens a WebSocket to `target` (`ws://host:port/path`, or `wss://` with the `TLSOrigins`
  /// trait, trusting `certificates` in PEM besides the system's) with the headers of `request`.
  static func connect(to target: URL, for request: RecordedRequest, trusting certificates: [String] = [])
    async throws -> OriginWebSocket
  {
    guard let host = target.host(percentEncoded: false) else { throw Refused(description: "\(target) names no host") }
    let secure = target.scheme == "wss"
    let makeTLS: (@Sendable () throws -> any ChannelHandler)?
    if secure {
      #if TLSOrigins
        makeTLS = try OriginTLS.handlerMaker(for: host, trusting: certificates)
      #else
        throw Refused(
          description:
            "the server relays WebSockets to wss:// origins with the TLSOrigins trait of the Doubles package only "
            + "(`traits: [\"TLSOrigins\"]` on its `.package` line), so add it, record against the origin over ws://, "
            + "or replay a browser's recording")
      #endif
    } else {
      makeTLS = nil
    }
    let port = target.port ?? (secure ? 443 : 80)
    let uri = HTTPDouble.pathAndQuery(of: target)
    var headers = HTTPHeaders([("Host", authority(of: target) ?? host), ("Content-Length", "0")])
    for header in request.headers where !handshakeHeaders.contains(header.name.lowercased()) {
      headers.add(name: header.name, value: header.value)
    }
    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: uri, headers: headers)
    let timedOut = Locked(false)
    let upgrade: EventLoopFuture<Upgrade>
    do {
      upgrade = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .channelOption(.tcpOption(.tcp_nodelay), value: 1)
        .connectTimeout(handshakeTimeout)
        .connect(host: host, port: port) { channel in
          channel.eventLoop.makeCompletedFuture {
            if let makeTLS { try channel.pipeline.syncOperations.addHandler(try makeTLS()) }
            return try configure(channel, head: head, timedOut: timedOut)
          }
        }
    } catch {
      throw Refused(description: "could not connect to \(host):\(port) (\(error))")
    }
    let result: Upgrade
    do {
      result = try await upgrade.get()
    } catch {
      throw Refused(
        description: timedOut.withLock { $0 }
          ? "it did not answer the upgrade request within \(handshakeTimeout.nanoseconds / 1_000_000_000) seconds"
          : "the upgrade failed (\(error))")
    }
    switch result {
    case .upgraded(let channel, let headers):
      return OriginWebSocket(channel: channel, responseHeaders: headers)
    case .refused:
      throw Refused(description: "it answered the upgrade request without switching protocols (101)")
    }
  }

  /// How long the origin has to accept the connection, and then to answer the upgrade.
  static let handshakeTimeout = TimeAmount.seconds(10)

  /// `host:port` of `url`, an IPv6 address in brackets; `nil` when it has no host.
  static func authority(of url: URL) -> String? {
    guard let host = url.host(percentEncoded: true) else { return nil }
    let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return url.port.map { "\(bracketed):\($0)" } ?? bracketed
  }

  /// Sets up the upgrade, closing the connection when it fails or the origin takes longer than
  /// ``handshakeTimeout`` to answer (then `timedOut` says so).
  private static func configure(_ channel: any Channel, head: HTTPRequestHead, timedOut: Locked<Bool>) throws
    -> EventLoopFuture<Upgrade>
  {
    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(
      maxFrameSize: ConnectionPipeline.maximumMessageSize,
      upgradePipelineHandler: { channel, response in
        channel.eventLoop.makeCompletedFuture {
          try ConnectionPipeline.addMessageAggregator(to: channel)
          let headers = response.headers.map { HTTPHeader($0.name, $0.value) }
          return .upgraded(try NIOAsyncChannel(wrappingChannelSynchronously: channel), headers: headers)
        }
      })
    var configuration = NIOUpgradableHTTPClientPipelineConfiguration(
      upgradeConfiguration: NIOTypedHTTPClientUpgradeConfiguration(
        upgradeRequestHead: head, upgraders: [upgrader],
        notUpgradingCompletionHandler: { channel in
          channel.eventLoop.makeCompletedFuture {
            channel.close(promise: nil)
            return .refused
          }
        }))
    // Frames the origin sends at once may arrive with its 101: keep them.
    configuration.leftOverBytesStrategy = .forwardBytes
    let upgrade = try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
      configuration: configuration)
    let timeout = channel.eventLoop.scheduleTask(in: handshakeTimeout) {
      timedOut.withLock { $0 = true }
      channel.close(promise: nil)
    }
    upgrade.whenComplete { outcome in
      timeout.cancel()
      if case .failure = outcome { channel.close(promise: nil) }
    }
    return upgrade
  }
}
