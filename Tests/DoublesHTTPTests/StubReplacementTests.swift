import Doubles
import DoublesHTTP
import Foundation
import Testing

/// A server that reads its files again swaps a double's stubs in one step: a request meanwhile
/// meets the old stubs or the new, never neither, and the stubs it did not replace (those a test
/// added through the admin API) stay, tried first.
@Suite struct StubReplacementTests {
  @Test func theReplacedStubsGoAndTheOthersStayTriedFirst() throws {
    let http = HTTPDouble()
    let old = [http.stub(.get("https://example.com/a"), .text("old a")), http.stub(.get(Self.b), .text("old b"))]
    let added = http.stub(.get(Self.b), .text("added b"))
    let fresh = [
      http.newStub(.get("https://example.com/a"), .text("new a"), times: nil, site: CallSite()),
      http.newStub(.get(Self.b), .text("new b"), times: nil, site: CallSite()),
    ]
    // Made, not yet answering.
    #expect(http.stubs.map(\.number) == [1, 2, 3])

    http.replaceStubs(numbered: Set(old.map(\.number)), with: fresh, replaying: nil)

    #expect(http.stubs.map(\.number) == [4, 5, added.number])
    #expect(try body(of: "https://example.com/a", from: http) == "new a")
    #expect(try body(of: Self.b, from: http) == "added b")
  }

  @Test func aRequestDuringAReplacementMeetsTheOldStubsOrTheNew() async throws {
    let http = HTTPDouble()
    http.limitJournal(to: 100)
    // Past the index's threshold, as a cassette's are: the index is made again after each swap.
    let made = {
      (0..<40).map {
        http.newStub(.get("https://example.com/items/\($0)"), .text("\($0)"), times: nil, site: CallSite())
      }
    }
    var current = made()
    http.add(current)
    let replacing = Locked(true)
    let requests = Task.detached {
      let request = RecordedRequest(
        method: "GET", url: URL(string: "https://example.com/items/39")!, headers: [], body: Data())
      var (sent, unanswered) = (0, 0)
      // Until the first that meets no stub: the double reports each one as a failure.
      while replacing.withLock({ $0 }) && unanswered == 0 {
        if case .answered(.reply) = http.firstStep(for: request) {} else { unanswered += 1 }
        sent += 1
        if sent.isMultiple(of: 64) { await Task.yield() }
      }
      return (sent, unanswered)
    }
    for _ in 0..<2_000 {
      let fresh = made()
      http.replaceStubs(numbered: Set(current.map(\.number)), with: fresh, replaying: nil)
      current = fresh
      await Task.yield()
    }
    replacing.withLock { $0 = false }
    let (sent, unanswered) = await requests.value
    #expect(unanswered == 0, "\(unanswered) of \(sent) requests met no stub")
  }

  private static let b = "https://example.com/b"

  /// The body the double answers a GET of `url` with, at once.
  private func body(of url: String, from http: HTTPDouble) throws -> String? {
    let request = RecordedRequest(method: "GET", url: try #require(URL(string: url)), headers: [], body: Data())
    guard case .answered(.reply(let reply)) = http.firstStep(for: request) else { return nil }
    return String(decoding: reply.body, as: UTF8.self)
  }
}
