import Doubles
import DoublesContract
import DoublesHAR
import DoublesHTTPCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A network double that knows an API's contract: stubs named by the document's `operationId`,
/// and every stubbed response, every request the code under test sends and every response it
/// receives checked against the document.
///
/// ```swift
/// let server = URL(string: "https://example.com/api")!
/// let api = OpenAPIDouble(try OpenAPIContract(contentsOf: documentURL), serverURL: server)
/// api.stub("getGreeting", path: ["name": "Amy"], json: #"{"message": "Hello, Amy"}"#)
/// let client = Client(serverURL: server, transport: api.transport)
/// ```
///
/// A violation fails the test: at the stub for a stubbed response, at the double's creation for
/// a request, a response or an entry of the cassette it replays. A request the document does not
/// declare fails closed: the client gets an error and the message names the closest operations.
/// With `.reporting`, violations are only collected in ``violations``, for adopting a contract on
/// an existing suite.
public final class OpenAPIDouble: Sendable {
  /// What a violation does.
  public enum Enforcement: Sendable {
    /// It fails the test.
    case failing
    /// It is only collected in ``OpenAPIDouble/violations``, and a request the document does not
    /// declare is answered as it would be without a contract. Mistakes in the test itself (an
    /// unknown operationId, a request no stub answers) still fail it.
    case reporting
  }

  /// The network double that answers: its stubs, journal and checks.
  public let http: HTTPDouble
  /// The document requests and responses are checked against.
  public let contract: OpenAPIContract
  /// What a violation does.
  public let enforcement: Enforcement
  /// The ids of the operations whose messages are not checked.
  public let unchecked: Set<String>
  /// The path the client's server URL has, which stubs put before the document's paths: `/api`
  /// of `https://example.com/api`.
  public let basePath: String
  /// What checks the double's exchanges; the `HTTPDouble` holds it too.
  private let check: ContractCheck

