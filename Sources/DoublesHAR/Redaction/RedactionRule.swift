/// Why a value was redacted, or reported: the rule of a ``Redaction`` that recognised it.
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
  /// A provider's key or token, recognised by its format (`ghp_…`, `sk_live_…`, `xoxb-…`), named
  /// by provider.
  case knownKey(provider: String)
  /// A value written beside a credential's name in text (`password=…`, `"api_key": "…"` in a
  /// log, `DB_PASSWORD: …` in YAML).
  case assignedCredential
  /// A PEM private-key block.
  case privateKey
  /// A long random-looking value: redacted under a name that sounds like a credential
  /// (`session_sig`), reported as kept under any other name.
  case highEntropyValue
  /// A pattern added with `Redaction.adding(pattern:named:)` (in `DoublesHTTP`), by its name.
  case pattern(String)
  /// A long random-looking URL path segment after a word such as `reset`, `magic`, `verify` or
  /// `invite`: the token of a password-reset, magic-link or invitation URL.
  case pathToken
  /// The user name and password written in a URL (`https://user:password@host/…`).
  case urlCredentials

  /// How summaries and failure messages name the rule.
  public var description: String {
    switch self {
    case .listedName: "listed name"
    case .jwt: "JWT"
    case .schemeCredential: "authorization credential"
    case .signedURL(let provider): "signed URL (\(provider))"
    case .oauthGrant: "OAuth grant"
    case .cloudAccessKey: "cloud access key id"
    case .knownKey(let provider): provider
    case .assignedCredential: "credential assigned in text"
    case .privateKey: "private key"
    case .highEntropyValue: "high-entropy value"
    case .pattern(let name): "pattern \"\(name)\""
    case .pathToken: "path token"
    case .urlCredentials: "URL credentials"
    }
  }
}
