import Doubles

/// Calls `start` with a callback, waits until the code under test calls it, and returns the
/// value it was called with.
///
/// It fails the test when the callback is not called within `timeout`, when it is called more
/// than once (also later, while the test still runs), and when it is called after the wait gave
/// up. It replaces the tutorials' `XCTestExpectation` with a `0.01 s` timeout around a
/// `DispatchQueue.main.async` hop, and the vacuous pass of asserting inside a callback that
/// never runs.
/// ```swift
/// let (success, quote) = try #require(await awaitCallback { done in
///   service.getQuote { done(($0, $1)) }
/// })
/// ```
/// - Returns: the value of the first call, or `nil` after a failure for a timeout.
public func awaitCallback<Value: Sendable>(
  timeout: Duration = .seconds(5),
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
  let probe = CallbackProbe<Value>(
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    timeout: timeout
  )
  start(probe.call)
  return await probe.wait()
}

/// The callback ``awaitCallback(timeout:fileID:filePath:line:column:_:)`` hands out, and what happened to it.
final class CallbackProbe<Value: Sendable>: Sendable {
  private struct State {
    var calls = 0
    var value: Value?
    var waiter: CheckedContinuation<Void, Never>?
    var gaveUp = false
  }

  private let state = Locked(State())
  private let site: CallSite
  private let timeout: Duration
  /// Made on the test's task: a late or repeated call, on any thread, fails that test.
  private let failures = FailureRoute()

  init(site: CallSite, timeout: Duration) {
    self.site = site
    self.timeout = timeout
  }

  /// The callback itself.
  func call(_ value: Value) {
    let (count, waiter, gaveUp) = state.withLock { state in
      state.calls += 1
      if state.calls == 1 && !state.gaveUp { state.value = value }
      defer { state.waiter = nil }
      return (state.calls, state.calls == 1 ? state.waiter : nil, state.gaveUp)
    }
    waiter?.resume()
    if count > 1 {
      report("The callback was called \(Times.count(count)); it must be called exactly once.")
    } else if gaveUp {
      report("The callback was called after the wait for it ended (timeout \(durationText(timeout))).")
    }
  }

  /// Waits for the first call or the timeout. A call that came first wins, also when the
  /// waiting task could only run after the timeout had passed (a busy machine).
  func wait() async -> Value? {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.firstCall() }
      group.addTask {
        try? await Task.sleep(for: self.timeout)
        self.giveUp()
      }
      await group.next()
      group.cancelAll()
    }
    let (value, gaveUp) = state.withLock { ($0.value, $0.gaveUp) }
    if gaveUp { report("The callback was not called within \(durationText(timeout)).") }
    return value
  }

  private func firstCall() async {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state in
        if state.calls == 0 && !state.gaveUp { state.waiter = continuation }
        return state.calls > 0 || state.gaveUp
      }
      if done { continuation.resume() }
    }
  }

  private func giveUp() {
    let waiter = state.withLock { state in
      defer { state.waiter = nil }
      if state.calls == 0 { state.gaveUp = true }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Reports to the test that waited, even from the code under test's thread.
  private func report(_ message: String) {
    failures.report(message, at: site)
  }
}
