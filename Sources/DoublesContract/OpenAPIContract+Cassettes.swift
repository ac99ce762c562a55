import DoublesHAR
import Foundation

/// Checking the entries of a HAR cassette against the document: a recording of the real server
/// shows where the document, the server or the client has drifted.
extension OpenAPIContract {
  /// The rules an entry of a cassette breaks, request and response, for a server whose path is
  /// `basePath`.
  ///
  /// - Parameters:
  ///   - unchecked: the ids of operations whose messages are not checked.
  ///   - placeholder: what the cassette wrote for a redacted value, which matches any schema.
  package func check(
    entry: HARFile.Entry, basePath: String, unchecked: Set<String> = [], placeholder: String? = nil
  ) -> [ContractViolation] {
    let request = entry.request
    guard let url = URL(string: request.url) else {
      return [
        ContractViolation(operation: "\(request.method) \(request.url)", place: "request", rule: "the URL is not valid")
      ]
    }
    let headers = request.headersWithContentType.map { (name: $0.name, value: $0.value) }
    let operation: ContractOperation
    var violations: [ContractViolation]
    switch check(
      request: request.method, url: url, basePath: basePath, headers: headers, body: request.postData?.data() ?? Data(),
      unchecked: unchecked, wildcard: placeholder)
    {
    case .undeclared(let violation, _): return [violation]
    case .declared(let declared, let found): (operation, violations) = (declared, found)
    }
    // Status 0: a browser's export of a request that got no response.
    let response = entry.response
    guard !unchecked.contains(operation.id), response.status != 0 else { return violations }
    let responseHeaders = response.headersWithContentType.map { (name: $0.name, value: $0.value) }
    violations += check(
      response: response.status, headers: responseHeaders, body: response.content.data() ?? Data(), of: operation,
      wildcard: placeholder)
    return violations
  }

  /// The rules each entry of `file` breaks, as lines naming the file, the entry and the
  /// violation: `shop.har: entry 2 (GET https://api.example.com/v1/items): listItems response 200
  /// body $.items[0].price: expected a number, but was a string ("1.50")`.
  ///
  /// - Parameter host: the server's host (and port), whose entries alone are checked; every
  ///   entry without one.
  /// - Returns: the lines, and how many entries were left out for another host.
  package func check(
    cassette file: HARFile, named name: String, basePath: String, host: String? = nil, unchecked: Set<String> = [],
    placeholder: String? = nil
  ) -> (lines: [String], otherHosts: Int) {
    var lines: [String] = []
    var otherHosts = 0
    for (index, entry) in file.log.entries.enumerated() {
      if let url = URL(string: entry.request.url), !Self.isOnServer(url, host: host) {
        otherHosts += 1
        continue
      }
      lines += check(entry: entry, basePath: basePath, unchecked: unchecked, placeholder: placeholder).map {
        "\(name): entry \(index + 1) (\(entry.request.method) \(entry.request.url)): \($0)"
      }
    }
    return (lines, otherHosts)
  }
}
