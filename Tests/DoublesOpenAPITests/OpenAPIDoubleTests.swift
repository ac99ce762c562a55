import DoublesHTTP
import DoublesOpenAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime
import Testing

/// The contract double against a small document (`Fixtures/shop.json`): stubs by operationId,
/// and each kind of violation, in a stub, a request and a response, with the message a user sees.
@Suite("OpenAPI double")
struct OpenAPIDoubleTests {
  static let contract: OpenAPIContract = {
    let url = Bundle.module.url(forResource: "shop", withExtension: "json", subdirectory: "Fixtures")!
    return try! OpenAPIContract(contentsOf: url)
  }()

  static let server = URL(string: "https://api.example.com/v1")!

  /// Sends a request as a generated client does: a path relative to the server, and a body.
  static func send(
    _ api: OpenAPIDouble, _ method: HTTPRequest.Method, _ path: String, json: String? = nil,
    headers: HTTPFields = [:], server: URL = server
  ) async throws -> (status: Int, headers: HTTPFields, body: String) {
    var fields = headers
    if json != nil { fields[.contentType] = "application/json" }
    let request = HTTPRequest(method: method, scheme: nil, authority: nil, path: path, headerFields: fields)
    let (response, body) = try await api.transport.send(
      request, body: json.map { HTTPBody($0) }, baseURL: server, operationID: "")
    var text = ""
    if let body { text = try await String(collecting: body, upTo: 1 << 20) }
    return (response.status.code, response.headerFields, text)
  }

