import DoublesTesting
import Foundation
import Testing

@Suite("Method shapes")
struct MethodShapeTests {
  @Test func labelsUnderscoresAndKeywords() {
    let double = LabelShapesDouble()
    double.on.plain.when(2).returns(4)
    double.on.default.returns(7)
    #expect(double.plain(value: 2) == 4)
    _ = double.unlabeled(1, "a")
    double.renamed(for: 1, in: "b")
    double.unnamed(5)
    #expect(double.default(in: 3) == 7)
    double.return()
    double.move(`inout`: 1)
    double.on.retryLater.returns(2)
    #expect(double.`retry later`() == 2)
    #expect(
      double.callLog == [
        "plain(value: 2)", "unlabeled(1, \"a\")", "renamed(for: 1, in: \"b\")", "unnamed(5)", "default(in: 3)",
        "return()", "move(inout: 1)", "retry later()",
      ])
    #expect(double.on.unlabeled.lastArguments?.other == "a")
    #expect(double.on.unnamed.lastArguments == 5)
  }

  @Test func overloadsByLabelTypeAndReturnType() async {
    let double = OverloadShapesDouble()
    double.on.fetchId.returns("int")
    double.on.fetchName.returns("name")
    double.on.fetchId2.returns("string")
    double.on.value.returns(1)
    double.on.value2.returns("one")
    #expect(double.fetch(id: 1) == "int")
    #expect(double.fetch(name: "x") == "name")
    #expect(double.fetch(id: "x") == "string")
    let number: Int = double.value()
    let text: String = double.value()
    #expect(number == 1 && text == "one")
    double.on.count.returns(1)
    double.on.count2.returns(2)
    // In an `async` function, `count()` is the `async` one; a synchronous closure calls the other.
    let counted: Int = { double.count() }()
    let awaited: Int = await double.count()
    #expect(counted == 1 && awaited == 2)
    double.on.count.verify(.once)
    double.on.count2.verify(.once)
    // Both handles store `(String, Any?)`: they stay two.
    let decoded: Int? = double.read("a")
    let raw: Level? = double.read("b")
    #expect(decoded == nil && raw == nil)
    double.on.read.verify(.once, with: "a")
    double.on.read2.verify(.once, with: "b")
  }

  enum Level: String { case low }

  @Test func cleanStoreOverloadFamiliesAnswerThroughTheirOwnClosures() throws {
    let store = OrdersStoreShapesDouble()
    let amy = Order(id: "amy")
    store.on.fetchOrdersCompletionHandler.answers { $0([amy], nil) }
    store.on.fetchOrdersCompletionHandler2.answers { $0(.success(result: [amy])) }
    store.on.fetchOrdersCompletionHandler3.answers { reply in
      reply { throw OrdersStoreError.cannotFetch("offline") }
    }
    var plain: [Order] = []
    store.fetchOrders { (orders: [Order], _: OrdersStoreError?) in plain = orders }
    var result: [Order] = []
    store.fetchOrders { (outcome: OrdersStoreResult<[Order]>) in
      if case .success(let orders) = outcome { result = orders }
    }
    var thrown: (any Error)?
    store.fetchOrders { (orders: () throws -> [Order]) in
      do { _ = try orders() } catch { thrown = error }
    }
    #expect(plain == [amy] && result == [amy])
    #expect(thrown as? OrdersStoreError == .cannotFetch("offline"))
  }

  @Test func throwingAsyncAndTypedThrows() async throws {
    let double = EffectShapesDouble()
    double.on.untyped.throws(ShapeError())
    double.on.typed.throws(ShapeError())
    double.on.fetch.when(1).returns("one")
    double.on.typedAsync.throws(ShapeError())
    #expect(throws: ShapeError.self) { try double.untyped() }
    #expect(throws: ShapeError.self) { try double.typed() }
    #expect(try await double.fetch(id: 1) == "one")
    await #expect(throws: ShapeError.self) { try await double.typedAsync() }
    #expect(await double.load() == "")
    #expect(double.map { $0 + 1 } == [])
    #expect(double.on.map.callCount == 1)
  }

  /// An `async` witness calls the real object itself, where it runs, when the double forwards.
  @Test func asyncCallsGoToTheRealObjectOfAPartialDouble() async throws {
    struct Live: EffectShapes {
      func untyped() throws -> Int { 1 }
      func typed() throws(ShapeError) -> Int { 2 }
      func map(_ transform: (Int) throws -> Int) rethrows -> [Int] { try [transform(3)] }
      func load() async -> String { "live" }
      func fetch(id: Int) async throws -> String { "live \(id)" }
      func typedAsync() async throws(ShapeError) { throw ShapeError() }
      func relay(call: Int, real: String) async -> String { "\(real) \(call)" }
    }
    let partial = EffectShapesDouble(forwardingTo: Live())
    #expect(await partial.load() == "live")
    #expect(try await partial.fetch(id: 7) == "live 7")
    await #expect(throws: ShapeError.self) { try await partial.typedAsync() }
    #expect(await partial.relay(call: 1, real: "relayed") == "relayed 1")
    partial.on.fetch.returns("stubbed")
    #expect(try await partial.fetch(id: 7) == "stubbed")
    partial.on.fetch.forwardsToReal()
    #expect(try await partial.fetch(id: 8) == "live 8")
    #expect(partial.on.fetch.callCount == 3)

    let failures = await withCapturedFailures {
      let dummy = EffectShapesDouble().with { $0.on.load.forwardsToReal() }
      #expect(await dummy.load() == "")
    }
    #expect(failures.map(\.message).first?.hasPrefix("load() is stubbed to forward to the real object") == true)
  }

  @Test func inoutVariadicTuplesAndNestedOptionals() {
    let double = ArgumentShapesDouble()
    var value = 3
    double.update(&value)
    double.log("a", "b")
    double.move(to: (x: 1, y: 2))
    double.on.nested.returns(.some(nil))
    #expect(double.nested(.some(nil)) == .some(nil))
    #expect(double.on.update.lastArguments == 3)
    #expect(double.on.log.lastArguments == ["a", "b"])
    #expect(
      double.callLog == [
        "update(3)", "log([\"a\", \"b\"])", "move(to: (x: 1.0, y: 2.0))", "nested(nil)",
      ])
  }

  @Test func closuresOfEveryKind() {
    let double = ArgumentShapesDouble()
    double.log(message: "evaluated")
    var ran = false
    double.perform { ran = true }
    double.store { _ in }
    double.maybe(nil)
    double.on.makeHandler.returns { "\($0)" }
    #expect(double.makeHandler()(4) == "4")
    double.on.withThrowingInner.answers { reply in reply { 42 } }
    var inner: Int?
    double.withThrowingInner { inner = try? $0() }
    #expect(inner == 42)
    #expect(!ran)
    #expect(double.on.logMessage.lastArguments == "evaluated")
    #expect(
      double.callLog.prefix(4) == [
        "log(message: \"evaluated\")", "perform((non-escaping closure))", "store((function))", "maybe(nil)",
      ])
  }

  @Test func someAndAnyParameters() {
    let double = ArgumentShapesDouble()
    double.draw(42)
    double.drawAny("text")
    #expect(double.on.draw.lastArguments?.description == "42")
    #expect(double.callLog == ["draw(42)", "drawAny(\"text\")"])
  }

  @Test func mutatingRequirementsOnAClassDouble() {
    var double: any MutatingShapes = MutatingShapesDouble()
    double.increment()
    #expect((double as? MutatingShapesDouble)?.on.increment.callCount == 1)
  }

  @Test func staticMembersAndSelf() {
    let made = StaticShapesDouble()
    StaticShapesDouble.on.make.returns(made)
    #expect(StaticShapesDouble.make() === made)
    let double = StaticShapesDouble()
    double.on.copy.returns(made)
    #expect(double.copy() === made)
    double.on.isSame.when(.identical(to: made)).returns(true)
    #expect(double.isSame(as: made))
    #expect(!double.isSame(as: double))
  }

  @Test func operatorRequirements() {
    let first = OperatorShapesDouble()
    let second = OperatorShapesDouble()
    OperatorShapesDouble.on.equalEqual.answers { $0.lhs === $0.rhs }
    OperatorShapesDouble.on.plus.answers { $0.lhs }
    OperatorShapesDouble.on.minus.answers { $0 }
    #expect(first == first)
    #expect(!(first == second))
    #expect((first + 1) === first)
    #expect((-second) === second)
    #expect(OperatorShapesDouble.on.equalEqual.callCount == 2)
  }

  @Test func initializersRecordIntoTheNewDouble() throws {
    let double = InitializerShapesDouble(name: "Amy")
    #expect(double.on.initializerName.lastArguments == "Amy")
    let other = try InitializerShapesDouble(id: 3)
    #expect(other.callLog == ["init(id: 3)"])
  }

  @Test func subscripts() {
    let double = SubscriptShapesDouble()
    double.on.subscript.getter.when(.equal(0)).returns("first")
    #expect(double[0] == "first")
    double[1] = "second"
    #expect(double[key: "k"] == nil)
    #expect(double.callLog == ["[0]", "[1] = \"second\"", "[\"k\"]"])
  }
}