  /// A double answering for `contract`, through `http`, to a client of the server at
  /// `serverURL` (by default the document's first server), whose path its stubs start with.
  ///
  /// Given `serverURL`, only requests to its host (and to the loopback server) are the API's:
  /// those to other hosts (a token endpoint, a CDN) that `http` also answers are not checked.
  /// Without it, every request is. Several `OpenAPIDouble`s, one per API, may share one `http`;
  /// a new one for the same server replaces the old one's checks.
  public init(
    _ contract: OpenAPIContract,
    serverURL: URL? = nil,
    http: HTTPDouble? = nil,
    enforcement: Enforcement = .failing,
    unchecked: Set<String> = [],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.contract = contract
    self.http = http ?? HTTPDouble(fileID: fileID, filePath: filePath, line: line, column: column)
    self.enforcement = enforcement
    self.unchecked = unchecked
    basePath = serverURL.map { OpenAPIContract.path(of: $0.absoluteString) } ?? contract.basePath
    let cassette = self.http.loadedCassette
    check = ContractCheck(
      contract, basePath: basePath, host: serverURL.flatMap(OpenAPIContract.host(of:)), enforcement: enforcement,
      unchecked: unchecked,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), wildcard: cassette?.placeholder,
      failures: self.http.failureRoute)
    self.http.checkExchanges(with: check)
    if let cassette { check.check(cassette: cassette) }
    for id in unchecked.sorted() where contract.operation(id) == nil {
      check.report(
        "\(contract.name) declares no operation '\(id)' to leave unchecked. The closest:\(closestIDs(to: id))",
        at: check.site)
    }
  }

  /// From now on, a request that breaks the document gets a 4xx that names the rules it breaks
  /// (a 422 for its body, a 400 for the rest), instead of an answer, as a server that checks its
  /// requests answers: what `doubles-serve --fail-closed` does.
  package func answerBrokenRequests() {
    check.answersBrokenRequests.withLock { $0 = true }
  }

  /// Every violation found so far, in order; one seen again is not listed (nor reported) again.
  public var violations: [ContractViolation] { check.violations }

  /// The violations found after the first `count`, and how many have been found in all: what a
  /// server prints as they come, without copying the list at each request.
  package func violations(after count: Int) -> (new: [ContractViolation], count: Int) {
    check.violations(after: count)
  }

  /// How many violations have been found, those no longer kept included.
  package var violationCount: Int { check.violationCount }

  /// Keeps the newest `limit` violations at least, not every one: a server that meets a new one
  /// with each request keeps its memory flat. One forgotten and met again is reported again.
  package func limitViolations(to limit: Int) {
    check.limitViolations(to: limit)
  }

  // MARK: - Stubs

  /// Stubs the operation `operationID` as ``stub(_:path:query:status:headers:json:times:fileID:filePath:line:column:)``
  /// does, with `body` encoded as its JSON (by `encoder`; keys sorted by default, so that the
  /// answer is the same from run to run): the app's own `Codable` models instead of a string.
  /// A body that cannot be encoded fails the test, naming the error, and stubs nothing.
  @discardableResult
  public func stub(
    _ operationID: String,
    path values: [String: String] = [:],
    query: [String: String] = [:],
    status: Int = 200,
    headers: [String: String] = [:],
    body: some Encodable,
    encoder: JSONEncoder = OpenAPIDouble.sortedKeysEncoder(),
    times: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> HTTPStub? {
    let json: String
    do {
      json = String(decoding: try encoder.encode(body), as: UTF8.self)
    } catch {
      check.report(
        "The body of the stub of '\(operationID)' cannot be encoded as JSON: \(error); nothing was stubbed.",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return nil
    }
    return stub(
      operationID, path: values, query: query, status: status, headers: headers, json: json, times: times,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A `JSONEncoder` that sorts keys, the default of ``stub(_:path:query:status:headers:body:encoder:times:fileID:filePath:line:column:)``.
  public static func sortedKeysEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Stubs the operation `operationID`: requests to its path, filled with `path` values (any
  /// value of a variable left out matches) and holding `query`, get `status` with `headers` and
  /// `json` as the body (`Content-Type: application/json` unless `headers` say otherwise), or,
  /// without a body, the document's example for that response, else a value made from its
  /// schema (its properties' examples and defaults, else the least values the rules allow).
  ///
  /// The response is checked against the document when the stub is declared, so that a stale
  /// fixture fails where it is written. An id the document does not declare fails the test,
  /// naming the closest ones, and stubs nothing.
  @discardableResult
  public func stub(
    _ operationID: String,
    path values: [String: String] = [:],
    query: [String: String] = [:],
    status: Int = 200,
    headers: [String: String] = [:],
    json: String? = nil,
    times: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> HTTPStub? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let operation = contract.operation(operationID) else {
      check.report(
        "\(contract.name) declares no operation '\(operationID)'; nothing was stubbed. The closest:"
          + closestIDs(to: operationID), at: site)
      return nil
    }
    let (pattern, response, problems) = stubParts(
      operation, path: values, query: query, status: status, headers: headers, json: json)
    check.record(problems, at: site, context: "The stub of \(operation.id) breaks")
    return http.stub(pattern, response, times: times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers each operation of the document with its success response: the document's example,
  /// else a value made from its schema. These answers are the last resort: any other stub, and
  /// any entry of a replayed cassette, answers first. What in them breaks the document is
  /// reported as a stub's would be, where the double was created.
  package func answerFromDocument() {
    // Named after the document, as a cassette's stubs are after its file.
    let site = CallSite(fileID: contract.name, filePath: check.site.filePath, line: 0, column: 0)
    for operation in contract.operations {
      let status = Self.successStatus(of: operation)
      let (pattern, response, problems) = stubParts(
        operation, path: [:], query: [:], status: status, headers: [:], json: nil)
      check.record(problems, at: check.site, context: "The document's own answer for \(operation.id) breaks")
      http.addLastResortStub(pattern, response, site: site)
    }
  }

  /// The least success status `operation` declares (`200`, `201`, `204`), `200` for `2XX` or
  /// when it declares none.
  private static func successStatus(of operation: ContractOperation) -> Int {
    operation.responses.compactMap { Int($0.status) }.filter { (200..<300).contains($0) }.min() ?? 200
  }

  /// The pattern and response of a stub of `operation`, as ``stub(_:path:query:status:headers:json:times:fileID:filePath:line:column:)``
  /// describes them, and what in them breaks the document.
  private func stubParts(
    _ operation: ContractOperation, path values: [String: String], query: [String: String], status: Int,
    headers: [String: String], json: String?
  ) -> (RequestPattern, StubbedResponse, [ContractViolation]) {
    var problems: [ContractViolation] = []
    var pathText = basePath
    var isTemplate = false
    for segment in operation.segments {
      switch segment {
      case .constant(let text):
        pathText += "/" + text
      case .variable(let name):
        if let value = values[name] {
          // Encoded as swift-openapi-runtime encodes a path parameter: all but the unreserved.
          pathText += "/" + (value.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? value)
        } else {
          pathText += "/{\(name)}"
          isTemplate = true
        }
      }
    }
    // A document path that ends in `/` (or is `/`) is sent with its slash.
    if operation.path.hasSuffix("/") { pathText += "/" }
    for name in values.keys.sorted() where !operation.segments.contains(.variable(name)) {
      problems.append(
        ContractViolation(
          operation: operation.id, place: "path", rule: "'\(name)' is not a variable of \(operation.path)"))
    }
    var pattern = RequestPattern.any.method(operation.method)
    if pathText.isEmpty { pathText = "/" }
    pattern = isTemplate ? pattern.path(template: pathText) : pattern.path(pathText)
    for (name, value) in query.sorted(by: { $0.key < $1.key }) { pattern = pattern.query(name, value) }

    var body = json.map { Data($0.utf8) }
    var headers = headers
    let declared = operation.response(for: status)?.content ?? []
    let typed = headers.keys.contains { HeaderName.matches($0, HeaderName.contentType) }
    let isJSON = ContractOperation.Content.isJSON
    if body == nil, let example = declared.first(where: { $0.example != nil }), let value = example.example {
      // Keys sorted, so that the answer is the same from run to run; a string example of a type
      // that is not JSON is sent as its text.
      if !isJSON(example.type), case .string(let text) = value {
        body = Data(text.utf8)
      } else {
        body = Data(value.text.utf8)
      }
      if !typed, !example.type.contains("*") { headers["Content-Type"] = example.type }
    } else if body == nil, let content = declared.first(where: { isJSON($0.type) && $0.schema != nil }),
      let schema = content.schema
    {
      // No example: a value made from the schema.
      body = Data(schema.sample().text.utf8)
      if !typed { headers["Content-Type"] = content.type }
    }
    if json == nil {
      // The document's response, its required headers too.
      for header in operation.response(for: status)?.headers ?? []
      where header.isRequired && !headers.keys.contains(where: { HeaderName.matches($0, header.name) }) {
        headers[header.name] = header.schema.map { Self.headerText($0.sample()) } ?? ""
      }
    }
    if let body, !body.isEmpty, !headers.keys.contains(where: { HeaderName.matches($0, HeaderName.contentType) }) {
      // The JSON type the status declares (`application/problem+json`), else `application/json`.
      let jsonTypes = declared.map(\.type).filter(isJSON)
      headers["Content-Type"] = jsonTypes.count == 1 ? jsonTypes[0] : "application/json"
    }
    let response = StubbedResponse.status(status, headers: headers, body: body ?? Data())
    if !unchecked.contains(operation.id), let reply = response.replyParts {
      problems += contract.check(
        response: reply.status, headers: reply.headers.map { ($0.name, $0.value) }, body: reply.body, of: operation)
    }
    return (pattern, response, problems)
  }

  /// `value` as a header writes it: a string as it is, a whole number without its fraction.
  private static func headerText(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    case .number(let number) where number == number.rounded() && abs(number) < 1e15: String(Int(number))
    case .number(let number): String(number)
    case .bool(let flag): String(flag)
    default: value.text
    }
  }

  /// The operations whose id is most like `id`, one per line, for a message.
  private func closestIDs(to id: String) -> String {
    contract.closest(id: id).map { "\n- \($0)" }.joined()
  }

  /// The characters a path parameter keeps as they are: the unreserved ones of RFC 3986.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
