import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a stub answers: a response, a network error, a redirect, an answer computed from the
/// request, or nothing at all; optionally after a delay measured on the double's clock.
///
/// ```swift
/// http.stub(.get(imageURL), .text("image"))
/// http.stub(.post(quoteURL), .status(500))
/// http.stub(.get(feedURL), .error(.notConnectedToInternet))
/// http.stub(.get(slowURL), .json(["ok": true]).delayed(by: .seconds(2)))
/// ```
public struct StubbedResponse: Sendable {
  enum Kind: Sendable {
    case reply(status: Int, headers: [HTTPHeader], body: Data)
    case failure(any Error)
    case redirect(location: String, status: Int, headers: [HTTPHeader])
    case computed(@Sendable (RecordedRequest) async throws -> StubbedResponse)
    case never
    case fault(SocketFault)
    indirect case webSocket(WebSocketScript)
  }

  let kind: Kind

  /// The status, headers and body of a reply; `nil` for a failure, a redirect, a computed
  /// answer, a fault or no answer.
  package var replyParts: (status: Int, headers: [HTTPHeader], body: Data)? {
    guard case .reply(let status, let headers, let body) = kind else { return nil }
    return (status, headers, body)
  }
  /// How long the double waits, on its clock, before it answers.
  public private(set) var delay: Duration = .zero
  /// How the body is sent slowly, if it is.
  var dribble: Dribble?
  /// The reply's status and headers as the transport seam hands them out, built once.
  let head: HTTPResponse?

  init(_ kind: Kind) {
    self.kind = kind
    if case .reply(let status, let headers, _) = kind {
      head = HTTPResponse(status: HTTPResponse.Status(code: status), headerFields: HTTPReply.fields(headers))
    } else {
      head = nil
    }
  }

  /// A response with this status, headers and body.
  public static func status(_ status: Int, headers: [String: String] = [:], body: Data = Data()) -> StubbedResponse {
    StubbedResponse(.reply(status: status, headers: Self.fields(headers), body: body))
  }

  /// A response whose body is `data`.
  public static func data(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> StubbedResponse {
    .status(status, headers: headers, body: data)
  }

  /// A `text/plain` response whose body is `text` in UTF-8.
  public static func text(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> StubbedResponse {
    .status(
      status, headers: ["Content-Type": "text/plain; charset=utf-8"].merging(headers) { $1 }, body: Data(text.utf8))
  }

  /// An `application/json` response whose body is `json`, sent as written (it may be invalid on purpose).
  public static func json(string json: String, status: Int = 200, headers: [String: String] = [:]) -> StubbedResponse {
    .status(status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: Data(json.utf8))
  }

  /// An `application/json` response whose body is `value`, encoded with `encoder`.
  public static func json<Value: Encodable>(
    _ value: Value,
    status: Int = 200,
    headers: [String: String] = [:],
    encoder: JSONEncoder = JSONEncoder()
  ) throws -> StubbedResponse {
    let body = try encoder.encode(value)
    return .status(status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: body)
  }

  /// The request fails with this `URLError` code, as it would without a network.
  public static func error(_ code: URLError.Code) -> StubbedResponse {
    StubbedResponse(.failure(URLError(code)))
  }

  /// The request fails with `error`.
  public static func failure(_ error: any Error) -> StubbedResponse {
    StubbedResponse(.failure(error))
  }

  /// A redirect to `location` (absolute, or relative to the request's URL), which the double
  /// follows itself: URLSession on Linux cannot follow a redirect a custom protocol reports.
  ///
  /// After a 303, and after a 301 or 302 answering a `POST`, the next request is a `GET`
  /// without a body, as browsers and URLSession do; 307 and 308 keep the method and body.
  public static func redirect(to location: String, status: Int = 302, headers: [String: String] = [:])
    -> StubbedResponse
  {
    StubbedResponse(.redirect(location: location, status: status, headers: Self.fields(headers)))
  }

  /// An answer computed from the request when it arrives: a fake server in a closure.
  ///
  /// A `URLError` thrown by `respond` reaches the client as the request's error.
  public static func respond(
    _ respond: @escaping @Sendable (RecordedRequest) async throws -> StubbedResponse
  ) -> StubbedResponse {
    StubbedResponse(.computed(respond))
  }

  /// No answer: the request stays open until it is cancelled or its timeout passes on the
  /// double's clock (at once with the default `InstantClock`).
  public static var never: StubbedResponse { StubbedResponse(.never) }

  /// This answer, given after `delay` on the double's clock.
  public func delayed(by delay: Duration) -> StubbedResponse {
    var copy = self
    copy.delay = delay
    return copy
  }

  /// A short description for journals and messages, such as `200, 5 bytes`.
  var summary: String {
    switch kind {
    case .reply(let status, _, let body): "\(status), \(body.count) bytes"
    case .failure(let error): HTTPMessages.describe(error)
    case .redirect(let location, let status, _): "\(status) redirect to \(location)"
    case .computed: "a computed response"
    case .never: "no response"
    case .fault(let fault): "\(fault)"
    case .webSocket: "a WebSocket"
    }
  }

  static func fields(_ headers: [String: String]) -> [HTTPHeader] {
    headers.map { HTTPHeader($0.key, $0.value) }.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }
}
