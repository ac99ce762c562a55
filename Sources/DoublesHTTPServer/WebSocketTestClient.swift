import DoublesHTTPCore
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// A WebSocket client on SwiftNIO, for tests on systems whose `URLSessionWebSocketTask` cannot
/// connect (corelibs' needs a libcurl built with WebSockets, which Debian 12's is not). It keeps
/// the frames a server sends in the same packet as its 101 answer, which a client that reads the
/// upgrade by hand easily loses.
///
/// ```swift
/// try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
///   try await socket.send(.text("subscribe AAPL"))
///   let reply = try await socket.next()
/// }
/// ```
public enum WebSocketTestClient {
  /// What the client reads next.
  public enum Event: Sendable, Equatable, CustomStringConvertible {
    /// A whole message.
    case message(WebSocketMessage)
    /// The server began the closing handshake.
    case closed(WebSocketCloseCode?, reason: String)
    /// The connection ended without a closing handshake, or in the middle of a message.
    case ended
    /// A pong, when asked for (``Socket/next(includingPongs:)``).
    case pong

    /// `text "hi"`, `closed 1000 (normal closure) ""`, `ended`.
    public var description: String {
      switch self {
      case .message(let message): "\(message)"
      case .closed(let code, let reason): "closed \(code.map(\.description) ?? "without a code") \"\(reason)\""
      case .ended: "ended"
      case .pong: "pong"
      }
    }
  }

  /// Why the client could not connect.
  public struct Refused: Error, CustomStringConvertible {
    /// What the server answered instead of upgrading.
    public let description: String
  }

  /// A connected socket, inside ``connect(to:headers:_:)``.
  public final class Socket {
    private var inbound: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    /// The headers of the server's 101 answer, names in lower case.
    public let upgradeHeaders: [String: String]
    /// Bytes of a message whose last fragment has not come yet.
    private var fragments: (opcode: WebSocketOpcode, data: ByteBuffer)?

    init(
      _ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>,
      _ outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>,
      upgradeHeaders: [String: String]
    ) {
      self.inbound = inbound.makeAsyncIterator()
      self.outbound = outbound
      self.upgradeHeaders = upgradeHeaders
    }

    /// Sends a message, masked as a client must.
    public func send(_ message: WebSocketMessage) async throws {
      try await send(message, inFragments: 1, masked: true)
    }

    /// Sends a message in `count` fragments of about equal size: its first frame, then
    /// continuations, the last one final.
    public func send(_ message: WebSocketMessage, inFragments count: Int) async throws {
      try await send(message, inFragments: count, masked: true)
    }

    /// Sends a message, masked or not. Unmasked (which the loopback server tolerates), a message
    /// of many megabytes is sent in a fraction of the time: masking it byte by byte in a debug
    /// build takes seconds.
    package func send(_ message: WebSocketMessage, masked: Bool) async throws {
      try await send(message, inFragments: 1, masked: masked)
    }

    /// Sends a message in `count` fragments, masked or not.
    package func send(_ message: WebSocketMessage, inFragments count: Int, masked: Bool) async throws {
      let opcode: WebSocketOpcode = if case .text = message { .text } else { .binary }
      let payload = message.payload
      let size = (payload.count + count - 1) / max(count, 1)
      for index in 0..<count {
        let piece = payload.dropFirst(index * size).prefix(size)
        try await outbound.write(
          WebSocketFrame(
            fin: index == count - 1, opcode: index == 0 ? opcode : .continuation, maskKey: masked ? .random() : nil,
            data: ByteBuffer(bytes: piece)))
      }
    }

    /// Sends a final continuation frame on its own, which breaks the protocol: a continuation
    /// only follows a message's first fragment.
    package func sendStrayContinuation(_ bytes: [UInt8]) async throws {
      try await outbound.write(
        WebSocketFrame(fin: true, opcode: .continuation, maskKey: .random(), data: ByteBuffer(bytes: bytes)))
    }

