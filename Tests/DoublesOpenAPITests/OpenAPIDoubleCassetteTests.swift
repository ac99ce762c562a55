import DoublesOpenAPI
import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Cassettes against the contract: each entry of a replayed cassette is checked where the double
/// is created, and each response the real server gives while a cassette records; and requests
/// sent through the double's URLSession are checked as the transport's are.
@Suite("OpenAPI double and cassettes")
struct OpenAPIDoubleCassetteTests {
  static let contract = OpenAPIDoubleTests.contract
  static let server = "https://api.example.com/v1"

  static let greeting = HARExchange(
    "GET", "\(server)/greet/Amy", responseBody: #"{"message": "Hello, Amy"}"#)
  static let driftedItems = HARExchange(
    "GET", "\(server)/items", responseHeaders: ["X-Total-Count": "1"],
    responseBody: #"{"items": [{"id": 1, "name": "Pen", "price": "1.50"}]}"#)
  static let undeclared = HARExchange("DELETE", "\(server)/items", status: 204)

  /// A cassette file holding `exchanges`, replayed only.
  static func cassette(_ exchanges: [HARExchange], named name: String = "shop.har") throws -> Cassette {
    let url = try makeTemporaryFolder("openapi-cassette").appendingPathComponent(name)
    try harDocument(exchanges).write(to: url, atomically: true, encoding: .utf8)
    return Cassette(url, mode: .none)
  }

  @Test func eachEntryOfAReplayedCassetteIsChecked() throws {
    let http = try HTTPDouble(cassette: Self.cassette([Self.greeting, Self.driftedItems, Self.undeclared]))
    let api = OpenAPIDouble(Self.contract, http: http, enforcement: .reporting)
    #expect(
      api.violations.map(\.description) == [
        "listItems response 200 body $.items[0].price: expected a number, but was a string (\"1.50\")",
        "DELETE /items request: the document declares no such operation (closest: listItems, createItem, getGreeting)",
      ])
  }

  @Test func aStaleCassetteFailsWhereTheDoubleIsCreatedNamingTheEntry() throws {
    let http = try HTTPDouble(cassette: Self.cassette([Self.greeting, Self.driftedItems]))
    withKnownIssue {
      _ = OpenAPIDouble(Self.contract, http: http)
    } matching: { issue in
      issue.comments.first?.rawValue == """
        Entry 2 of shop.har (GET https://api.example.com/v1/items) breaks shop.json:
        - listItems response 200 body $.items[0].price: expected a number, but was a string ("1.50")
        """
    }
  }

  @Test func aReplayedEntryAnswersTheClientAndIsReportedOnce() async throws {
    let http = try HTTPDouble(cassette: Self.cassette([Self.greeting, Self.driftedItems]))
    let api = OpenAPIDouble(Self.contract, http: http, enforcement: .reporting)

    let greeting = try await OpenAPIDoubleTests.send(api, .get, "/greet/Amy")
    let items = try await OpenAPIDoubleTests.send(api, .get, "/items")

    #expect(greeting.body == #"{"message": "Hello, Amy"}"#)
    #expect(items.status == 200)
    #expect(api.violations.count == 1)
  }

  @Test func aRedactedValueMatchesAnySchema() throws {
    let redacted = HARExchange(
      "GET", "\(Self.server)/items?limit=REDACTED", responseHeaders: ["X-Total-Count": "REDACTED"],
      responseBody: #"{"items": [{"id": 1, "name": "Pen", "price": "REDACTED"}]}"#)
    let http = try HTTPDouble(cassette: Self.cassette([redacted]))
    let api = OpenAPIDouble(Self.contract, http: http, enforcement: .reporting)
    #expect(api.violations.isEmpty)
  }

  @Test func aRecordingShowsWhereTheServerHasDrifted() async throws {
    // The real server, here a double of its own, answers with a price as a string.
    let server = HTTPDouble(name: "server")
    server.stub(
      .get("\(Self.server)/items"),
      .status(
        200, headers: ["Content-Type": "application/json", "X-Total-Count": "1"],
        body: Data(#"{"items": [{"id": 1, "name": "Pen", "price": "1.50"}]}"#.utf8)))
    let file = try makeTemporaryFolder("openapi-recording").appendingPathComponent("items.har")

    try await withKnownIssue {
      let http = try HTTPDouble(cassette: Cassette(file, mode: .once), upstream: server.transport)
      let api = OpenAPIDouble(Self.contract, http: http)
      _ = try await OpenAPIDoubleTests.send(api, .get, "/items")
      http.finish()
    } matching: { issue in
      issue.comments.first?.rawValue == """
        The response the server sent for listItems (GET https://api.example.com/v1/items) breaks shop.json:
        - listItems response 200 body $.items[0].price: expected a number, but was a string ("1.50")
        """
    }
    // Replayed, the recording shows the same drift.
    let replay = OpenAPIDouble(
      Self.contract, http: try HTTPDouble(cassette: Cassette(file, mode: .none)), enforcement: .reporting)
    #expect(
      replay.violations.map(\.description) == [
        "listItems response 200 body $.items[0].price: expected a number, but was a string (\"1.50\")"
      ])
  }

  @Test func requestsThroughTheDoublesURLSessionAreCheckedToo() async throws {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub("listItems", headers: ["X-Total-Count": "0"], json: #"{"items": []}"#)
    api.http.stub(.get("\(Self.server)/users"), .status(200))

    _ = try await api.http.session.data(from: URL(string: "\(Self.server)/items?limit=500")!)
    _ = try await api.http.session.data(from: URL(string: "\(Self.server)/users")!)

    #expect(
      api.violations.map(\.description) == [
        "listItems request query parameter limit: 500 is above the maximum 100",
        "GET /users request: the document declares no such operation (closest: listItems, getGreeting, createItem)",
      ])
  }

  @Test func throughURLSessionARequestTheDocumentDoesNotDeclareFailsClosed() async throws {
    await withKnownIssue {
      let api = OpenAPIDouble(Self.contract)
      api.http.stub(.get("\(Self.server)/users"), .status(200))
      await #expect(throws: URLError.self) {
        try await api.http.session.data(from: URL(string: "\(Self.server)/users")!)
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("shop.json declares no operation for GET /users;") == true
    }
  }
}
