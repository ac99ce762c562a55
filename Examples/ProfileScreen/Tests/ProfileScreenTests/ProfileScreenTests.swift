import DoublesHTTP
import DoublesTesting
import ProfileScreen
import Testing

/// The profile screen against a GraphQL API, stubbed by operation and variables.
@Suite struct ProfileScreenTests {
  let api = HTTPDouble(name: "api")

  @Test func showsTheUsersName() async {
    api.stub(.graphQL(operation: "GetUser", variables: .exactly(["id": 42])), .graphQL(data: ["user": ["name": "Ada"]]))
    let screen = ProfileViewModel(session: api.session)

    await screen.load(userID: 42)

    #expect(screen.title == "Ada")
    api.verify(.graphQL(operation: "GetUser", variables: .exactly(["id": 42])), .once)
  }

  @Test func showsWhatTheServerSaysOfAMissingUser() async {
    api.stub(
      .graphQL(operation: "GetUser"),
      .graphQL(
        data: ["user": nil], errors: [GraphQLError("No user 7", path: ["user"], extensions: ["code": "NOT_FOUND"])]))
    let screen = ProfileViewModel(session: api.session)

    await screen.load(userID: 7)

    #expect(screen.title == "No user 7")
  }

  /// The must-fail twin: the screen asks for user 7 where the test stubbed user 42. The request
  /// fails closed, the screen shows "Offline", and the test fails naming the variable.
  @Test func aRequestForAnotherUserFailsNamingTheVariable() async throws {
    var made: (api: HTTPDouble, stub: HTTPStub)?
    var title = ""
    let failures = await withCapturedFailures {
      let api = HTTPDouble(name: "api")
      let stub = api.stub(
        .graphQL(operation: "GetUser", variables: .exactly(["id": 42])), .graphQL(data: ["user": ["name": "Ada"]]))
      made = (api, stub)
      let screen = ProfileViewModel(session: api.session)
      await screen.load(userID: 7)
      title = screen.title
    }
    let stub = try #require(made).stub
    #expect(title == "Offline")
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasSuffix(
        """
        Closest stubs:
        1. \(stub): 2 of 3 conditions hold
           ✓ GraphQL operation is GetUser
           ✗ GraphQL variable id is 42
               but was: 7
           ✓ no other GraphQL variables
        """) == true)
  }
}
