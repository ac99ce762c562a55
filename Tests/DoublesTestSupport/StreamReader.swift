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
