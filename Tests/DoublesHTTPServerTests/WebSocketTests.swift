import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// WebSockets on the loopback server: a stub's script, answered messages, waits on the double's
/// clock, closes and faults, the journal, and the failures a test sees. A NIO client connects,
/// since corelibs' `URLSessionWebSocketTask` cannot here; `URLSessionWebSocketTask` is tried too
/// where it can connect.
@Suite(.timeLimit(.minutes(2)))
struct WebSocketTests {
  @Test func sendsOnConnectAnswersEachMessageAndJournalsBothWays() async throws {
    let http = HTTPDouble()
    http.stub(
      .get("/prices"),
      .webSocket(
        onConnect: [.text("hello")],
        answers: [
          .when(.json(#"{"subscribe": "AAPL"}"#), reply: [.text("AAPL 187.5"), .text("AAPL 188.0")]),
          .when(.binary, reply: [.binary(Data([1, 2, 3]))]),
        ]))

    try await withServer(http) { server in
      try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
        #expect(try await socket.next() == .message(.text("hello")))
        try await socket.send(.text(#"{ "subscribe" : "AAPL" }"#))
        #expect(try await socket.next() == .message(.text("AAPL 187.5")))
        #expect(try await socket.next() == .message(.text("AAPL 188.0")))
        try await socket.send(.binary(Data([9])))
        #expect(try await socket.next() == .message(.binary(Data([1, 2, 3]))))
        try await socket.close()
        #expect(try await socket.next() == .closed(.normalClosure, reason: ""))
      }
      await http.verifyWebSocketEventually(received: .any, .exactly(2))
      #expect(await journalEnds(http, with: "closed by the client: 1000 (normal closure)"))
    }

    #expect(
      http.webSocketJournal.map(\.description) == [
        "1. /prices #1 opened",
        "2. /prices #1 → text \"hello\"",
        "3. /prices #1 ← text \"{ \"subscribe\" : \"AAPL\" }\" (answer 1)",
        "4. /prices #1 → text \"AAPL 187.5\"",
        "5. /prices #1 → text \"AAPL 188.0\"",
        "6. /prices #1 ← binary <1 bytes> (answer 2)",
        "7. /prices #1 → binary <3 bytes>",
        "8. /prices #1 closed by the client: 1000 (normal closure)",
      ])
    #expect(http.journal.map(\.outcome) == [.responded(status: 101)])
    #expect(http.webSocketMessagesReceived == [.text(#"{ "subscribe" : "AAPL" }"#), .binary(Data([9]))])
    #expect(http.verifyWebSocket(received: .text(containing: "AAPL")))
  }

  /// A script's waits pass on the double's manual clock, which the test moves: no time passes.
  @Test func waitsOnTheDoublesClock() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("/ticks"), .webSocket(onConnect: [.text("1"), .wait(.seconds(30)), .text("2")]))

    try await withServer(http) { server in
      try await WebSocketTestClient.connect(to: server.webSocketURL("/ticks")) { socket in
        let first = try await socket.next()
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(30))
        let second = try await socket.next()
        #expect([first, second] == [.message(.text("1")), .message(.text("2"))])
      }
    }
  }

  @Test func closesWithTheScriptsCodeAndReason() async throws {
    let http = HTTPDouble()
    http.stub(.get("/feed"), .webSocket(answers: [.when(.text("bye"), reply: [.close(.goingAway, reason: "done")])]))

    try await withServer(http) { server in
      try await WebSocketTestClient.connect(to: server.webSocketURL("/feed")) { socket in
        try await socket.send(.text("bye"))
        #expect(try await socket.next() == .closed(.goingAway, reason: "done"))
      }
      #expect(await journalEnds(http, with: "closed by the server: 1001 (going away) \"done\""))
    }
  }

  @Test(arguments: [
    (WebSocketFault.drop, "dropped connection"),
    (.closeMidMessage(.text("half of this")), "connection closed in the middle of text \"half of this\""),
  ])
  func breaksTheConnectionAsTheScriptSays(fault: WebSocketFault, journaled: String) async throws {
    let http = HTTPDouble()
    http.stub(
      .get("/feed"),
      .webSocket(answers: [.when(.text("go"), reply: [.text("first"), .fault(fault), .text("never sent")])]))

    try await withServer(http) { server in
      try await WebSocketTestClient.connect(to: server.webSocketURL("/feed")) { socket in
        try await socket.send(.text("go"))
        let events = try await socket.rest()
        #expect(events == [.message(.text("first")), .ended])
      }
    }

    #expect(
      http.webSocketJournal.map(\.event.description) == [
        "opened", "← text \"go\" (answer 1)", "→ text \"first\"", journaled,
      ])
  }

  @Test func aMessageNoAnswerTakesFailsTheTestWithTheClosestAnswers() async throws {
    let http = HTTPDouble(name: "prices")
    let stub = http.stub(
      .get("/prices"),
      .webSocket(answers: [
        .when(.text("subscribe AAPL"), reply: [.text("ok")]),
        .when(.json(#"{"type": "ping"}"#), reply: [.text("pong")]),
        .when(.text(containing: "subscribe"), reply: [], times: 1),
      ]))

    let failures = await withCapturedFailures {
      try? await withServer(http) { server in
        try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
          try await socket.send(.text("subscribe MSFT"))
          try await socket.send(.text("subscribe AAPl"))
          try await socket.send(.text("subscribe AAPL"))
          #expect(try await socket.next() == .message(.text("ok")))
        }
      }
    }

    #expect(
      failures.map(\.message) == [
        """
        prices has no answer for text "subscribe AAPl" on the WebSocket /prices (connection 1, opened by \
        \(stub)); the server sent nothing back.
        Closest answers:
        1. answer 3: 1 of 2 conditions hold
           ✓ text contains "subscribe"
           ✗ has messages left to take (it took 1 message and is used up)
        2. answer 1: 0 of 1 conditions hold
           ✗ text is "subscribe AAPL"
               but was: "subscribe AAPl"
        3. answer 2: 0 of 1 conditions hold
           ✗ JSON is {"type":"ping"}
               but was: not JSON: text "subscribe AAPl"
        """
      ])
    #expect(http.webSocketJournal.compactMap(\.received).count == 3)
  }

  @Test func verificationListsTheJournal() async throws {
    let http = HTTPDouble(name: "prices")
    http.stub(.get("/prices"), .webSocket(answers: [.when(.any, reply: [])]))

    try await withServer(http) { server in
      try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
        try await socket.send(.text("subscribe MSFT"))
      }
      #expect(await journalEnds(http, with: "ended"))
    }
    let failures = withCapturedFailures {
      http.verifyWebSocket(received: .text("subscribe AAPL"))
    }

    #expect(
      failures.map(\.message) == [
        """
        Expected a WebSocket message where text is "subscribe AAPL" to arrive once, but none did.
        WebSocket journal of prices:
          1. /prices #1 opened
          2. /prices #1 ← text "subscribe MSFT" (answer 1)
          3. /prices #1 ended
        """
      ])
  }

  /// Stopping the server closes an open WebSocket with 1001 after reading what the client sent
  /// before it heard the close: those messages are journaled, and one no answer takes fails the
  /// test, as it would have had the server read it earlier. The script, waiting on a clock that
  /// never moves, is cut short.
  @Test func stoppingTheServerReadsWhatTheClientSentBeforeClosing() async throws {
    let http = HTTPDouble(name: "prices", clock: ManualClock())
    http.stub(
      .get("/prices"),
      .webSocket(
        onConnect: [.text("hello"), .wait(.seconds(60)), .text("never sent")],
        answers: [.when(.text("subscribe AAPL"), reply: [])]))

    let failures = await withCapturedFailures {
      guard let server = try? await HTTPStubServer.start(answering: http) else { return }
      try? await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
        #expect(try await socket.next() == .message(.text("hello")))
        try await socket.send(.text("subscribe AAPL"))
        try await socket.send(.text("subscribe MSFT"))
        async let stopped: Void = server.stop()
        #expect(try await socket.next() == .closed(.goingAway, reason: "the server stopped"))
        try await socket.close(.goingAway)
        await stopped
      }
    }

    #expect(http.webSocketMessagesReceived == [.text("subscribe AAPL"), .text("subscribe MSFT")])
    #expect(
      failures.map(\.message).first?.hasPrefix(
        #"prices has no answer for text "subscribe MSFT" on the WebSocket /prices (connection 1"#) == true)
    #expect(failures.count == 1)
    // The server may read the messages before or after it sends its close.
    let journal = http.webSocketJournal.map(\.description)
    #expect(journal.contains { $0.hasSuffix(#"closed by the server: 1001 (going away) "the server stopped""#) })
    #expect(journal.last == "6. /prices #1 closed by the client: 1001 (going away)")
  }

  /// A message over 16 MiB is refused, sent in fragments or in one frame (whose header says its
  /// length): the server closes with 1009 and the test fails naming it.
  @Test func aMessageOverSixteenMebibytesIsRefusedWith1009() async throws {
    let tooLarge = Data(count: (1 << 24) + 1)
    var journal: [String] = []
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "uploads")
      http.stub(.get("/upload"), .webSocket(answers: [.when(.binary, reply: [])]))
      try? await withServer(http) { server in
        try await WebSocketTestClient.connect(to: server.webSocketURL("/upload")) { socket in
          try await socket.send(.binary(tooLarge), inFragments: 2, masked: false)
          #expect(try await socket.next() == .closed(.messageTooBig, reason: "a message larger than 16 MiB"))
        }
        // The server stops reading at the frame's header: the client's write may break.
        try? await WebSocketTestClient.connect(to: server.webSocketURL("/upload")) { socket in
          try? await socket.send(.binary(tooLarge), masked: false)
        }
        #expect(await journalHolds(http, 4))
      }
      journal = http.webSocketJournal.map(\.description)
    }

    #expect(
      journal == [
        "1. /upload #1 opened",
        "2. /upload #1 closed by the server: 1009 (message too big) \"a message larger than 16 MiB\"",
        "3. /upload #2 opened",
        "4. /upload #2 closed by the server: 1009 (message too big) \"a message larger than 16 MiB\"",
      ])
    #expect(
      failures.map(\.message) == [
        "uploads received a message larger than 16 MiB on the WebSocket /upload (connection 1); the server closed it "
          + "with 1009 (message too big).",
        "uploads received a message larger than 16 MiB on the WebSocket /upload (connection 2); the server closed it "
          + "with 1009 (message too big).",
      ])
  }

  /// A frame that breaks the protocol (a continuation with no message begun) closes the
  /// connection with 1002 and fails the test.
  @Test func aFrameThatBreaksTheProtocolIsRefusedWith1002() async throws {
    var journal: [String] = []
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "prices")
      http.stub(.get("/prices"), .webSocket(answers: [.when(.any, reply: [])]))
      try? await withServer(http) { server in
        try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
          try await socket.sendStrayContinuation([1, 2])
          #expect(
            try await socket.next() == .closed(.protocolError, reason: "a continuation frame with no message begun"))
        }
      }
      journal = http.webSocketJournal.map(\.description)
    }

    #expect(
      journal.last
        == #"2. /prices #1 closed by the server: 1002 (protocol error) "a continuation frame with no message begun""#)
    #expect(
      failures.map(\.message) == [
        "prices received a continuation frame with no message begun on the WebSocket /prices (connection 1); the "
          + "server closed it with 1002 (protocol error)."
      ])
  }

  /// A close is sent once: a text that is not UTF-8, read while the server waits for the answer
  /// to its own close, fails the test without a second close.
  @Test func afterItsCloseTheServerSendsNoSecondOne() async throws {
    var journal: [String] = []
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "prices")
      http.stub(
        .get("/prices"), .webSocket(answers: [.when(.text("bye"), reply: [.close(.normalClosure, reason: "bye")])]))
      try? await withServer(http) { server in
        try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
          try await socket.send(.text("bye"))
          #expect(try await socket.next() == .closed(.normalClosure, reason: "bye"))
          try await socket.send(textBytes: [0xFF])
          #expect(try await socket.next() == .ended)
        }
      }
      journal = http.webSocketJournal.map(\.description)
    }

    #expect(
      journal == [
        "1. /prices #1 opened", #"2. /prices #1 ← text "bye" (answer 1)"#,
        #"3. /prices #1 closed by the server: 1000 (normal closure) "bye""#,
      ])
    #expect(
      failures.map(\.message) == [
        "prices received a text message that is not UTF-8 on the WebSocket /prices (connection 1); the server had "
          + "closed it already. Send bytes as a binary message."
      ])
  }

  /// A ping is answered at once, not after the script's waits.
  @Test func answersAPingWhileTheScriptWaits() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("/ticks"), .webSocket(onConnect: [.wait(.seconds(60)), .text("late")]))

    try await withServer(http) { server in
      try await WebSocketTestClient.connect(to: server.webSocketURL("/ticks")) { socket in
        try await socket.ping()
        let answer = try await socket.next(includingPongs: true)
        #expect(answer == .pong)
      }
    }
  }

  /// Text that is not UTF-8 fails the connection with 1007 (RFC 6455, 8.1) and the test.
  @Test func textThatIsNotUTF8ClosesWith1007AndFailsTheTest() async throws {
    var events: [WebSocketTestClient.Event] = []
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "prices")
      http.stub(.get("/prices"), .webSocket(answers: [.when(.any, reply: [])]))
      try? await withServer(http) { server in
        events = try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { socket in
          try await socket.send(textBytes: [0x68, 0x69, 0xC3])
          return try await socket.rest()
        }
      }
    }

    #expect(events == [.closed(.invalidPayload, reason: "a text message that is not UTF-8")])
    #expect(
      failures.map(\.message) == [
        "prices received a text message that is not UTF-8 on the WebSocket /prices (connection 1); the server "
          + "closed it with 1007 (invalid payload). Send bytes as a binary message."
      ])
  }

  /// The server names the script's subprotocol only to a client that offered it (a client must
  /// fail a connection whose server picks one it did not offer).
  @Test func namesTheSubprotocolOnlyWhenTheClientOffersIt() async throws {
    let http = HTTPDouble()
    http.stub(.get("/graphql"), .webSocket(subprotocol: "graphql-transport-ws"))

    try await withServer(http) { server in
      let offered = try await WebSocketTestClient.connect(
        to: server.webSocketURL("/graphql"), headers: ["Sec-WebSocket-Protocol": "graphql-transport-ws"]
      ) { $0.upgradeHeaders["sec-websocket-protocol"] }
      let notOffered = try await WebSocketTestClient.connect(to: server.webSocketURL("/graphql")) {
        $0.upgradeHeaders["sec-websocket-protocol"]
      }
      #expect(offered == "graphql-transport-ws")
      #expect(notOffered == nil)
    }
  }

  /// An upgrade request the WebSocket upgrader refuses by itself (no key) is answered as HTTP.
  @Test func anUpgradeWithoutAKeyIsAnsweredAsHTTP() async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/prices"), .webSocket())

    try await withServer(http) { server in
      var request = URLRequest(url: server.url("/prices"))
      request.setValue("Upgrade", forHTTPHeaderField: "Connection")
      request.setValue("websocket", forHTTPHeaderField: "Upgrade")
      let (_, response) = try await URLSession(configuration: .patient).data(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 426)
    }
  }

  @Test func anUpgradeNoStubAcceptsIsRefusedAndFailsTheTest() async throws {
    let http = HTTPDouble(name: "sockets")
    http.stub(.get("/prices"), .webSocket())

    // The server's tasks inherit the test's context from where it starts: here, the capture.
    let failures = await withCapturedFailures {
      try? await withServer(http) { server in
        await #expect(throws: WebSocketTestClient.Refused.self) {
          try await WebSocketTestClient.connect(to: server.webSocketURL("/other")) { _ in }
        }
      }
    }

    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("sockets has no stub for GET http://127.0.0.1:") == true)
    #expect(failures.first?.message.contains("✗ path is /prices") == true)
    #expect(http.journal.map(\.outcome) == [.unmatched])
  }

  @Test func aPlainRequestGets426AndTheDoublesSessionAnError() async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/prices"), .webSocket())

    try await withServer(http) { server in
      let (_, response) = try await URLSession(configuration: .patient).data(from: server.url("/prices"))
      #expect((response as? HTTPURLResponse)?.statusCode == 426)
    }
    let failures = await withCapturedFailures {
      let http = HTTPDouble()
      let stub = http.stub(.get("https://example.com/prices"), .webSocket())
      let error = await #expect(throws: URLError.self) {
        _ = try await http.session.data(from: URL(string: "https://example.com/prices")!)
      }
      #expect(error?.code == .unsupportedURL)
      #expect(
        error?.localizedDescription
          == "\(stub) answers GET https://example.com/prices with a WebSocket, which only the loopback server "
          + "speaks; the request failed with URLError(unsupportedURL). Start HTTPStubServer.start(answering:) "
          + "and connect to its webSocketURL(_:).")
    }

    #expect(failures.count == 1)
  }

  /// Apple's `URLSessionWebSocketTask`, and corelibs' where its libcurl speaks WebSocket.
  @Test(.enabled("this URLSession cannot open WebSockets") { await URLSessionWebSockets.areAvailable() })
  func urlSessionWebSocketTaskTalksToTheScript() async throws {
    let http = HTTPDouble()
    http.stub(
      .get("/echo"), .webSocket(onConnect: [.text("hello")], answers: [.when(.text("ping"), reply: [.text("pong")])]))

    try await withServer(http) { server in
      let task = URLSession(configuration: .ephemeral).webSocketTask(with: server.webSocketURL("/echo"))
      task.resume()
      defer { task.cancel(with: .normalClosure, reason: nil) }
      #expect(try await text(of: task.receive()) == "hello")
      try await task.send(.string("ping"))
      #expect(try await text(of: task.receive()) == "pong")
    }
  }

  private func text(of message: URLSessionWebSocketTask.Message) -> String? {
    if case .string(let text) = message { return text }
    return nil
  }

  /// Whether the journal's last event is `event`, once the server has journaled it (the client
  /// may return before the server reads its close); gives up after a generous 30 seconds.
  /// Whether the WebSocket journal of `http` holds `count` entries within 30 s.
  private func journalHolds(_ http: HTTPDouble, _ count: Int) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline, http.webSocketJournal.count < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
    return http.webSocketJournal.count >= count
  }

  private func journalEnds(_ http: HTTPDouble, with event: String) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      if http.webSocketJournal.last?.event.description == event { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return http.webSocketJournal.last?.event.description == event
  }
}

/// Whether this system's `URLSession` opens WebSockets: always on Apple's systems; on Linux only
/// with a libcurl built with them (Debian 12's is not: a task fails at once with
/// `URLError(.unsupportedURL)`, "WebSockets not supported by libcurl").
enum URLSessionWebSockets {
  static func areAvailable() async -> Bool {
    #if canImport(FoundationNetworking)
      // Port 9 (discard) is closed on a test machine: a task that tries fails to connect.
      let task = URLSession(configuration: .ephemeral).webSocketTask(with: URL(string: "ws://127.0.0.1:9/")!)
      task.resume()
      defer { task.cancel() }
      do {
        _ = try await task.receive()
        return true
      } catch let error as URLError {
        return error.code != .unsupportedURL
      } catch {
        return true
      }
    #else
      return true
    #endif
  }
}
