import DoublesOpenAPI
import Foundation
import HTTPTypes
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Which requests are the API's (its host), how paths and parameters are written (trailing
/// slashes, server variables, parameter styles), and what survives a reset.
@Suite("OpenAPI double: servers, paths and parameter styles")
struct OpenAPIDoubleServerTests {
  static let contract = try! OpenAPIContract(
    yaml: """
      openapi: 3.1.0
      info: {title: Files, version: 1.0.0}
      servers:
        - url: https://{region}.files.example.com/{version}
          variables:
            region: {default: eu}
            version: {default: v2}
      paths:
        /:
          get:
            operationId: getRoot
            responses:
              '200': {description: The root., content: {application/json: {schema: {type: object}}}}
        /folders/:
          get:
            operationId: listFolders
            parameters:
              - {name: X-Ids, in: header, schema: {type: array, items: {type: integer}}}
              - {name: tags, in: query, explode: false, schema: {type: array, items: {type: string, maxLength: 3}}}
              - {name: filter, in: query, style: deepObject, schema: {type: object}}
            responses:
              '200':
                description: The folders.
                headers:
                  X-Counts: {schema: {type: array, items: {type: integer, multipleOf: 2}}}
                content:
                  application/json:
                    schema: {type: object}
                    example: {b: 2, a: 1, c: {z: true, y: false}}
          head:
            operationId: headFolders
            responses:
              '200': {description: Whether there are any., content: {application/json: {schema: {type: object}}}}
        /folders/{id}:
          delete:
            operationId: deleteFolder
            parameters:
              - {name: id, in: path, required: true, schema: {type: integer}}
            responses:
              '204': {description: Deleted.}
              default:
                description: Refused.
                content: {application/problem+json: {schema: {type: object, required: [title]}}}
      """, name: "files.yaml")

  static let server = URL(string: "https://eu.files.example.com/v2")!

  static func request(_ method: HTTPRequest.Method, _ path: String, _ fields: HTTPFields = [:]) -> HTTPRequest {
    HTTPRequest(method: method, scheme: "https", authority: "eu.files.example.com", path: path, headerFields: fields)
  }

  @Test func aServersVariablesTakeTheirDefaults() {
    #expect(Self.contract.basePath == "/v2")
  }

  @Test func aTrailingSlashAndTheRootPathAreStubbedAsTheDocumentWritesThem() async throws {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server)
    api.stub("listFolders", json: "{}")
    api.stub("getRoot", json: "{}")
    let transport = api.http.transport

