import DoublesTesting
import Testing

@testable import App

// snippet Sources/DoublesTesting/DoublesTesting.docc/DoublesTesting.md
@Suite(.verifiesDoubles) struct LoginTests {
  @Test func aKnownUserLogsIn() {
    let authorizer = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    let system = System(authorizer: authorizer)
    #expect(system.login(username: "Bob", password: "secret"))
  }  // the expectation is checked here, without a verify() call
}
// end of snippet
