import DoublesHTTPCore
import Foundation
import HTTPTypes
import OpenAPIRuntime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension OpenAPIDouble {
  /// The double as swift-openapi-runtime's transport: a generated `Client(serverURL:transport:)`
  /// sends through it with no URLSession and no server. Each request is checked against the
  /// document, answered by the double's stubs, and its response checked too.
  public var transport: HTTPDoubleClientTransport { http.clientTransport }
}

extension HTTPDouble {
  /// The double as swift-openapi-runtime's transport, without a contract: a generated
  /// `Client(serverURL:transport:)` sends through it with no URLSession and no server, and gets
  /// what the stubs answer. ``OpenAPIDouble/transport`` is the same transport, with its
  /// messages checked against the document.
  public var clientTransport: HTTPDoubleClientTransport { HTTPDoubleClientTransport(http: self) }
}

/// An ``HTTPDouble`` as a `ClientTransport`; see ``HTTPDouble/clientTransport``.
public struct HTTPDoubleClientTransport: ClientTransport {
  /// The double that answers.
  public let http: HTTPDouble
  /// The largest body it reads, in bytes.
  public var maximumBodySize = 16 * 1024 * 1024

  /// Sends `request` to the double, as a client at `baseURL` would to the server.
  public func send(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var components = URLComponents(string: baseURL.absoluteString) ?? URLComponents()
    var basePath = components.percentEncodedPath
    while basePath.hasSuffix("/") { basePath.removeLast() }
    let relative = URLComponents(string: request.path ?? "") ?? URLComponents()
    components.percentEncodedPath = basePath + relative.percentEncodedPath
    components.percentEncodedQuery = relative.percentEncodedQuery
    guard let url = components.url else { throw URLError(.badURL) }
    var full = request
    full.scheme = url.scheme
    full.authority = components.percentEncodedHost.map { host in components.port.map { "\(host):\($0)" } ?? host }
    full.path = url.path(percentEncoded: true) + (url.query(percentEncoded: true).map { "?\($0)" } ?? "")
    var data: Data?
    if let body { data = try await Data(collecting: body, upTo: maximumBodySize) }
    // A contract, if the double has one, checks the request before anything answers it.
    let (response, answer) = try await http.transport.send(full, body: data)
    return (response, answer.isEmpty ? nil : HTTPBody(answer))
  }
}
