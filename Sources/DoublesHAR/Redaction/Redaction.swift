import Foundation

/// What a cassette blanks out before anything is written: credentials in headers, query
/// parameters and JSON or form bodies, on requests and responses alike.
///
/// Credentials are recognised by name (`Authorization`, `access_token`, any name containing
/// `token`, `secret` or `password`) and, with ``recognizesShapes``, by shape wherever they
/// appear: JWTs, the signature and key parameters of AWS, Google Cloud and Azure signed URLs,
/// OAuth authorization codes, `Bearer …` credentials in any header, cloud access key ids,
/// private-key blocks, and long random-looking values under names that sound like credentials.
/// Ids, hashes and content are kept. A network double's `redactions` reports what was redacted
/// and where, and its `keptValues` what looks random but was kept.
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
  /// Whether credentials are also recognised by their shape, whatever their name.
  public var recognizesShapes: Bool
  /// Patterns of your own credentials, blanked wherever they appear.
  public var patterns: [RedactionPattern]
  /// Values never blanked, such as a public demo key a test matches on.
  public var safeValues: Set<String>
  /// Headers, parameters and keys whose values are neither blanked for their name or their
  /// randomness nor reported as kept, compared case-insensitively: a request id, a client's
  /// public data. Credentials of a recognised shape (a JWT) are blanked even there.
  public var safeNames: Set<String> = []
  /// The text that replaces a secret value.
  public var placeholder: String

  /// Creates a redaction; names are compared case-insensitively.
  public init(
    headers: Set<String>,
    queryParameters: Set<String>,
    bodyKeys: Set<String>,
    fragments: Set<String>,
    recognizesShapes: Bool = true,
    patterns: [RedactionPattern] = [],
    safeValues: Set<String> = [],
    placeholder: String = "REDACTED"
  ) {
    self.headers = Set(headers.map { $0.lowercased() })
    self.queryParameters = Set(queryParameters.map { $0.lowercased() })
    self.bodyKeys = Set(bodyKeys.map { $0.lowercased() })
    self.fragments = Set(fragments.map { $0.lowercased() })
    self.recognizesShapes = recognizesShapes
    self.patterns = patterns
    self.safeValues = safeValues
    self.placeholder = placeholder
  }

  /// The default: `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie` and API-key
  /// headers; token-like query parameters and body keys such as `password`, `pwd`, `pass`,
  /// `secret`, `token`, `access_token`, `refresh_token`, `client_secret` and `secret_key`; any
  /// name containing `token`, `secret`, `password`, `passwd`, `pwd`, `passphrase`, `credential`,
  /// `creds`, `private_key` or `api-key`/`api_key`/`apikey` (the keywords of gitleaks' and
  /// trufflehog's rules); and every shape listed above.
  public static let standard = Redaction(
    headers: [
      "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key", "x-auth-token",
      "x-access-token", "x-csrf-token", "x-xsrf-token", "x-amz-security-token", "x-auth-key", "x-auth-user-key",
      "dd-application-key", "ocp-apim-subscription-key", "x-functions-key", "x-algolia-api-key", "x-mailgun-key",
    ],
    queryParameters: [
      "token", "access_token", "refresh_token", "id_token", "api_key", "apikey", "key", "secret", "client_secret",
      "password", "signature", "sig", "pass", "auth", "application_key", "app_key", "access_key", "private_key",
      "secret_key", "subscription-key", "device_code", "assertion", "client_assertion", "samlresponse",
    ],
    bodyKeys: [
      "password", "passwd", "pwd", "pass", "passphrase", "secret", "token", "access_token", "refresh_token",
      "id_token", "client_secret", "api_key", "apikey", "secret_key", "private_key", "privatekey", "access_key",
      "app_key", "application_key", "dd_app_key", "dd_application_key", "accountkey", "sharedaccesskey", "credentials",
      "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "_auth", "pw", "device_code",
      "assertion", "client_assertion", "samlresponse", "sessionid", "session_id", "sid",
    ],
    fragments: [
      "token", "secret", "password", "passwd", "pwd", "passphrase", "credential", "creds", "api-key", "api_key",
      "apikey", "private_key", "privatekey", "private-key",
    ]
  )

  /// Redacts nothing. Combine it with a cassette's `secrets` at least, so a known secret can never
  /// be written.
  public static let none = Redaction(
    headers: [], queryParameters: [], bodyKeys: [], fragments: [], recognizesShapes: false)

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

  /// This redaction, keeping `values` as they are wherever they appear: a public key, an id that
  /// looks random, a value a replayed test must see.
  public func keeping(_ values: Set<String>) -> Redaction {
    var copy = self
    copy.safeValues.formUnion(values)
    return copy
  }

  /// This redaction, keeping the values of the headers, parameters and keys `names` (compared
  /// case-insensitively) unless they show a credential by its shape: for random-looking values
  /// that are not secret and change with every recording, such as `X-Request-Id`.
  public func keeping(names: Set<String>) -> Redaction {
    var copy = self
    copy.safeNames.formUnion(names.map { $0.lowercased() })
    return copy
  }

  func isSafe(name: String?) -> Bool {
    guard let name = name?.lowercased(), !safeNames.isEmpty else { return false }
    return safeNames.contains { $0.lowercased() == name }
  }

  package func isSecret(header name: String) -> Bool { isSecret(name, listed: headers) }
  package func isSecret(queryParameter name: String) -> Bool { isSecret(name, listed: queryParameters) }
  package func isSecret(bodyKey name: String) -> Bool { isSecret(name, listed: bodyKeys) }

  private func isSecret(_ name: String, listed: Set<String>) -> Bool {
    let lowered = name.lowercased()
    if listed.contains(lowered) { return true }
    return fragments.contains { ByteSearch.contains(lowered, $0) } && !Self.describesACredential(name)
  }

  /// Whether `name` is listed itself, not only for a fragment it contains: a number under it is
  /// a credential (`"password": 123456`), where under `secret_count` it is not.
  package func isListedExactly(bodyKey name: String) -> Bool { bodyKeys.contains(name.lowercased()) }

  /// Whether `name`, holding a number, counts tokens rather than holding one: the `usage` of a
  /// language model's answer (`prompt_tokens`, `maxTokens`, `token_count`).
  static func countsTokens(_ name: String?) -> Bool {
    guard let lowered = name?.lowercased() else { return false }
    return lowered.hasSuffix("tokens") || lowered.contains("tokens_") || lowered.hasSuffix("token_count")
      || lowered.hasSuffix("tokencount") || lowered.hasSuffix("token_limit")
  }

  /// Whether `name`, which contains a fragment such as `token`, says something about a
  /// credential rather than holds one: `token_type`, `tokenUrl`, `password_changed_at`,
  /// `secret_count`, `nextPageToken` (a cursor), `tokenizer_class`,
  /// `token_endpoint_auth_methods_supported`, `api_keys_page`. Its last word decides (when, how
  /// many, which kind, where, which are supported, where it is documented), in any case and
  /// separator style.
  static func describesACredential(_ name: String) -> Bool {
    let compact = name.lowercased().filter { $0.isLetter || $0.isNumber }
    if describingNames.contains(compact) || compact.contains("tokeniz") { return true }
    let words = Self.words(ofName: name)
    return words.count > 1 && describingLastWords.contains(words.last?.lowercased() ?? "")
  }

  /// The words of a name as written: split at each character that is neither a letter nor a
  /// digit, and before a capital that follows a small letter (`apiKey`, `API_KEY`, `api-key`).
  /// Without `keepingDigits`, digits split words too and are left out (`oauth2` is `oauth`).
  static func words(ofName name: String, keepingDigits: Bool = true) -> [String] {
    var words: [String] = []
    var word = ""
    for character in name {
      let isPart = character.isLetter || (keepingDigits && character.isNumber)
      if !isPart || (character.isUppercase && word.last?.isLowercase == true) {
        if !word.isEmpty { words.append(word) }
        word = isPart ? String(character) : ""
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// Names, without separators, that hold no credential although they contain a fragment.
  private static let describingNames: Set<String> = [
    "tokentype", "tokenendpoint", "tokenurl", "tokenuri", "pagetoken", "nextpagetoken", "prevpagetoken",
    "previouspagetoken", "continuationtoken", "synctoken", "nextsynctoken", "passwordpolicy", "passwordrules",
  ]

  /// Last words of names that describe a credential rather than hold one.
  private static let describingLastWords: Set<String> = [
    "at", "on", "date", "time", "timestamp", "count", "days", "hours", "minutes", "seconds", "in", "length",
    "policy", "rules", "type", "url", "uri", "endpoint", "hint", "required", "enabled", "set", "changed",
    "updated", "created", "expires", "expiry", "expiration", "version", "name", "label", "strength", "format",
    "status", "mode", "algorithm", "alg", "kind", "scheme", "location", "path", "prefix", "suffix",
    "supported", "docs", "doc", "documentation", "page", "help", "link",
  ]
}

extension JSONValue {
  package var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }
}

/// A pattern of a credential, added with `Redaction.adding(pattern:named:)` (in `DoublesHTTP`).
public struct RedactionPattern: Sendable, Hashable {
  /// The name findings report it under.
  public let name: String
  /// The regular expression, in Swift `Regex` syntax.
  public let pattern: String

  /// A pattern named `name`.
  ///
  /// - Throws: what `Regex` throws when `pattern` is not a regular expression.
  package init(name: String, pattern: String) throws {
    _ = try Regex(pattern)
    self.name = name
    self.pattern = pattern
  }

  /// The compiled expression (checked when the pattern was added), compiled for each use since
  /// `Regex` is not `Sendable`.
  var regex: Regex<AnyRegexOutput>? { try? Regex(pattern) }
}
