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
  public func verifyDoublesAtTearDown() {
    let scope = DoubleScope()
    DoubleScope.setXCTestScope(scope)
    addTeardownBlock {
      DoubleScope.setXCTestScope(nil)
      scope.finish()
    }
  }
}
