import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// What a load run measured: every request's latency, in nanoseconds, and what went wrong.
struct LoadResult: Sendable {
  var latencies: [Int64] = []
  /// Answers that were not a 200, and connections that failed.
  var errors = 0
  var seconds = 0.0

  var requestsPerSecond: Double { Double(latencies.count) / seconds }

  /// The latency below which `fraction` of the requests were answered, in milliseconds.
  func percentile(_ fraction: Double, of sorted: [Int64]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
    return Double(sorted[max(index, 0)]) / 1e6
  }
}

/// A closed-loop HTTP/1.1 load client, as wrk is one: `connections` keep-alive connections, each
/// sending its next request as soon as the last one is answered, for `seconds`. The paths are
/// taken in turn, each connection from its own place among them.
enum LoadClient {
  static func run(
    port: Int, paths: [String], connections: Int, seconds: Double, group: MultiThreadedEventLoopGroup
  ) async throws -> LoadResult {
    let collected = NIOLockedValueBox(LoadResult())
    let start = NIODeadline.now()
    let deadline = start + .nanoseconds(Int64(seconds * 1e9))
    var closed: [EventLoopFuture<Void>] = []
    for connection in 0..<connections {
      let offset = connection * paths.count / max(connections, 1)
      let channel = try await ClientBootstrap(group: group)
        .channelOption(.socketOption(.so_reuseaddr), value: 1)
        .channelOption(.tcpOption(.tcp_nodelay), value: 1)
        .channelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHTTPClientHandlers()
            try channel.pipeline.syncOperations.addHandler(
              LoadHandler(port: port, paths: paths, offset: offset, deadline: deadline, collected: collected))
          }
        }
        .connect(host: "127.0.0.1", port: port).get()
      closed.append(channel.closeFuture)
    }
    for future in closed { try await future.get() }
    let elapsed = NIODeadline.now() - start
    return collected.withLockedValue { result in
      result.seconds = Double(elapsed.nanoseconds) / 1e9
      return result
    }
  }
}

/// One connection of the load: sends a request, waits for its whole answer, records how long it
/// took, and sends the next, until the deadline; then adds what it measured to the run's.
private final class LoadHandler: ChannelInboundHandler {
  typealias InboundIn = HTTPClientResponsePart
  typealias OutboundOut = HTTPClientRequestPart

  private let host: String
  private let paths: [String]
  private var next: Int
  private let deadline: NIODeadline
  private let collected: NIOLockedValueBox<LoadResult>
  private var measured = LoadResult()
  private var sent = NIODeadline.now()
  private var status: UInt = 0
  /// Whether the connection failed, counted once.
  private var failed = false

  init(port: Int, paths: [String], offset: Int, deadline: NIODeadline, collected: NIOLockedValueBox<LoadResult>) {
    self.host = "127.0.0.1:\(port)"
    self.paths = paths
    self.next = offset
    self.deadline = deadline
    self.collected = collected
    measured.latencies.reserveCapacity(1 << 16)
  }

  func channelActive(context: ChannelHandlerContext) {
    send(context)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head): status = head.status.code
    case .body: break
    case .end:
      let now = NIODeadline.now()
      measured.latencies.append((now - sent).nanoseconds)
      if status != 200 { measured.errors += 1 }
      if now < deadline { send(context) } else { finish(context) }
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    failed = true
    measured.errors += 1
    finish(context)
  }

  func channelInactive(context: ChannelHandlerContext) {
    // Closed by the server before the deadline: a failure of the connection.
    if !failed && NIODeadline.now() < deadline { measured.errors += 1 }
    publish()
  }

  private func send(_ context: ChannelHandlerContext) {
    let path = paths[next % paths.count]
    next += 1
    var headers = HTTPHeaders()
    headers.add(name: "Host", value: host)
    sent = NIODeadline.now()
    context.write(
      wrapOutboundOut(.head(HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers))),
      promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
  }

  private func finish(_ context: ChannelHandlerContext) {
    context.close(promise: nil)
  }

  /// Adds what this connection measured to the run's, once.
  private func publish() {
    let measured = self.measured
    self.measured = LoadResult()
    collected.withLockedValue { result in
      result.latencies += measured.latencies
      result.errors += measured.errors
    }
  }
}
