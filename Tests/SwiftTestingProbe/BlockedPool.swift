import DoublesHTTP
import DoublesHTTPServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Tests that wait synchronously block threads of the cooperative pool, which has one thread per
// core: two of them block all of it on this machine. What a network double does for a waiting
// test must not need the pool. These tests pass when it does not. (Each takes about a second:
// URLSession's own work on Linux runs on Dispatch's global threads, the pool's, and waits until
// libdispatch adds a thread for it. Answered on the pool, they waited for their 30 s timeout.)

// One test at a time: two at once could each start one blocking task on the two-thread pool and
// wait for ever for the second (seen once in CI's ten runs beside two busy processes).
@Suite(.serialized) struct EveryPoolThreadBlocked {
  static let url = URL(string: "https://example.com/page")!

  @Test func anHTTPDoubleStillAnswersURLSession() async {
    let http = HTTPDouble(name: "pages")
    http.stub(.get("https://example.com/page"), .text("page"))
    let body = await whileEveryPoolThreadIsBlocked { fetch(Self.url, on: http.session) }
    #expect(body == "page")
  }

  @Test func theLoopbackServerStillAnswers() async throws {
    let http = HTTPDouble(name: "pages")
    http.stub(.get("/page"), .text("page"))
    let server = try await HTTPStubServer.start(answering: http)
    let url = server.url("/page")
    let body = await whileEveryPoolThreadIsBlocked { fetch(url, on: URLSession(configuration: .ephemeral)) }
    await server.stop()
    #expect(body == "page")
  }
}

/// The body of `url` as `session` fetches it, waited for synchronously as a blocking test
/// does; `nil` after 30 seconds without an answer.
func fetch(_ url: URL, on session: URLSession) -> String? {
  let answered = DispatchSemaphore(value: 0)
  nonisolated(unsafe) var body: String?
  session.dataTask(with: url) { data, _, _ in
    body = data.map { String(decoding: $0, as: UTF8.self) }
    answered.signal()  // orders the write before the read below
  }.resume()
  guard answered.wait(timeout: .now() + 30) == .success else { return nil }
  return body
}

/// Runs `body` on a thread of its own while a task blocks each thread of the cooperative pool.
func whileEveryPoolThreadIsBlocked<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      let threads = ProcessInfo.processInfo.activeProcessorCount
      let (started, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
      for _ in 0..<threads {
        Task.detached {
          started.signal()
          release.wait()
        }
      }
      // Bounded, so that a pool already held elsewhere makes a slow test, not a hung one; the
      // releases below let late tasks through too.
      for _ in 0..<threads { _ = started.wait(timeout: .now() + 60) }
      let result = body()
      for _ in 0..<threads { release.signal() }
      continuation.resume(returning: result)
    }
  }
}
