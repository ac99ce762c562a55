import DoublesTesting
import Testing

/// Every check of a member takes the four forms of a condition: a matcher (`where: .equal(…)`),
/// a predicate (`where: "…") { … }`), a key path and a matcher, a key path and a value. Each timed
/// form fails with the message of the untimed one, opened by "Within …" or "After waiting …".
@Suite("Every form of a check")
struct VerificationFormsTests {
  static func authorizer() -> AuthorizerDouble {
    let authorizer = AuthorizerDouble()
    _ = authorizer.authorize(username: "ada", password: "secret-1")
    _ = authorizer.authorize(username: "bob", password: "secret-2")
    return authorizer
  }

  /// The message the untimed `verify` gives for the same check.
  static func untimed(_ check: (AuthorizerDouble) -> Void) -> String {
    withCapturedFailures { check(authorizer()) }.map(\.message).joined()
  }

  @Test func withinTakesAKeyPathAndAValueOrAMatcherOrAPredicate() async {
    let expected = "Within 1 second: " + Self.untimed { $0.on.authorize.verify(.never, \.username, "ada") }
    let forms: [(AuthorizerDouble) async -> Bool] = [
      { await $0.on.authorize.verify(.never, \.username, "ada", within: .seconds(1), clock: InstantClock()) },
      { await $0.on.authorize.verify(.never, \.username, .equal("ada"), within: .seconds(1), clock: InstantClock()) },
      {
        await $0.on.authorize.verify(.never, where: "username == \"ada\"", within: .seconds(1), clock: InstantClock()) {
          $0.username == "ada"
        }
      },
    ]
    for (index, form) in forms.enumerated() {
      let failures = await withCapturedFailures { _ = await form(Self.authorizer()) }
      #expect(failures.count == 1, "form \(index)")
      if index < 2 { #expect(failures.first?.message == expected) }
    }
    #expect(
      expected.hasPrefix(
        "Within 1 second: Expected authorize(username:password:) not to be called where username == \"ada\""))
    let quiet = Self.authorizer()
    #expect(await quiet.on.authorize.verify(.never, \.username, "cy", within: .seconds(1), clock: InstantClock()))
  }

  @Test func verifyEventuallyTakesTheSameForms() async {
    let authorizer = Self.authorizer()
    #expect(await authorizer.on.authorize.verifyEventually(.once, \.username, "bob", timeout: .seconds(5)))
    #expect(await authorizer.on.authorize.verifyEventually(.once, \.password, .equal("secret-1")))
    #expect(await authorizer.on.authorize.verifyEventually(.exactly(2)) { $0.password.hasPrefix("secret") })
    let expected = "After waiting 10 ms: " + Self.untimed { $0.on.authorize.verify(.once, \.username, "cy") }
    let failures = await withCapturedFailures {
      await authorizer.on.authorize.verifyEventually(.once, \.username, "cy", timeout: .milliseconds(10))
    }
    #expect(failures.map(\.message) == [expected])
  }

  @Test func expectTakesTheSameForms() {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.expect(.once, \.username, .equal("ada")).returns(true)
    authorizer.on.authorize.expect(.once, where: "a short password") { $0.password.count < 4 }.returns(false)
    #expect(authorizer.authorize(username: "ada", password: "long-password") == true)
    #expect(authorizer.authorize(username: "bob", password: "pw") == false)
    #expect(withCapturedFailures { authorizer.verify() }.isEmpty)
  }
}