@Suite("Stream member shapes")
struct StreamShapeTests {
  @Test func everyKindOfStreamIsDrivenByItsFeed() async throws {
    let streams = StreamShapesDouble()
    let updates = streams.on.updates.feed()
    let events = streams.on.events.feed()
    let progress = streams.on.progress.feed()
    let downloads = streams.on.downloads.feed()
    let watched = streams.on.watch.feed()
    updates.yield(1)
    updates.finish()
    events.fail(CancellationError())
    progress.yield(0.5)
    progress.finish()
    downloads.yield(Data([1]))
    downloads.finish()
    watched.yield(7)
    watched.finish()
    var received: [Int] = []
    for await value in streams.updates(for: "a") { received.append(value) }
    await #expect(throws: CancellationError.self) { for try await _ in streams.events() {} }
    var fractions: [Double] = []
    for await fraction in streams.progress() { fractions.append(fraction) }
    var sizes: [Int] = []
    for try await data in streams.downloads() { sizes.append(data.count) }
    for await value in await streams.watch() { received.append(value) }
    #expect(received == [1, 7])
    #expect(fractions == [0.5])
    #expect(sizes == [1])
    streams.on.updates.verify(.once, \.self, "a")
  }

  @Test func unfedStreamsOfARelaxedDoubleFinishAtOnce() async {
    let streams = StreamShapesDouble()
    var count = 0
    for await _ in streams.updates(for: "a") { count += 1 }
    for await _ in streams.progress() { count += 1 }
    for await _ in streams.levels { count += 1 }
    #expect(count == 0)
  }
}

@Suite("Autoclosure shapes")
struct AutoclosureShapeTests {
  struct Failure: Error {}

  @Test func eachAutoclosureIsRecordedAsWhatItEvaluatesTo() {
    let double = AutoclosureShapesDouble()
    double.on.schedule.returns(3)
    #expect(double.schedule(at: Date(timeIntervalSince1970: 0)) == 3)
    double.log("hello")
    double.on.measure.returns(4)
    #expect(double.measure(2) as Int == 4)
    #expect(double.maybe(nil as Int?) == nil)
    #expect(double["k"] == 0)
    // A throwing one of a member that cannot throw is not evaluated: the double cannot handle
    // its error.
    double.lazyLog(try { throw Failure() }())
    #expect(
      double.callLog == [
        "schedule(at: 1970-01-01 00:00:00 +0000)", "log(\"hello\")", "measure(2)", "maybe(nil)", "[\"k\"]",
        "lazyLog((non-escaping closure))",
      ])
  }
}
