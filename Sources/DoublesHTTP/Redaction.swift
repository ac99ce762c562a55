import Foundation

/// What a cassette blanks out before anything is written: credentials in headers, query
/// parameters and JSON or form bodies, on requests and responses alike.
///
/// A redacted value becomes ``placeholder``, the same text every time so re-recordings are
/// stable, and a recorded placeholder matches any value on replay, so the test still passes with
/// whatever token the code under test sends.
public struct Redaction: Sendable, Equatable {
  /// Header names to blank, compared case-insensitively.
  public var headers: Set<String>
  /// Query parameter names to blank, compared case-insensitively.
  public var queryParameters: Set<String>
  /// Keys of JSON objects and form fields to blank, compared case-insensitively, at any depth.
  public var bodyKeys: Set<String>
  /// Fragments that mark any header, parameter or key containing them as secret, such as `token`.
  public var fragments: Set<String>
  /// The text that replaces a secret value.
  public var placeholder: String

  /// Creates a redaction; names are compared case-insensitively.
  public init(
    headers: Set<String>,
    queryParameters: Set<String>,
    bodyKeys: Set<String>,
    fragments: Set<String>,
    placeholder: String = "REDACTED"
  ) {
    self.headers = Set(headers.map { $0.lowercased() })
    self.queryParameters = Set(queryParameters.map { $0.lowercased() })
    self.bodyKeys = Set(bodyKeys.map { $0.lowercased() })
    self.fragments = Set(fragments.map { $0.lowercased() })
    self.placeholder = placeholder
  }

  /// The default: `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie` and API-key
  /// headers; token-like query parameters and body keys such as `password`, `secret`, `token`,
  /// `access_token`, `refresh_token` and `client_secret`; and any name containing `token`,
  /// `secret`, `password` or `api-key`/`api_key`/`apikey`.
  public static let standard = Redaction(
    headers: [
      "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key", "x-auth-token",
      "x-access-token", "x-csrf-token", "x-xsrf-token", "x-amz-security-token",
    ],
    queryParameters: [
      "token", "access_token", "refresh_token", "id_token", "api_key", "apikey", "key", "secret", "client_secret",
      "password", "signature", "sig",
    ],
    bodyKeys: [
      "password", "passwd", "secret", "token", "access_token", "refresh_token", "id_token", "client_secret",
      "api_key", "apikey",
    ],
    fragments: ["token", "secret", "password", "api-key", "api_key", "apikey"]
  )

  /// Redacts nothing. Combine it with ``Cassette/secrets`` at least, so a known secret can never
  /// be written.
  public static let none = Redaction(headers: [], queryParameters: [], bodyKeys: [], fragments: [])

  /// This redaction with more names to blank.
  public func adding(
    headers: Set<String> = [],
    queryParameters: Set<String> = [],
    bodyKeys: Set<String> = []
  ) -> Redaction {
    var copy = self
    copy.headers.formUnion(headers.map { $0.lowercased() })
    copy.queryParameters.formUnion(queryParameters.map { $0.lowercased() })
    copy.bodyKeys.formUnion(bodyKeys.map { $0.lowercased() })
    return copy
  }

  func isSecret(header name: String) -> Bool { isSecret(name, listed: headers) }
  func isSecret(queryParameter name: String) -> Bool { isSecret(name, listed: queryParameters) }
  func isSecret(bodyKey name: String) -> Bool { isSecret(name, listed: bodyKeys) }

  private func isSecret(_ name: String, listed: Set<String>) -> Bool {
    let lowered = name.lowercased()
    return listed.contains(lowered) || fragments.contains { lowered.contains($0) }
  }

  // MARK: Rewriting

  func redact(headers: [HTTPHeader]) -> [HTTPHeader] {
    headers.map { isSecret(header: $0.name) ? HTTPHeader($0.name, placeholder) : $0 }
  }

  func redact(url: URL) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), let items = components.queryItems
    else { return url }
    components.queryItems = items.map {
      isSecret(queryParameter: $0.name) ? URLQueryItem(name: $0.name, value: placeholder) : $0
    }
    return components.url ?? url
  }

  /// Redacts a JSON or form body; other bodies are returned as they are.
  func redact(body: Data, contentType: String?) -> Data {
    guard !body.isEmpty else { return body }
    let type = contentType?.lowercased() ?? ""
    if type.contains("x-www-form-urlencoded") {
      let fields = FormBody.fields(of: body).map { field in
        (name: field.name, value: isSecret(bodyKey: field.name) ? placeholder : field.value)
      }
      return Data(FormBody.encode(fields).utf8)
    }
    if let json = JSONValue.parse(body), type.contains("json") || type.isEmpty || json.isContainer {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return (try? encoder.encode(redact(json: json))) ?? body
    }
    return body
  }

  func redact(json: JSONValue) -> JSONValue {
    switch json {
    case .object(let members):
      var result: [String: JSONValue] = [:]
      for (key, value) in members {
        result[key] = isSecret(bodyKey: key) && !value.isContainer ? .string(placeholder) : redact(json: value)
      }
      return .object(result)
    case .array(let elements):
      return .array(elements.map(redact(json:)))
    default:
      return json
    }
  }
}

extension JSONValue {
  var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }
}
