import DoublesHTTPCore
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A loopback HTTP/1.1 server that answers from an `HTTPDouble`: the same stubs, journal,
/// scenarios and cassettes, for clients that never touch `URLSession` (AsyncHTTPClient, a
/// subprocess) and for what a `URLProtocol` cannot do on Linux: downloads, upload-task bodies,
/// real redirects and socket faults.
///
/// ```swift
/// let http = HTTPDouble()
/// http.stub(.get("/report.csv").host("127.0.0.1"), .text("a,b\n1,2\n"))
/// let server = try await HTTPStubServer.start(answering: http)
/// defer { Task { await server.stop() } }
/// let (file, _) = try await URLSession(configuration: .ephemeral).download(from: server.url("/report.csv"))
/// ```
/// It listens on 127.0.0.1 only, on a port the system picks, with `TCP_NODELAY` set (without it,
/// keep-alive clients stall about 40 ms per request). Requests reach the double with URLs such as
/// `http://127.0.0.1:PORT/path`; a pattern can match them by path alone.
public final class HTTPStubServer: Sendable {
  /// The double that answers.
  public let double: HTTPDouble
  /// The port the server listens on.
  public let port: Int
  private let listener: any Channel
  private let serving: Task<Void, Never>
  private let shutdown: ServerShutdown

  private init(
    double: HTTPDouble, port: Int, listener: any Channel, serving: Task<Void, Never>, shutdown: ServerShutdown
  ) {
    self.double = double
    self.port = port
    self.listener = listener
    self.serving = serving
    self.shutdown = shutdown
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The URL of `path` (with its query, if any) on this server.
  public func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path.hasPrefix("/") ? path : "/" + path)")!
  }

  /// `ws://127.0.0.1:PORT/path`: where a WebSocket client connects to a stub that answers with
  /// `StubbedResponse.webSocket(onConnect:answers:subprotocol:)`.
  public func webSocketURL(_ path: String) -> URL {
    URL(string: "ws://127.0.0.1:\(port)\(path.hasPrefix("/") ? path : "/" + path)")!
  }

  /// Starts a server on 127.0.0.1 and an ephemeral port, answering from `double`.
  ///
  /// - Parameters:
  ///   - double: the double that answers every request.
  ///   - origin: the service the server stands in for, such as
  ///     `http://staging.local:8080`: requests then reach the double as sent there (its scheme,
  ///     host and port in their URL and `Host` header), so that stubs and cassettes written for
  ///     the service match them, and a request no stub answers goes on to the service when the
  ///     double sends such requests on to the network (a cassette that records, or a
  ///     pass-through host). A WebSocket is then relayed to the origin and recorded with its
  ///     messages; a `wss` origin needs the package's `TLSOrigins` trait.
  public static func start(answering double: HTTPDouble, origin: URL? = nil) async throws -> HTTPStubServer {
    try await start(answering: double, origin: origin.map { StandIn(origin: $0, trustedCertificates: []) })
  }

  #if TLSOrigins
    /// Starts a server that stands in for `origin`, as ``start(answering:origin:)`` does, and
    /// trusts `certificates` (PEM) besides the system's when it relays a WebSocket to a `wss`
    /// origin: a staging server whose certificate your organisation's authority signed.
    public static func start(
      answering double: HTTPDouble, origin: URL, trustingOriginCertificates certificates: [String]
    ) async throws -> HTTPStubServer {
      try await start(answering: double, origin: StandIn(origin: origin, trustedCertificates: certificates))
    }
  #endif

  /// Starts a server on `port` of `host` (0: an ephemeral one; 127.0.0.1 unless `doubles-serve`
  /// is told otherwise); `prepare` adds handlers at the front of each connection's pipeline (the
  /// tests' TLS origin adds its TLS handler).
  ///
  /// `intercepting` sees each request first, and answers those it takes (`doubles-serve`'s admin
  /// API) instead of the double, which neither journals nor checks them.
  package static func start(
    answering double: HTTPDouble, origin standIn: StandIn?, host: String = "127.0.0.1", port requestedPort: Int = 0,
    preparingConnections prepare: @escaping @Sendable (any Channel) throws -> Void = { _ in },
    intercepting: Interception? = nil
  ) async throws -> HTTPStubServer {
    let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
      .bind(host: host, port: requestedPort) { channel in
        channel.eventLoop.makeCompletedFuture {
          try prepare(channel)
          return try ConnectionPipeline.configure(channel, double: double, standIn: standIn)
        }
      }
    guard let port = listener.channel.localAddress?.port else {
      try? await listener.channel.close()
      throw HTTPStubServerError.noPort
    }
    let channel = listener.channel
    let shutdown = ServerShutdown()
    // Connections are served on threads of their own (their child tasks inherit the preference):
    // a client may be a test that blocks a thread of the cooperative pool while it waits.
    let serving = Task(executorPreference: AnsweringExecutor.shared) {
      _ = try? await listener.executeThenClose { connections in
        await withDiscardingTaskGroup { group in
          do {
            for try await connection in connections {
              group.addTask {
                switch try? await connection.get() {
                case .http(let channel, let firstHead, let refusedRelay)?:
                  await Connection(
                    channel: channel, double: double, port: port, origin: standIn?.origin, intercepting: intercepting
                  )
                  .serve(startingWith: firstHead, refusedRelay: refusedRelay)
                case .webSocket(let channel, let request)?:
                  await WebSocketConnection.serve(channel, upgradedBy: request, double: double, until: shutdown)
                case .relay(let channel, let request, let originSocket, let target)?:
                  await WebSocketRelay.serve(
                    channel, upgradedBy: request, to: originSocket, at: target, double: double, until: shutdown)
                case nil:
                  break  // The connection closed before its first request.
                }
              }
            }
          } catch {
            // The listener closed: stop() was called.
          }
          group.cancelAll()
        }
      }
    }
    return HTTPStubServer(double: double, port: port, listener: channel, serving: serving, shutdown: shutdown)
  }

  /// Closes open connections, stops listening and waits until the server has let go of them.
  /// Open WebSockets are closed first, with 1001 (going away), and what their clients sent before
  /// they heard the close is read, journaled and checked, until each client answers or about 5
  /// seconds pass; meanwhile the server still accepts connections.
  public func stop() async {
    await shutdown.request(waitingAtMost: WebSocketConnection.closingTimeout + .seconds(1))
    try? await listener.close()
    serving.cancel()
    await serving.value
  }
}

/// What answers a request before the double, when it takes it: what the client gets (a reply, a
/// fault, a failure written as the server writes the double's), or `nil` to leave it to the double.
package typealias Interception = @Sendable (RecordedRequest) async -> Delivery?

/// The service a server stands in for, and the certificates it trusts for it besides the
/// system's.
package struct StandIn: Sendable {
  package var origin: URL
  package var trustedCertificates: [String]

  package init(origin: URL, trustedCertificates: [String]) {
    self.origin = origin
    self.trustedCertificates = trustedCertificates
  }
}

/// Why the server could not start.
public enum HTTPStubServerError: Error, CustomStringConvertible {
  /// The system gave the listening socket no port.
  case noPort

  /// The message shown to the user.
  public var description: String { "The loopback server's socket has no port." }
}
