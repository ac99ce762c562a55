import Doubles
import XCTest

extension XCTestCase {
  /// Checks, in this test's tear-down, every double created from now until the test ends: what
  /// the `.verifiesDoubles` trait does for Swift Testing.
  ///
  /// Call it in `setUp()`, before the doubles are made (doubles stored in properties with an
  /// initial value are made before `setUp()`, so create them there). In the tear-down, every
  /// expectation declared with `expect` that no `verify()` checked is checked, each at the line
  /// that declared it. (XCTest needs no help with failures from other threads: it tracks its
  /// running test for the whole process.)
  /// ```swift
  /// override func setUp() {
  ///   super.setUp()
  ///   verifyDoublesAtTearDown()
  ///   api = OrderAPIDouble(.strict).with { $0.on.send.expect(.once) }
  /// }
  /// ```
  /// With `strictStubs`, every stub that no call used fails the test too, at the stub's line;
  /// mark a stub that only some runs need `.lenient()`.
  public func verifyDoublesAtTearDown(strictStubs: Bool = false) {
    let scope = DoubleScope(strictStubs: strictStubs)
    DoubleScope.setXCTestScope(scope)
    addTeardownBlock {
      DoubleScope.setXCTestScope(nil)
      scope.finish()
    }
  }
}
