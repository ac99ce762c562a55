import DoublesTesting
import Foundation
import Testing
import XCTest

@Suite("Struct-of-closures shapes")
struct ClosureStructShapeTests {
  @Test func everyClosureRecordsIntoOneCallLogAndARelaxedDoubleAnswersDefaults() async throws {
    let facts = ShapeNumberFactClientDouble()
    let client = facts.value
    #expect(try await client.fact(3) == "")
    #expect(await client.favorite() == 0)
    try client.save(3, "three")
    #expect(client.name == "number facts")
    #expect(facts.callLog == ["fact(3)", "favorite()", "save(3, \"three\")"])
    facts.on.fact.verify(.once, \.self, 3)
    facts.on.favorite.verify(.once)
    facts.on.save.verify(.once, \.fact, "three")
    facts.verifyNoOtherCalls()
  }

  @Test func stubsAnswerWithValuesErrorsAndArgumentMatchers() async throws {
    let facts = ShapeNumberFactClientDouble()
    facts.on.fact.returns("a number")
    facts.on.fact.when(.equal(3)).returns("3 is prime")
    facts.on.save.when(\.number, 0).throws(CancellationError())
    let client = facts.value
    #expect(try await client.fact(3) == "3 is prime")
    #expect(try await client.fact(4) == "a number")
    #expect(throws: CancellationError.self) { try client.save(0, "zero") }
    facts.on.fact.verify(.exactly(2))
  }

  @Test func valuesMadeAtAnyTimeShareTheDoublesStubsAndLog() async throws {
    let facts = ShapeNumberFactClientDouble()
    let early = facts.value
    facts.on.favorite.returns(7)
    #expect(await early.favorite() == 7)
    #expect(await facts.value.favorite() == 7)
    facts.on.favorite.verify(.exactly(2))
  }

  @Test func aStrictDoubleFailsOnAClosureNoStubAnswers() async {
    let facts = ShapeNumberFactClientDouble(.strict)
    let line = #line + 1
    facts.on.fact.when(.equal(3)).returns("3 is prime")
    let client = facts.value
    let failures = await withCapturedFailures { _ = try? await client.fact(4) }
    #expect(
      failures.map(\.message) == [
        """
        No stub of strict ShapeNumberFactClientDouble answers fact(4). Stubs of this member:
          - fact(3) (\(#fileID):\(line)): the argument == 3, but was 4
        """
      ])
  }

  @Test func aPartialDoubleForwardsWhatNoStubAnswersToTheRealClosures() async throws {
    let live = ShapeNumberFactClient(
      fact: { "\($0) is a number" }, favorite: { 42 }, save: { _, _ in }, updates: { AsyncStream { $0.finish() } })
    let facts = ShapeNumberFactClientDouble(forwardingTo: live)
    facts.on.favorite.returns(1)
    #expect(try await facts.value.fact(5) == "5 is a number")
    #expect(await facts.value.favorite() == 1)
    #expect(facts.value.now() == Date(timeIntervalSince1970: 0))
    #expect(facts.callLog == ["fact(5)", "favorite()", "now()"])
  }

  @Test func aStreamClosureIsDrivenByAFeed() async {
    let facts = ShapeNumberFactClientDouble()
    let feed = facts.on.updates.feed()
    let stream = facts.value.updates()
    feed.yield(1)
    feed.yield(2)
    feed.finish()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [1, 2])
  }

  @Test func callbacksInoutAndNonEscapingClosuresAreRecorded() throws {
    let callbacks = ShapeCallbacksDouble()
    callbacks.on.fetch.answers { completion in completion(.success(["amy"])) }
    callbacks.on.each.answers { _ in }
    callbacks.on.collect.returns(2)
    callbacks.on.validate.when(.equal("")).throws(.offline)
    let value = callbacks.value
    var received: [String] = []
    value.fetch { received = (try? $0.get()) ?? [] }
    value.didSelect(1, "one")
    #expect(value.collect("a", "b") == 2)
    var number = 1
    value.adjust(&number)
    value.each { _ in }
    value.onClose?()
    #expect(throws: ShapeClosureError.offline) { try value.validate("") }
    #expect(received == ["amy"])
    #expect(
      callbacks.callLog == [
        "fetch((function))", "didSelect(1, \"one\")", "collect([\"a\", \"b\"])", "adjust(1)",
        "each((non-escaping closure))",
        "onClose()", "validate(\"\")",
      ])
    callbacks.on.didSelect.verify(.once, \.argument2, "one")
  }

  @Test func typedThrowsAndKeywordNamedClosuresKeepTheirShape() async {
    let callbacks = ShapeCallbacksDouble()
    callbacks.on.load.throws(.offline)
    callbacks.on.default.when(\.real, 2).returns(9)
    let value = callbacks.value
    await #expect(throws: ShapeClosureError.offline) { _ = try await value.load("a") }
    #expect(await value.default(1, 2, 3) == 9)
  }

  @Test @MainActor func aMainActorStructsDoubleIsMadeAndUsedOnTheMainActor() async {
    let screen = ShapeScreenActionsDouble()
    screen.on.confirm.returns(true)
    let actions = screen.value
    actions.show("Saved")
    #expect(await actions.confirm("Delete?"))
    #expect(screen.callLog == ["show(\"Saved\")", "confirm(\"Delete?\")"])
  }

  @Test(.verifiesDoubles(strictStubs: true))
  func strictStubsReportAClosureStubNoCallUsed() {
    let client = ShapePublicClientDouble()
    client.on.send.when(.equal("hello")).returns(()).lenient()
  }
}

