import DoublesTesting
import Foundation
import Testing

@testable import Doubles

@Suite("Verification")
struct VerificationTests {
  @Test func countsPass() {
    let table = TableReloadingDouble()
    table.on.reloadData.verify(.never)
    table.reloadData()
    table.on.reloadData.verify(.once)
    table.reloadData()
    table.on.reloadData.verify(.exactly(2))
    table.on.reloadData.verify(.atLeast(1))
    table.on.reloadData.verify(.atMost(2))
  }

  @Test func neverCalledNamesTheOtherCalls() {
    let table = TableReloadingDouble()
    _ = table.numberOfRows(inSection: 0)
    let failures = withCapturedFailures { table.on.reloadData.verify(.once) }
    #expect(
      failures.map(\.message) == [
        """
        Expected reloadData() to be called once, but it was never called. TableReloadingDouble recorded 1 other call:
          1. numberOfRows(inSection: 0)
        """
      ])
  }

  @Test func neverCalledOnAnUntouchedDouble() {
    let table = TableReloadingDouble()
    let failures = withCapturedFailures { table.on.reloadData.verify(.once) }
    #expect(
      failures.map(\.message) == [
        "Expected reloadData() to be called once, but it was never called. TableReloadingDouble recorded no calls."
      ])
  }

  @Test func tooManyCallsListsThem() {
    let double = AuthorizerDouble()
    _ = double.authorize(username: "Bob", password: "1")
    _ = double.authorize(username: "Alice", password: "2")
    let failures = withCapturedFailures { double.on.authorize.verify(.once) }
    #expect(
      failures.map(\.message) == [
        """
        Expected authorize(username:password:) to be called once, but it was called 2 times:
          1. authorize(username: "Bob", password: "1")
          2. authorize(username: "Alice", password: "2")
        """
      ])
  }

  @Test func argumentMismatchShowsWhichCallsMatched() {
    let double = AuthorizerDouble()
    _ = double.authorize(username: "Alice", password: "2")
    let failures = withCapturedFailures { double.on.authorize.verify(.once, \.username, "Bob") }
    #expect(
      failures.map(\.message) == [
        """
        Expected authorize(username:password:) to be called once where username == "Bob", but it was never called that way.
        Calls that matched: none
        Calls that did not match:
          ✗ authorize(username: "Alice", password: "2")
        """
      ])
  }

  @Test func failuresPointAtTheLineOfTheTest() {
    let table = TableReloadingDouble()
    let failures = withCapturedFailures { table.on.reloadData.verify(.once) }; let line = #line
    #expect(failures.first?.fileID == "DoublesTests/VerificationTests.swift")
    #expect(failures.first?.line == UInt(line))
  }

  @Test func mockStyleExpectationsAreCheckedByVerify() {
    let mock = AuthorizerDouble(.strict)
    mock.on.authorize.returns(true)
    mock.on.authorize.expect(.once, \.username, "Bob")
    #expect(mock.authorize(username: "Bob", password: "x") == true)
    #expect(mock.verify())
  }

  @Test func verifyWithoutExpectationsFails() {
    let mock = AuthorizerDouble()
    let failures = withCapturedFailures { mock.verify() }
    #expect(
      failures.map(\.message) == [
        "verify() was called on AuthorizerDouble, but no expectation was declared: nothing was checked. "
          + "Declare one with .expect(…) before the code under test runs, or verify a member directly."
      ])
  }

  @Test func unmetExpectationsFailAtTheLineThatDeclaredThem() {
    let mock = AuthorizerDouble()
    mock.on.authorize.expect(.once); let line = #line
    let failures = withCapturedFailures { mock.verify() }
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        "Expected authorize(username:password:) to be called once, but it was never called. AuthorizerDouble recorded no calls."
      ])
  }

  @Test func strictDoublesFailOnCallsWithoutStub() {
    let strict = AuthorizerDouble(.strict); let line = #line
    strict.on.authorize.when(\.username, "Bob").returns(true); let stubLine = #line
    var answer: Bool?? = .none
    let failures = withCapturedFailures { answer = strict.authorize(username: "Eve", password: "x") }
    #expect(answer == .some(nil))
    #expect(failures.map(\.line) == [UInt(line)])
    #expect(
      failures.map(\.message) == [
        """
        No stub of strict AuthorizerDouble answers authorize(username: "Eve", password: "x"). Stubs of this member:
          - when username == "Bob" (DoublesTests/VerificationTests.swift:\(stubLine)): username == "Bob", but was "Eve"
        """
      ])
  }

  @Test func aMissingDefaultIsReportedAndThrownFromThrowingMembers() async {
    let quotes = QuoteFetchingDouble()
    await withCapturedFailures {
      await #expect(throws: DoublesError.self) { try await quotes.fetchQuote(id: 3) }
    }.forEach { failure in
      #expect(
        failure.message
          == "QuoteFetchingDouble has no answer for fetchQuote(id: 3): nothing is stubbed and Quote has no default "
          + "value. Stub it with .returns(…), or conform Quote to DefaultValueProviding.")
    }
  }

  @Test func forwardingWithoutARealObjectFails() {
    let double = AuthorizerDouble()
    double.on.authorize.forwardsToReal()
    var answer: Bool?? = .none
    let failures = withCapturedFailures { answer = double.authorize(username: "Bob", password: "x") }
    #expect(answer == .some(nil))
    #expect(
      failures.map(\.message) == [
        "authorize(username: \"Bob\", password: \"x\") is stubbed to forward to the real object, but AuthorizerDouble "
          + "was created without one. Pass it as init(forwardingTo:)."
      ])
  }

  @Test func anAsyncAnswerOnASynchronousMemberFails() {
    let table = TableReloadingDouble()
    table.on.numberOfRows.neverCompletes()
    var rows: Int?
    let failures = withCapturedFailures { rows = table.numberOfRows(inSection: 1) }
    #expect(rows == 0)
    #expect(
      failures.map(\.message) == [
        "numberOfRows(inSection: 1) is synchronous, but its stub answers asynchronously (an async closure, or "
          + "neverCompletes()). Answer it with a value, an error or a synchronous closure."
      ])
  }

  @Test func verifyNoOtherCallsListsWhatWasNotVerified() {
    let table = TableReloadingDouble()
    table.reloadData()
    _ = table.numberOfRows(inSection: 2)
    table.on.reloadData.verify(.once)
    let failures = withCapturedFailures { table.verifyNoOtherCalls() }
    #expect(
      failures.map(\.message) == [
        """
        TableReloadingDouble recorded 1 call that no verification covered:
          1. numberOfRows(inSection: 2)
        """
      ])
  }

  @Test func callLogComparisonShowsADiff() {
    let renderer = RendererDouble()
    renderer.move(to: CGPoint(x: 0, y: 0))
    renderer.addLine(to: CGPoint(x: 1, y: 1))
    let failures = withCapturedFailures {
      renderer.verifyCallLog(["move(to: CGPoint(x: 0.0, y: 0.0))", "addLine(to: CGPoint(x: 2.0, y: 2.0))"])
    }
    #expect(
      failures.map(\.message) == [
        """
        The calls recorded on RendererDouble differ from the expected log (− expected, + actual):
          move(to: CGPoint(x: 0.0, y: 0.0))
        − addLine(to: CGPoint(x: 2.0, y: 2.0))
        + addLine(to: CGPoint(x: 1.0, y: 1.0))
        """
      ])
  }

  /// A long log that differs in one line shows that line once, removed and added, with the
  /// rest kept: the diff keeps the common prefix and suffix as they are.
  @Test func aLongCallLogWithOneDifferenceShowsOnlyThatLine() {
    let table = TableReloadingDouble()
    var expected: [String] = []
    for section in 0..<2_000 {
      _ = table.numberOfRows(inSection: section == 1_000 ? -1 : section)
      expected.append("numberOfRows(inSection: \(section))")
    }
    let failures = withCapturedFailures { table.verifyCallLog(expected) }
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.count == 2_002)
    #expect(lines[1_001...1_002] == ["− numberOfRows(inSection: 1000)", "+ numberOfRows(inSection: -1)"])
    #expect(lines.filter { $0.hasPrefix("−") || $0.hasPrefix("+") }.count == 2)
  }

  @Test func orderAcrossDoubles() {
    let table = TableReloadingDouble()
    let authorizer = AuthorizerDouble()
    _ = authorizer.authorize(username: "Bob", password: "")
    table.reloadData()
    verifyInOrder(authorizer.on.authorize.step, table.on.reloadData.step)
    let failures = withCapturedFailures {
      verifyInOrder(table.on.reloadData.step, authorizer.on.authorize.step)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected the calls in this order, but step 2 (AuthorizerDouble.authorize(username:password:)) did not happen after the steps before it.
        Expected order:
          1. TableReloadingDouble.reloadData()
          2. AuthorizerDouble.authorize(username:password:)
        Recorded calls, in order:
          1. AuthorizerDouble.authorize(username: "Bob", password: "")
          2. TableReloadingDouble.reloadData()
        """
      ])
  }

  @Test func eventuallyWaitsForACallFromAnotherQueue() async {
    let table = TableReloadingDouble()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { table.reloadData() }
    #expect(await table.on.reloadData.verifyEventually(.once, timeout: .seconds(5)))
  }

  /// A call answered by a stub's one value takes the runtime's shortest path; it must still wake
  /// a check waiting for calls. Only the call can end this wait: the clock is never moved on,
  /// but by a watchdog that ends a wait the call failed to end, after 60 s, failing the test.
  @Test func aCallAnsweredByAStubbedValueWakesAWaitingCheck() async {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.returns(true)
    let clock = ManualClock()
    let check = Task {
      await withCapturedFailures { await authorizer.on.authorize.verify(.never, within: .seconds(1), clock: clock) }
    }
    var yields = 0
    while authorizer.recorder.withLock({ authorizer.recorder.state.pointee.waiters.parked.isEmpty }) {
      yields += 1
      guard yields < 1_000_000 else {
        Issue.record("the check never waited for a call")
        return
      }
      await Task.yield()
    }
    let watchdog = Task {
      try await Task.sleep(for: .seconds(60))
      await clock.advance(by: .seconds(1))
    }
    #expect(authorizer.authorize(username: "ada", password: "pw") == true)
    let failures = await check.value
    watchdog.cancel()
    #expect(await watchdog.result.isFailure, "the call did not wake the check; the clock ended it")
    #expect(
      failures.map(\.message) == [
        "Within 1 second: Expected authorize(username:password:) not to be called, but it was called 1 time:\n"
          + "  1. authorize(username: \"ada\", password: \"pw\")"
      ])
  }

  @Test func eventuallyFailsAfterTheTimeout() async {
    let table = TableReloadingDouble()
    let failures = await withCapturedFailures {
      await table.on.reloadData.verifyEventually(.once, timeout: .milliseconds(50))
    }
    #expect(
      failures.map(\.message) == [
        "After waiting 50 ms: Expected reloadData() to be called once, but it was never called. "
          + "TableReloadingDouble recorded no calls."
      ])
  }
}

/// Conditions on a member's only argument read as the call they describe.
@Suite("Messages name the calls a condition picks")
struct ConditionPhrasingTests {
  @Test func anEqualityOnTheOnlyArgumentReadsAsTheCall() {
    let scope = DoubleScope(strictStubs: true)  // what `.verifiesDoubles(strictStubs: true)` runs
    let line = #line + 2
    let inventory = DoubleScope.$current.withValue(scope) { InventoryDouble() }
    inventory.on.stock.when(.equal("SKU-9")).returns(3)
    inventory.on.prices.when(\.self, "ACME").returns([1.5]).lenient()
    _ = inventory.stock("SKU-1")
    let failures = withCapturedFailures {
      inventory.on.stock.verify(.once, where: .equal("SKU-9"))
      inventory.on.prices.verify(.once, \.self, "ACME")
      scope.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected stock("SKU-9") to be called once, but it was never called that way.
        Calls that matched: none
        Calls that did not match:
          ✗ stock("SKU-1")
        """,
        #"Expected prices(for: "ACME") to be called once, but it was never called. InventoryDouble recorded 1 other call:"#
          + "\n  1. stock(\"SKU-1\")",
        """
        The stub of stock("SKU-9") on InventoryDouble was never used: stock(_:) was called 1 time, and no call \
        took its answer:
          1. stock("SKU-1"): the argument == "SKU-9", but was "SKU-1"
        Remove the stub, or mark it .lenient() if only some runs need it.
        """,
      ])
    #expect(
      inventory.stubMisses.map(\.description) == [
        #"stock("SKU-1") missed the stub stock("SKU-9") (DoublesTests/VerificationTests.swift:\#(line)): "#
          + #"the argument == "SKU-9", but was "SKU-1""#
      ])
  }

  @Test func anyArgumentIsNoConditionAndAPredicateSaysSo() {
    let inventory = InventoryDouble()
    let failures = withCapturedFailures {
      inventory.on.stock.verify(.once, where: .any)
      inventory.on.stock.verify(.once) { $0.hasPrefix("SKU") }
    }
    #expect(
      failures.map(\.message) == [
        "Expected stock(_:) to be called once, but it was never called. InventoryDouble recorded no calls.",
        "Expected stock(_:) to be called once where the predicate holds, but it was never called. "
          + "InventoryDouble recorded no calls.",
      ])
  }

  /// What Nimble's `toNot(haveBeenCalled(…))` says when the count it did not want held.
  @Test func aCountThatHeldAgainstTheWishOfANegation() {
    let inventory = InventoryDouble()
    #expect(
      inventory.on.stock.unwantedCountMessage(.never, where: nil)
        == "Expected stock(_:) to be called, but it was never called.")
    #expect(
      inventory.on.stock.unwantedCountMessage(.atMost(1), where: .equal("SKU-9"))
        == "Expected stock(\"SKU-9\") not to be called at most once, but it was never called.")
    _ = inventory.stock("SKU-9")
    #expect(inventory.on.stock.unwantedCountMessage(.never, where: nil) == nil)
    #expect(
      inventory.on.stock.unwantedCountMessage(.atLeastOnce, where: nil)
        == "Expected stock(_:) not to be called, but it was called 1 time:\n  1. stock(\"SKU-9\")")
  }

  @Test func anotherConditionOnTheOnlyArgumentNamesIt() {
    let inventory = InventoryDouble()
    _ = inventory.stock("SKU-1")
    let failures = withCapturedFailures {
      inventory.on.stock.verify(.never, where: .not(.equal("SKU-9")))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected stock(_:) not to be called where the argument != "SKU-9", but it was called 1 time.
        Calls that matched:
          ✓ stock("SKU-1")
        Calls that did not match: none
        """
      ])
  }
}

extension Result {
  /// Whether the result is a failure: for a task that was cancelled before it did its work.
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
