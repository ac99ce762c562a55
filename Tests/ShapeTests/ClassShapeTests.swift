import DoublesTesting
import Foundation
import Testing

@Suite("Class shapes")
struct ClassShapeTests {
  let store = ShapeOrdersStore(name: "main")

  @Test func relaxedDoublesRunNoRealCode() {
    let worker = ShapeOrdersWorkerDouble(store: store)
    var received: [String]?
    worker.fetchOrders { received = $0 }
    #expect(received == nil)
    #expect(worker.total(of: ["a", "b"]) == 0)
    #expect(worker.label == "")
    #expect(worker.lastError == nil)
    #expect(worker.store === store)
    worker.on.fetchOrders.verify(.once)
    #expect(
      worker.callLog == [
        "fetchOrders(completionHandler: (function))", "total(of: [\"a\", \"b\"], discount: 0)", "label", "lastError",
      ])
  }

  @Test func stubsAnswerOverriddenMethodsAsTheTutorialsSpyDid() {
    let worker = ShapeOrdersWorkerDouble(store: store)
    worker.on.fetchOrders.answers { completion in completion(["amy", "bob"]) }
    worker.on.total.when(\.discount, 5).returns(15)
    var received: [String] = []
    worker.fetchOrders { received = $0 }
    #expect(received == ["amy", "bob"])
    #expect(worker.total(of: [], discount: 5) == 15)
    #expect(worker.total(of: []) == 0)
  }

  @Test func callSuperRunsTheRealImplementationAndStillRecords() {
    let spy = ShapeOrdersWorkerDouble(.callSuper, store: store)
    var received: [String] = []
    spy.fetchOrders { received = $0 }
    #expect(received == ["real order"])
    // The real method's `fetchCount += 1` went through the overridden property, to the real storage.
    #expect(spy.fetchCount == 1)
    #expect(spy.total(of: ["a", "b"], discount: 1) == 19)
    #expect(spy.label == "worker of main")
    #expect(spy.audit() == "audited")
    spy.on.fetchOrders.verify(.once)
    spy.on.fetchCount.verifySet(.once, to: 1)
    spy.on.total.returns(0)
    #expect(spy.total(of: ["a"]) == 0)
  }

  @Test func forwardsToRealCallsSuperInARelaxedDouble() {
    let worker = ShapeOrdersWorkerDouble(store: store)
    worker.on.label.getter.forwardsToReal()
    #expect(worker.label == "worker of main")
    #expect(worker.total(of: ["a"]) == 0)
  }

  @Test func strictDoublesFailOnUnstubbedCalls() {
    let mock = ShapeOrdersWorkerDouble(.strict, store: store)
    let failures = withCapturedFailures { _ = mock.total(of: ["a"]) }
    #expect(
      failures.map(\.message) == [
        "No stub of strict ShapeOrdersWorkerDouble answers total(of: [\"a\"], discount: 0). Stubs of this member: none"
      ])
  }

  @Test func verificationFailuresNameTheOverriddenMember() {
    let worker = ShapeOrdersWorkerDouble(store: store)
    _ = worker.total(of: ["a"], discount: 2)
    let failures = withCapturedFailures { worker.on.total.verify(.once, \.discount, 3) }
    #expect(
      failures.map(\.message) == [
        """
        Expected total(of:discount:) to be called once where discount == 3, but it was never called that way.
        Calls that matched: none
        Calls that did not match:
          ✗ total(of: ["a"], discount: 2)
        """
      ])
  }

  @Test func storedAndComputedProperties() {
    let worker = ShapeOrdersWorkerDouble(store: store)
    worker.fetchCount = 3
    #expect(worker.fetchCount == 3)
    worker.on.title.returns("stubbed")
    worker.title = "abc"
    #expect(worker.title == "stubbed")
    worker.on.title.verifySet(.once, to: "abc")

    let spy = ShapeOrdersWorkerDouble(.callSuper, store: store)
    spy.title = "abc"
    // The real setter added the length to the real counter; the real getter answers.
    #expect(spy.fetchCount == 3)
    #expect(spy.title == "title")
  }

  @Test func subscriptsGenericTypedThrowingInoutAndVariadicMethods() throws {
    let worker = ShapeOrdersWorkerDouble(store: store)
    worker.on.subscript.getter.when(.equal(2)).returns("second")
    #expect(worker[2] == "second")
    worker[4] = "x"
    #expect(worker.on.subscript.setter.lastArguments?.index == 4)

    worker.on.load.returns(7)
    #expect(try worker.load(Int.self, from: Data()) == 7)
    worker.on.validate.throws(.empty)
    #expect(throws: ShapeClassError.empty) { try worker.validate("x") }
    var value = 1
    worker.adjust(&value)
    #expect(value == 1)
    #expect(worker.log("a", "b") == 0)
    #expect(worker.on.log.lastArguments == ["a", "b"])

    let spy = ShapeOrdersWorkerDouble(.callSuper, store: store)
    spy[5] = "x"
    #expect(spy.fetchCount == 5)
    #expect(spy[1] == "order 1")
    #expect(try spy.load(Int.self, from: Data("12".utf8)) == 12)
    #expect(throws: ShapeClassError.empty) { try spy.validate("") }
    spy.adjust(&value)
    #expect(value == 2)
  }

  @Test func asyncMethods() async throws {
    let worker = ShapeOrdersWorkerDouble(store: store)
    #expect(try await worker.save("a") == false)
    worker.on.save.answers { order async in order == "b" }
    #expect(try await worker.save("b") == true)
    let spy = ShapeOrdersWorkerDouble(.callSuper, store: store)
    #expect(try await spy.save("a") == true)
  }

  @Test func initializersPassTheirArgumentsToTheClass() {
    let double = ShapeRequiredInitDouble(value: 21)
    #expect(double.value == 21)
    #expect(double.doubled() == 0)
    #expect(ShapeRequiredInitDouble(.callSuper, value: 21).doubled() == 42)
    #expect(ShapeRequiredInitDouble(text: "x") == nil)
    #expect(ShapeRequiredInitDouble(.callSuper, text: "4")?.doubled() == 8)
    let type: ShapeRequiredInit.Type = ShapeRequiredInitDouble.self
    #expect(type.init(value: 5) is ShapeRequiredInitDouble)
  }

  @Test func tableViewSpyCountsReloads() {
    let table = ShapeTableViewDouble()
    table.reloadData()
    table.on.reloadData.verify(.once)
    #expect(table.reloadCount == 0)
    let realTable = ShapeTableViewDouble(.callSuper)
    realTable.reloadData()
    #expect(realTable.reloadCount == 1)
  }

  @Test @MainActor func mainActorClasses() async {
    let viewModel = ShapeMainActorViewModelDouble()
    viewModel.on.refresh.returns(5)
    #expect(await viewModel.refresh() == 5)
    #expect(viewModel.identifier() == "")
    viewModel.title = "Changed"
    #expect(viewModel.title == "Changed")
    let spy = ShapeMainActorViewModelDouble(.callSuper)
    #expect(await spy.refresh() == 1)
    #expect(spy.title == "Orders")
  }

  @Test func sendableClassesCrossTasks() async {
    let cache = ShapeSendableCacheDouble(.callSuper)
    await Task { cache.set(3, for: "a") }.value
    #expect(cache.value(for: "a") == 3)
    cache.on.value.verify(.once, \.self, "a")
  }

  @Test func genericClasses() {
    let box = ShapeBoxDouble(.callSuper, item: "first")
    #expect(box.replace(with: "second") == "first")
    #expect(box.item == "second")
    let relaxed = ShapeBoxDouble<Int>(item: 1)
    relaxed.on.replace.returns(9)
    #expect(relaxed.replace(with: 2) == 9)
    #expect(relaxed.internalCount() == 0)
  }
}
