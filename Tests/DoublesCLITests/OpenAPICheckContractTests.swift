import DoublesTestSupport
import Foundation
import Testing

/// `doubles-openapi check-contract` as CI and a user run it: each entry of each cassette against
/// a document, what it prints and its exit status.
@Suite("doubles-openapi check-contract")
struct OpenAPICheckContractTests {
  static let document = """
    openapi: 3.1.0
    info: {title: Orders, version: 1.0.0}
    servers: [{url: "https://shop.example.com/api"}]
    paths:
      /orders/{id}:
        get:
          operationId: getOrder
          parameters:
            - {name: id, in: path, required: true, schema: {type: integer}}
          responses:
            '200':
              description: An order.
              content:
                application/json:
                  schema:
                    type: object
                    required: [id, state]
                    properties:
                      id: {type: integer}
                      state: {type: string, enum: [open, shipped]}
            '404':
              description: No such order.
    """

  static let order = HARExchange(
    "GET", "https://shop.example.com/api/orders/7", responseBody: #"{"id": 7, "state": "open"}"#)
  static let missing = HARExchange("GET", "https://shop.example.com/api/orders/8", status: 404)
  static let drifted = HARExchange(
    "GET", "https://shop.example.com/api/orders/9", responseBody: #"{"id": "9", "state": "lost"}"#)
  static let undeclared = HARExchange("DELETE", "https://shop.example.com/api/orders/9", status: 204)

  static func check(_ arguments: [String], subcommand: String = "check-contract") async throws -> ProcessOutcome {
    try await runProcess(BuildProducts.executable("doubles-openapi"), [subcommand] + arguments)
  }

  @Test func cassettesThatKeepToTheDocumentPass() async throws {
    let folder = try DoublesExecutable.folder([
      "orders.yaml": Self.document,
      "Cassettes/orders.har": harDocument([Self.order, Self.missing]),
      "Cassettes/nested/one.har": harDocument([Self.order]),
    ])
    let run = try await Self.check(["--document", "\(folder)/orders.yaml", "\(folder)/Cassettes"])
    #expect(run.status == 0)
    #expect(run.output == "Checked 2 cassettes (3 entries) against orders.yaml: no violations.\n")
    #expect(run.errors.isEmpty)
  }

  @Test func theSubcommandsFirstNameStillRunsIt() async throws {
    let folder = try DoublesExecutable.folder([
      "orders.yaml": Self.document, "orders.har": harDocument([Self.order]),
    ])
    let arguments = ["--document", "\(folder)/orders.yaml", "\(folder)/orders.har"]
    let renamed = try await Self.check(arguments)
    let first = try await Self.check(arguments, subcommand: "check-cassettes")
    #expect(renamed.status == 0 && first.status == 0)
    #expect(first.output == renamed.output)
    #expect(renamed.output == "Checked 1 cassette (1 entry) against orders.yaml: no violations.\n")
  }

  @Test func eachViolationNamesFileEntryOperationPlaceAndRule() async throws {
    let folder = try DoublesExecutable.folder([
      "orders.yaml": Self.document,
      "orders.har": harDocument([Self.order, Self.drifted, Self.undeclared]),
    ])
    let file = "\(folder)/orders.har"
    let run = try await Self.check(["--document", "\(folder)/orders.yaml", file])
    #expect(run.status == 1)
    #expect(
      run.output == """
        \(file): entry 2 (GET https://shop.example.com/api/orders/9): getOrder response 200 body $.id: expected an \
        integer, but was a string ("9")
        \(file): entry 2 (GET https://shop.example.com/api/orders/9): getOrder response 200 body $.state: "lost" is \
        not one of "open", "shipped"
        \(file): entry 3 (DELETE https://shop.example.com/api/orders/9): DELETE /orders/9 request: the document \
        declares no such operation (closest: getOrder)

        """)
    #expect(
      run.errors == "error: 3 violations of orders.yaml in 1 of 1 cassette (3 entries). Fix the document, the client "
        + "or the server, or record the cassettes again.\n")

    let unchecked = try await Self.check(["--document", "\(folder)/orders.yaml", file, "--unchecked", "getOrder"])
    #expect(unchecked.output.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
  }

  @Test func anotherServerPathIsGivenWithServerURL() async throws {
    let staging = HARExchange(
      "GET", "https://staging.example.com/v2/orders/7", responseBody: #"{"id": 7, "state": "shipped"}"#)
    let token = HARExchange("POST", "https://auth.example.com/token", responseBody: #"{"token": "REDACTED"}"#)
    let folder = try DoublesExecutable.folder([
      "orders.yaml": Self.document, "staging.har": harDocument([staging, token]),
    ])
    let arguments = ["--document", "\(folder)/orders.yaml", "\(folder)/staging.har"]
    #expect(try await Self.check(arguments).status == 1)
    // Its host also picks the entries: the token endpoint's is counted, not checked.
    let run = try await Self.check(arguments + ["--server-url", "https://staging.example.com/v2"])
    #expect(run.status == 0)
    #expect(
      run.output == "Checked 1 cassette (2 entries, 1 of them for hosts other than staging.example.com, not checked) "
        + "against orders.yaml: no violations.\n")
  }

  @Test func badInputIsAnErrorNamingIt() async throws {
    let folder = try DoublesExecutable.folder([
      "orders.yaml": Self.document, "notes.yaml": "title: not OpenAPI", "broken.har": "{",
      "orders.har": harDocument([Self.order]),
    ])
    let notOpenAPI = try await Self.check(["--document", "\(folder)/notes.yaml", "\(folder)/orders.har"])
    #expect(notOpenAPI.status == 1)
    #expect(notOpenAPI.errors.hasPrefix("error: notes.yaml is not an OpenAPI document OpenAPIKit can read: "))

    let broken = try await Self.check(["--document", "\(folder)/orders.yaml", "\(folder)/broken.har"])
    #expect(broken.status == 1)
    #expect(broken.errors.hasPrefix("error: \(folder)/broken.har: "))

    let unknownID = try await Self.check([
      "--document", "\(folder)/orders.yaml", "--unchecked", "getOrders", "\(folder)/orders.har",
    ])
    #expect(unknownID.status == 1)
    #expect(unknownID.errors == "error: orders.yaml declares no operation 'getOrders' (--unchecked)\n")

    let noDocument = try await Self.check(["--document", "\(folder)/none.yaml", "\(folder)/orders.har"])
    #expect(noDocument.status == 64)
    #expect(noDocument.errors.hasPrefix("Error: No such file or folder: \(folder)/none.yaml\n"))
  }
}
