import DoublesTesting
import Foundation
import Testing

@Suite("Generic shapes")
struct GenericShapeTests {
  struct User: Codable, Equatable { var name: String }

  @Test func genericMethodsAnswerPerType() throws {
    let double = GenericMethodShapesDouble()
    double.on.decode.returns(User(name: "Amy"))
    #expect(try double.decode(User.self, from: Data()) == User(name: "Amy"))
    #expect(double.first(of: [1, 2]) == nil)
    double.on.wrap.answers { [$0, $0] }
    #expect(double.wrap(3) == [3, 3])
    #expect(double.callLog.first == "decode(User.self, from: Data(0 bytes))")
  }

  @Test func aStubbedValueOfTheWrongTypeFails() throws {
    let double = GenericMethodShapesDouble()
    double.on.decode.returns("not a user")
    let failures = withCapturedFailures {
      #expect(throws: DoublesError.self) { try double.decode(User.self, from: Data()) }
    }
    #expect(
      failures.map(\.message) == [
        "decode(User.self, from: Data(0 bytes)) was stubbed with a value of type String, but this call returns User."
      ])
  }

  private func count(of store: some Store<String>) -> Int { store.all.count }

  @Test func aGenericDoubleAnswersSelfAndItsParentsRequirements() {
    let versioned = VersionedDouble<Int>()
    versioned.on.value.returns(2)
    versioned.on.next.returns(versioned)
    #expect(versioned.value == 2)
    #expect(versioned.next() === versioned)
    let box = LabelledBoxDouble<String>()
    box.on.label.returns("box")
    box.on.open.returns("toy")
    #expect(box.label == "box")
    #expect(box.open() == "toy")
  }

  @Test func staticRequirementsOfGenericDoublesHaveHandlesPerConcreteType() {
    FactoryDouble<String>.on.make.returns("made")
    FactoryDouble<Int>.on.make.returns(7)
    #expect(FactoryDouble<String>.make() == "made")
    #expect(FactoryDouble<Int>.make() == 7)
    #expect(FactoryDouble<String>.on.make.callCount == 1)
    #expect(FactoryDouble<Int>.count == 0)
  }

  @Test func associatedTypesMakeTheDoubleGeneric() {
    let store = StoreDouble<String, Int>()
    store.add("a", for: 1)
    store.on.item.when(1).returns("a")
    #expect(store.item(for: 1) == "a")
    store.on.all.value = [1: "a"]
    #expect(store.all == [1: "a"])
    #expect(count(of: store) == 1)
  }

  @Test func aChildThatPinsItsParentsAssociatedTypesHasADoubleThatIsNotGeneric() {
    let names = NameStoreDouble()
    names.on.load.when(1).returns("Ada")
    NameStoreDouble.on.kind.returns("names")
    #expect(names.load(1) == "Ada")
    #expect(names.load(2) == nil)
    #expect(NameStoreDouble.kind == "names")
    _ = names.all()
    #expect(names.callLog == ["load(1)", "load(2)", "all()"])
    #expect(load(1, from: names) == "Ada")
  }

  private func load<Store: KeyedStore>(_ key: Store.Key, from store: Store) -> Store.Value? {
    store.load(key)
  }
}

@Suite("Generic effect shapes")
struct GenericEffectShapeTests {
  struct Expired: Error, Equatable {}

  @Test func aGenericErrorTypeIsThrownAsTheCallsOwn() async {
    let double = GenericEffectShapesDouble()
    double.on.run.throws(Expired())
    #expect(throws: Expired()) { try double.run { () throws(Expired) in } }
    double.on.load.throws(Expired())
    await #expect(throws: Expired()) { try await load(from: double) }
    double.on.value.returns(5)
    #expect(double.value("k") as Int? == 5)
  }

  private func load(from double: GenericEffectShapesDouble) async throws(Expired) -> String {
    try await double.load(1, failing: Expired.self)
  }

  @Test func overloadsByResultAnswerEachTheirOwn() {
    let double = OverloadedAssociatedShapesDouble<Int>()
    double.on.processItem2.returns(2)
    double.on.processItem3.returns("two")
    #expect(double.process(item: 1) as Int == 2)
    #expect(double.process(item: 1) as String == "two")
    let (): Void = double.process(item: 1)
    double.on.processItem.verify(.once)
  }

  @Test func aTypeAliasOfAnAssociatedTypeIsWhatItStandsFor() {
    let aliased = AliasedBodyDouble<Int>()
    aliased.on.body.returns(3)
    aliased.on.rebuilt.returns(4)
    #expect(aliased.body == 3)
    #expect(aliased.rebuilt(from: 3) == 4)
    ListBuildingDouble<[Int]>.on.buildBlock.answers { $0.flatMap { $0 } }
    #expect(ListBuildingDouble<[Int]>.buildBlock([1], [2, 3]) == [1, 2, 3])
  }
}
