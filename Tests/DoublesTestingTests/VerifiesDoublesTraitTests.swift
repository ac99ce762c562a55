import Foundation
import Testing

@testable import DoublesTesting

/// For these tests only: the test must record exactly `messages` as issues, and expects them.
/// Listed before `.verifiesDoubles`, it runs around it, so it sees what the trait reports when
/// the test ends.
struct ExpectsIssuesTrait: TestTrait, TestScoping {
  let messages: [String]

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let seen = Locked<[String]>([])
    try await withKnownIssue {
      try await function()
    } matching: { issue in
      seen.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    #expect(seen.withLock { $0 } == messages)
  }
}

extension Trait where Self == ExpectsIssuesTrait {
  static func expectsIssues(_ messages: String...) -> ExpectsIssuesTrait { ExpectsIssuesTrait(messages: messages) }
}

@Suite("The .verifiesDoubles trait")
struct VerifiesDoublesTraitTests {
  static let unmetAuthorize =
    "Expected authorize(username:password:) to be called once, but it was never called. "
    + "AuthorizerDouble recorded no calls."

  @Test(.expectsIssues(unmetAuthorize), .verifiesDoubles)
  func anUnmetExpectationFailsTheTestWithoutAVerifyCall() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    _ = mock
  }

  @Test(.verifiesDoubles)
  func expectationsThatHoldPass() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    #expect(mock.authorize(username: "Bob", password: "secret") == true)
  }

  @Test(.verifiesDoubles)
  func anExpectationVerifiedInTheTestIsNotReportedAgain() {
    let mock = AuthorizerDouble().with { $0.on.authorize.expect(.once) }
    withKnownIssue {
      mock.verify()
    }
  }

  @Test(.expectsIssues(unmetAuthorize), .verifiesDoubles)
  func aDoubleReleasedBeforeTheEndIsStillChecked() {
    var mock: AuthorizerDouble? = AuthorizerDouble().with { $0.on.authorize.expect(.once) }
    #expect(mock != nil)
    mock = nil
  }

  @Test(
    .expectsIssues("No stub of strict QuoteFetchingDouble answers fetchQuote(id: 7). Stubs of this member: none"),
    .verifiesDoubles
  )
  func aStrictSurpriseSwallowedOnADetachedTaskFailsTheTest() async {
    let quotes = QuoteFetchingDouble(.strict)
    let quote = await Task.detached { try? await quotes.fetchQuote(id: 7) }.value
    #expect(quote == nil)
  }

  @Test(.verifiesDoubles, arguments: 1...6)
  func parallelTestsSeeOnlyTheirOwnDoubles(count: Int) async throws {
    let doubles = (0..<count).map { _ in TableReloadingDouble() }
    for _ in 0..<10 {
      try await Task.sleep(for: .milliseconds(Int.random(in: 0...3)))
      #expect(DoubleScope.current?.doubleCount == count)
    }
    #expect(doubles.count == count)
  }

  @Test func aTestWithoutTheTraitHasNoScope() {
    _ = TableReloadingDouble()
    #expect(DoubleScope.current == nil)
  }
}

@Suite("The .verifiesDoubles trait on a suite", .verifiesDoubles)
struct VerifiesDoublesSuiteTests {
  @Test func eachTestOfTheSuiteHasItsOwnScope() {
    _ = TableReloadingDouble()
    #expect(DoubleScope.current?.doubleCount == 1)
  }

  @Test func anotherTestOfTheSuiteSeesOnlyItsOwnDoubles() {
    _ = (TableReloadingDouble(), TableReloadingDouble())
    #expect(DoubleScope.current?.doubleCount == 2)
  }

  @Test(arguments: [3, 4])
  func eachCaseOfAParameterizedTestHasItsOwnScope(count: Int) {
    let doubles = (0..<count).map { _ in TableReloadingDouble() }
    #expect(DoubleScope.current?.doubleCount == doubles.count)
  }
}
