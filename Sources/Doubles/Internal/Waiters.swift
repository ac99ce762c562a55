/// Tasks suspended until the state of their owner changes, kept inside the owner's locked state:
/// what a recorder's and an HTTP double's `verifyEventually`, and a manual clock's
/// `waitForSleepers`, wait on.
///
/// Every method runs under the owner's lock. The continuations ``takeAll()`` and ``unpark(_:)``
/// hand back are resumed by the caller after it releases the lock.
@usableFromInline
package struct Waiters {
  @usableFromInline var parked: [Int: CheckedContinuation<Void, Never>] = [:]
  private var lastID = 0

  package init() {}

  /// A number for a task about to wait; pass it to ``park(_:as:)`` and ``unpark(_:)``.
  package mutating func reserve() -> Int {
    lastID += 1
    return lastID
  }

  /// Parks `continuation` under `id`, unless its task is already cancelled (its cancellation
  /// handler may have run before the task got here, and would find nothing to resume).
  ///
  /// - Returns: whether the continuation was parked; if not, the caller resumes it.
  package mutating func park(_ continuation: CheckedContinuation<Void, Never>, as id: Int) -> Bool {
    guard !Task.isCancelled else { return false }
    parked[id] = continuation
    return true
  }

  /// Takes back the continuation parked under `id`, if nothing resumed it yet.
  package mutating func unpark(_ id: Int) -> CheckedContinuation<Void, Never>? {
    parked.removeValue(forKey: id)
  }

  /// Takes every parked continuation; `nil` when there is none, so that the common case
  /// allocates nothing.
  @inlinable
  package mutating func takeAll() -> [CheckedContinuation<Void, Never>]? {
    guard !parked.isEmpty else { return nil }
    defer { parked.removeAll() }
    return Array(parked.values)
  }
}

/// Suspends the current task until its owner resumes it, or until the task is cancelled.
///
/// - Parameters:
///   - parkUnlessReady: under the owner's lock, returns `false` when there is nothing to wait
///     for, else parks the continuation in the owner's ``Waiters`` and returns what
///     ``Waiters/park(_:as:)`` returns.
///   - unpark: under the owner's lock, takes the continuation back (``Waiters/unpark(_:)``);
///     called when the task is cancelled.
package func suspendUntilResumed(
  parkUnlessReady: (CheckedContinuation<Void, Never>) -> Bool,
  unpark: @Sendable () -> CheckedContinuation<Void, Never>?
) async {
  await withTaskCancellationHandler {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      if !parkUnlessReady(continuation) { continuation.resume() }
    }
  } onCancel: {
    unpark()?.resume()
  }
}
