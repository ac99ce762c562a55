import DoublesTesting
import XCTest

/// The shape files of ShapeTests, compiled in Swift 5 mode. That they compile without
/// warnings is most of the test; these check that the doubles work there too.
final class Swift5ModeTests: XCTestCase {
  func testMethodsAndProperties() {
    let double = PropertyShapesDouble()
    double.on.readOnly.returns("fixed")
    double.readWrite = 3
    XCTAssertEqual(double.readOnly, "fixed")
    XCTAssertEqual(double.readWrite, 3)
  }

  func testInheritanceAndEffects() async throws {
    let loud = LoudGreeterDouble()
    loud.on.name.returns("Amy")
    XCTAssertEqual(loud.name, "Amy")
    let effects = EffectShapesDouble()
    effects.on.fetch.returns("one")
    let fetched = try await effects.fetch(id: 1)
    XCTAssertEqual(fetched, "one")
  }

  func testClassDoubles() async {
    let store = ShapeOrdersStore(name: "main")
    let worker = ShapeOrdersWorkerDouble(store: store)
    worker.on.fetchOrders.answers { $0(["amy"]) }
    var received: [String] = []
    worker.fetchOrders { received = $0 }
    XCTAssertEqual(received, ["amy"])
    let spy = ShapeOrdersWorkerDouble(.callSuper, store: store)
    XCTAssertEqual(spy.label, "worker of main")
    let viewModel = await ShapeMainActorViewModelDouble(.callSuper)
    let refreshed = await viewModel.refresh()
    XCTAssertEqual(refreshed, 1)
  }
}
