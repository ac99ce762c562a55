import DoublesTesting
import QuickStart
import Testing

/// README's tour of the roles, kept compiling and passing: "The Swifty Little Mocker"'s five kinds
/// of double for one protocol, each with one line of setup (scenario S39).
@Suite("README quick start", .verifiesDoubles)
struct QuickStartTests {
  @Test func dummy() {
    let dummy = AuthorizerDouble()
    let system = System(authorizer: dummy)
    #expect(system.loginCount() == 0)
    dummy.on.authorize.verify(.never)
  }

  @Test func stub() {
    let stub = AuthorizerDouble().with { $0.on.authorize.returns(true) }
    var system = System(authorizer: stub)
    let loggedIn = system.login(username: "Bob", password: "secret")
    #expect(loggedIn)
    stub.on.authorize.when(\.username, "Eve").returns(nil)  // an authorizer that does not know Eve
    let eveLoggedIn = system.login(username: "Eve", password: "secret")
    #expect(!eveLoggedIn)
    #expect(system.loginCount() == 1)
  }

  @Test func spy() {
    let spy = AuthorizerDouble().with { $0.on.authorize.returns(true) }
    var system = System(authorizer: spy)
    _ = system.login(username: "Bob", password: "secret")
    #expect(spy.on.authorize.wasCalled)
    #expect(spy.on.authorize.lastArguments?.username == "Bob")
  }

  @Test func mock() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    var system = System(authorizer: mock)
    _ = system.login(username: "Bob", password: "secret")
    #expect(mock.verify())
  }

  @Test func partial() {
    struct RealAuthorizer: Authorizer {
      func authorize(username: String, password: String) -> Bool? { password == "secret" }
    }
    let partial = AuthorizerDouble(forwardingTo: RealAuthorizer())
    partial.on.authorize.when(\.username, "test-user").returns(true)
    var system = System(authorizer: partial)
    let real = system.login(username: "Bob", password: "secret")
    let stubbed = system.login(username: "test-user", password: "anything")
    #expect(real && stubbed)
  }

  @Test func fake() {
    let fake = AuthorizerDouble().with { $0.on.authorize.answers { $0.username == "Bob" } }
    var system = System(authorizer: fake)
    let bob = system.login(username: "Bob", password: "secret")
    let alice = system.login(username: "Alice", password: "secret")
    #expect(bob && !alice)
  }
}
