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
    // A canned answer, and the failure of a request no stub matches, are given here and now, on
    // the task's work queue. An answer that waits (a delay, a computed answer) is worked out on
    // threads of its own, since the test may be blocking a thread of the cooperative pool while
    // it waits for it, and given on the work queue too: corelibs reads the session's task
    // registry in the client's callbacks without a lock, so a callback from another thread can
    // crash a session that starts or ends other requests meanwhile.
    let first = double.firstStep(for: recorded)
    if case .answered(let delivery) = first {
      finish(delivery)
      return
    }
    let this = UncheckedBox(self)
    let workQueue = corelibsWorkQueue(of: self.task)
    let streams = readsBodyAsItArrives(self.task)
    func onWorkQueue(_ callback: @escaping @Sendable () -> Void) {
      if let workQueue { workQueue.async(execute: callback) } else { callback() }
    }
    let answering = Task(executorPreference: AnsweringExecutor.shared) {
      let delivery = await double.handle(recorded, timeout: timeout, streamsBody: streams, after: first)
      guard streams, case .reply(let reply) = delivery, let dribble = reply.dribble else {
        onWorkQueue { this.value.finish(delivery) }
        return
      }
      // A slow body, to a client that reads it as it arrives: each piece when its wait has passed.
      onWorkQueue { this.value.begin(reply) }
      do {
        try await dribble.send(reply.body, on: double.clock) { bytes in onWorkQueue { this.value.load(bytes) } }
      } catch {
        return  // stopped: stopLoading already ended the load
      }
      onWorkQueue { this.value.end() }
    }
    let stoppedAlready = loading.withLock { state -> Bool in
      state.task = answering
      return state.finished
    }
    if stoppedAlready { answering.cancel() }
  }

  override func stopLoading() {
    let task = loading.withLock { state -> Task<Void, Never>? in
      state.finished = true
      return state.task
    }
    task?.cancel()
  }

  /// Sends the head of a reply whose body follows in pieces, unless the client stopped the load.
  private func begin(_ reply: HTTPReply) {
    guard !loading.withLock({ $0.finished }), let client else { return }
    client.urlProtocol(self, didReceive: reply.urlResponse(), cacheStoragePolicy: .notAllowed)
  }

  /// Sends a piece of a body, unless the client stopped the load.
  private func load(_ bytes: Data) {
    guard !bytes.isEmpty, !loading.withLock({ $0.finished }), let client else { return }
    client.urlProtocol(self, didLoad: bytes)
  }

  /// Ends a body sent in pieces: the one terminal callback, unless the client stopped the load.
  private func end() {
    clientForTheTerminalCallback()?.urlProtocolDidFinishLoading(self)
  }

  /// The client, for the one terminal callback of the load (corelibs crashes on a second one);
  /// `nil` when the load ended already, by a terminal callback or the client's stopping it.
  private func clientForTheTerminalCallback() -> (any URLProtocolClient)? {
    let alreadyFinished = loading.withLock { state -> Bool in
      defer { state.finished = true }
      return state.finished
    }
    return alreadyFinished ? nil : client
  }

  /// Sends exactly one terminal callback, unless the client already stopped the load.
  private func finish(_ delivery: Delivery) {
    guard let client = clientForTheTerminalCallback() else { return }
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

/// The serial queue on which corelibs' URLSession runs `task`'s work, `startLoading()`
/// included, found by reflection since it is internal; `nil` where there is none (Apple's
/// URLSession takes a protocol's callbacks on any thread).
func corelibsWorkQueue(of task: URLSessionTask?) -> DispatchQueue? {
  corelibsProperty("workQueue", of: task) as? DispatchQueue
}

/// The stored property `name` of corelibs' `task` (of its class or a superclass), read by
/// reflection since corelibs keeps it internal; `nil` where there is none, as on Apple's systems.
private func corelibsProperty(_ name: String, of task: URLSessionTask?) -> Any? {
  #if canImport(FoundationNetworking)
    var mirror: Mirror? = task.map { Mirror(reflecting: $0) }
    while let current = mirror {
      if let value = current.descendant(name) { return value }
      mirror = current.superclassMirror
    }
  #endif
  return nil
}

/// Whether `task`'s client reads a body as it arrives, so that a slow body can be sent in its
/// pieces: every task on Apple's URLSession, which gathers the pieces for a completion handler
/// itself; on Linux only a task whose session calls a delegate, since corelibs hands a completion
/// handler (and `data(for:)`) only the last piece it was given. Read by reflection, on the task's
/// work queue, from the session's registry of how it calls back for each task.
func readsBodyAsItArrives(_ task: URLSessionTask?) -> Bool {
  #if canImport(FoundationNetworking)
    guard let task, let optional = corelibsProperty("session", of: task),
      let unwrapped = Mirror(reflecting: optional).children.first?.value,
      let behaviours = Mirror(reflecting: unwrapped).descendant("taskRegistry", "behaviours") as? [Int: Any],
      let behaviour = behaviours[task.taskIdentifier]
    else { return false }
    let name = Mirror(reflecting: behaviour).children.first?.label ?? "\(behaviour)"
    return name == "callDelegate" || name.hasPrefix("taskDelegate")
  #else
    return true
  #endif
}
