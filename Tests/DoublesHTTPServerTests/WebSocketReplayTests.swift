import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

/// A WebSocket recorded in a HAR file (`_webSocketMessages`, as Chrome and Firefox export it)
/// replays through the loopback server: the server's messages in order, each client message
/// answered by what followed it, the recorded gaps as waits on the double's clock.
@Suite(.timeLimit(.minutes(2)))
struct WebSocketReplayTests {
  /// A browser's export: a `wss` upgrade with its messages, times in seconds since 1970.
  static let export = #"""
    {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}, "entries": [{
      "startedDateTime": "2026-11-01T10:00:00.000Z", "time": 0, "_resourceType": "websocket",
      "request": {"method": "GET", "url": "wss://stream.example.com/v1/stream?feed=prices", "httpVersion": "HTTP/1.1",
        "headers": [], "queryString": [{"name": "feed", "value": "prices"}], "cookies": [], "headersSize": -1, "bodySize": 0},
      "response": {"status": 101, "statusText": "Switching Protocols", "httpVersion": "HTTP/1.1", "headers": [],
        "cookies": [], "content": {"size": 0, "mimeType": "x-unknown"}, "redirectURL": "", "headersSize": -1, "bodySize": 0},
      "cache": {}, "timings": {"send": 0, "wait": 0, "receive": 0},
      "_webSocketMessages": [
        {"type": "receive", "time": 1793527200.0, "opcode": 1, "data": "hello"},
        {"type": "send", "time": 1793527200.5, "opcode": 1, "data": "{\"type\":\"subscribe\",\"symbol\":\"AAPL\"}"},
        {"type": "receive", "time": 1793527200.625, "opcode": 1, "data": "187.5"},
        {"type": "receive", "time": 1793527202.625, "opcode": 2, "data": "AQID"}
      ]}]}}
    """#

  @Test func aRecordedWebSocketReplaysWithItsGapsOnTheDoublesClock() async throws {
    let file = URL(fileURLWithPath: try DoublesExecutable.file("prices.har", Self.export))
    let clock = ManualClock()
    let http = try HTTPDouble(cassette: Cassette(file, mode: .none, timeScale: 0.5), clock: clock)
    let server = try await HTTPStubServer.start(answering: http)

    let events = try await WebSocketTestClient.connect(to: server.webSocketURL("/v1/stream?feed=prices")) { socket in
      var events = [try await socket.next()]
      try await socket.send(.text(#"{"symbol": "AAPL", "type": "subscribe"}"#))
      await clock.waitForSleepers()
      await clock.advance(by: .milliseconds(63))  // half of the recorded 125 ms
      events.append(try await socket.next())
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(1))  // half of the recorded 2 s
      events.append(try await socket.next())
      return events
    }
    await server.stop()

    #expect(
      events == [.message(.text("hello")), .message(.text("187.5")), .message(.binary(Data([1, 2, 3])))])
    #expect(http.journal.map(\.outcome) == [.responded(status: 101)])
  }

  /// A credential redacted in a recorded client message matches any value on replay.
  @Test func aRedactedCredentialInAClientMessageMatchesAnyValue() async throws {
    let export = Self.export.replacingOccurrences(
      of: #"{\"type\":\"subscribe\",\"symbol\":\"AAPL\"}"#,
      with: #"{\"type\":\"subscribe\",\"symbol\":\"AAPL\",\"token\":\"REDACTED\"}"#)
    let file = URL(fileURLWithPath: try DoublesExecutable.file("redacted.har", export))
    let http = try HTTPDouble(cassette: Cassette(file, mode: .none, timeScale: 0))
    let server = try await HTTPStubServer.start(answering: http)

    let reply = try await WebSocketTestClient.connect(to: server.webSocketURL("/v1/stream?feed=prices")) { socket in
      _ = try await socket.next()
      try await socket.send(.text(#"{"symbol": "AAPL", "token": "sk_live_today", "type": "subscribe"}"#))
      return try await socket.next()
    }
    await server.stop()

    #expect(reply == .message(.text("187.5")))
  }

  @Test func aMessageTheRecordingLacksFailsTheTest() async throws {
    let file = URL(fileURLWithPath: try DoublesExecutable.file("prices.har", Self.export))
    let failures = await withCapturedFailures {
      guard let http = try? HTTPDouble(cassette: Cassette(file, mode: .none, timeScale: 0)) else { return }
      let server = try? await HTTPStubServer.start(answering: http)
      guard let server else { return }
      _ = try? await WebSocketTestClient.connect(to: server.webSocketURL("/v1/stream?feed=prices")) { socket in
        _ = try await socket.next()
        try await socket.send(.text(#"{"symbol": "MSFT", "type": "subscribe"}"#))
        await http.verifyWebSocketEventually(received: .any)
      }
      await server.stop()
    }

    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains(
        """
        1. answer 1: 0 of 1 conditions hold
           ✗ JSON is {"symbol":"AAPL","type":"subscribe"}
               but was: {"symbol":"MSFT","type":"subscribe"}
        """) == true, "\(failures)")
  }
}
