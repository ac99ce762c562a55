import Testing

/// A Swift Testing trait that gives each test case a scope of its own, whether it is attached to
/// a test or to a suite (then to every test of the suite, each case of a parameterized test apart).
///
/// The shape of `.verifiesDoubles` and `.httpDouble`: conform a trait of your own that sets up a
/// double per test, and write only `provideScope(for:testCase:performing:)`.
public protocol PerTestCaseTrait: TestTrait, SuiteTrait, TestScoping {}

extension PerTestCaseTrait {
  /// Applies to every test of a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite around them.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }
}
