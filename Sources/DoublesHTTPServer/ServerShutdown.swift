import Doubles

/// The server's stop as its WebSocket connections see it: asked for once, heard by each open
/// connection, which then closes with 1001 and reads what its client sent until the client
/// answers; ``request()`` returns when every connection has done so.
final class ServerShutdown: Sendable {
  private struct State {
    var requested = false
    var listeners: [Int: AsyncStream<Never>.Continuation] = [:]
    var nextListener = 0
    var open = 0
    var drained: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())

  /// Asks every open connection to close, and waits until they all have.
  func request() async {
    let listeners = state.withLock { state in
      state.requested = true
      return state.listeners.values
    }
    for listener in listeners { listener.finish() }
    await withCheckedContinuation { continuation in
      let drained = state.withLock { state in
        if state.open == 0 { return true }
        state.drained.append(continuation)
        return false
      }
      if drained { continuation.resume() }
    }
  }

  /// Runs `serve` as an open connection: ``request()`` waits for it.
  func serving(_ serve: () async -> Void) async {
    state.withLock { $0.open += 1 }
    await serve()
    let drained = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.open -= 1
      guard state.open == 0 else { return [] }
      defer { state.drained = [] }
      return state.drained
    }
    for continuation in drained { continuation.resume() }
  }

  /// Returns when the stop is asked for (at once if it was), or when the task is cancelled;
  /// whether the stop was asked for.
  func requested() async -> Bool {
    let (stream, continuation) = AsyncStream<Never>.makeStream()
    let key = state.withLock { state -> Int? in
      guard !state.requested else { return nil }
      state.nextListener += 1
      state.listeners[state.nextListener] = continuation
      return state.nextListener
    }
    if let key {
      for await _ in stream {}
      state.withLock { _ = $0.listeners.removeValue(forKey: key) }
    }
    return state.withLock { $0.requested }
  }
}
