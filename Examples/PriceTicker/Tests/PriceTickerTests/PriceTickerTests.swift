import DoublesHTTP
import DoublesHTTPServer
import DoublesTesting
import Foundation
import PriceTicker
import Testing

/// The price ticker against a scripted WebSocket server: prices as they come, the market closing,
/// a dropped connection, and a subscription the server does not expect. The ticker's socket is
/// the test's NIO client (``NIOPriceSocket``): corelibs' `URLSessionWebSocketTask` cannot connect
/// on Linux systems whose libcurl lacks WebSockets.
@Suite(.timeLimit(.minutes(1)))
struct PriceTickerTests {
  static let subscribeToApple = WebSocketMessagePattern.json(#"{"type": "subscribe", "symbols": ["AAPL"]}"#)

  @Test func showsEachPriceUntilTheMarketCloses() async throws {
    let feed = HTTPDouble()
    feed.stub(
      .get("/v1/stream"),
      .webSocket(answers: [
        .when(
          Self.subscribeToApple,
          reply: [
            .text(#"{"symbol": "AAPL", "price": 187.5}"#), .wait(.seconds(1)),
            .text(#"{"symbol": "AAPL", "price": 188.25}"#), .close(.goingAway, reason: "market closed"),
          ])
      ]))
    let ticker = PriceTicker()

    try await follow(["AAPL"], with: ticker, answeredBy: feed)

    #expect(ticker.prices == ["AAPL": 188.25])
    #expect(ticker.status == .closed("market closed"))
    feed.verifyWebSocket(received: Self.subscribeToApple)
  }

  @Test func aDroppedConnectionShowsAsLost() async throws {
    let feed = HTTPDouble()
    feed.stub(
      .get("/v1/stream"),
      .webSocket(answers: [
        .when(Self.subscribeToApple, reply: [.text(#"{"symbol": "AAPL", "price": 187.5}"#), .fault(.drop)])
      ]))
    let ticker = PriceTicker()

    try await follow(["AAPL"], with: ticker, answeredBy: feed)

    #expect(ticker.prices == ["AAPL": 187.5])
    #expect(ticker.status == .lost)
  }

  /// The must-fail twin: the server expects a subscription to Apple, the ticker asks for
  /// Microsoft; the server answers nothing, and the test fails naming the symbol that differs.
  @Test func aSubscriptionTheServerDoesNotExpectFailsNamingIt() async throws {
    var made: HTTPStub?
    var status: PriceTicker.Status?
    let failures = await withCapturedFailures {
      let feed = HTTPDouble(name: "prices")
      made = feed.stub(
        .get("/v1/stream"),
        .webSocket(answers: [.when(Self.subscribeToApple, reply: [.close(.goingAway, reason: "market closed")])]))
      let ticker = PriceTicker()
      try? await follow(["MSFT"], with: ticker, answeredBy: feed, closingAfter: 1)
      status = ticker.status
    }
    let stub = try #require(made)

    #expect(status == .closed(""))
    #expect(
      failures.map(\.message) == [
        """
        prices has no answer for text "{"symbols":["MSFT"],"type":"subscribe"}" on the WebSocket /v1/stream \
        (connection 1, opened by \(stub)); the server sent nothing back.
        Closest answers:
        1. answer 1: 0 of 1 conditions hold
           ✗ JSON is {"symbols":["AAPL"],"type":"subscribe"}
               but was: {"symbols":["MSFT"],"type":"subscribe"}
        """
      ])
  }

  /// Runs the ticker against `feed` behind a loopback server; with `closingAfter`, the client
  /// closes the socket once the server has read that many messages (a server that answers
  /// nothing would keep the ticker waiting).
  private func follow(
    _ symbols: [String], with ticker: PriceTicker, answeredBy feed: HTTPDouble, closingAfter messages: Int? = nil
  ) async throws {
    let server = try await HTTPStubServer.start(answering: feed)
    do {
      try await WebSocketTestClient.connect(to: server.webSocketURL("/v1/stream")) { socket in
        await ticker.follow(symbols, over: NIOPriceSocket(socket: socket, feed: feed, closingAfter: messages))
      }
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }
}

/// The ticker's socket over the test's NIO client.
struct NIOPriceSocket: PriceSocket {
  let socket: WebSocketTestClient.Socket
  let feed: HTTPDouble
  let closingAfter: Int?

  func send(_ text: String) async throws {
    try await socket.send(.text(text))
    if let closingAfter {
      await feed.verifyWebSocketEventually(received: .any, .exactly(closingAfter))
      try await socket.close()
    }
  }

  func receive() async throws -> PriceSocketMessage {
    switch try await socket.next() {
    case .message(.text(let text)): .text(text)
    case .message(.binary(let data)): .text(String(decoding: data, as: UTF8.self))
    case .closed(_, let reason): .closed(reason: reason)
    case .ended, .pong: throw URLError(.networkConnectionLost)
    }
  }
}
