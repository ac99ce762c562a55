import Doubles
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` behind an ``HTTPDouble``'s session.
///
/// Every double gets its own specialisation (`Slot` is a type minted for it by
/// ``ProtocolRegistration``), because a session can only name protocol *classes*: a class per
/// double is what keeps parallel tests apart. The class finds its double through the registry.
final class DoubleURLProtocol<Slot>: URLProtocol {
  /// Whether the request is still open, and the task answering it.
  private struct Loading {
    var finished = false
    var task: Task<Void, Never>?
  }

  private let loading = Locked(Loading())

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let double = ProtocolRegistration.double(for: ObjectIdentifier(Self.self)) else {
      finish(.failure(URLError(.cancelled)))
      return
    }
    let recorded = RecordedRequest(request)
    let seconds = request.timeoutInterval > 0 ? request.timeoutInterval : 60
    let timeout = Duration.milliseconds(Int64((seconds * 1000).rounded()))
    let this = UncheckedBox(self)
    // On threads of its own: the test may be blocking a thread of the cooperative pool while it
    // waits for this very answer.
    let task = Task(executorPreference: AnsweringExecutor.shared) {
      let delivery = await double.handle(recorded, timeout: timeout)
      this.value.finish(delivery)
    }
    loading.withLock { $0.task = task }
  }

  override func stopLoading() {
    let task = loading.withLock { state -> Task<Void, Never>? in
      state.finished = true
      return state.task
    }
    task?.cancel()
  }

  /// Sends exactly one terminal callback (corelibs crashes on a second one), unless the client
  /// already stopped the load.
  private func finish(_ delivery: Delivery) {
    let alreadyFinished = loading.withLock { state -> Bool in
      defer { state.finished = true }
      return state.finished
    }
    guard !alreadyFinished, let client else { return }
    switch delivery {
    case .reply(let reply):
      client.urlProtocol(self, didReceive: reply.urlResponse(), cacheStoragePolicy: .notAllowed)
      if !reply.body.isEmpty { client.urlProtocol(self, didLoad: reply.body) }
      client.urlProtocolDidFinishLoading(self)
    case .failure(let error):
      client.urlProtocol(self, didFailWithError: error)
    case .cancelled:
      client.urlProtocol(self, didFailWithError: URLError(.cancelled))
    case .fault(let fault):
      client.urlProtocol(self, didFailWithError: URLError(fault.urlError))
    }
  }
}

/// Carries a non-`Sendable` value into a task that is its only other user.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
