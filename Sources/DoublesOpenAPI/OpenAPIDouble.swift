import Doubles
import DoublesContract
import DoublesHAR
import DoublesHTTP
import Foundation
import Synchronization

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
/// a request or a response. A request the document does not declare fails closed: the client
/// gets an error and the message names the closest operations. With `.reporting`, violations are
/// only collected in ``violations``, for adopting a contract on an existing suite.
public final class OpenAPIDouble: Sendable {
  /// What a violation does.
  public enum Enforcement: Sendable {
    /// It fails the test.
    case failing
    /// It is only collected in ``OpenAPIDouble/violations``.
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
  /// Where the double was created: where request and response violations are reported.
  let site: CallSite
  private let found = Mutex<[ContractViolation]>([])

  /// A double answering for `contract`, through `http`, to a client of the server at
  /// `serverURL` (by default the document's first server), whose path its stubs start with.
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
    site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.http.checkExchanges(with: self)
    checkCassette()
  }

  /// Every violation found so far, in order.
  public var violations: [ContractViolation] { found.withLock { $0 } }

  // MARK: - Stubs

  /// Stubs the operation `operationID`: requests to its path, filled with `path` values (any
  /// value of a variable left out matches) and holding `query`, get `status` with `headers` and
  /// `json` as the body (`Content-Type: application/json` unless `headers` say otherwise), or,
  /// without a body, the document's example for that response.
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
      let closest = contract.closest(id: operationID).map { "\n- \($0)" }.joined()
      http.report(
        "\(contract.name) declares no operation '\(operationID)'; nothing was stubbed. The closest:\(closest)", at: site
      )
      return nil
    }
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
    for name in values.keys.sorted() where !operation.segments.contains(.variable(name)) {
      problems.append(
        ContractViolation(
          operation: operation.id, place: "path", rule: "'\(name)' is not a variable of \(operation.path)"))
    }
    var pattern = RequestPattern.any.method(operation.method)
    pattern = isTemplate ? pattern.path(template: pathText.isEmpty ? "/" : pathText) : pattern.path(pathText)
    for (name, value) in query.sorted(by: { $0.key < $1.key }) { pattern = pattern.query(name, value) }

    var body = json.map { Data($0.utf8) }
    var headers = headers
    if body == nil, let example = operation.response(for: status)?.content.first(where: { $0.example != nil }) {
      body = (try? JSONEncoder().encode(example.example)) ?? Data()
      if headers.keys.allSatisfy({ $0.lowercased() != "content-type" }) { headers["Content-Type"] = example.type }
    }
    if let body, !body.isEmpty, headers.keys.allSatisfy({ $0.lowercased() != "content-type" }) {
      headers["Content-Type"] = "application/json"
    }
    let response = StubbedResponse.status(status, headers: headers, body: body ?? Data())
    if !unchecked.contains(operation.id), let reply = response.replyParts {
      problems += contract.check(
        response: reply.status, headers: reply.headers.map { ($0.name, $0.value) }, body: reply.body, of: operation)
    }
    record(problems, at: site, context: "the stub of \(operation.id) breaks")
    return http.stub(pattern, response, times: times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: - Checking messages

  /// Checks the entries of the cassette the double replays, if it has one: a stale recording
  /// fails where the double is created, as a stale stub fails where it is written.
  private func checkCassette() {
    guard let cassette = http.loadedCassette else { return }
    for (index, entry) in cassette.entries.enumerated() {
      let violations = contract.check(
        entry: entry, basePath: basePath, unchecked: unchecked, placeholder: cassette.placeholder)
      record(
        violations, at: site,
        context: "entry \(index + 1) of \(cassette.name) (\(entry.request.method) \(entry.request.url)) breaks")
    }
  }

  /// What a redacted value of the double's cassette reads as, which matches any schema.
  private var wildcard: String? { http.loadedCassette?.placeholder }

  /// The characters a path parameter keeps as they are: the unreserved ones of RFC 3986.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// Records the violations not seen before (a stale stub's, checked when it was declared, is not
  /// reported again at each response it gives), and reports them unless only reporting.
  private func record(_ violations: [ContractViolation], at site: CallSite, context: String) {
    let violations = found.withLock { found in
      let new = violations.filter { !found.contains($0) }
      found += new
      return new
    }
    guard !violations.isEmpty else { return }
    guard enforcement == .failing else { return }
    let lines = violations.map { "\n- \($0)" }.joined()
    http.report("\(context) \(contract.name):\(lines)", at: site)
  }
}

extension OpenAPIDouble: HTTPExchangeCheck {
  /// Checks a request the code under test sends, through any client; one the document does not
  /// declare fails closed unless the double only reports.
  package func refusal(of request: RecordedRequest) -> (any Error)? {
    let check = contract.check(
      request: request.method, url: request.url, basePath: basePath,
      headers: request.headers.map { ($0.name, $0.value) },
      body: request.body, unchecked: unchecked, wildcard: wildcard)
    switch check {
    case .declared(_, let violations):
      record(violations, at: site, context: "\(request.method) \(request.url.path) breaks")
      return nil
    case .undeclared(let violation, let closest):
      found.withLock { $0.append(violation) }
      guard enforcement == .failing else { return nil }
      let message =
        "\(contract.name) declares no operation for \(violation.operation); the request failed and nothing was "
        + "stubbed for it. The closest operations:\(closest.map { "\n- \($0)" }.joined())"
      http.report(message, at: site)
      return URLError(.resourceUnavailable, userInfo: [NSLocalizedDescriptionKey: message])
    }
  }

  /// Checks a reply the code under test receives: a stub's, a replayed cassette's, or the real
  /// server's while a cassette records.
  package func check(_ reply: HTTPReply, from origin: HTTPReply.Origin) {
    let request = reply.request
    let path = OpenAPIContract.path(of: request.url, under: basePath)
    guard let (operation, _) = contract.operation(method: request.method, path: path), !unchecked.contains(operation.id)
    else { return }
    let violations = contract.check(
      response: reply.status, headers: reply.headers.map { ($0.name, $0.value) }, body: reply.body, of: operation,
      wildcard: origin == .stub ? wildcard : nil)
    let context =
      switch origin {
      case .stub: "the response of \(operation.id) breaks"
      case .network: "the response the server sent for \(operation.id) (\(request.method) \(request.url)) breaks"
      }
    record(violations, at: site, context: context)
  }
}