    #expect(try await transport.send(Self.request(.get, "/v2/folders/"), body: nil).0.status == .ok)
    #expect(try await transport.send(Self.request(.get, "/v2/"), body: nil).0.status == .ok)
    #expect(api.violations.isEmpty)
  }

  @Test func theDocumentsExampleIsSentWithItsKeysSorted() async throws {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server)
    api.stub("listFolders")
    let (_, body) = try await api.http.transport.send(Self.request(.get, "/v2/folders/"), body: nil)
    #expect(String(decoding: body, as: UTF8.self) == #"{"a":1,"b":2,"c":{"y":false,"z":true}}"#)
  }

  @Test func simpleAndUnexplodedArraysAreSplitOnCommasAndDeepObjectsAreLeftUnchecked() async throws {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server, enforcement: .reporting)
    api.stub("listFolders", json: "{}")
    let transport = api.http.transport

    _ = try await transport.send(
      Self.request(.get, "/v2/folders/?tags=a,bb&filter%5Bname%5D=x", [HTTPField.Name("X-Ids")!: "1,2"]), body: nil)
    #expect(api.violations.isEmpty)

    _ = try await transport.send(
      Self.request(.get, "/v2/folders/?tags=a,long", [HTTPField.Name("X-Ids")!: "1,two"]), body: nil)
    #expect(
      api.violations.map(\.description) == [
        "listFolders request header parameter X-Ids: expected an integer, but was a string (\"two\")",
        "listFolders request query parameter tags: \"long\" is longer than 3 characters",
      ])
  }

  @Test func aHeadRequestAndA204NeedNoBodyAndAStubTakesTheStatusesJSONType() async throws {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server, enforcement: .reporting)
    api.stub("headFolders")
    api.stub("deleteFolder", path: ["id": "7"], status: 204)
    api.stub("deleteFolder", path: ["id": "8"], status: 409, json: #"{"title": "in use"}"#)
    let transport = api.http.transport

    #expect(try await transport.send(Self.request(.head, "/v2/folders/"), body: nil).0.status == .ok)
    #expect(try await transport.send(Self.request(.delete, "/v2/folders/7"), body: nil).0.status == .noContent)
    let refused = try await transport.send(Self.request(.delete, "/v2/folders/8"), body: nil).0
    #expect(refused.headerFields[.contentType] == "application/problem+json")
    #expect(api.violations.isEmpty)
  }

  @Test func givenItsServerURLOnlyRequestsToItsHostAreTheAPIs() async throws {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server)
    api.http.stub(.post("https://auth.example.com/token"), .text("token"))
    var token = HTTPRequest(method: .post, scheme: "https", authority: "auth.example.com", path: "/token")
    #expect(try await api.http.transport.send(token, body: nil).0.status == .ok)
    #expect(api.violations.isEmpty)

    // Without it, every request is the API's: the same request fails closed, loudly.
    await withKnownIssue {
      let strict = OpenAPIDouble(Self.contract)
      strict.http.stub(.post("https://auth.example.com/token"), .text("token"))
      token.path = "/token"
      await #expect(throws: URLError.self) { try await strict.http.transport.send(token, body: nil) }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("files.yaml declares no operation for POST /token;") == true
    }
  }

  @Test func twoAPIsShareOneHTTPDouble() async throws {
    let http = HTTPDouble()
    let files = OpenAPIDouble(Self.contract, serverURL: Self.server, http: http)
    let shop = OpenAPIDouble(
      OpenAPIDoubleTests.contract, serverURL: URL(string: "https://api.example.com/v1")!, http: http)
    files.stub("getRoot", json: "{}")
    shop.stub("getGreeting", path: ["name": "Amy"], json: #"{"message": "Hi"}"#)

    #expect(try await http.transport.send(Self.request(.get, "/v2/"), body: nil).0.status == .ok)
    let greeting = HTTPRequest(method: .get, scheme: "https", authority: "api.example.com", path: "/v1/greet/Amy")
    #expect(try await http.transport.send(greeting, body: nil).0.status == .ok)
    #expect(files.violations.isEmpty && shop.violations.isEmpty)
  }

  @Test func aResponseHeadersListIsReadAndWholeMultiplesAreExact() {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server, enforcement: .reporting)
    api.stub("listFolders", headers: ["X-Counts": "2, 4"], json: "{}")
    #expect(api.violations.isEmpty)
    api.stub("listFolders", headers: ["X-Counts": "2,1000000001"], json: "{}")
    #expect(
      api.violations.map(\.description) == [
        "listFolders response 200 header X-Counts: 1000000001 is not a multiple of 2"
      ])
  }

  @Test func theLoopbackServerAndTheDefaultPortAreTheServersToo() async throws {
    let api = OpenAPIDouble(
      Self.contract, serverURL: URL(string: "https://eu.files.example.com:443/v2")!, enforcement: .reporting)
    api.http.stub(.any, .status(200))
    let loopback = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1:8080", path: "/v2/nothing")
    _ = try await api.http.transport.send(loopback, body: nil)
    _ = try await api.http.transport.send(Self.request(.get, "/v2/nowhere"), body: nil)
    #expect(api.violations.map(\.operation) == ["GET /nothing", "GET /nowhere"])
  }

  @Test func aNewDoubleForTheSameServerReplacesTheChecksOfTheOldOne() async throws {
    let http = HTTPDouble()
    let old = OpenAPIDouble(Self.contract, serverURL: Self.server, http: http, enforcement: .reporting)
    let new = OpenAPIDouble(Self.contract, serverURL: Self.server, http: http, enforcement: .reporting)
    http.stub(.any, .status(200))
    _ = try await http.transport.send(Self.request(.get, "/v2/nothing"), body: nil)
    #expect(old.violations.isEmpty)
    #expect(new.violations.count == 1)
  }

  @Test func theContractOutlivesAReset() async throws {
    let api = OpenAPIDouble(Self.contract, serverURL: Self.server, enforcement: .reporting)
    api.http.reset()
    api.stub("deleteFolder", path: ["id": "x"], status: 204)
    _ = try await api.http.transport.send(Self.request(.delete, "/v2/folders/x"), body: nil)
    #expect(
      api.violations.map(\.description) == [
        "deleteFolder request path parameter id: expected an integer, but was a string (\"x\")"
      ])
  }

  @Test func anUnknownOperationLeftUncheckedIsNamed() {
    withKnownIssue {
      _ = OpenAPIDouble(Self.contract, unchecked: ["listFolder"])
    } matching: { issue in
      issue.comments.first?.rawValue == """
        files.yaml declares no operation 'listFolder' to leave unchecked. The closest:
        - listFolders (GET /folders/)
        - headFolders (HEAD /folders/)
        - deleteFolder (DELETE /folders/{id})
        """
    }
  }
}
