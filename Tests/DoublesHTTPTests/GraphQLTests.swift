import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// GraphQL requests matched by operation and variables, answered with `data` and `errors`.
@Suite struct GraphQLTests {
  static let endpoint = "https://api.example.com/graphql"

  /// A GraphQL `POST` as clients send it: the document, its variables, and maybe `operationName`.
  static func post(_ query: String, variables: String = "{}", operationName: String? = nil) -> URLRequest {
    let name = operationName.map { #", "operationName": "\#($0)""# } ?? ""
    let body = #"{"query": \#(jsonString(query)), "variables": \#(variables)\#(name)}"#
    return request("POST", endpoint, headers: ["Content-Type": "application/json"], body: body)
  }

  static func jsonString(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  @Test func aStubAnswersTheOperationItNamesWithItsVariables() async throws {
    let http = HTTPDouble()
    http.stub(
      .graphQL(Self.endpoint, operation: "GetUser", variables: .subset(["id": 1])),
      .graphQL(data: ["user": ["id": 1, "name": "Ada"]]))
    http.stub(.graphQL(operation: "GetUser", variables: .subset(["id": 2])), .graphQL(data: ["user": ["name": "Bob"]]))

    let query = "query GetUser($id: ID!) { user(id: $id) { id name } }"
    let ada = try await send(Self.post(query, variables: #"{"id": 1, "locale": "en"}"#), on: http.session)
    let bob = try await send(Self.post(query, variables: #"{"id": 2}"#), on: http.session)

    #expect(ada.status == 200)
    #expect(ada.body == #"{"data":{"user":{"id":1,"name":"Ada"}}}"#)
    #expect(ada.response.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(bob.body == #"{"data":{"user":{"name":"Bob"}}}"#)
  }

  @Test func theOperationIsReadFromTheDocumentOrFromOperationName() async throws {
    let http = HTTPDouble()
    http.stub(.graphQL(operation: "Me"), .graphQL(data: ["me": "from the document"]))
    http.stub(.graphQL(operation: "Feed"), .graphQL(data: ["feed": "named by operationName"]))

    let commented = """
      # query Feed { feed } is only a comment
      query Me { me(note: "query Feed { }") }
      """
    let two = "query Me { me } query Feed { feed }"
    #expect(try await send(Self.post(commented), on: http.session).body == #"{"data":{"me":"from the document"}}"#)
    #expect(
      try await send(Self.post(two, operationName: "Feed"), on: http.session).body
        == #"{"data":{"feed":"named by operationName"}}"#)
  }

  @Test func aGetRequestAndAnApplicationGraphQLBodyAreGraphQLRequestsToo() async throws {
    let http = HTTPDouble()
    http.stub(.graphQL(operation: "Search", variables: .exactly(["term": "swift"])), .graphQL(data: ["hits": 3]))
    http.stub(.graphQL(operation: "Ping"), .graphQL(data: ["ping": true]))

    var components = URLComponents(string: Self.endpoint)!
    components.queryItems = [
      URLQueryItem(name: "query", value: "query Search($term: String) { hits(term: $term) }"),
      URLQueryItem(name: "variables", value: #"{"term":"swift"}"#),
    ]
    let get = try await send(request("GET", components.url!.absoluteString), on: http.session)
    let raw = try await send(
      request("POST", Self.endpoint, headers: ["Content-Type": "application/graphql"], body: "query Ping { ping }"),
      on: http.session)

    #expect(get.body == #"{"data":{"hits":3}}"#)
    #expect(raw.body == #"{"data":{"ping":true}}"#)
  }

  @Test func answersCarryErrorsWithTheirPathAndExtensions() {
    let partial = StubbedResponse.graphQL(
      data: ["user": nil],
      errors: [GraphQLError("No user 7", path: ["user"], extensions: ["code": "NOT_FOUND"])])
    let failed = StubbedResponse.graphQL(errors: ["Syntax error"], status: 400)
    let empty = StubbedResponse.graphQL()

    func body(_ response: StubbedResponse) -> String? {
      response.replyParts.map { String(decoding: $0.body, as: UTF8.self) }
    }
    #expect(
      body(partial)
        == #"{"data":{"user":null},"errors":[{"extensions":{"code":"NOT_FOUND"},"message":"No user 7","path":["user"]}]}"#
    )
    #expect(body(failed) == #"{"errors":[{"message":"Syntax error"}]}"#)
    #expect(failed.replyParts?.status == 400)
    #expect(body(empty) == #"{"data":null}"#)
  }

  @Test func aNearMissNamesTheVariableThatDiffers() async throws {
    var made: (http: HTTPDouble, stub: HTTPStub)?
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "profile")
      let stub = http.stub(
        .graphQL(Self.endpoint, operation: "GetUser", variables: .exactly(["id": 1, "withPosts": true])),
        .graphQL(data: ["user": nil]))
      made = (http, stub)
      _ = await urlErrorCode {
        _ = try await http.session.data(
          for: Self.post(
            "query GetUser($id: ID!, $withPosts: Boolean) { user(id: $id) { name } }",
            variables: #"{"id": 2, "withPosts": true, "locale": "en"}"#))
      }
    }
    let (http, stub) = try #require(made)
    #expect(
      failures.map(\.message) == [
        """
        profile has no stub for POST https://api.example.com/graphql; the request failed with \
        URLError(resourceUnavailable) and nothing was sent to the network.
        Request:
          POST https://api.example.com/graphql
            Content-Type: application/json
            body: {"query": "query GetUser($id: ID!, $withPosts: Boolean) { user(id: $id) { name } }", \
        "variables": {"id": 2, "withPosts": true, "locale": "en"}}
        Closest stubs:
        1. \(stub): 5 of 7 conditions hold
           ✓ scheme is https
           ✓ host is api.example.com
           ✓ path is /graphql
           ✓ GraphQL operation is GetUser
           ✗ GraphQL variable id is 1
               but was: 2
           ✓ GraphQL variable withPosts is true
           ✗ no other GraphQL variables
               but was: locale: "en"
        """
      ])
    #expect(http.unmatchedRequests.count == 1)
  }

  @Test func aRequestThatIsNotGraphQLOrNamesNoOperationSaysWhy() async throws {
    var made: HTTPStub?
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "api")
      made = http.stub(.graphQL(operation: "GetUser"), .graphQL(data: nil))
      for body in [#"{"variables": {}}"#, #"{"query": "query A { a } query B { b }"}"#, #"{"query": "{ me }"}"#] {
        _ = await urlErrorCode {
          _ = try await http.session.data(
            for: request("POST", Self.endpoint, headers: ["Content-Type": "application/json"], body: body))
        }
      }
    }
    let stub = try #require(made)
    let reasons = failures.map { $0.message.components(separatedBy: "but was: ").last ?? "" }
    #expect(failures.count == 3)
    #expect(
      reasons == [
        "not a GraphQL request: its JSON body has no `query` string", "2 operations and no operationName",
        "an anonymous query",
      ])
    #expect(
      failures.allSatisfy { $0.message.contains("\(stub): 0 of 1 conditions hold\n   ✗ GraphQL operation is GetUser") })
  }
}