    /// Sends a text frame holding `bytes` as they are, UTF-8 or not.
    package func send(textBytes bytes: [UInt8]) async throws {
      try await outbound.write(
        WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(bytes: bytes)))
    }

    /// Sends a ping.
    public func ping() async throws {
      try await outbound.write(WebSocketFrame(fin: true, opcode: .ping, maskKey: .random(), data: ByteBuffer()))
    }

    /// Begins the closing handshake.
    public func close(_ code: WebSocketCloseCode = .normalClosure) async throws {
      var data = ByteBuffer()
      data.writeInteger(code.rawValue)
      try await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: data))
    }

    /// The next message, close or end; pongs are skipped unless `includingPongs`.
    public func next(includingPongs: Bool = false) async throws -> Event {
      while let frame = try await inbound.next() {
        switch frame.opcode {
        case .text, .binary, .continuation:
          var data = frame.unmaskedData
          var opcode = frame.opcode
          if var pending = fragments {
            pending.data.writeBuffer(&data)
            (opcode, data) = pending
          }
          guard frame.fin else {
            fragments = (opcode, data)
            continue
          }
          fragments = nil
          return .message(
            opcode == .text ? .text(String(buffer: data)) : .binary(Data(data.readableBytesView)))
        case .pong where includingPongs:
          return .pong
        case .connectionClose:
          var data = frame.unmaskedData
          let code = data.readInteger(as: UInt16.self).map(WebSocketCloseCode.init(rawValue:))
          return .closed(code, reason: data.readString(length: data.readableBytes) ?? "")
        default:
          continue
        }
      }
      return .ended
    }

    /// The messages until the connection closes or ends.
    public func rest() async throws -> [Event] {
      var events: [Event] = []
      while true {
        let event = try await next()
        events.append(event)
        if case .message = event { continue }
        return events
      }
    }
  }

  private enum Upgrade: Sendable {
    case upgraded(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, headers: [String: String])
    case refused
  }

  /// Connects to `url` (`ws://host:port/path`), runs `body` with the socket, and closes the
  /// connection when it returns.
  public static func connect<Result: Sendable>(
    to url: URL, headers: [String: String] = [:], _ body: (Socket) async throws -> Result
  ) async throws -> Result {
    guard let host = url.host, let port = url.port else { throw Refused(description: "no host and port in \(url)") }
    let target = url.path(percentEncoded: true) + (url.query(percentEncoded: true).map { "?" + $0 } ?? "")
    let upgrade = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: host, port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 24) { channel, response in
            channel.eventLoop.makeCompletedFuture {
              let headers = Dictionary(response.headers.map { ($0.name.lowercased(), $0.value) }) { $1 }
              return .upgraded(try NIOAsyncChannel(wrappingChannelSynchronously: channel), headers: headers)
            }
          }
          var fields = HTTPHeaders([("Host", "\(host):\(port)"), ("Content-Length", "0")])
          for (name, value) in headers { fields.add(name: name, value: value) }
          let head = HTTPRequestHead(
            version: .http1_1, method: .GET, uri: target.isEmpty ? "/" : target, headers: fields)
          var configuration = NIOUpgradableHTTPClientPipelineConfiguration(
            upgradeConfiguration: NIOTypedHTTPClientUpgradeConfiguration(
              upgradeRequestHead: head, upgraders: [upgrader],
              notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { .refused } }))
          // Frames a server sends at once may arrive with its 101: keep them.
          configuration.leftOverBytesStrategy = .forwardBytes
          return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: configuration)
        }
      }
    guard case .upgraded(let channel, let upgradeHeaders) = try await upgrade.get() else {
      throw Refused(description: "the server did not upgrade \(url) to a WebSocket")
    }
    return try await channel.executeThenClose { inbound, outbound in
      try await body(Socket(inbound, outbound, upgradeHeaders: upgradeHeaders))
    }
  }
}
