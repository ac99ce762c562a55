import DoublesHTTP
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
  public var transport: OpenAPIDoubleTransport { OpenAPIDoubleTransport(double: self) }
}

/// The ``OpenAPIDouble`` as a `ClientTransport`; see ``OpenAPIDouble/transport``.
public struct OpenAPIDoubleTransport: ClientTransport {
  let double: OpenAPIDouble
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
    // The double checks the request before anything answers it, and the reply it gives.
    let (response, answer) = try await double.http.transport.send(full, body: data)
    return (response, answer.isEmpty ? nil : HTTPBody(answer))
  }
}
