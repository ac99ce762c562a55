import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A final answer to a request, ready for URLSession or the transport seam.
struct HTTPReply: Sendable {
  /// The request this answers (after redirects, the last one); its URL is the response's.
  var request: RecordedRequest
  var status: Int
  var headers: [HTTPHeader]
  var body: Data
  /// The response head for the transport seam, when the stub built it already.
  var head: HTTPResponse?

  /// The response URLSession hands to the client.
  func urlResponse() -> HTTPURLResponse {
    var fields: [String: String] = [:]
    for header in headers {
      fields[header.name] = fields[header.name].map { "\($0), \(header.value)" } ?? header.value
    }
    return HTTPURLResponse(url: request.url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!
  }
}

/// What the double does with a request: answer it, or fail it.
enum Delivery: Sendable {
  case reply(HTTPReply)
  case failure(any Error)
  case cancelled
}
