import DoublesTesting
import Foundation
import Testing

@Suite("Stubbing")
struct StubbingTests {
  @Test func relaxedDoubleAnswersDefaults() async throws {
    let dummy = AuthorizerDouble()
    #expect(dummy.authorize(username: "Bob", password: "x") == nil)
    let table = TableReloadingDouble()
    #expect(table.numberOfRows(inSection: 0) == 0)
    table.reloadData()
    #expect(table.callLog == ["numberOfRows(inSection: 0)", "reloadData()"])
  }

  @Test func returnsAnswersEveryCall() {
    let stub = AuthorizerDouble().with { $0.on.authorize.returns(true) }
    #expect(stub.authorize(username: "Alice", password: "1") == true)
    #expect(stub.authorize(username: "Bob", password: "2") == true)
  }

  @Test func theMostRecentMatchingStubWins() {
    let double = AuthorizerDouble()
    double.on.authorize.returns(false)
    double.on.authorize.when(\.username, "Bob").returns(true)
    double.on.authorize.when(\.username, .where { $0.hasPrefix("Z") }).and(\.password, "zz").returns(nil)
    #expect(double.authorize(username: "Bob", password: "x") == true)
    #expect(double.authorize(username: "Alice", password: "x") == false)
    #expect(double.authorize(username: "Zoe", password: "zz") == nil)
    #expect(double.authorize(username: "Zoe", password: "no") == false)
  }

  @Test func answersComputeFromTheRealArguments() {
    let fake = AuthorizerDouble().with { $0.on.authorize.answers { $0.username == "Bob" } }
    #expect(fake.authorize(username: "Bob", password: "") == true)
    #expect(fake.authorize(username: "Alice", password: "") == false)
  }

  @Test func anAnswerCanCallTheCompletionHandlerItReceives() async {
    let quotes = QuoteFetchingDouble()
    quotes.on.prefetch.answers { arguments in arguments.completion(true) }
    let finished = await withCheckedContinuation { continuation in
      quotes.prefetch(ids: [1, 2]) { continuation.resume(returning: $0) }
    }
    #expect(finished)
    #expect(quotes.callLog == ["prefetch(ids: [1, 2], completion: (function))"])
  }

  @Test func sequencesTakeEachAnswerInTurnAndRepeatTheLast() async throws {
    let quotes = QuoteFetchingDouble()
    let quote = Quote(text: "Know thyself", author: "Thales")
    quotes.on.fetchQuote.throws(QuoteError()).then.throws(QuoteError()).then.returns(quote)
    await #expect(throws: QuoteError.self) { try await quotes.fetchQuote(id: 1) }
    await #expect(throws: QuoteError.self) { try await quotes.fetchQuote(id: 1) }
    #expect(try await quotes.fetchQuote(id: 1) == quote)
    #expect(try await quotes.fetchQuote(id: 1) == quote)
  }

  @Test func singleArgumentsMatchByValue() async throws {
    let quotes = QuoteFetchingDouble()
    quotes.on.fetchQuote.when(3).returns(Quote(text: "three", author: ""))
    quotes.on.fetchQuote.when(.where { $0 > 10 }).returns(Quote(text: "big", author: ""))
    #expect(try await quotes.fetchQuote(id: 3).text == "three")
    #expect(try await quotes.fetchQuote(id: 11).text == "big")
  }

  @Test func asyncAnswersMaySuspendUntilReleased() async throws {
    let quotes = QuoteFetchingDouble()
    let (gate, release) = AsyncStream<Void>.makeStream()
    quotes.on.fetchQuote.answers { _ in
      for await _ in gate { break }
      return Quote(text: "late", author: "")
    }
    async let fetched = quotes.fetchQuote(id: 1)
    await quotes.on.fetchQuote.verifyEventually(.once)
    release.yield()
    #expect(try await fetched.text == "late")
  }

  @Test func neverCompletesEndsWhenTheTaskIsCancelled() async {
    let quotes = QuoteFetchingDouble()
    quotes.on.fetchQuote.neverCompletes()
    let task = Task { try await quotes.fetchQuote(id: 1) }
    await quotes.on.fetchQuote.verifyEventually(.once)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aPartialDoubleForwardsWhatIsNotStubbed() {
    let partial = AuthorizerDouble(forwardingTo: BobOnlyAuthorizer())
    #expect(partial.authorize(username: "Bob", password: "") == true)
    #expect(partial.authorize(username: "Alice", password: "") == false)
    partial.on.authorize.when(\.username, "Alice").returns(true)
    #expect(partial.authorize(username: "Alice", password: "") == true)
    #expect(partial.on.authorize.callCount == 3)
  }

  @Test func propertiesHoldWhatWasWrittenAndKeepIdentity() {
    let details = BidDetails()
    let label = LabeledDouble()
    label.on.details.value = details
    label.on.title.returns("FakeTitle")
    #expect(label.details === details)
    #expect(label.title == "FakeTitle")
    #expect(label.text == nil)
    label.text = "Hello"
    #expect(label.text == "Hello")
    #expect(label.on.text.setValues == ["Hello"])
    #expect(label.callLog == ["details", "title", "text", "text = \"Hello\"", "text"])
  }

  @Test func callLogsRenderArgumentsStably() {
    let renderer = RendererDouble()
    renderer.move(to: CGPoint(x: 1, y: 2))
    renderer.addArc(center: CGPoint(x: 187.5, y: 333.5), radius: 93.75, startAngle: 0, endAngle: 2 * .pi)
    #expect(
      renderer.callLog == [
        "move(to: CGPoint(x: 1.0, y: 2.0))",
        "addArc(center: CGPoint(x: 187.5, y: 333.5), radius: 93.75, startAngle: 0.0, endAngle: 6.283185307179586)",
      ])
  }

  @Test func capturesArgumentsOfEveryCall() {
    let double = AuthorizerDouble()
    _ = double.authorize(username: "Bob", password: "1")
    _ = double.authorize(username: "Alice", password: "2")
    #expect(double.on.authorize.allArguments.map(\.username) == ["Bob", "Alice"])
    #expect(double.on.authorize.lastArguments?.password == "2")
  }
}
