import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

/// A server's double keeps the newest entries of its journal only, so that its memory stays flat
/// however long it runs; the entries keep their numbers, and a watcher sees each once at most, in
/// order.
@Suite struct JournalLimitTests {
  @Test func theJournalKeepsItsNewestEntriesNumberedAsTheyCame() async throws {
    let http = HTTPDouble()
    http.limitJournal(to: 8)
    http.stub(.get("https://example.com/books"), .text("[]"))
    let watched = Task {
      var numbers: [Int] = []
      for await entry in http.journalEntries() {
        numbers.append(entry.number)
        if entry.number == 100 { break }
      }
      return numbers
    }
    for _ in 1...100 {
      let request = RecordedRequest(
        method: "GET", url: try #require(URL(string: "https://example.com/books")), headers: [], body: Data())
      _ = await http.handle(request, timeout: .seconds(5))
    }

    let kept = http.journal.map(\.number)
    // Between the limit and a quarter more: the oldest go a batch at a time.
    #expect((8...10).contains(kept.count))
    #expect(kept == Array((101 - kept.count)...100))
    #expect(http.lastJournalNumber == 100)
    // Read as they came: once each, in order, up to the last (a watcher that lags behind the limit
    // misses the forgotten ones).
    let seen = await watched.value
    #expect(seen.last == 100 && seen == seen.sorted() && Set(seen).count == seen.count)

    http.reset()
    #expect(http.journal.isEmpty && http.lastJournalNumber == 0)
  }
}