// `nonisolated`: in an app module isolated to the main actor by default, an XCTestCase subclass would
// be isolated to it, and its initializers could not override XCTestCase's.
nonisolated final class ClosureStructShapeXCTests: XCTestCase {
  func testAClientDoubleRecordsStubsAndVerifiesUnderXCTest() async throws {
    let client = ShapePublicClientDouble()
    client.on.send.when(.equal("")).throws(CancellationError())
    try await client.value.send("hello")
    do {
      try await client.value.send("")
      XCTFail("an empty message should throw")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    XCTAssertEqual(client.callLog, ["send(\"hello\")", "send(\"\")"])
    client.on.send.verify(.exactly(2))
  }
}

@Suite("Struct-of-closures shapes: nested types and optional closures")
struct ClosureStructNestedShapeTests {
  @Test func nestedTypesSelfAndSharedDeclarationsAreRecorded() async throws {
    let search = ShapeSearchClientDouble()
    let amy = ShapeSearchClient.Result(name: "Amy")
    search.on.search.when(.equal("a")).returns([amy])
    search.on.first.returns(amy)
    let client = search.value
    #expect(try await client.search("a") == [amy])
    #expect(client.first() == amy)
    #expect(client.last() == nil)
    #expect(client.token == nil)
    client.onChange?(1)
    client.onClear()
    client.pair(1, "b")
    search.on.refined.returns(client)
    _ = client.refined(client, 2)
    search.on.refined.verify(.once, \.depth, 2)
    search.on.pair.verify(.once, \.argument2, "b")
    let log = search.callLog
    #expect(log.dropLast() == ["search(\"a\")", "first()", "last()", "onChange(1)", "onClear()", "pair(1, \"b\")"])
    #expect(log.last?.hasPrefix("refined(ShapeSearchClient(search: (function), ") == true)
    #expect(log.last?.hasSuffix(", 2)") == true)
  }

  @Test func aClosureThatThrowsANestedTypeThrowsIt() {
    let search = ShapeSearchClientDouble()
    search.on.retry.throws(.offline)
    #expect(throws: ShapeSearchClient.Failure.offline) { try search.value.retry() }
  }

  @Test @MainActor func aMainActorClosureOfANonisolatedStructIsRecorded() {
    let search = ShapeSearchClientDouble()
    search.value.present("Results")
    search.on.present.verify(.once, \.self, "Results")
  }
}
