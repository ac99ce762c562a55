import DoublesHAR
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as a network double received it: method, URL, headers and the whole body.
///
/// The journal keeps one per request, a request pattern matches against it, and a dynamic
/// response receives it.
public struct RecordedRequest: Sendable, Hashable, CustomStringConvertible {
  /// The HTTP method in upper case, such as `GET` or `POST`.
  public let method: String
  /// The full URL, query included.
  public var url: URL { parsedURL ?? URL(string: urlText) ?? URL(string: "about:blank")! }
  /// The URL when the request came with one; the transport seam leaves it to be parsed on
  /// demand from `urlText`, since parsing costs about half a microsecond and matching does not need it.
  private let parsedURL: URL?
  private let urlText: String
  /// The header fields, sorted by name so that renderings are stable.
  public let headers: [HTTPHeader]
  /// The body bytes; empty when the request had none.
  public let body: Data
  /// The values that a path template of the answering stub captured, such as `["id": "42"]`.
  public internal(set) var pathParameters: [String: String] = [:]
  /// The parts of the URL that patterns look at, read once: URL accessors cost hundreds of
  /// nanoseconds each, and every condition of every stub asks for them.
  let target: Target

  /// Creates a request value, for tests of your own helpers and for the transport seam.
  public init(method: String = "GET", url: URL, headers: [HTTPHeader] = [], body: Data = Data()) {
    self.init(method: method, url: url, urlText: url.absoluteString, target: Target(url), headers: headers, body: body)
  }

  package init(method: String, url: URL?, urlText: String, target: Target, headers: [HTTPHeader], body: Data) {
    self.parsedURL = url
    self.urlText = urlText
    self.target = target
    self.method = method.utf8.contains(where: { (97...122).contains($0) }) ? method.uppercased() : method
    self.headers = headers.count < 2 ? headers : headers.sorted { $0.name.lowercased() < $1.name.lowercased() }
    self.body = body
  }

  /// Reads a `URLRequest`, including a body given as a stream.
  init(_ request: URLRequest) {
    let headers = (request.allHTTPHeaderFields ?? [:]).map { HTTPHeader($0.key, $0.value) }
    self.init(
      method: request.httpMethod ?? "GET",
      url: request.url ?? URL(string: "about:blank")!,
      headers: headers,
      body: request.httpBody ?? request.httpBodyStream.map(Self.readAll) ?? Data()
    )
  }

  private static func readAll(_ stream: InputStream) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    stream.open()
    defer { stream.close() }
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }

  /// The value of the header `name`, compared case-insensitively.
  public func header(_ name: String) -> String? { headers.value(for: name) }

  /// The query items of the URL, in the order they were sent.
  ///
  /// Parsed from the query alone, not from the whole URL, which a request from the transport
  /// seam would first have to build from its text.
  public var queryItems: [URLQueryItem] {
    guard let query = Self.query(of: urlText), !query.isEmpty else { return [] }
    return URLComponents(string: "?" + query)?.queryItems ?? []
  }

  /// The percent-encoded query of a URL's text: what follows the first `?`, up to a `#`.
  static func query(of urlText: String) -> Substring? {
    guard let mark = urlText.utf8.firstIndex(of: UInt8(ascii: "?")) else { return nil }
    let query = urlText[urlText.index(after: mark)...]
    return query.utf8.firstIndex(of: UInt8(ascii: "#")).map { query[..<$0] } ?? query
  }

  /// The body as UTF-8 text, or `nil` when it is not valid UTF-8.
  public var bodyText: String? { String(data: body, encoding: .utf8) }

  /// The body read as `application/x-www-form-urlencoded` fields; a repeated name keeps its last value.
  public var formFields: [String: String] {
    FormBody.fields(of: body).reduce(into: [:]) { $0[$1.name] = $1.value }
  }

  /// Decodes the JSON body, for checks on what the code under test sent.
  public func decodeBody<Value: Decodable>(
    as type: Value.Type = Value.self,
    using decoder: JSONDecoder = JSONDecoder()
  ) throws -> Value {
    try decoder.decode(Value.self, from: body)
  }

  /// `POST https://api.example.com/path?query`.
  public var description: String { "\(method) \(urlText)" }

  /// Requests are equal when method, URL, headers, body and captured path parameters are.
  public static func == (lhs: RecordedRequest, rhs: RecordedRequest) -> Bool {
    lhs.method == rhs.method && lhs.urlText == rhs.urlText && lhs.headers == rhs.headers && lhs.body == rhs.body
      && lhs.pathParameters == rhs.pathParameters
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(method)
    hasher.combine(urlText)
    hasher.combine(headers)
    hasher.combine(body)
    hasher.combine(pathParameters)
  }

  /// The request on several lines: the request line, the headers (names spelt as the standards
  /// spell them) and a short form of the body.
  var detailedDescription: String {
    var lines = [description]
    lines += headers.map { "  \(HeaderName.spelled($0.name)): \($0.value)" }
    if !body.isEmpty { lines.append("  body: \(BodyPreview.render(body))") }
    return lines.joined(separator: "\n")
  }
}
