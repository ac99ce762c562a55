/// The doubles created during one test, checked when the test ends.
///
/// `DoublesTesting`'s `.verifiesDoubles` trait runs each test inside a scope of its own (a
/// task-local value, so parallel tests never see each other's doubles); its XCTest helper sets
/// the process-wide scope, since XCTest runs one test at a time. When the test ends,
/// ``finish()`` checks every expectation declared with `expect` that no `verify()` checked.
package final class DoubleScope: Sendable {
  /// The scope of the Swift Testing test running on this task.
  @TaskLocal package static var current: DoubleScope?
  /// The scope of the XCTest test that is running.
  private static let xcTestScope = Locked<DoubleScope?>(nil)

  private let recorders = Locked<[DoubleRecorder]>([])
  /// Whether a stub that no call used fails the test.
  private let strictStubs: Bool

  /// Creates an empty scope; with `strictStubs`, ``finish()`` also fails on every stub that no
  /// call used.
  package init(strictStubs: Bool = false) { self.strictStubs = strictStubs }

  /// The scope a double created now belongs to: the task's, else (outside Swift Testing) the
  /// running XCTest test's.
  static var forNewDouble: DoubleScope? {
    if let current { return current }
    return FailureReporter.isInSwiftTestingTest ? nil : xcTestScope.withLock { $0 }
  }

  /// Makes `scope` the scope of the XCTest test that starts; `nil` when it ends.
  package static func setXCTestScope(_ scope: DoubleScope?) {
    xcTestScope.withLock { $0 = scope }
  }

  func add(_ recorder: DoubleRecorder) {
    recorders.withLock { $0.append(recorder) }
  }

  /// How many doubles were created in the scope so far.
  package var doubleCount: Int { recorders.withLock { $0.count } }

  /// Checks the expectations nobody verified.
  ///
  /// - Returns: whether every double of the scope passed: no failure reported, every
  ///   expectation met.
  @discardableResult
  package func finish() -> Bool {
    let finished = recorders.withLock { recorders in
      defer { recorders.removeAll() }
      return recorders
    }
    defer { StaticHandles.release(.scope(ObjectIdentifier(self))) }
    var passed = true
    for recorder in finished {
      let verified = recorder.verifyUncheckedExpectationsAndRelease(strictStubs: strictStubs)
      passed = passed && verified && recorder.failures.reportedCount == 0
    }
    return passed
  }
}
