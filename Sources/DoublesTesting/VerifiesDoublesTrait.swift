import Doubles
import Testing

/// A Swift Testing trait that checks every double a test created when the test ends.
///
/// With it, forgetting `verify()` cannot let a test pass: when the test ends, every
/// expectation declared with `expect` that no `verify()` checked is checked, each at the line
/// that declared it. (Failures found on other threads need no trait: they reach the test that
/// created the double as they happen.)
/// ```swift
/// @Test(.verifiesDoubles) func confirmingSendsTheOrder() {
///   let api = OrderAPIDouble(.strict).with { $0.on.send.expect(.once) }
///   ConfirmScreen(api: api).confirm()
/// }   // fails here if `send` was not called once
/// ```
/// On a suite, every test of the suite gets the check. Each test has a scope of its own, so
/// tests running in parallel never see each other's doubles; doubles created on a detached
/// task, which does not inherit the test's task-local values, are not in it.
public struct VerifiesDoublesTrait: PerTestCaseTrait {
  /// Whether a stub that no call used fails the test, at the stub's line.
  public var strictStubs = false

  /// Runs the test with a scope that collects its doubles, then checks them.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let scope = DoubleScope(strictStubs: strictStubs)
    defer { scope.finish() }
    try await DoubleScope.$current.withValue(scope) { try await function() }
  }
}

extension Trait where Self == VerifiesDoublesTrait {
  /// Checks, when each test ends, the expectations of every double it created and reports the
  /// failures that could not reach it while it ran.
  public static var verifiesDoubles: VerifiesDoublesTrait { VerifiesDoublesTrait() }

  /// `.verifiesDoubles`, and with `strictStubs` every stub that no call used fails the test at
  /// the stub's line: a test that no longer exercises what it set up. Mark a stub that only some
  /// runs need `.lenient()`; stubs given through `expect` are checked by their count instead.
  /// ```swift
  /// @Test(.verifiesDoubles(strictStubs: true)) func confirmingSendsTheOrder() { … }
  /// ```
  public static func verifiesDoubles(strictStubs: Bool) -> VerifiesDoublesTrait {
    VerifiesDoublesTrait(strictStubs: strictStubs)
  }
}
