import Doubles
import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real network, for pass-through hosts and recording. It does not follow redirects: the
/// double does, so that a cassette records each hop and a replay gives the client the same hops.
/// It notes when each piece of a body arrives, so that a recorded stream keeps its timing.
struct NetworkTransport: HTTPTransport {
  static let shared = NetworkTransport()

  private let session: URLSession
  private let receiver: BodyReceiver

  private init() {
    receiver = BodyReceiver()
    session = URLSession(configuration: .ephemeral, delegate: receiver, delegateQueue: nil)
  }

  func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
    let received = try await receive(request, body: body)
    return (received.head, received.body)
  }

  /// Sends a recorded request and reads the answer back as a reply, with when its body arrived.
  func send(timing request: RecordedRequest) async throws -> (reply: HTTPReply, arrivals: [BodyArrival]) {
    let received = try await receive(request.httpRequest, body: request.sentBody)
    return (HTTPReply(answering: request, received.head, body: received.body), received.arrivals)
  }

  private func receive(_ request: HTTPRequest, body: Data?) async throws -> BodyReceiver.Received {
    let task = session.dataTask(with: try URLRequest(sending: request, body: body))
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if receiver.begin(task.taskIdentifier, continuation) { task.resume() }
      }
    } onCancel: {
      task.cancel()
    }
  }
}

/// A piece of a body as it arrived: when, from the request's start, and how many bytes of the
/// body had come with it.
struct BodyArrival: Sendable, Equatable {
  var time: Duration
  var received: Int
}

/// The delegate of the network's session: it gathers each task's body and when its pieces came,
/// and answers every redirect with the redirect response itself.
private final class BodyReceiver: NSObject, URLSessionDataDelegate, Sendable {
  struct Received: Sendable {
    var head: HTTPResponse
    var body: Data
    var arrivals: [BodyArrival]
  }

  private struct Transfer {
    let continuation: CheckedContinuation<Received, any Error>
    let start = ContinuousClock.now
    var body = Data()
    var arrivals: [BodyArrival] = []
  }

  private let transfers = Locked<[Int: Transfer]>([:])

  /// Waits for `task` with `continuation`; returns whether it should start. A request cancelled
  /// before it began ends at once: its task, cancelled unstarted, may never report.
  func begin(_ task: Int, _ continuation: CheckedContinuation<Received, any Error>) -> Bool {
    guard !Task.isCancelled else {
      continuation.resume(throwing: CancellationError())
      return false
    }
    transfers.withLock { $0[task] = Transfer(continuation: continuation) }
    return true
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let now = ContinuousClock.now
    transfers.withLock { transfers in
      guard var transfer = transfers[dataTask.taskIdentifier] else { return }
      transfer.body.append(data)
      transfer.arrivals.append(BodyArrival(time: now - transfer.start, received: transfer.body.count))
      transfers[dataTask.taskIdentifier] = transfer
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    if let error {
      transfer.continuation.resume(throwing: error)
    } else if let head = (task.response as? HTTPURLResponse)?.httpResponse {
      transfer.continuation.resume(returning: Received(head: head, body: transfer.body, arrivals: transfer.arrivals))
    } else {
      transfer.continuation.resume(throwing: URLError(.badServerResponse))
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
