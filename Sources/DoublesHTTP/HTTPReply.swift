import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A final answer to a request, ready for URLSession or the transport seam.
struct HTTPReply: Sendable {
  var url: URL
  var status: Int
  var headers: [HTTPHeader]
  var body: Data
  /// `headers` for the transport seam, when the stub built them already.
  var fields: HTTPFields?

  /// The response URLSession hands to the client.
  func urlResponse() -> HTTPURLResponse {
    var fields: [String: String] = [:]
    for header in headers {
      fields[header.name] = fields[header.name].map { "\($0), \(header.value)" } ?? header.value
    }
    return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!
  }
}

/// What the double does with a request: answer it, or fail it.
enum Delivery: Sendable {
  case reply(HTTPReply)
  case failure(any Error)
  case cancelled
}
