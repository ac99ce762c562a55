/// What the runtime needs from the test frameworks, which it does not link.
///
/// Doubles live in production modules, so the runtime imports neither XCTest nor Swift
/// Testing: an app or server that linked them would fail to start. The `DoublesTesting`
/// product, which only test targets depend on, implements this protocol; the runtime finds it
/// at run time (see ``TestFrameworkBridgeLookup``).
package protocol TestFrameworkBridge: Sendable {
  /// Whether a Swift Testing test runs on the current task.
  var isInSwiftTestingTest: Bool { get }

  /// The test that runs here and now, as a value that tells it from every other test of the
  /// run: the Swift Testing test case of the current task, else the XCTest test case that runs;
  /// `nil` where no test runs. Static handles are kept per test by it.
  func currentTestIdentity() -> AnyHashable?

  /// The test that runs here and now, as people read it (`name() (Module/File.swift:12)`, or
  /// XCTest's `Class.testName`); `nil` where no test runs.
  func currentTestDescription() -> String?

  /// Runs `check` at the end of the XCTest test that runs now, inside the test (a teardown
  /// block), so that what it reports fails that test.
  ///
  /// - Returns: `false`, without keeping `check`, where no XCTest test runs or its teardown has
  ///   begun.
  func checkAtEndOfCurrentXCTest(_ check: @escaping @Sendable () -> Void) -> Bool

  /// A way back to the Swift Testing test that runs on the current task, from any thread, for
  /// a double created now; `nil` outside a Swift Testing test.
  func courierToCurrentTest() -> (any TestCourier)?

  /// Records `failure` in the test that is running: the Swift Testing test of the current task,
  /// else the XCTest test case that runs. Where no test runs, in a Swift Testing run or between
  /// two XCTest tests, it prints the failure and makes the process end with a failing status.
  ///
  /// - Returns: `false` when no test framework can receive it; the runtime then stops the process.
  func record(_ failure: DoublesFailure, at site: CallSite) -> Bool
}

/// Carries work from any thread into the context of the Swift Testing test that created a
/// double, where a failure is recorded as that test's.
package protocol TestCourier: Sendable {
  /// Runs `body` in the creating test's context (its task-local values: the test, the
  /// configuration that records its issues, a known-issue scope) and returns once it has run.
  ///
  /// - Returns: `false`, without running `body`, once the courier is closed.
  func runInTestContext(_ body: @escaping @Sendable () -> Void) -> Bool

  /// Ends the courier: the double it served is gone.
  func close()
}

/// A type of `DoublesTesting` that hands out its bridge; found by name at run time.
package protocol TestFrameworkBridgeProvider {
  /// The bridge to XCTest and Swift Testing.
  static var bridge: any TestFrameworkBridge { get }
}

/// Finds the bridge of `DoublesTesting` when it is linked into the process.
///
/// SwiftPM test executables on Linux export no dynamic symbols (`nm -D` lists three on this
/// package's test bundle), so a C symbol could not be looked up with `dlsym`. Type metadata is
/// registered with the Swift runtime whatever the linker exports, so the provider is looked up
/// by its mangled name, once per process.
package enum TestFrameworkBridgeLookup {
  /// The mangled name of `DoublesTesting.FrameworkBridgeProvider`.
  static let providerName = "14DoublesTesting23FrameworkBridgeProviderO"

  /// The bridge, or `nil` in a process that does not link `DoublesTesting`.
  package static let bridge: (any TestFrameworkBridge)? = {
    guard let provider = _typeByName(providerName) as? any TestFrameworkBridgeProvider.Type else { return nil }
    return provider.bridge
  }()
}
