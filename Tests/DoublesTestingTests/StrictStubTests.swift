import Foundation
import Testing
import XCTest

@testable import DoublesTesting

/// Strict stubs: a test that asks for them fails on every stub no call used, at the stub's line,
/// naming the calls the member did get; `.lenient()` and stubs given through `expect` are exempt.
@Suite("Strict stubs")
struct StrictStubTests {
  static let unusedBob = """
    The stub of authorize(username:password:) when username == "Bob" on AuthorizerDouble was never used: \
    authorize(username:password:) was called 1 time, and no call took its answer:
      1. authorize(username: "Amy", password: "x"): username == "Bob", but was "Amy"
    Remove the stub, or mark it .lenient() if only some runs need it.
    """

  @Test(.expectsIssues(unusedBob), .verifiesDoubles(strictStubs: true))
  func aStubNoCallUsedFailsTheTestNamingTheCallsItMissed() {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Bob").returns(true)
    #expect(authorizer.authorize(username: "Amy", password: "x") == nil)
  }

  static let unusedReload = """
    The stub of numberOfRows(inSection:) on TableReloadingDouble was never used: numberOfRows(inSection:) was never \
    called.
    Remove the stub, or mark it .lenient() if only some runs need it.
    """

  @Test(.expectsIssues(unusedReload), .verifiesDoubles(strictStubs: true))
  func anUnconditionalStubOfAMemberNeverCalledFails() {
    let table = TableReloadingDouble()
    table.on.numberOfRows.returns(3)
    table.reloadData()
  }

  @Test(.verifiesDoubles(strictStubs: true))
  func usedLenientAndExpectedStubsPass() {
    let table = TableReloadingDouble()
    table.on.numberOfRows.returns(3)  // used, shadowed by the stubs below for other sections
    table.on.numberOfRows.when(.equal(7)).returns(1).then.returns(2)  // used once, through a sequence
    table.on.numberOfRows.when(.equal(9)).returns(0).lenient()  // not needed by this run
    table.on.numberOfRows.expect(.atMost(1), where: .equal(5)).returns(4)  // checked by its count instead
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.numberOfRows(inSection: 7) == 1)
  }

  @Test(.verifiesDoubles(strictStubs: true))
  func aStubAnsweredOnTheCachedPathIsUsed() {
    let table = TableReloadingDouble()
    table.on.numberOfRows.returns(3)  // the newest stub, for any arguments: answered without a lookup
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  /// The cached path marks a stub used on the first call after it is added; a stub added after
  /// calls took an earlier one's answer must be marked again by the calls it answers.
  @Test(.verifiesDoubles(strictStubs: true))
  func aStubAddedAfterCallsIsUsedByTheCallsItAnswers() {
    let table = TableReloadingDouble()
    table.on.numberOfRows.returns(3)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.numberOfRows(inSection: 0) == 3)
    table.on.numberOfRows.returns(5)
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(table.numberOfRows(inSection: 0) == 5)
  }

  @Test(.verifiesDoubles(strictStubs: true))
  func aFeedCanBeLenient() {
    let locations = LocationFeedingDouble()
    locations.on.updates.feed().lenient()
  }

  @Test(.verifiesDoubles)
  func withoutStrictStubsAnUnusedStubPasses() {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Bob").returns(true)
  }
}

/// The same through the XCTest helper.
final class StrictStubXCTests: XCTestCase {
  func testAStubNoCallUsedFailsTheTestAtTearDown() {
    let scope = DoubleScope(strictStubs: true)
    let failures = withCapturedFailures {
      DoubleScope.setXCTestScope(scope)
      let authorizer = AuthorizerDouble()
      authorizer.on.authorize.returns(true)
      DoubleScope.setXCTestScope(nil)
      scope.finish()
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        "The stub of authorize(username:password:) on AuthorizerDouble was never used: authorize(username:password:) "
          + "was never called.\nRemove the stub, or mark it .lenient() if only some runs need it."
      ])
  }

  func testALenientStubPasses() {
    verifyDoublesAtTearDown(strictStubs: true)
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.returns(true).lenient()
  }
}
