import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A final answer to a request, ready for URLSession or the transport seam.
package struct HTTPReply: Sendable {
  /// The request this answers (after redirects, the last one); its URL is the response's.
  package var request: RecordedRequest
  package var status: Int
  package var headers: [HTTPHeader]
  package var body: Data
  /// The response head for the transport seam, when the stub built it already.
  var head: HTTPResponse?
  /// How the loopback server sends the body slowly, if it does.
  package var dribble: Dribble?

  package init(
    request: RecordedRequest, status: Int, headers: [HTTPHeader], body: Data, head: HTTPResponse? = nil
  ) {
    self.request = request
    self.status = status
    self.headers = headers
    self.body = body
    self.head = head
  }

  /// The response URLSession hands to the client.
  ///
  /// A 401 loses its `WWW-Authenticate` header: given one from a custom protocol, URLSession on
  /// Linux starts an authentication exchange that never completes, so the request would hang.
  ///
  /// Repeated headers are joined, by name whatever its case, as URLSession joins what a server
  /// sends (`set-cookie` and `Set-Cookie` are one).
  func urlResponse() -> HTTPURLResponse {
    var fields: [String: (name: String, value: String)] = [:]
    for header in headers where status != 401 || header.name.lowercased() != "www-authenticate" {
      let key = header.name.lowercased()
      fields[key] = fields[key].map { ($0.name, "\($0.value), \(header.value)") } ?? (header.name, header.value)
    }
    return HTTPURLResponse(
      url: request.url, statusCode: status, httpVersion: "HTTP/1.1",
      headerFields: Dictionary(uniqueKeysWithValues: fields.values.map { ($0.name, $0.value) }))!
  }
}

/// What the double does with a request: answer it, fail it, or (over a socket) break the connection.
package enum Delivery: Sendable {
  case reply(HTTPReply)
  case failure(any Error)
  case cancelled
  case fault(SocketFault)
}
