import Doubles
import DoublesContract
import DoublesHAR
import DoublesHTTPCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What an ``OpenAPIDouble`` checks its `HTTPDouble`'s exchanges with, and where it keeps and
/// reports what it finds. The `HTTPDouble` holds it, so that the checks last as long as the
/// double; it holds the double's failure route, not the double.
final class ContractCheck: HTTPExchangeCheck {
  let contract: OpenAPIContract
  let basePath: String
  /// The server's host (and port), when the double was given its URL: requests to other hosts
  /// (a token endpoint, a CDN) are not the API's, and are not checked. Any host without it.
  let host: String?
  let enforcement: OpenAPIDouble.Enforcement
  let unchecked: Set<String>
  /// Where the double was created: where request and response violations are reported.
  let site: CallSite
  /// What a redacted value of the double's cassette reads as, which matches any schema.
  let wildcard: String?
  private let failures: FailureRoute
  private let found = Locked(FoundViolations())
  /// Whether a request that breaks the document gets a 4xx naming the rules, instead of an answer.
  let answersBrokenRequests = Locked(false)

  init(
    _ contract: OpenAPIContract, basePath: String, host: String?, enforcement: OpenAPIDouble.Enforcement,
    unchecked: Set<String>, site: CallSite, wildcard: String?, failures: FailureRoute
  ) {
    self.contract = contract
    self.basePath = basePath
    self.host = host
    self.enforcement = enforcement
    self.unchecked = unchecked
    self.site = site
    self.wildcard = wildcard
    self.failures = failures
  }

  /// The server it checks: `api.example.com/v1`, or `*/v1` for any host.
  var scope: String { "\(host ?? "*")\(basePath)" }

  /// Every violation found so far (the newest, with a limit), in order.
  var violations: [ContractViolation] { found.withLock { $0.kept } }

  /// The violations found after the first `count`, and how many there are in all.
  func violations(after count: Int) -> (new: [ContractViolation], count: Int) {
    found.withLock { (Array($0.after(count)), $0.count) }
  }

  /// How many violations have been found, those no longer kept included.
  var violationCount: Int { found.withLock { $0.count } }

  /// Keeps the newest `limit` violations at least, not every one.
  func limitViolations(to limit: Int) {
    found.withLock { $0.limit = limit }
  }

  /// Fails the test at `site` with `message`.
  func report(_ message: String, at site: CallSite) {
    failures.report(message, at: site)
  }

  /// Records the violations not seen before (a stale stub's, checked when it was declared, is not
  /// reported again at each response it gives), and reports them unless only reporting.
  func record(_ violations: [ContractViolation], at site: CallSite, context: String) {
    let violations = found.withLock { found in violations.filter { found.insert($0) } }
    guard !violations.isEmpty, enforcement == .failing else { return }
    let lines = violations.map { "\n- \($0)" }.joined()
    report("\(context) \(contract.name):\(lines)", at: site)
  }

  /// Checks the entries of the cassette the double replays: a stale recording fails where the
  /// double is created, as a stale stub fails where it is written.
  func check(cassette: (files: [ReplayedFile], placeholder: String)) {
    for file in cassette.files {
      for (index, entry) in file.entries.enumerated() {
        if let url = URL(string: entry.request.url), !OpenAPIContract.isOnServer(url, host: host) { continue }
        let violations = contract.check(
          entry: entry, basePath: basePath, unchecked: unchecked, placeholder: cassette.placeholder)
        record(
          violations, at: site,
          context: "Entry \(index + 1) of \(file.name) (\(entry.request.method) \(entry.request.url)) breaks")
      }
    }
  }

  /// Checks a request the code under test sends, through any client; one the document does not
  /// declare fails closed unless the double only reports.
  func refusal(of request: RecordedRequest) -> HTTPRefusal? {
    guard OpenAPIContract.isOnServer(request.url, host: host) else { return nil }
    let check = contract.check(
      request: request.method, url: request.url, basePath: basePath,
      headers: request.headers.map { ($0.name, $0.value) },
      body: request.body, unchecked: unchecked, wildcard: wildcard)
    switch check {
    case .declared(_, let violations):
      record(violations, at: site, context: "\(request.method) \(request.url.path) breaks")
      guard !violations.isEmpty, answersBrokenRequests.withLock({ $0 }) else { return nil }
      return Self.problemReply(violations, breaking: contract.name)
    case .undeclared(let violation, let closest):
      // Listed once, as every violation is: a server that meets it a million times lists it once.
      found.withLock { _ = $0.insert(violation) }
      guard enforcement == .failing else { return nil }
      let message =
        "\(contract.name) declares no operation for \(violation.operation); the request failed before any stub "
        + "could answer it, as an OpenAPI double fails closed on what its document does not declare. "
        + "The closest operations:\(closest.map { "\n- \($0)" }.joined())"
      report(message, at: site)
      return .failure(URLError(.resourceUnavailable, userInfo: [NSLocalizedDescriptionKey: message]))
    }
  }

  /// The answer to a request that breaks `document`, as an API answers one it refuses: a 422
  /// when its body breaks the schema, else a 400, with a problem document (RFC 9457) that
  /// lists each rule broken.
  static func problemReply(_ violations: [ContractViolation], breaking document: String) -> HTTPRefusal {
    let status = violations.contains { $0.place.hasPrefix("request body") } ? 422 : 400
    let problem = ProblemDocument(
      status: status, title: "The request breaks \(document)",
      detail: violations.map(\.description).joined(separator: "\n"),
      extensions: ["violations": .array(violations.map { .string($0.description) })])
    return .reply(status: status, headers: problem.headers, body: problem.body)
  }

  /// Checks a reply the code under test receives: a stub's, a replayed cassette's, or the real
  /// server's while a cassette records.
  func check(_ reply: HTTPReply, from origin: HTTPReply.Origin) {
    let request = reply.request
    guard OpenAPIContract.isOnServer(request.url, host: host) else { return }
    let path = OpenAPIContract.path(of: request.url, under: basePath)
    guard let (operation, _) = contract.operation(method: request.method, path: path), !unchecked.contains(operation.id)
    else { return }
    let violations = contract.check(
      response: reply.status, headers: reply.headers.map { ($0.name, $0.value) }, body: reply.body, of: operation,
      wildcard: origin == .stub ? wildcard : nil)
    let context =
      switch origin {
      case .stub: "The response of \(operation.id) breaks"
      case .network: "The response the server sent for \(operation.id) (\(request.method) \(request.url)) breaks"
      }
    record(violations, at: site, context: context)
  }
}
