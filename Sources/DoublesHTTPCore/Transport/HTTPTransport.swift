import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport seam: a small protocol for code that prefers injecting "something that sends
/// HTTP requests" over a `URLSession`.
///
/// Production code uses ``URLSessionHTTPTransport``; tests inject ``HTTPDouble/transport``, which
/// answers from the same stubs and journal as the double's session without going through
/// `URLProtocol`, and also works for clients that never touch URLSession.
public protocol HTTPTransport: Sendable {
  /// Sends `request` with `body` and returns the response head and the whole body.
  func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data)
}

/// An ``HTTPTransport`` that sends requests with a `URLSession`.
public struct URLSessionHTTPTransport: HTTPTransport {
  /// The session requests go through.
  public let session: URLSession

  /// Creates a transport over `session`.
  public init(session: URLSession) {
    self.session = session
  }

  /// Sends the request as a data task, body included (upload tasks' bodies do not reach custom
  /// protocols on Linux).
  public func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
    let (data, response) = try await session.data(for: URLRequest(sending: request, body: body))
    guard let http = (response as? HTTPURLResponse)?.httpResponse else { throw URLError(.badServerResponse) }
    return (http, data)
  }
}

/// The transport of an ``HTTPDouble``: the double's stubs, journal and checks, with no URLSession in between.
public struct HTTPDoubleTransport: HTTPTransport {
  let double: HTTPDouble

  /// How long a request may take on the double's clock before it fails with `URLError(.timedOut)`.
  public var timeout: Duration = .seconds(60)

  /// Whether the double follows its redirects, as URLSession does, or answers with them. A
  /// cassette's `upstream` transport answers with them, so that each hop is recorded.
  public var followsRedirects = true

  /// Answers `request` from the double.
  public func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
    guard let recorded = RecordedRequest(request, body: body) else { throw URLError(.badURL) }
    switch await double.handle(recorded, timeout: timeout, followsRedirects: followsRedirects) {
    case .reply(let reply):
      return (reply.httpResponse, reply.body)
    case .failure(let error):
      throw error
    case .cancelled:
      throw CancellationError()
    case .fault(let fault):
      throw URLError(fault.urlError)
    }
  }
}

extension HTTPDouble {
  /// A transport that answers from this double; inject it where the code takes an ``HTTPTransport``.
  public var transport: HTTPDoubleTransport { HTTPDoubleTransport(double: self) }
}

extension RecordedRequest {
  /// Reads an `HTTPRequest` and its body; `nil` when the request has no absolute URL.
  init?(_ request: HTTPRequest, body: Data?) {
    guard let scheme = request.scheme, let authority = request.authority else { return nil }
    let requestTarget = request.path ?? "/"
    self.init(
      method: request.method.rawValue,
      url: nil,
      urlText: "\(scheme)://\(authority)\(requestTarget)",
      target: Target(scheme: scheme, authority: authority, requestTarget: requestTarget),
      headers: request.headerFields.map { HTTPHeader($0.name.rawName, $0.value) },
      body: body ?? Data()
    )
  }

  /// The request as swift-http-types sees it.
  var httpRequest: HTTPRequest {
    var request = HTTPRequest(method: HTTPRequest.Method(method) ?? .get, url: url)
    for header in headers {
      if let name = HTTPField.Name(header.name) {
        request.headerFields.append(HTTPField(name: name, value: header.value))
      }
    }
    return request
  }
}

extension HTTPReply {
  /// The response head as swift-http-types sees it.
  var httpResponse: HTTPResponse {
    head ?? HTTPResponse(status: HTTPResponse.Status(code: status), headerFields: Self.fields(headers))
  }

  /// Header fields in swift-http-types' form; names it rejects are left out.
  static func fields(_ headers: [HTTPHeader]) -> HTTPFields {
    var fields = HTTPFields()
    for header in headers {
      if let name = HTTPField.Name(header.name) { fields.append(HTTPField(name: name, value: header.value)) }
    }
    return fields
  }
}

extension HTTPTransport {
  /// Sends a recorded request and reads the answer back as a reply.
  func send(_ request: RecordedRequest) async throws -> HTTPReply {
    let (response, body) = try await send(request.httpRequest, body: request.sentBody)
    return HTTPReply(answering: request, response, body: body)
  }
}

extension RecordedRequest {
  /// The body a transport sends: `nil` when there is none.
  var sentBody: Data? { body.isEmpty ? nil : body }
}

extension HTTPReply {
  /// The reply to `request` that a transport gave as a response head and a body.
  init(answering request: RecordedRequest, _ response: HTTPResponse, body: Data) {
    self.init(
      request: request, status: response.status.code,
      headers: response.headerFields.map { HTTPHeader($0.name.rawName, $0.value) }, body: body)
  }
}

extension URLRequest {
  /// `request` with `body`, as URLSession sends it.
  ///
  /// - Throws: `URLError(.badURL)` when `request` has no absolute URL.
  init(sending request: HTTPRequest, body: Data?) throws {
    guard let urlRequest = URLRequest(httpRequest: request) else { throw URLError(.badURL) }
    self = urlRequest
    httpBody = body
  }
}
