import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

@testable import QuoteService

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The tutorial's eight `QuoteService` tests (S19–S26) and the checks the catalogue adds,
/// written against a network double: no `URLSessionFake`, no `FakeResponseData` class, no
/// `0.01 s` expectation. Every test runs offline, in milliseconds.
@Suite struct QuoteServiceTests {
  static let quoteRequest = RequestPattern.post("https://api.forismatic.com/api/1.0/")
  static let imageRequest = RequestPattern.get("https://source.unsplash.com/random/1000x1000")

  /// S17: the fixtures the tutorial kept in `FakeResponseData`, as answers.
  enum Answer: Sendable {
    case quoteFixture(status: Int)
    case text(String, status: Int)
    case error(URLError.Code)

    func response() throws -> StubbedResponse {
      switch self {
      case .quoteFixture(let status): try .fixture("Quote.json", in: .module, status: status)
      case .text(let text, let status): .text(text, status: status)
      case .error(let code): .error(code)
      }
    }
  }

  /// One failing path: what the two endpoints answer.
  struct FailingPath: Sendable, CustomTestStringConvertible {
    var scenario: String
    var quote: Answer
    var image: Answer?
    var testDescription: String { scenario }
  }

  let http = HTTPDouble(name: "forismatic and unsplash")
  /// Callbacks land here, so a test can wait until every callback that was queued has run.
  let callbacks = DispatchQueue(label: "QuoteServiceTests.callbacks")

  var service: QuoteService {
    QuoteService(quoteSession: http.session, imageSession: http.session, callbackQueue: callbacks)
  }

  /// Calls `getQuote`, waits for the callback (failing if it does not come within `timeout`), and
  /// fails if it runs a second time on any path: the student version left it uncalled, or called
  /// it twice.
  func getQuote(
    from service: QuoteService, timeout: Duration = .seconds(5)
  ) async throws -> (success: Bool, quote: Quote?) {
    let result = await awaitCallback(timeout: timeout) { done in service.getQuote { done(($0, $1)) } }
    await withCheckedContinuation { continuation in callbacks.async { continuation.resume() } }
    return try #require(result)
  }

  // MARK: S19–S25

  @Test(arguments: [
    FailingPath(scenario: "S19 quote: error only", quote: .error(.notConnectedToInternet)),
    FailingPath(scenario: "S20 quote: no data", quote: .text("", status: 200)),
    FailingPath(scenario: "S21 quote: correct data, HTTP 500", quote: .quoteFixture(status: 500)),
    FailingPath(scenario: "S22 quote: \"erreur\", HTTP 200", quote: .text("erreur", status: 200)),
    FailingPath(
      scenario: "S23 image: no data", quote: .quoteFixture(status: 200), image: .text("", status: 200)),
    FailingPath(
      scenario: "S24 image: error", quote: .quoteFixture(status: 200), image: .error(.networkConnectionLost)),
    FailingPath(
      scenario: "S25 image: data, HTTP 500", quote: .quoteFixture(status: 200), image: .text("image", status: 500)),
  ])
  func everyFailingPathCallsBackOnceWithFailure(path: FailingPath) async throws {
    http.stub(Self.quoteRequest, try path.quote.response())
    if let image = path.image { http.stub(Self.imageRequest, try image.response()) }

    let (success, quote) = try await getQuote(from: service)

    #expect(success == false)
    #expect(quote == nil)
    http.verify(Self.quoteRequest, .once)
    http.verify(Self.imageRequest, path.image == nil ? .never : .once)
  }

  // MARK: S26, S18

  @Test func s26SuccessCallsBackWithTheQuoteAndThePicture() async throws {
    http.stub(Self.quoteRequest, try .fixture("Quote.json", in: .module))
    http.stub(Self.imageRequest, .text("image"))

    let (success, quote) = try await getQuote(from: service)

    #expect(success)
    #expect(
      quote?.text
        == "Face your deficiencies and acknowledge them; but do not let them master you. Let them teach you patience, sweetness, insight."
    )
    #expect(quote?.author == "Helen Keller")
    #expect(quote?.imageData == Data("image".utf8))
  }

  @Test func s18TheServiceSendsExactlyTheTwoExpectedRequests() async throws {
    http.stub(Self.quoteRequest, try .fixture("Quote.json", in: .module))
    http.stub(Self.imageRequest, .text("image"))

    _ = try await getQuote(from: service)

    http.verifyInOrder(
      Self.quoteRequest
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(form: ["method": "getQuote", "lang": "en", "format": "json"]),
      Self.imageRequest
    )
    #expect(
      http.requests.map(\.description) == [
        "POST https://api.forismatic.com/api/1.0/", "GET https://source.unsplash.com/random/1000x1000",
      ])
    #expect(http.requests.first?.bodyText == "method=getQuote&lang=en&format=json")
  }

  @Test func s18ANewCallCancelsTheRequestInProgress() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(Self.quoteRequest, try .fixture("Quote.json", in: .module).delayed(by: .seconds(1)))
    http.stub(Self.imageRequest, .text("image"))
    let service = QuoteService(quoteSession: http.session, imageSession: http.session, callbackQueue: callbacks)

    let first = Task { try await getQuote(from: service, timeout: .seconds(60)) }
    await clock.waitForSleepers()
    // The second call waits while this test finishes the first and advances the clock: its
    // timeout covers the test's own steps, which a busy machine can hold back for seconds.
    let second = Task { try await getQuote(from: service, timeout: .seconds(60)) }

    #expect(try await first.value.success == false)
    // The first request's cancellation is journaled on the double's own threads, and may come
    // after its callback: wait for it, so that it comes before the second request's answer.
    await http.verifyEventually(Self.quoteRequest)
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    #expect(try await second.value.success)
    #expect(http.journal.map(\.outcome) == [.cancelled, .responded(status: 200), .responded(status: 200)])
  }

  // MARK: S27, S28, S29

  @Test func s27TheCallbackRunsOnTheMainQueueAndTheTestWaitsForIt() async throws {
    http.stub(Self.quoteRequest, try .fixture("Quote.json", in: .module))
    http.stub(Self.imageRequest, .text("image"))
    let service = QuoteService(quoteSession: http.session, imageSession: http.session)

    let mainQueue = DispatchSpecificKey<String>()
    DispatchQueue.main.setSpecific(key: mainQueue, value: "main")

    let queue = await awaitCallback { done in
      service.getQuote { _, _ in done(DispatchQueue.getSpecific(key: mainQueue)) }
    }

    #expect(queue == "main")
  }

  @Test func s28TheSingletonKeepsRealSessionsAndATestInstanceOnlyTheDouble() async throws {
    let shared = QuoteService.shared
    let protocolNames = (shared.quoteSession.configuration.protocolClasses ?? []).map { "\($0)" }
    #expect(!protocolNames.contains { $0.contains("DoubleURLProtocol") })
    #expect(shared.quoteSession !== shared.imageSession)

    let service = self.service
    #expect(service.quoteSession === http.session && service.imageSession === http.session)
  }

  @Test func s29TheRealNetworkTestRunsOfflineFromAHARCapture() async throws {
    let http = try HTTPDouble(cassette: .resource("QuoteService.har", in: .module))
    let service = QuoteService(quoteSession: http.session, imageSession: http.session, callbackQueue: callbacks)

    let (success, quote) = try await getQuote(from: service)

    #expect(success)
    #expect(quote?.text == "Difficulties are things that show a person what they are.  ")
    #expect(quote?.author == "Epictetus ")
    #expect(quote?.imageData == Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]))
    #expect(http.unmatchedRequests.isEmpty)
  }
}
