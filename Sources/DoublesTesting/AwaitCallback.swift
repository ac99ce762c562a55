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
    var waiter: CheckedContinuation<Value?, Never>?
    var gaveUp = false
  }

  private let state = Locked(State())
  private let site: CallSite
  private let timeout: Duration

  init(site: CallSite, timeout: Duration) {
    self.site = site
    self.timeout = timeout
  }

  /// The callback itself.
  func call(_ value: Value) {
    let (count, waiter, gaveUp) = state.withLock { state in
      state.calls += 1
      if state.calls == 1 { state.value = value }
      defer { state.waiter = nil }
      return (state.calls, state.calls == 1 ? state.waiter : nil, state.gaveUp)
    }
    waiter?.resume(returning: value)
    if count > 1 {
      report("The callback was called \(Times.count(count)); it must be called exactly once.")
    } else if gaveUp {
      report("The callback was called after the wait for it ended (timeout \(timeout)).")
    }
  }

  /// Waits for the first call or the timeout.
  func wait() async -> Value? {
    let value = await withTaskGroup(of: Value?.self) { group in
      group.addTask { await self.firstCall() }
      group.addTask {
        try? await Task.sleep(for: self.timeout)
        self.giveUp()
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    if state.withLock({ $0.gaveUp }) {
      report("The callback was not called within \(timeout).")
    }
    return value
  }

  private func firstCall() async -> Value? {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> (done: Bool, value: Value?) in
        if state.calls > 0 || state.gaveUp { return (true, state.value) }
        state.waiter = continuation
        return (false, nil)
      }
      if ready.done { continuation.resume(returning: ready.value) }
    }
  }

  private func giveUp() {
    let waiter = state.withLock { state in
      defer { state.waiter = nil }
      if state.calls == 0 { state.gaveUp = true }
      return state.waiter
    }
    waiter?.resume(returning: nil)
  }

  /// Reports at once, even from the code under test's thread: a late or repeated call can
  /// come after the test, so holding it for the test could lose it.
  private func report(_ message: String) {
    FailureReporter.report(message, at: site)
  }
}
