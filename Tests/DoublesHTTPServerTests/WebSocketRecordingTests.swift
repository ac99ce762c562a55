import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loopback server standing in for an origin (`start(answering:origin:)`) records what it
/// relays: a WebSocket with its messages, and plain requests, into a cassette that replays
/// offline, credentials redacted.
@Suite(.timeLimit(.minutes(2)))
struct WebSocketRecordingTests {
  static let token = "ws-5ecret-token-1"

  /// The origin: a ticker that greets, then answers a subscription with two prices.
  static func ticker() -> HTTPDouble {
    let origin = HTTPDouble(name: "origin")
    origin.stub(
      .get("/prices"),
      .webSocket(
        onConnect: [.text("hello")],
        answers: [
          .when(.json(#"{"type": "subscribe", "symbol": "AAPL"}"#), reply: [.text("187.5"), .binary(Data([1, 2]))])
        ],
        subprotocol: "prices.v1"))
    return origin
  }

  /// Greets, subscribes, reads two prices and closes.
  static func conversation(_ url: URL) async throws -> [WebSocketTestClient.Event] {
    try await WebSocketTestClient.connect(
      to: url, headers: ["Authorization": "Bearer \(token)", "Sec-WebSocket-Protocol": "prices.v1"]
    ) { socket in
      #expect(socket.upgradeHeaders["sec-websocket-protocol"] == "prices.v1")
      var events = [try await socket.next()]
      try await socket.send(.text(#"{"type": "subscribe", "symbol": "AAPL"}"#))
      events.append(try await socket.next())
      events.append(try await socket.next())
      try await socket.close()
      return events + (try await socket.rest())
    }
  }

  /// What the client of ``conversation(_:)`` reads from the ticker.
  static let tickerEvents: [WebSocketTestClient.Event] = [
    .message(.text("hello")), .message(.text("187.5")), .message(.binary(Data([1, 2]))),
    .closed(.normalClosure, reason: ""),
  ]

  /// Replays `file` offline, through a server standing in for `origin` where nothing need listen,
  /// and returns what the conversation read.
  static func replay(_ file: URL, standingIn origin: URL) async throws -> [WebSocketTestClient.Event] {
    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none, timeScale: 0), name: "replayer")
    let server = try await HTTPStubServer.start(answering: replayer, origin: origin)
    let replayed = try await conversation(server.webSocketURL("/prices"))
    await server.stop()
    #expect(replayer.finish())
    return replayed
  }

  @Test func aRelayedWebSocketIsRecordedRedactedThenReplays() async throws {
    let origin = Self.ticker()
    let originServer = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("ticker.har")
    let recorder = try HTTPDouble(
      cassette: Cassette(file, mode: .all, secrets: [Self.token]), name: "recorder")
    let proxy = try await HTTPStubServer.start(answering: recorder, origin: originServer.baseURL)

    let recorded = try await Self.conversation(proxy.webSocketURL("/prices"))
    await proxy.stop()
    await originServer.stop()
    #expect(recorder.finish())

    #expect(recorded == Self.tickerEvents)
    // The client's headers reached the origin, its Host the origin's.
    let upgrade = try #require(origin.requests.first)
    #expect(upgrade.header("Authorization") == "Bearer \(Self.token)")
    #expect(upgrade.header("Host") == "127.0.0.1:\(originServer.port)")
    #expect(
      recorder.webSocketJournal.map(\.description) == [
        "1. /prices #1 relayed to ws://127.0.0.1:\(originServer.port)/prices",
        "2. /prices #1 → text \"hello\"",
        #"3. /prices #1 ← text "{"type": "subscribe", "symbol": "AAPL"}" (to the origin)"#,
        "4. /prices #1 → text \"187.5\"",
        "5. /prices #1 → binary <2 bytes>",
        "6. /prices #1 closed by the client: 1000 (normal closure)",
        "7. /prices #1 closed by the server: 1000 (normal closure)",
      ])
    #expect(recorder.journal.map(\.outcome) == [.passedThrough(status: 101)])
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(!written.contains(Self.token))
    #expect(written.contains(#""_webSocketMessages""#))
    #expect(written.contains(#""url" : "http://127.0.0.1:\#(originServer.port)/prices""#))
    let messages = try Self.recordedMessages(in: file)
    #expect(messages.map(\.type) == ["receive", "send", "receive", "receive"])
    #expect(messages.map(\.data) == ["hello", #"{"type": "subscribe", "symbol": "AAPL"}"#, "187.5", "AQI="])
    #expect(messages.map(\.time) == messages.map(\.time).sorted())

    // Offline: the cassette answers the same conversation with nothing listening at the origin.
    #expect(try await Self.replay(file, standingIn: originServer.baseURL) == Self.tickerEvents)
  }

  /// A close the origin began is recorded (opcode 8, its code and reason) and replays; a close
  /// that answers the client's is not (the test above).
  @Test func theOriginsOwnCloseIsRecordedAndReplays() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(
      .get("/prices"),
      .webSocket(answers: [
        .when(.text("subscribe"), reply: [.text("187.5"), .close(.goingAway, reason: "market closed")])
      ]))
    let originServer = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("closed.har")
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), name: "recorder")
    func conversation(_ server: HTTPStubServer) async throws -> [WebSocketTestClient.Event] {
      try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
        try await socket.send(.text("subscribe"))
        return try await socket.rest()
      }
    }
    let proxy = try await HTTPStubServer.start(answering: recorder, origin: originServer.baseURL)
    let recorded = try await conversation(proxy)
    await proxy.stop()
    await originServer.stop()
    #expect(recorder.finish())

    let expected: [WebSocketTestClient.Event] = [
      .message(.text("187.5")), .closed(.goingAway, reason: "market closed"),
    ]
    #expect(recorded == expected)
    #expect(try Self.recordedMessages(in: file).map(\.data) == ["subscribe", "187.5", "1001 market closed"])

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none, timeScale: 0), name: "replayer")
    let server = try await HTTPStubServer.start(answering: replayer, origin: originServer.baseURL)
    let replayed = try await conversation(server)
    await server.stop()
    #expect(replayer.finish())
    #expect(replayed == expected)
  }

  /// Stopping the server closes both sides of a relayed WebSocket once, with 1001, and the
  /// messages relayed until then are recorded.
  @Test func stoppingTheServerClosesBothSidesAndKeepsTheRecording() async throws {
    let origin = Self.ticker()
    let originServer = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("stopped.har")
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), name: "recorder")
    let proxy = try await HTTPStubServer.start(answering: recorder, origin: originServer.baseURL)

    let events = try await WebSocketTestClient.connect(to: proxy.webSocketURL("/prices")) { socket in
      let hello = try await socket.next()
      let stopping = Task { await proxy.stop() }
      let closed = try await socket.next()
      try await socket.close(.goingAway)
      // No second close: the origin's answer to the server's is not passed on.
      let rest = try await socket.rest()
      await stopping.value
      return [hello, closed] + rest
    }
    try await Self.untilClosedByTheClient(origin)
    await originServer.stop()
    #expect(recorder.finish())

    #expect(events == [.message(.text("hello")), .closed(.goingAway, reason: "the server stopped"), .ended])
    // The server's close, then the two answers, in whichever order they came.
    let closes = recorder.webSocketJournal.map(\.event.description).filter { $0.hasPrefix("closed") }
    #expect(closes.first == "closed by the server: 1001 (going away) \"the server stopped\"")
    #expect(
      closes.dropFirst().sorted() == [
        "closed by the client: 1001 (going away)", "closed by the server: 1001 (going away)",
      ])
    // The origin heard one close, the server's.
    #expect(
      origin.webSocketJournal.map(\.event.description).filter { $0.hasPrefix("closed") } == [
        "closed by the client: 1001 (going away) \"the server stopped\""
      ])
    #expect(try Self.recordedMessages(in: file).map(\.data) == ["hello"])
  }

  /// The messages of the cassette's only entry.
  private static func recordedMessages(in file: URL) throws -> [(type: String, time: Double, data: String)] {
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let log = document?["log"] as? [String: Any]
    let entry = (log?["entries"] as? [[String: Any]])?.first
    let messages = entry?["_webSocketMessages"] as? [[String: Any]] ?? []
    return messages.map {
      (($0["type"] as? String) ?? "?", ($0["time"] as? Double) ?? 0, ($0["data"] as? String) ?? "?")
    }
  }

  /// Returns once `origin` has read a client's close, or after 30 s (the test then fails on what
  /// the origin heard): a close still on its way when the origin stops would be lost.
  static func untilClosedByTheClient(_ origin: HTTPDouble) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while !origin.webSocketJournal.contains(where: { $0.event.description.hasPrefix("closed by the client") }),
      ContinuousClock.now < deadline
    {
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// What breaks the protocol on a relayed WebSocket is refused as on a stubbed one: the client
  /// gets the close code, the origin a 1001, and the test fails.
  @Test func textThatIsNotUTF8IsRefusedWith1007AndTheOriginIsClosed() async throws {
    let origin = Self.ticker()
    let originServer = try await HTTPStubServer.start(answering: origin)
    var events: [WebSocketTestClient.Event] = []
    let failures = await withCapturedFailures {
      guard
        let recorder = try? HTTPDouble(cassette: Cassette(TestScratch.file("utf8.har"), mode: .all), name: "recorder"),
        let proxy = try? await HTTPStubServer.start(answering: recorder, origin: originServer.baseURL)
      else { return }
      events =
        (try? await WebSocketTestClient.connect(to: proxy.webSocketURL("/prices")) { socket in
          let hello = try await socket.next()
          try await socket.send(textBytes: [0xC3, 0x28])
          return [hello, try await socket.next()]
        }) ?? []
      await proxy.stop()
    }
    // The proxy's 1001 is on its way to the origin: the origin stops once it has read it, or it
    // would close the WebSocket itself first.
    try await Self.untilClosedByTheClient(origin)
    await originServer.stop()

    #expect(events == [.message(.text("hello")), .closed(.invalidPayload, reason: "a text message that is not UTF-8")])
    #expect(
      failures.map(\.message) == [
        "recorder received a text message that is not UTF-8 on the WebSocket /prices (connection 1); the server "
          + "closed it with 1007 (invalid payload). Send bytes as a binary message."
      ])
    #expect(
      origin.webSocketJournal.map(\.event.description).filter { $0.hasPrefix("closed") } == [
        "closed by the client: 1001 (going away)"
      ])
  }

  @Test func anOriginThatDoesNotUpgradeFailsTheTestAndTheClientGets502() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.get("/prices"), .status(403))
    let originServer = try await HTTPStubServer.start(answering: origin)
    var refusal = ""
    let failures = await withCapturedFailures {
      guard
        let recorder = try? HTTPDouble(
          cassette: Cassette(TestScratch.file("refused.har"), mode: .all), name: "recorder"),
        let proxy = try? await HTTPStubServer.start(answering: recorder, origin: originServer.baseURL)
      else { return }
      do {
        try await WebSocketTestClient.connect(to: proxy.webSocketURL("/prices")) { _ in }
      } catch {
        refusal = "\(error)"
      }
      await proxy.stop()
    }
    await originServer.stop()

    #expect(refusal.contains("did not upgrade"), "\(refusal)")
    #expect(
      failures.map(\.message) == [
        "recorder relayed GET http://127.0.0.1:\(originServer.port)/prices to "
          + "ws://127.0.0.1:\(originServer.port)/prices and the origin did not accept the WebSocket: it answered "
          + "the upgrade request without switching protocols (101). The client got 502 (bad gateway)."
      ])
  }

  #if !TLSOrigins
    @Test func aSecureOriginIsRefusedWithWhatToDoInstead() async throws {
      var journal: [JournalEntry] = []
      let failures = await withCapturedFailures {
        guard
          let recorder = try? HTTPDouble(
            cassette: Cassette(TestScratch.file("secure.har"), mode: .all), name: "recorder"),
          let proxy = try? await HTTPStubServer.start(
            answering: recorder, origin: URL(string: "https://stream.example.com")!)
        else { return }
        _ = try? await WebSocketTestClient.connect(to: proxy.webSocketURL("/v1/stream")) { _ in }
        await proxy.stop()
        journal = recorder.journal
      }

      #expect(
        failures.map(\.message) == [
          "recorder relayed GET https://stream.example.com/v1/stream to wss://stream.example.com/v1/stream and the "
            + "origin did not accept the WebSocket: the server relays WebSockets to wss:// origins with the "
            + "TLSOrigins trait of the Doubles package only (`traits: [\"TLSOrigins\"]` on its `.package` line), so "
            + "add it, record against the origin over ws://, or replay a browser's recording. The client got 502 "
            + "(bad gateway)."
        ])
      #expect(journal.count == 1)
    }
  #endif

  /// Plain requests through a server that stands in for an origin reach the double as sent
  /// there: they record from it, and the cassette replays through the double's `URLSession` too.
  @Test func aRequestThroughTheServerIsRecordedAsSentToTheOrigin() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.get("/quote").query("symbol", "AAPL"), .json(string: #"{"price": 187.5}"#))
    let originServer = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("quote.har")
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), name: "recorder")
    let proxy = try await HTTPStubServer.start(answering: recorder, origin: originServer.baseURL)

    let (body, response) = try await URLSession(configuration: .patient).data(
      from: proxy.url("/quote?symbol=AAPL"))
    await proxy.stop()
    await originServer.stop()
    #expect(recorder.finish())

    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: body, as: UTF8.self).contains("187.5"))
    #expect(origin.requests.first?.header("Host") == "127.0.0.1:\(originServer.port)")
    #expect(
      recorder.journal.map(\.request.url.absoluteString) == [
        "http://127.0.0.1:\(originServer.port)/quote?symbol=AAPL"
      ])

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let (replayed, _) = try await replayer.session.data(
      from: URL(string: "http://127.0.0.1:\(originServer.port)/quote?symbol=AAPL")!)
    #expect(replayer.finish())
    #expect(String(decoding: replayed, as: UTF8.self).contains("187.5"))
  }
}
