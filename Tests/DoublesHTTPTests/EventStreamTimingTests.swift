import DoublesHAR
import DoublesHTTP
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// When each event of a stream came, as a cassette keeps it (`_eventTimes`) and replays it.
@Suite(.timeLimit(.minutes(2))) struct EventStreamTimingTests {
  static let body = Data("data: one\n\n: keep-alive\r\n\r\nid: 2\rdata: two\r\rdata: three".utf8)

  @Test func aStreamIsReadInBlocksEndedByABlankLineWhateverItsLineEnds() {
    let ends = EventStreamTiming.blockEnds(of: Self.body)

    var start = 0
    let blocks = ends.map { end in
      defer { start = end }
      return String(decoding: Self.body[start..<end], as: UTF8.self)
    }
    #expect(blocks == ["data: one\n\n", ": keep-alive\r\n\r\n", "id: 2\rdata: two\r\r", "data: three"])
  }

  /// A block's time is that of the piece that brought its last byte, to the millisecond.
  @Test func eachBlockTakesTheTimeOfThePieceThatCompletedIt() {
    let arrivals = [
      BodyArrival(time: .milliseconds(12), received: 5),  // "data:"
      BodyArrival(time: .milliseconds(20), received: 25),  // the first block and most of the second
      BodyArrival(time: .microseconds(1_500_400), received: 44),  // both the second and third
      BodyArrival(time: .seconds(3), received: Self.body.count),
    ]

    #expect(EventStreamTiming.times(of: Self.body, arrivals: arrivals) == [0.02, 1.5, 1.5, 3])
    #expect(EventStreamTiming.times(of: Self.body, arrivals: []).isEmpty)
  }

  @Test func theTimesReplayAsWaitsScaledByTheCassettesTimeScale() {
    let pieces = EventStreamTiming.pieces(of: Self.body, times: [0.5, 1.5, 1.5, 3], scale: 0.5)

    #expect(pieces.map(\.after) == [.milliseconds(250), .milliseconds(500), .zero, .milliseconds(750)])
    #expect(pieces.map(\.length) == [11, 16, 17, 11])
  }

  /// A body edited by hand after it was recorded, with more events than times: those past the
  /// last time come with it, and times out of order never wait backwards.
  @Test func blocksPastTheLastTimeComeWithIt() {
    let pieces = EventStreamTiming.pieces(of: Self.body, times: [2, 1], scale: 1)

    #expect(pieces.map(\.after) == [.seconds(2), .zero, .zero, .zero])
  }

  /// The times are written with a recorded stream, unless redaction joined its blocks (a
  /// credential replaced across lines): then they would no longer fit the events.
  @Test func timesAreWrittenUnlessRedactionJoinedTheirBlocks() throws {
    let body = "data: one\n\ndata: SECRET-A\n\ndata: SECRET-B\n\ndata: two\n\n"
    let request = RecordedRequest(
      method: "GET", url: URL(string: "https://api.example.com/chat")!, headers: [], body: Data())
    let reply = HTTPReply(
      request: request, status: 200, headers: [HTTPHeader("Content-Type", "text/event-stream")], body: Data(body.utf8))
    let arrivals = [BodyArrival(time: .milliseconds(500), received: body.utf8.count)]
    let joining = try Redaction.standard.adding(pattern: #"SECRET-A\s+data: SECRET-B"#, named: "split")

    let kept = HAREntryBuilder.entry(request, reply, arrivals: arrivals, redaction: .standard).entry
    let joined = HAREntryBuilder.entry(request, reply, arrivals: arrivals, redaction: joining).entry

    #expect(kept.response.content.eventTimes == [0.5, 0.5, 0.5, 0.5])
    #expect(joined.response.content.text == "data: one\n\ndata: REDACTED\n\ndata: two\n\n")
    #expect(joined.response.content.eventTimes == nil)
  }

  /// A cassette's `_eventTimes` replay through the double's URLSession on its clock: a client
  /// reading as the body arrives gets the first event at its time, and the rest when the clock
  /// reaches theirs; with `timeScale: 0` the stream comes at once.
  @Test func aCassettesEventTimesReplayOnTheDoublesClock() async throws {
    let file = TestScratch.file("stream.har")
    try Data(
      #"""
      {"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": [{
        "startedDateTime": "2026-11-27T05:00:00Z", "time": 0,
        "request": {"method": "GET", "url": "https://api.example.com/chat", "headers": []},
        "response": {"status": 200, "headers": [{"name": "Content-Type", "value": "text/event-stream"}],
          "content": {"size": 33, "mimeType": "text/event-stream",
            "text": "data: one\n\ndata: two\n\ndata: three\n\n", "_eventTimes": [0.25, 2, 2]}}
      }]}}
      """#.utf8
    ).write(to: file)
    let url = URL(string: "https://api.example.com/chat")!

    let clock = ManualClock()
    let http = try HTTPDouble(cassette: Cassette(file, mode: .none), clock: clock)
    let reader = StreamReader()
    let session = URLSession(configuration: http.makeConfiguration(), delegate: reader, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    session.dataTask(with: url).resume()
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(250))
    let read = await reader.readEvents(movingTheClockWith: { await clock.advance(by: .seconds(2)) })

    #expect(!read.clockMovedFirst, "the first event came only when the clock moved on")
    #expect(read.first == "data: one\n\n")
    #expect(read.all == "data: one\n\ndata: two\n\ndata: three\n\n")

    let instant = try HTTPDouble(cassette: Cassette(file, mode: .none, timeScale: 0), clock: ManualClock())
    let (data, _) = try await instant.session.data(from: url)
    #expect(String(decoding: data, as: UTF8.self) == "data: one\n\ndata: two\n\ndata: three\n\n")
  }
}
