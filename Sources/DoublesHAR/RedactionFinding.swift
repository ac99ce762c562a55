/// Why a value was redacted: the rule of a ``Redaction`` that recognised it.
public enum RedactionRule: Hashable, Sendable, CustomStringConvertible {
  /// The header, parameter or key is listed, or its name contains a listed fragment such as `token`.
  case listedName
  /// A JSON Web Token, wherever it appears.
  case jwt
  /// The credential after an authorization scheme (`Bearer …`, `Basic …`) in any header or value.
  case schemeCredential
  /// A signature or key parameter of a cloud provider's signed URL, named by provider.
  case signedURL(provider: String)
  /// An OAuth authorization code or PKCE code verifier, next to the other parameters of a grant.
  case oauthGrant
  /// A cloud access key id (`AKIA…`).
  case cloudAccessKey
  /// A PEM private-key block.
  case privateKey
  /// A long random-looking value under a name that sounds like a credential (`session_sig`).
  case highEntropyValue
  /// A pattern added with ``Redaction/adding(pattern:named:)``, by its name.
  case pattern(String)

  /// How summaries and failure messages name the rule.
  public var description: String {
    switch self {
    case .listedName: "listed name"
    case .jwt: "JWT"
    case .schemeCredential: "authorization credential"
    case .signedURL(let provider): "signed URL (\(provider))"
    case .oauthGrant: "OAuth grant"
    case .cloudAccessKey: "cloud access key id"
    case .privateKey: "private key"
    case .highEntropyValue: "high-entropy value"
    case .pattern(let name): "pattern \"\(name)\""
    }
  }
}

/// One redaction a cassette made before writing: which entry, where in it, and why.
///
/// ```swift
/// let http = try HTTPDouble(cassette: Cassette(file))
/// // ... record ...
/// #expect(http.redactions.contains { $0.location == "response header X-Session" && $0.rule == .jwt })
/// ```
public struct RedactionFinding: Hashable, Sendable, CustomStringConvertible {
  /// The entry's number in the cassette file, from 1.
  public let entry: Int
  /// The entry's request, as written: `GET https://example.com/report?X-Amz-Signature=REDACTED`.
  public let request: String
  /// Where the value was: `request header Authorization`, `request query X-Amz-Signature`,
  /// `response body JSON $.items[0].token`, `request body form password`, `response body text`.
  public let location: String
  /// What recognised it.
  public let rule: RedactionRule

  /// `entry 2 (GET https://…): response header X-Session, JWT`.
  public var description: String { "entry \(entry) (\(request)): \(location), \(rule)" }
}

extension [RedactionFinding] {
  /// One line for a person: how many values, in how many entries, by rule.
  func summary(of file: String, entries: Int) -> String {
    let written = "Cassette \(file): \(Self.count(entries, "entry", "entries")) written"
    guard !isEmpty else { return written + ", nothing redacted." }
    var counts: [String: Int] = [:]
    for finding in self { counts["\(finding.rule)", default: 0] += 1 }
    let rules = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
    let touched = Set(map(\.entry)).count
    return written
      + "; \(Self.count(count, "value", "values")) redacted in \(Self.count(touched, "entry", "entries")) ("
      + rules.joined(separator: ", ") + ")."
  }

  private static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}
