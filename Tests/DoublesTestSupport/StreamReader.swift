import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A session delegate that hands on the pieces of a body as they arrive, as text, and ends when
/// the task ends: a client that reads a stream as it comes.
package final class StreamReader: NSObject, URLSessionDataDelegate, Sendable {
  /// The pieces, in order; finished when the task completes.
  package let chunks: AsyncStream<String>
  private let continuation: AsyncStream<String>.Continuation

  package override init() {
    (chunks, continuation) = AsyncStream.makeStream()
  }

  package func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    continuation.yield(String(decoding: data, as: UTF8.self))
  }

  package func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    continuation.finish()
  }
}

extension StreamReader {
  /// What ``readEvents(movingTheClockWith:)`` read: the first event, everything, and whether the
  /// first event came only when the watchdog moved the clock.
  package struct Reading: Sendable {
    package let first: String
    package let all: String
    package let clockMovedFirst: Bool
  }

  /// Reads the first event of a stream (up to its blank line), then moves the clock with
  /// `moveClock` and reads the rest. Should the first event not come before the clock moves, a
  /// watchdog moves it after 60 s of real time, so that the test fails instead of hanging.
  package func readEvents(movingTheClockWith moveClock: @escaping @Sendable () async -> Void) async -> Reading {
    var pieces = chunks.makeAsyncIterator()
    let watchdog = Task {
      try await Task.sleep(for: .seconds(60))
      await moveClock()
    }
    var received = ""
    while !received.hasSuffix("\n\n"), let piece = await pieces.next() { received += piece }
    watchdog.cancel()
    let clockMovedFirst = (try? await watchdog.value) != nil
    let first = received
    if !clockMovedFirst { await moveClock() }
    while let piece = await pieces.next() { received += piece }
    return Reading(first: first, all: received, clockMovedFirst: clockMovedFirst)
  }
}