  @Test func theDocumentsOperationsAreReadWithTheirServersPath() {
    // By path, then method, whatever order the decoder reads the document's objects in.
    #expect(
      Self.contract.operations.map(\.description) == [
        "getGreeting (GET /greet/{name})", "listItems (GET /items)", "createItem (POST /items)",
        "getShape (GET /shapes/{id})",
      ])
    #expect(Self.contract.basePath == "/v1")
    #expect(Self.contract.description == "shop.json (4 operations)")
  }

  @Test func aStubNamedByOperationIDAnswersTheClient() async throws {
    let api = OpenAPIDouble(Self.contract)
    api.stub("getGreeting", path: ["name": "Amy"], json: #"{"message": "Hello, Amy"}"#)

    let reply = try await Self.send(api, .get, "/greet/Amy?language=fr")

    #expect(reply.status == 200)
    #expect(reply.body == #"{"message": "Hello, Amy"}"#)
    #expect(api.violations.isEmpty)
    #expect(api.http.requests.map(\.description) == ["GET https://api.example.com/v1/greet/Amy?language=fr"])
  }

  @Test func withoutABodyAStubAnswersWithTheDocumentsExample() async throws {
    let api = OpenAPIDouble(Self.contract)
    api.stub("getGreeting")

    let reply = try await Self.send(api, .get, "/greet/Bo")

    #expect(reply.status == 200)
    #expect(reply.headers[.contentType] == "application/json")
    #expect(
      try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: String] == [
        "message": "Hello, Amy", "language": "en",
      ])
  }

  /// `listItems` declares no example: its schema makes one, every property of the item filled
  /// with the least value its rules allow, and the header the response requires.
  @Test func withoutABodyOrAnExampleAStubAnswersWithAValueOfTheSchema() async throws {
    let api = OpenAPIDouble(Self.contract)
    api.stub("listItems")

    let reply = try await Self.send(api, .get, "/items")

    #expect(reply.status == 200)
    #expect(reply.headers[HTTPField.Name("X-Total-Count")!] == "0")
    #expect(
      reply.body
        == #"{"items":[{"added":"2026-01-01T00:00:00Z","id":0,"name":"string","price":0,"tags":["string"]}]}"#)
    #expect(api.violations.isEmpty)
  }

  /// A schema that asks for more than a made-up value can hold gets a value of bounded size, and
  /// the check names the rules it breaks.
  @Test func aValueOfASchemaThatAsksTooMuchIsBoundedAndNamed() throws {
    let document = #"""
      {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/t": {"get": {
        "operationId": "t", "responses": {"200": {"description": "T.", "content": {"application/json": {
          "schema": {"type": "object", "required": ["tags", "code", "n"], "properties": {
            "tags": {"type": "array", "minItems": 1000000000, "items": {"type": "string"}},
            "code": {"type": "string", "minLength": 1000000000},
            "n": {"type": "number", "minimum": 1e300, "multipleOf": 1e-300}}}}}}}}}}}
      """#
    let api = OpenAPIDouble(try OpenAPIContract(json: Data(document.utf8), name: "t.json"), enforcement: .reporting)
    api.stub("t")
    #expect(
      api.violations.map(\.description) == [
        #"t response 200 body $.code: "stringxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is shorter than 1000000000 characters"#,
        "t response 200 body $.n: 1e+300 is not a multiple of 1e-300",
        "t response 200 body $.tags: it has 100 items, fewer than the 1000000000 required",
      ])
  }

  @Test func aStaleStubFailsWhereItIsWritten() {
    withKnownIssue {
      let api = OpenAPIDouble(Self.contract)
      api.stub("listItems", json: #"{"items": [{"id": 1, "name": "Pen", "price": "1.50"}]}"#)
    } matching: { issue in
      issue.comments.first?.rawValue == """
        The stub of listItems breaks shop.json:
        - listItems response 200 header X-Total-Count: the required header is missing
        - listItems response 200 body $.items[0].price: expected a number, but was a string ("1.50")
        """
    }
  }

  @Test func eachRuleOfAResponseBodyNamesItsPlace() {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub(
      "listItems", headers: ["X-Total-Count": "many"],
      json: #"""
        {"items": [
          {"id": 1, "name": "Pen", "price": 2},
          {"id": 2.5, "price": -1, "added": "yesterday", "tags": ["a", 3], "colour": "red"}
        ]}
        """#)
    #expect(
      api.violations.map(\.description) == [
        "listItems response 200 header X-Total-Count: expected an integer, but was a string (\"many\")",
        "listItems response 200 body $.items[1]: the required property 'name' is missing",
        "listItems response 200 body $.items[1].added: \"yesterday\" is not a date-time",
        "listItems response 200 body $.items[1].id: expected an integer, but was a number (2.5)",
        "listItems response 200 body $.items[1].price: -1 is below the minimum 0",
        "listItems response 200 body $.items[1].tags[1]: expected a string, but was an integer (3)",
        "listItems response 200 body $.items[1].colour: the property 'colour' is not declared, and no other is allowed",
      ])
  }

  @Test func anEnumAOneOfAnUndeclaredStatusAndContentTypeAreViolations() {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub("getGreeting", json: #"{"message": "Hi", "language": "de"}"#)
    api.stub("getShape", json: #"{"kind": "triangle", "side": 2}"#)
    api.stub("getGreeting", status: 500, json: "{}")
    api.stub("getGreeting", headers: ["Content-Type": "text/plain"], json: "Hello")
    api.stub("createItem", status: 409, json: #"{"code": 409, "reason": "taken"}"#)
    #expect(
      api.violations.map(\.description) == [
        "getGreeting response 200 body $.language: \"de\" is not one of \"en\", \"fr\"",
        "getShape response 200 body $: {2 properties} matches none of the 2 oneOf schemas: "
          + "1) $: the required property 'radius' is missing; 2) $.kind: \"triangle\" is not one of \"square\"",
        "getGreeting response 500: the status is not declared (declared: 200, 404)",
        "getGreeting response 200: the content type text/plain is not declared (declared: application/json)",
      ])
  }

  @Test func requestsTheClientSendsAreCheckedToo() async throws {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub("createItem", status: 201, json: #"{"id": 7, "name": "Pen", "price": 2}"#)
    api.stub("listItems", headers: ["X-Total-Count": "0"], json: #"{"items": []}"#)

    _ = try await Self.send(api, .post, "/items", json: #"{"name": "", "price": -2}"#)
    _ = try await Self.send(api, .get, "/items?limit=500")
    _ = try await Self.send(api, .get, "/items?limit=ten")

    #expect(
      api.violations.map(\.description) == [
        "createItem request body $.name: \"\" is shorter than 1 characters",
        "createItem request body $.price: -2 is below the minimum 0",
        "listItems request query parameter limit: 500 is above the maximum 100",
        "listItems request query parameter limit: expected an integer, but was a string (\"ten\")",
      ])
  }

  struct Greeting: Encodable {
    let message: String
    let language: String
  }

  /// The app's own `Encodable` model as the stub's body, encoded with sorted keys and checked as a
  /// JSON string is.
  @Test func aStubTakesAnEncodableBody() async throws {
    let api = OpenAPIDouble(Self.contract)
    api.stub("getGreeting", path: ["name": "Ada"], body: Greeting(message: "Hello, Ada", language: "en"))
    let answer = try await Self.send(api, .get, "/greet/Ada")
    #expect(answer.status == 200)
    #expect(answer.body == #"{"language":"en","message":"Hello, Ada"}"#)
    #expect(api.violations.isEmpty)
  }

  struct Unencodable: Encodable {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "no JSON for this" }
    }
    func encode(to encoder: any Encoder) throws { throw Refusal() }
  }

  @Test func aBodyThatCannotBeEncodedFailsTheTestAndStubsNothing() {
    withKnownIssue {
      let api = OpenAPIDouble(Self.contract)
      #expect(api.stub("getGreeting", body: Unencodable()) == nil)
    } matching: { issue in
      issue.comments.first?.rawValue
        == "The body of the stub of 'getGreeting' cannot be encoded as JSON: no JSON for this; nothing was stubbed."
    }
  }

  /// A missing required property is one violation: OpenAPIKit counts the required properties in
  /// `minProperties`, and the count used to add "it has 1 properties, fewer than the 3 required"
  /// for a schema that sets no `minProperties`.
  @Test func aMissingRequiredPropertyIsNotAlsoTooFewProperties() async throws {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub("listItems", headers: ["X-Total-Count": "1"], json: #"{"items": [{"id": 1}]}"#)
    #expect(
      api.violations.map(\.description) == [
        "listItems response 200 body $.items[0]: the required property 'name' is missing",
        "listItems response 200 body $.items[0]: the required property 'price' is missing",
      ])
  }

  @Test func aMissingRequiredBodyOrParameterIsAViolation() async throws {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub("createItem", status: 201, json: #"{"id": 7, "name": "Pen", "price": 2}"#)
    _ = try await Self.send(api, .post, "/items")
    #expect(api.violations.map(\.description) == ["createItem request body: the required body is missing"])
  }

  /// Also when a plain stub of its `http` would match: the message used to say that nothing was
  /// stubbed for it.
  @Test func aRequestTheDocumentDoesNotDeclareFailsClosedNamingTheClosestOperations() async throws {
    await withKnownIssue {
      let api = OpenAPIDouble(Self.contract)
      api.http.stub(.any, .text("ok"))
      await #expect(throws: URLError.self) { try await Self.send(api, .delete, "/items") }
      #expect(api.http.journal.map(\.outcome) == [.failed(.resourceUnavailable)])
    } matching: { issue in
      issue.comments.first?.rawValue == """
        shop.json declares no operation for DELETE /items; the request failed before any stub could answer it, as \
        an OpenAPI double fails closed on what its document does not declare. The closest operations:
        - listItems (GET /items)
        - createItem (POST /items)
        - getGreeting (GET /greet/{name})
        """
    }
  }

  @Test func anUnknownOperationIDNamesTheClosestAndStubsNothing() {
    withKnownIssue {
      let api = OpenAPIDouble(Self.contract)
      #expect(api.stub("getGreting") == nil)
      #expect(api.http.stubs.isEmpty)
    } matching: { issue in
      issue.comments.first?.rawValue == """
        shop.json declares no operation 'getGreting'; nothing was stubbed. The closest:
        - getGreeting (GET /greet/{name})
        - getShape (GET /shapes/{id})
        - listItems (GET /items)
        """
    }
  }

  @Test func anUncheckedOperationIsNotChecked() async throws {
    let api = OpenAPIDouble(Self.contract, unchecked: ["getGreeting"])
    api.stub("getGreeting", json: #"{"greeting": 1}"#)
    let reply = try await Self.send(api, .get, "/greet/Amy")
    #expect(reply.status == 200)
    #expect(api.violations.isEmpty)
  }

  @Test func aYAMLDocumentIsReadToo() throws {
    let contract = try OpenAPIContract(
      yaml: """
        openapi: 3.1.0
        info: {title: Clock, version: 1.0.0}
        servers: [{url: "https://clock.example.com/api"}]
        paths:
          /time:
            get:
              operationId: getTime
              responses:
                '200':
                  description: The time.
                  content:
                    application/json:
                      schema: {type: object, required: [now], properties: {now: {type: string, format: date-time}}}
        """, name: "clock.yaml")
    let api = OpenAPIDouble(contract, enforcement: .reporting)
    api.stub("getTime", json: #"{"now": "noon"}"#)
    #expect(contract.description == "clock.yaml (1 operation)")
    #expect(contract.basePath == "/api")
    #expect(api.violations.map(\.description) == [#"getTime response 200 body $.now: "noon" is not a date-time"#])
  }

  @Test func multiplesUniqueItemsPropertyCountsInt32AndReadOnlyProperties() async throws {
    let contract = try OpenAPIContract(
      yaml: """
        openapi: 3.1.0
        info: {title: Notes, version: 1.0.0}
        paths:
          /notes:
            post:
              operationId: addNote
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/Note'}}}
              responses:
                '201':
                  description: Added.
                  content: {application/json: {schema: {$ref: '#/components/schemas/Note'}}}
        components:
          schemas:
            Note:
              type: object
              required: [id, text, secret]
              minProperties: 2
              maxProperties: 4
              properties:
                id: {type: integer, format: int32, readOnly: true}
                text: {type: string}
                secret: {type: string, writeOnly: true}
                stars: {type: number, multipleOf: 0.5}
                tags: {type: array, uniqueItems: true, items: {type: string}}
        """, name: "notes.yaml")
    let api = OpenAPIDouble(contract, serverURL: URL(string: "https://notes.example.com")!, enforcement: .reporting)
    // A response need not hold the writeOnly secret; a request need not hold the readOnly id.
    api.stub("addNote", status: 201, json: #"{"id": 3000000000, "text": "Hi", "stars": 1.25, "tags": ["a", "b", "a"]}"#)
    _ = try await Self.send(
      api, .post, "/notes", json: #"{"text": "Hi", "secret": "s", "stars": 1.5, "tags": ["a"], "x": 1}"#,
      server: URL(string: "https://notes.example.com")!)
    #expect(
      api.violations.map(\.description) == [
        "addNote response 201 body $.id: 3000000000 is out of the range of an int32",
        "addNote response 201 body $.stars: 1.25 is not a multiple of 0.5",
        "addNote response 201 body $.tags[2]: \"a\" appears twice, and the items must be unique",
        "addNote request body $: it has 5 properties, more than the 4 allowed",
      ])
  }

  @Test func theChecksLastAsLongAsTheHTTPDoubleAndNeitherKeepsTheOtherAlive() async throws {
    let http = HTTPDouble()
    weak var released: OpenAPIDouble?
    do {
      let api = OpenAPIDouble(Self.contract, http: http)
      released = api
    }
    #expect(released == nil)
    await withKnownIssue {
      let request = HTTPRequest(method: .delete, scheme: "https", authority: "api.example.com", path: "/v1/items")
      await #expect(throws: URLError.self) { try await http.transport.send(request, body: nil) }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("shop.json declares no operation for DELETE /items;") == true
    }
    weak var releasedHTTP: HTTPDouble?
    do {
      let other = HTTPDouble()
      _ = OpenAPIDouble(Self.contract, http: other)
      releasedHTTP = other
    }
    #expect(releasedHTTP == nil)
  }

  @Test func aClientOfAnotherServerPathGetsTheStubsForIt() async throws {
    let server = URL(string: "https://example.com/api/")!
    let api = OpenAPIDouble(Self.contract, serverURL: server)
    api.stub("getGreeting", path: ["name": "Amy"], json: #"{"message": "Hello, Amy"}"#)
    let reply = try await Self.send(api, .get, "/greet/Amy", server: server)
    #expect(reply.status == 200)
    #expect(api.http.requests.map(\.description) == ["GET https://example.com/api/greet/Amy"])
  }

  @Test func aPathValueIsEncodedAsTheGeneratedClientEncodesIt() async throws {
    let api = OpenAPIDouble(Self.contract)
    api.stub("getGreeting", path: ["name": "a/b O'Neil"], json: #"{"message": "Hi"}"#)
    let reply = try await Self.send(api, .get, "/greet/a%2Fb%20O%27Neil")
    #expect(reply.status == 200)
    #expect(api.violations.isEmpty)
  }

  @Test func reportingOnlyCollectsAnUndeclaredRequestToo() async throws {
    // The request is answered as without a contract: here by a stub the document knows nothing of.
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.http.stub(.delete("https://api.example.com/v1/items"), .status(204))
    #expect(try await Self.send(api, .delete, "/items").status == 204)
    #expect(
      api.violations.map(\.description) == [
        "DELETE /items request: the document declares no such operation (closest: listItems, createItem, getGreeting)"
      ])
  }

  @Test func aStaleStubIsReportedOnceHoweverOftenItAnswers() async throws {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    api.stub("getGreeting", json: #"{"message": 1}"#)
    _ = try await Self.send(api, .get, "/greet/Amy")
    _ = try await Self.send(api, .get, "/greet/Bo")
    #expect(
      api.violations.map(\.description) == [
        "getGreeting response 200 body $.message: expected a string, but was an integer (1)"
      ])
  }

  @Test func largeIntegersAreIntegersAndAnEnumHoldsForNull() throws {
    let document = #"""
      {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/t": {"get": {
        "operationId": "t", "responses": {"200": {"description": "T.", "content": {"application/json": {
          "schema": {"type": "object", "properties": {
            "id": {"type": "integer", "format": "int64"},
            "size": {"type": ["string", "null"], "enum": ["s", "m"]}}}}}}}}}}}
      """#
    let api = OpenAPIDouble(try OpenAPIContract(json: Data(document.utf8), name: "t.json"), enforcement: .reporting)
    api.stub("t", json: #"{"id": 1234567890123456789, "size": null}"#)
    #expect(api.violations.map(\.description) == [#"t response 200 body $.size: null is not one of "s", "m""#])
  }

  @Test func aResponseWhoseStatusDeclaresABodyNeedsOne() {
    let api = OpenAPIDouble(Self.contract, enforcement: .reporting)
    // An empty body said so: without one, the stub answers with a value of the schema.
    api.stub("listItems", headers: ["X-Total-Count": "0"], json: "")
    #expect(
      api.violations.map(\.description) == [
        "listItems response 200 body: the status declares a body (application/json), but there is none"
      ])
  }
}
