import DoublesTesting
import Foundation
import Testing

@Suite("Ownership shapes")
struct OwnershipShapeTests {
  /// A real `NoncopyableShapes`, whose answers a partial double passes on.
  struct Real: NoncopyableShapes {
    func make<Value: ~Copyable>() -> Value { fatalError("not called") }
    func makeLater<Value: ~Copyable>() async throws -> Value { fatalError("not called") }
    func maybe<Value>() -> Value? where Value: ~Copyable { nil }
    func take<Value: ~Copyable>(_ value: consuming Value) {}
    func borrow<Value: ~Copyable>(_ value: borrowing Value) -> Int { 1 }
    func update<Value: ~Copyable>(_ value: inout Value, count: Int) {}
    func pass<Value: ~Escapable>(_ value: Value) -> Int { 2 }
  }

  @Test func valuesItCannotKeepAreRecordedAsMarkers() {
    let double = NoncopyableShapesDouble()
    double.on.borrow.returns(5)
    let token = NoncopyableToken(id: 1)
    #expect(double.borrow(token) == 5)
    double.take(NoncopyableToken(id: 2))
    var other = NoncopyableToken(id: 3)
    double.update(&other, count: 4)
    #expect(double.pass(7) == 0)
    double.on.borrow.verify(.once)
    double.on.take.verify(.once)
    double.on.update.verify(.once, \.count, 4)
    #expect(
      double.callLog == [
        "borrow((noncopyable value))", "take((noncopyable value))", "update((noncopyable value), count: 4)",
        "pass((noncopyable value))",
      ])
  }

  @Test func aResultThatMayBeNoncopyableComesFromTheRealObject() {
    let double = NoncopyableShapesDouble(forwardingTo: Real())
    let maybe: NoncopyableToken? = double.maybe()
    let found: Bool
    switch consume maybe {
    case .some: found = true
    case .none: found = false
    }
    #expect(!found)
    double.on.maybe.verify(.once)
  }

  @Test func withoutARealObjectItFailsTheTest() async {
    let double = NoncopyableShapesDouble()
    let failures = await withCapturedFailures {
      await #expect(throws: DoublesError.self) { let _: NoncopyableToken = try await double.makeLater() }
    }
    #expect(
      failures.map(\.message) == [
        "NoncopyableShapesDouble has no answer for makeLater(): it returns NoncopyableToken, which may be "
          + "noncopyable, and no stub can hold a noncopyable value. Create the double with a real object, "
          + "init(forwardingTo:), to answer it."
      ])
    double.on.makeLater.verify(.once)
  }
}
