import DoublesHTTP
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Streams of Server-Sent Events that stubs answer with. A stream that waited for the clock
/// before its first event would be caught by the readers' watchdog, after 60 s; the time limit
/// catches anything else that would hang.
@Suite(.timeLimit(.minutes(2))) struct ServerSentEventTests {
  static let stream: [ServerSentEvent] = [
    .comment("keep-alive"),
    .data(#"{"token": "Hel"}"#),
    .wait(.seconds(1)),
    .event(data: "line one\nline two", type: "summary", id: "2", retry: .milliseconds(1500)),
    .wait(.milliseconds(500)),
    .data("[DONE]"),
  ]

  @Test func theStreamIsWrittenAsTheEventStreamFormatSaysWithItsHeaders() throws {
    let response = StubbedResponse.events(Self.stream, headers: ["X-Request-ID": "7"])
    let (status, headers, body) = try #require(response.replyParts)

    #expect(status == 200)
    #expect(
      String(decoding: body, as: UTF8.self) == """
        : keep-alive
        data: {"token": "Hel"}

        event: summary
        id: 2
        retry: 1500
        data: line one
        data: line two

        data: [DONE]


        """)
    #expect(
      headers.map { "\($0.name): \($0.value)" }.sorted() == [
        "Cache-Control: no-cache", "Content-Type: text/event-stream", "X-Request-ID: 7",
      ])
  }

  /// The stream read as the HTML standard's event-stream interpretation reads it (mattt/EventSource
  /// 1.1.1, a client's parser, does not build on Linux: it needs `URLSession.bytes(for:)`).
  @Test func theStreamReadsBackAsTheEventsTheTestWrote() throws {
    let body = try #require(StubbedResponse.events(Self.stream).replyParts).body
    var events: [[String: String]] = []
    var fields: [String: String] = [:]
    for line in String(decoding: body, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        if !fields.isEmpty { events.append(fields) }
        fields = [:]
        continue
      }
      guard !line.hasPrefix(":"), let colon = line.firstIndex(of: ":") else { continue }
      let name = String(line[..<colon])
      var value = line[line.index(after: colon)...]
      if value.hasPrefix(" ") { value = value.dropFirst() }
      fields[name] = fields[name].map { "\($0)\n\(value)" } ?? String(value)
    }

    #expect(
      events == [
        ["data": #"{"token": "Hel"}"#],
        ["event": "summary", "id": "2", "retry": "1500", "data": "line one\nline two"],
        ["data": "[DONE]"],
      ])
  }

  /// Through the double's URLSession the whole stream arrives once its waits have passed on the
  /// double's clock: a manual clock, moved by the test, so no time passes for real.
  @Test func theStreamArrivesWholeWhenItsWaitsHavePassedOnTheClock() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("https://api.example.com/chat"), .events(Self.stream))

    let reading = Task { try await http.session.data(from: URL(string: "https://api.example.com/chat")!) }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(1499))
    #if canImport(FoundationNetworking)
      // On Linux the answer waits for the clock, which has not reached its end. Apple's URLSession
      // reads every body as it arrives, so there the response began at once.
      #expect(http.journal.isEmpty)
    #endif
    await clock.advance(by: .milliseconds(1))
    let (data, response) = try await reading.value

    #expect(String(decoding: data, as: UTF8.self).hasSuffix("data: [DONE]\n\n"))
    #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
  }

  /// A client that reads the body as it arrives (a session with a delegate; on Apple's systems
  /// also `bytes(for:)`) gets each event when the waits before it have passed on the clock.
  @Test func aClientReadingAsTheBodyArrivesGetsEachEventInItsTurn() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(
      .get("https://api.example.com/chat"),
      .events([.data("one"), .wait(.seconds(1)), .data("two"), .wait(.milliseconds(500)), .data("three")]))
    let reader = StreamReader()
    let session = URLSession(configuration: http.makeConfiguration(), delegate: reader, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }

    session.dataTask(with: URL(string: "https://api.example.com/chat")!).resume()
    await clock.waitForSleepers()
    // One move past both waits releases both events they hold back.
    let read = await reader.readEvents(movingTheClockWith: { await clock.advance(by: .milliseconds(1500)) })

    #expect(!read.clockMovedFirst, "the first event came only when the clock moved on")
    #expect(read.first == "data: one\n\n")
    #expect(read.all == "data: one\n\ndata: two\n\ndata: three\n\n")
    #expect(http.journal.count == 1)
  }

  /// A field's line breaks, written `\r\n`, `\r` or `\n`, never make a field of their own.
  @Test func lineBreaksOfEveryKindStayInsideTheirField() throws {
    let response = StubbedResponse.events([.event(data: "a\r\nb\rc", type: "to\nken", id: "1\r\n2"), .comment("x\ry")])
    let body = try #require(response.replyParts).body

    #expect(
      String(decoding: body, as: UTF8.self) == "event: token\nid: 12\ndata: a\ndata: b\ndata: c\n\n: x\n: y\n")
  }
}
