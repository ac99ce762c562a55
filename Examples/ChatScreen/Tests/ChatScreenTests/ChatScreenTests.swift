import ChatScreen
import DoublesHTTP
import DoublesTesting
import Testing

/// The chat screen against a stream of Server-Sent Events, on a manual clock: the test moves the
/// clock, and the answer grows; no time passes.
@Suite(.timeLimit(.minutes(1)))  // a stream that waited for the clock before its first event would hang
struct ChatScreenTests {
  let clock = ManualClock()

  @Test func theAnswerGrowsAsTheTokensStreamIn() async {
    let api = HTTPDouble(name: "chat", clock: clock)
    api.stub(
      .get("https://api.example.com/chat?prompt=Hi"),
      .events([.data(#"{"token": "Hel"}"#), .wait(.seconds(1)), .data(#"{"token": "lo"}"#), .data("[DONE]")]))
    let chat = ChatViewModel(configuration: api.makeConfiguration())
    var answers = chat.answers.makeAsyncIterator()

    chat.ask("Hi")

    #expect(await answers.next() == "Hel")
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    #expect(await answers.next() == "Hello")
    #expect(await answers.next() == nil)
    api.verify(.get("https://api.example.com/chat?prompt=Hi").header("Accept", "text/event-stream"), .once)
  }

  @Test func aBrokenStreamResumesFromTheLastEventItGot() async {
    let api = HTTPDouble(name: "chat", clock: clock)
    api.stub(
      .get("https://api.example.com/chat?prompt=Hi").header(absent: "Last-Event-ID"),
      .events([.event(data: #"{"token": "Hel"}"#, id: "1")]))
    api.stub(
      .get("https://api.example.com/chat?prompt=Hi").header("Last-Event-ID", "1"),
      .events([.event(data: #"{"token": "lo"}"#, id: "2"), .data("[DONE]")]))
    let chat = ChatViewModel(configuration: api.makeConfiguration())

    chat.ask("Hi")
    var last = ""
    for await answer in chat.answers { last = answer }

    #expect(last == "Hello")
    #expect(api.requests.map { $0.header("Last-Event-ID") } == [nil, "1"])
  }

  /// The must-fail twin: the test expects the reconnect to resume after event 2, where the
  /// stream broke after event 1. The reconnect fails closed, and the test fails naming the header.
  @Test func aReconnectThatNoStubExpectsFailsNamingTheHeader() async throws {
    var made: (first: HTTPStub, resume: HTTPStub)?
    var last = ""
    let failures = await withCapturedFailures {
      let api = HTTPDouble(name: "chat", clock: clock)
      let first = api.stub(
        .get("https://api.example.com/chat?prompt=Hi").header(absent: "Last-Event-ID"),
        .events([.event(data: #"{"token": "Hel"}"#, id: "1")]))
      let resume = api.stub(
        .get("https://api.example.com/chat?prompt=Hi").header("Last-Event-ID", "2"),
        .events([.data(#"{"token": "lo"}"#), .data("[DONE]")]))
      made = (first, resume)
      let chat = ChatViewModel(configuration: api.makeConfiguration())
      chat.ask("Hi")
      for await answer in chat.answers { last = answer }
    }
    let (first, resume) = try #require(made)
    #expect(last == "Hel")
    #expect(
      failures.map(\.message) == [
        """
        chat has no stub for GET https://api.example.com/chat?prompt=Hi; the request failed with \
        URLError(resourceUnavailable) and nothing was sent to the network.
        Request:
          GET https://api.example.com/chat?prompt=Hi
            Accept: text/event-stream
            Last-Event-ID: 1
        Closest stubs:
        1. \(resume): 5 of 6 conditions hold
           ✓ method is GET
           ✓ scheme is https
           ✓ host is api.example.com
           ✓ path is /chat
           ✓ query is prompt=Hi
           ✗ header Last-Event-ID is 2
               but was: Last-Event-ID: 1
        2. \(first): 5 of 6 conditions hold
           ✓ method is GET
           ✓ scheme is https
           ✓ host is api.example.com
           ✓ path is /chat
           ✓ query is prompt=Hi
           ✗ no header Last-Event-ID
               but was: Last-Event-ID: 1
        """
      ])
  }
}
