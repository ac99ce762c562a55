import Doubles
import DoublesTesting
import Foundation
import Testing
import XCTest

/// A type that takes its dependencies as closures, the case `FunctionDouble` is for.
private struct ImageLoader {
  let fetch: (URL) async throws -> Data
  let log: @MainActor (String, Int) -> Void

  func load(_ url: URL) async throws -> Int {
    let data = try await fetch(url)
    await log(url.lastPathComponent, data.count)
    return data.count
  }
}

@Suite("Function doubles")
struct FunctionDoubleTests {
  let url = URL(string: "https://example.com/cat.png")!

  @Test func aClosureRecordsItsCallsAndAnswersFromStubs() async throws {
    let fetch = FunctionDouble<URL, Data, any Error>("fetch")
    let log = FunctionDouble<String, Int, Void, Never>("log")
    fetch.on.when(.equal(url)).returns(Data([1, 2, 3]))
    let loader = ImageLoader(fetch: fetch.asyncClosure, log: log.closure)
    #expect(try await loader.load(url) == 3)
    fetch.on.verify(.once, \.self, url)
    log.on.verify(.once, \.0, "cat.png")
    log.on.verify(.once, with: "cat.png", 3)
    fetch.on.verify(.once, with: url)
    #expect(log.callLog == ["log(\"cat.png\", 3)"])
  }

  @Test func aThrowingStubThrowsThroughTheClosure() async {
    let fetch = FunctionDouble<URL, Data, any Error>("fetch")
    fetch.on.throws(URLError(.notConnectedToInternet))
    let loader = ImageLoader(fetch: fetch.closure, log: { _, _ in })
    await #expect(throws: URLError(.notConnectedToInternet)) { try await loader.load(url) }
  }

  // StubbingAndVerifying: "A member of one `Equatable` argument also takes the argument itself:
  // `when(7)`, `verify(.once, with: 7)`" — a closure of one parameter is such a member.
  @Test func aClosureOfOneEquatableParameterTakesTheArgumentItself() {
    let track = FunctionDouble<String, Void, Never>("track")
    track.on.when("open").returns(())
    let send: (String) -> Void = track.closure
    send("open")
    track.on.verify(.once, with: "open")
    let failures = withCapturedFailures { track.on.verify(.once, with: "close") }
    #expect(
      failures.map(\.message) == [
        """
        Expected track("close") to be called once, but it was never called that way.
        Calls that matched: none
        Calls that did not match:
          ✗ track("open")
        """
      ])
  }

  @Test func aClosureWithoutParametersRecordsVoid() {
    let refresh = FunctionDouble<Void, Never>("refresh")
    let callback: () -> Void = refresh.closure
    callback()
    callback()
    refresh.on.verify(.exactly(2))
    #expect(refresh.callLog == ["refresh()", "refresh()"])
  }

  @Test func anAsynchronousAnswerIsAwaitedByTheAsyncClosure() async {
    let next = FunctionDouble<Int, Int, Never>("next")
    next.on.answers { (value: Int) async in value + 1 }
    let increment: (Int) async -> Int = next.asyncClosure
    #expect(await increment(1) == 2)
  }

  @Test func aStrictFunctionDoubleFailsOnACallNoStubAnswers() {
    let line = #line + 3
    let failures = withCapturedFailures {
      let fetch = FunctionDouble<URL, Data, any Error>("fetch", .strict)
      fetch.on.when(.equal(url)).returns(Data())
      let load: (URL) throws -> Data = fetch.closure
      _ = try? load(URL(string: "https://example.com/dog.png")!)
    }
    #expect(
      failures.map(\.message) == [
        """
        No stub of strict fetch answers fetch(https://example.com/dog.png). Stubs of this member:
          - fetch(https://example.com/cat.png) (DoublesTests/FunctionDoubleTests.swift:\(line)): \
        the argument == https://example.com/cat.png, but was https://example.com/dog.png
        """
      ])
  }
}

final class FunctionDoubleXCTests: XCTestCase {
  func testAClosureDoubleVerifiesUnderXCTest() throws {
    let validate = FunctionDouble<String, Bool, any Error>("validate")
    validate.on.when(.equal("")).returns(false)
    let check: (String) throws -> Bool = validate.closure
    XCTAssertEqual(try check(""), false)
    XCTAssertEqual(try check("x"), false)
    validate.on.verify(.exactly(2))
    XCTAssertEqual(validate.callLog, ["validate(\"\")", "validate(\"x\")"])
  }
}
