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
    let progress = Locked((replacing: true, sent: 0, unanswered: 0))
    let requests = Task.detached {
      let request = RecordedRequest(
        method: "GET", url: URL(string: "https://example.com/items/39")!, headers: [], body: Data())
      // Until the swaps end, or the first request that meets no stub: the double reports each one.
      while progress.withLock({ $0.replacing && $0.unanswered == 0 }) {
        let answered = if case .answered(.reply) = http.firstStep(for: request) { true } else { false }
        let sent = progress.withLock { state in
          state.sent += 1
          if !answered { state.unanswered += 1 }
          return state.sent
        }
        if sent.isMultiple(of: 64) { await Task.yield() }
      }
    }
    // Once the requests come: 2,000 swaps, and on until 2,000 requests have been sent meanwhile.
    while progress.withLock({ $0.sent }) == 0 { await Task.yield() }
    let first = progress.withLock { $0.sent }
    var swaps = 0
    while swaps < 2_000 || progress.withLock({ $0.sent - first < 2_000 && $0.unanswered == 0 }) {
      let fresh = made()
      http.replaceStubs(numbered: Set(current.map(\.number)), with: fresh, replaying: nil)
      current = fresh
      swaps += 1
      await Task.yield()
    }
    progress.withLock { $0.replacing = false }
    await requests.value
    let (sent, unanswered) = progress.withLock { ($0.sent, $0.unanswered) }
    #expect(unanswered == 0, "\(unanswered) of \(sent) requests met no stub during \(swaps) swaps")
  }

  private static let b = "https://example.com/b"

  /// The body the double answers a GET of `url` with, at once.
  private func body(of url: String, from http: HTTPDouble) throws -> String? {
    let request = RecordedRequest(method: "GET", url: try #require(URL(string: url)), headers: [], body: Data())
    guard case .answered(.reply(let reply)) = http.firstStep(for: request) else { return nil }
    return String(decoding: reply.body, as: UTF8.self)
  }
}
