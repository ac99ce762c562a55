import DoublesContract
import Foundation
import Testing

/// The contract module by itself: reading documents, and checking a request and a response
/// against them, as the network double and `doubles-openapi check-contract` both do.
@Suite("OpenAPI contract")
struct OpenAPIContractTests {
  static let orders = """
    openapi: 3.1.0
    info: {title: Orders, version: 1.0.0}
    servers: [{url: "https://shop.example.com/api/"}]
    paths:
      /orders/{id}:
        get:
          operationId: getOrder
          parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
          responses:
            '200':
              description: The order.
              content:
                application/json:
                  schema: {type: object, required: [id], properties: {id: {type: integer}}}
    """

  @Test func aDocumentThatIsNotOpenAPIIsAnErrorNamingIt() {
    #expect {
      try OpenAPIContract(json: Data(#"{"openapi": "3.1.0"}"#.utf8), name: "broken.json")
    } throws: { error in
      "\(error)".hasPrefix("broken.json is not an OpenAPI document OpenAPIKit can read: ")
    }
  }

  /// A document that is not YAML, or not JSON, at all: the place where it stops being, and why.
  @Test func aDocumentThatIsNotYAMLOrJSONNamesThePlace() {
    #expect {
      try OpenAPIContract(yaml: "openapi: 3.1.0\npaths: [\n", name: "broken.yaml")
    } throws: { error in
      "\(error)" == "broken.yaml:3:1: is not YAML: did not find expected node content (while parsing a flow node)"
    }
    // Foundation's parser names a character, in words of its platform.
    #expect {
      try OpenAPIContract(json: Data("{\"openapi\": \"3.1.0\",\n  \"paths\": }".utf8), name: "broken.json")
    } throws: { error in
      "\(error)".hasPrefix("broken.json: it is not valid JSON (")
    }
  }

  @Test func anOpenAPI30DocumentIsReadToo() throws {
    let document = #"""
      {"openapi": "3.0.3", "info": {"title": "Old", "version": "1"}, "paths": {"/ping": {"get": {
        "operationId": "ping", "responses": {"204": {"description": "Pong."}}}}}}
      """#
    let contract = try OpenAPIContract(json: Data(document.utf8), name: "old.json")
    #expect(contract.operations.map(\.description) == ["ping (GET /ping)"])
  }

  @Test func aRequestIsMatchedToItsOperationUnderTheServersPath() throws {
    let contract = try OpenAPIContract(yaml: Self.orders, name: "orders.yaml")
    let url = try #require(URL(string: "https://shop.example.com/api/orders/9"))
    let check = contract.check(request: "GET", url: url, basePath: contract.basePath, headers: [], body: Data())
    guard case .declared(let operation, let violations) = check else {
      Issue.record("GET /orders/9 was not matched to getOrder: \(check)")
      return
    }
    #expect(operation.id == "getOrder" && violations.isEmpty)
    let undeclared = contract.check(
      request: "DELETE", url: url, basePath: contract.basePath, headers: [], body: Data())
    guard case .undeclared(let violation, let closest) = undeclared else {
      Issue.record("DELETE /orders/9 was matched: \(undeclared)")
      return
    }
    #expect(closest.map(\.id) == ["getOrder"])
    #expect(
      violation.description
        == "DELETE /orders/9 request: the document declares no such operation (closest: getOrder)")
  }

  static let rules = """
    openapi: 3.1.0
    info: {title: Rules, version: 1.0.0}
    paths:
      /things:
        get:
          operationId: listThings
          parameters: [{name: page, in: query, required: true, schema: {type: integer}}]
          responses:
            '200':
              description: Things.
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      code: {type: string, pattern: "^[A-Z]{3}$"}
                      id: {type: string, format: uuid}
                      mail: {type: string, format: email}
                      link: {type: string, format: uri}
                      day: {type: string, format: date}
                      size: {anyOf: [{type: integer}, {type: string, enum: [s, m]}]}
                      name: {type: string, not: {enum: [admin]}}
    """

  @Test func eachRuleNamesWhatItFoundAndWhere() throws {
    let contract = try OpenAPIContract(yaml: Self.rules, name: "rules.yaml")
    let operation = try #require(contract.operation("listThings"))
    let body = #"""
      {"code": "ab1", "id": "123", "mail": "nobody", "link": "not a uri", "day": "26/11/2026",
       "size": true, "name": "admin"}
      """#
    let violations = contract.check(
      response: 200, headers: [(name: "Content-Type", value: "application/json")], body: Data(body.utf8),
      of: operation)
    #expect(
      violations.map(\.description) == [
        #"listThings response 200 body $.code: "ab1" does not match the pattern ^[A-Z]{3}$"#,
        #"listThings response 200 body $.day: "26/11/2026" is not a date"#,
        #"listThings response 200 body $.id: "123" is not a UUID"#,
        #"listThings response 200 body $.link: "not a uri" is not a URI"#,
        #"listThings response 200 body $.mail: "nobody" is not an email address"#,
        #"listThings response 200 body $.name: "admin" matches the schema it must not"#,
        "listThings response 200 body $.size: true matches none of the 2 anyOf schemas",
      ])
    let url = try #require(URL(string: "https://example.com/things"))
    let request = contract.check(request: "GET", url: url, basePath: "", headers: [], body: Data())
    guard case .declared(_, let missing) = request else {
      Issue.record("GET /things was not matched: \(request)")
      return
    }
    #expect(
      missing.map(\.description) == ["listThings request query parameter page: the required parameter is missing"])
  }

  @Test func aResponseIsCheckedAgainstItsStatusAndSchema() throws {
    let contract = try OpenAPIContract(yaml: Self.orders, name: "orders.yaml")
    let operation = try #require(contract.operation("getOrder"))
    let json = [(name: "content-type", value: "application/json")]
    #expect(contract.check(response: 200, headers: json, body: Data(#"{"id": 9}"#.utf8), of: operation).isEmpty)
    #expect(
      contract.check(response: 200, headers: json, body: Data(#"{"id": "9"}"#.utf8), of: operation)
        .map(\.description) == [#"getOrder response 200 body $.id: expected an integer, but was a string ("9")"#])
    #expect(
      contract.check(response: 200, headers: json, body: Data(), of: operation).map(\.description) == [
        "getOrder response 200 body: the status declares a body (application/json), but there is none"
      ])
  }
}

/// A document read once per process, shared by every test that reads the same file.
extension OpenAPIContractTests {
  static let document = """
    openapi: 3.1.0
    info: {title: Cache, version: "1"}
    paths:
      /ping:
        get:
          operationId: ping
          responses:
            "200": {description: pong}
    """

  @Test func theSameFileIsReadOnceAndAChangedOneAgain() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("cache.yaml")
    // A whole second, which setting the date back keeps exactly.
    let modified = Date(timeIntervalSince1970: 1_764_000_000)
    try Self.document.write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    let first = try OpenAPIContract(contentsOf: url)
    #expect(first.operations.map(\.id) == ["ping"])
    // Not YAML any more, but of the same size and date: only a contract read before can answer.
    try String(repeating: "!", count: Self.document.utf8.count).write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    let second = try OpenAPIContract(contentsOf: folder.appendingPathComponent("./cache.yaml"))
    #expect(second.operations.map(\.id) == ["ping"])
    // Edited while the process runs: read again.
    try Self.document.replacingOccurrences(of: "operationId: ping", with: "operationId: pinged")
      .write(to: url, atomically: true, encoding: .utf8)
    let edited = try OpenAPIContract(contentsOf: url)
    #expect(edited.operations.map(\.id) == ["pinged"])
  }
}
