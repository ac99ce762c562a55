import DoublesTesting
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
  @Test func eightTasksCallingOneDoubleLoseNoCall() async {
    let quotes = QuoteFetchingDouble()
    quotes.on.cachedQuote.returns(Quote(text: "", author: ""))
    let tasks = 8
    let callsPerTask = 100_000
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for call in 0..<callsPerTask { _ = quotes.cachedQuote(id: task * callsPerTask + call) }
        }
      }
    }
    #expect(quotes.on.cachedQuote.callCount == tasks * callsPerTask)
    #expect(Set(quotes.on.cachedQuote.allArguments).count == tasks * callsPerTask)
    #expect(quotes.recorder.callCount == tasks * callsPerTask)
  }
}
