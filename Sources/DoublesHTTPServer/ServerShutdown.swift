import Doubles

/// The server's stop as its WebSocket connections see it: asked for once, heard by each open
/// connection, which then closes with 1001 and reads what its client sent until the client
/// answers; ``request(waitingAtMost:)`` returns when every connection has done so.
final class ServerShutdown: Sendable {
  private struct State {
    var requested = false
    var listeners: [Int: AsyncStream<Never>.Continuation] = [:]
    var nextListener = 0
    var open = 0
    var drainWaiters: [AsyncStream<Never>.Continuation] = []
  }

  private let state = Locked(State())

  /// Asks every open connection to close, and waits until they all have, or `limit` has passed
  /// (a client that never reads keeps a write waiting: the server's cancellation ends it).
  func request(waitingAtMost limit: Duration) async {
    let (drained, signal) = AsyncStream<Never>.makeStream()
    let (listeners, drainedAlready) = state.withLock { state in
      state.requested = true
      if state.open > 0 { state.drainWaiters.append(signal) }
      return (Array(state.listeners.values), state.open == 0)
    }
    if drainedAlready { signal.finish() }
    for listener in listeners { listener.finish() }
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for await _ in drained {} }
      group.addTask { try? await Task.sleep(for: limit) }
      await group.next()
      group.cancelAll()
    }
  }

  /// Runs `serve` as an open connection: ``request(waitingAtMost:)`` waits for it.
  func serving(_ serve: () async -> Void) async {
    state.withLock { $0.open += 1 }
    await serve()
    let waiters = state.withLock { state -> [AsyncStream<Never>.Continuation] in
      state.open -= 1
      guard state.open == 0 else { return [] }
      defer { state.drainWaiters = [] }
      return state.drainWaiters
    }
    for waiter in waiters { waiter.finish() }
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
