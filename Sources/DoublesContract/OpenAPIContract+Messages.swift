import DoublesHAR
import Foundation

/// Checking one request or one response against the document: what the network double and the
/// cassette check share.
extension OpenAPIContract {
  /// What the document says of a request.
  package enum RequestCheck: Sendable {
    /// The document declares the request's operation; these are the rules the request breaks.
    case declared(ContractOperation, [ContractViolation])
    /// The document declares no operation for the request; this violation says so and names the
    /// closest operations.
    case undeclared(ContractViolation, closest: [ContractOperation])
  }

  /// Checks a request with `method` to `url`, sent to the server whose path is `basePath`.
  ///
  /// - Parameters:
  ///   - unchecked: the ids of operations whose requests are found but not checked.
  ///   - wildcard: a value that matches any schema: the placeholder of a redacted value.
  package func check(
    request method: String, url: URL, basePath: String, headers: [(name: String, value: String)], body: Data,
    unchecked: Set<String> = [], wildcard: String? = nil
  ) -> RequestCheck {
    let path = Self.path(of: url, under: basePath)
    guard let (operation, values) = operation(method: method, path: path) else {
      let closest = closest(method: method, path: path)
      let violation = ContractViolation(
        operation: "\(method.uppercased()) \(path)", place: "request",
        rule: "the document declares no such operation (closest: \(closest.map(\.id).joined(separator: ", ")))")
      return .undeclared(violation, closest: closest)
    }
    guard !unchecked.contains(operation.id) else { return .declared(operation, []) }
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let violations = MessageChecker(wildcard: wildcard).request(
      operation, pathValues: values, query: query, headers: headers, body: body)
    return .declared(operation, violations)
  }

  /// The path of `url` relative to the server whose path is `basePath`, still percent-encoded so
  /// that a `/` inside a value stays in its segment.
  package static func path(of url: URL, under basePath: String) -> String {
    var path = url.path(percentEncoded: true)
    // On a segment boundary: `/v10/books` is not under `/v1`.
    if !basePath.isEmpty, path == basePath || path.hasPrefix(basePath + "/") { path.removeFirst(basePath.count) }
    return path
  }

  /// Whether a request to `url` is for the server on `host` (`api.example.com`, or
  /// `localhost:8080`): any request is, without a host.
  ///
  /// A request to this machine (`127.0.0.1`, `localhost`, `::1`) always is: it is what reaches a
  /// double's loopback server standing in for the API.
  package static func isOnServer(_ url: URL, host: String?) -> Bool {
    guard let host, let requested = Self.host(of: url) else { return true }
    let name = url.host(percentEncoded: false)?.lowercased() ?? ""
    return requested == host || ["127.0.0.1", "localhost", "::1", "[::1]"].contains(name)
  }

  /// The host, and port unless it is the scheme's default, a server URL names, as
  /// ``isOnServer(_:host:)`` compares it: `api.example.com`, `localhost:8080`.
  package static func host(of url: URL) -> String? {
    guard let host = url.host(percentEncoded: false), !host.isEmpty else { return nil }
    let defaultPort = ["https": 443, "http": 80][url.scheme?.lowercased() ?? ""]
    let port = url.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
    return host.lowercased() + port
  }

  /// The rules a response of `operation` with `status`, `headers` and `body` breaks; a value
  /// equal to `wildcard` matches any schema.
  package func check(
    response status: Int, headers: [(name: String, value: String)], body: Data, of operation: ContractOperation,
    wildcard: String? = nil
  ) -> [ContractViolation] {
    MessageChecker(wildcard: wildcard).response(operation, status: status, headers: headers, body: body)
  }
}
