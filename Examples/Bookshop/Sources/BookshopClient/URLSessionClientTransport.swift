import Foundation
import HTTPTypes
import OpenAPIRuntime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The generated client's transport in the app: each request sent with `URLSession`, its body
/// whole (the bookshop's messages are small).
struct URLSessionClientTransport: ClientTransport {
  let session: URLSession

  func send(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
  ) async throws -> (HTTPResponse, HTTPBody?) {
    guard let url = URL(string: baseURL.absoluteString + (request.path ?? "")) else {
      throw URLError(.badURL)
    }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method.rawValue
    for field in request.headerFields { urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
    if let body { urlRequest.httpBody = try await Data(collecting: body, upTo: 1 << 20) }
    let (data, response) = try await session.data(for: urlRequest)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var fields = HTTPFields()
    for (name, value) in http.allHeaderFields {
      if let text = name as? String, let name = HTTPField.Name(text), let value = value as? String {
        fields.append(HTTPField(name: name, value: value))
      }
    }
    return (HTTPResponse(status: .init(code: http.statusCode), headerFields: fields), HTTPBody(data))
  }
}
