import Synchronization

/// Where the failures of one double go: to the test that created it.
///
/// Swift Testing knows its running test only on the test's own task. A failure that happens on
/// a detached task, a `DispatchQueue` block or URLSession's threads would be recorded against
/// no test, so the run fails but the test that broke is shown as passing. Such a failure is
/// held here until the test is reachable again: its next use of the double (a call, a stub, a
/// verification), the end of a test marked with `.verifiesDoubles` or `.httpDouble`, or, at
/// the latest, the double's release. XCTest tracks its running test for the whole process, so
/// a double created under XCTest (or outside any test) reports at once.
@usableFromInline
package final class FailureRoute: Sendable {
  /// Whether the double was created inside a Swift Testing test.
  package let createdInSwiftTesting: Bool
  private let held = Locked<[(message: String, site: CallSite)]>([])
  /// Whether `held` may be non-empty: read on every call of a double, without the lock.
  @usableFromInline let mayHoldFailures = Atomic<Bool>(false)

  /// A route to the test running on the current task.
  package init() {
    createdInSwiftTesting = FailureReporter.isInSwiftTestingTest
  }

  deinit {
    // Last chance: the double goes away, so its held failures go out now, reaching the run at
    // least, or stopping the process where no test can receive them.
    for (message, site) in held.withLock({ $0 }) { FailureReporter.report(message, at: site) }
  }

  /// Whether a failure reported now reaches the creating test.
  package var canReachCreatingTest: Bool {
    FailureReporter.canReachCreatingTest(createdInSwiftTesting: createdInSwiftTesting)
  }

  /// Reports `message` at `site` to the creating test, now if it is reachable, else later.
  package func report(_ message: String, at site: CallSite) {
    guard canReachCreatingTest else {
      held.withLock {
        $0.append((message, site))
        mayHoldFailures.store(true, ordering: .releasing)
      }
      return
    }
    reportHeld()
    FailureReporter.report(message, at: site)
  }

  /// Reports the failures that waited for the creating test, if it is reachable now. Costs an
  /// atomic load when nothing waits.
  @usableFromInline
  package func reportHeldIfReachable() {
    guard mayHoldFailures.load(ordering: .acquiring), canReachCreatingTest else { return }
    reportHeld()
  }

  /// Reports the held failures, wherever they reach: at the end of the creating test.
  ///
  /// - Returns: how many there were, taken under the same lock as the failures themselves.
  @discardableResult
  package func reportHeld() -> Int {
    let failures = held.withLock { held in
      defer { held.removeAll() }
      mayHoldFailures.store(false, ordering: .releasing)
      return held
    }
    for (message, site) in failures { FailureReporter.report(message, at: site) }
    return failures.count
  }

  /// How many failures wait for the creating test.
  package var heldCount: Int { held.withLock { $0.count } }
}
