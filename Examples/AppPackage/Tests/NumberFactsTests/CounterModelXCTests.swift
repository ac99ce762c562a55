import Dependencies
import DoublesTesting
import NumberFacts
import XCTest

/// The same client double under XCTest: expectations are checked when each test ends.
@MainActor
final class CounterModelXCTests: XCTestCase {
  override func setUp() {
    super.setUp()
    verifyDoublesAtTearDown()
  }

  func testTheFactIsFetchedOncePerTap() async {
    let facts = NumberFactClientDouble()
    facts.on.fact.expect(.exactly(2), \.self, 0).returns("0 is nothing.")
    let model = withDependencies {
      $0.numberFact = facts.value
    } operation: {
      CounterModel()
    }
    await model.factButtonTapped()
    await model.factButtonTapped()
    XCTAssertEqual(model.fact, "0 is nothing.")
  }
}
