import Synchronization

/// Where the failures of one double go: to the test that created it, from any thread.
///
/// Swift Testing knows its running test only on the test's own task. A failure on a detached
/// task, in a `DispatchQueue` block or on URLSession's threads would be recorded against no test
/// («unknown»), or not at all. So a double created inside a Swift Testing test takes a
/// ``TestCourier`` from `DoublesTesting`: a task started on the test's task, which inherits the
/// test's context, and through which a failure found on any other thread is recorded in that
/// test before ``report(_:at:)`` returns. XCTest tracks its running test for the whole process,
/// so a double created under XCTest, or outside any test, reports directly.
@usableFromInline
package final class FailureRoute: Sendable {
  /// How failures found away from the creating test's task reach it; `nil` when the double was
  /// not created in a Swift Testing test.
  private let courier: (any TestCourier)?
  private let reported = Atomic<Int>(0)

  /// A route to the test running on the current task.
  package init() {
    courier = FailureReporter.courierToCurrentTest()
  }

  deinit {
    courier?.close()
  }

  /// Reports `message` at `site` to the test that created the double, wherever this runs; it
  /// has been recorded when this returns.
  package func report(_ message: String, at site: CallSite) {
    reported.add(1, ordering: .relaxed)
    FailureReporter.report(message, at: site, courier: courier)
  }

  /// How many failures were reported through this route.
  package var reportedCount: Int { reported.load(ordering: .relaxed) }
}
