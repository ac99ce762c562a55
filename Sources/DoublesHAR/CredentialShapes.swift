import Foundation
import RegexBuilder

/// Credentials recognised by what they look like, whatever the name of the header, parameter
/// or key that carries them: pure functions from a value to the value with each credential
/// replaced by a placeholder, and the rules that fired.
package enum CredentialShapes {
  /// Query parameters of the cloud providers' signed URLs that carry the signature or the key,
  /// with the provider's name. The others (`X-Amz-Date`, `X-Amz-Expires`, `se`, `sp`…) say when
  /// and what, and are kept so that a replay still shows them.
  private static func signedURLProvider(forParameter name: String, among names: Set<String>) -> String? {
    switch name.lowercased() {
    case "x-amz-signature", "x-amz-credential", "x-amz-security-token": "AWS SigV4"
    case "x-goog-signature", "x-goog-credential": "Google Cloud V4"
    case "sig" where names.contains("sv"): "Azure SAS"
    case "signature" where names.contains("awsaccesskeyid") || names.contains("expires"): "AWS V2"
    case "signature" where names.contains("googleaccessid"): "Google Cloud V2"
    case "awsaccesskeyid": "AWS V2"
    case "googleaccessid": "Google Cloud V2"
    default: nil
    }
  }

  /// The rule that makes a query parameter or form field a credential by the company it keeps:
  /// a cloud provider's signed-URL signature, or an OAuth authorization code or PKCE verifier.
  static func contextualRule(forParameter name: String, among names: Set<String>) -> RedactionRule? {
    if let provider = signedURLProvider(forParameter: name, among: names) { return .signedURL(provider: provider) }
    switch name.lowercased() {
    case "code_verifier": return .oauthGrant
    case "code" where !names.isDisjoint(with: ["grant_type", "redirect_uri", "code_verifier", "state"]):
      return .oauthGrant
    default: return nil
    }
  }

  /// The rule that makes a member of a JSON object a credential by the members beside it: an
  /// OAuth authorization code next to `grant_type`, `redirect_uri` or `code_verifier`, or a PKCE
  /// verifier. (`code` beside `state` alone is an address in JSON as often as a grant.)
  static func grantRule(forMember name: String, among names: Set<String>) -> RedactionRule? {
    switch name.lowercased() {
    case "code_verifier": .oauthGrant
    case "code" where !names.isDisjoint(with: ["grant_type", "redirect_uri", "code_verifier"]): .oauthGrant
    default: nil
    }
  }

  /// Replaces the credentials `text` shows by their shape with `placeholder`: private-key
  /// blocks, JWTs, cloud access key ids, the providers' keys of ``KeyShape/catalogue``, the
  /// signature parameters of signed URLs, and the credential after `Bearer` or `Basic`. These
  /// shapes are specific enough to look for in any value, and in text bodies.
  ///
  /// A match equal to one of `keeping` stays.
  package static func redactEmbedded(
    _ text: String, placeholder: String, keeping safeValues: Set<String> = []
  ) -> (text: String, rules: [RedactionRule]) {
    var text = text
    var rules: [RedactionRule] = []
    func replace(_ ranges: [Range<String.Index>], _ rule: RedactionRule) {
      guard !ranges.isEmpty else { return }
      var replaced = ""
      var cursor = text.startIndex
      for range in ranges where !safeValues.contains(String(text[range])) && text[range] != placeholder {
        replaced += text[cursor..<range.lowerBound] + placeholder
        cursor = range.upperBound
      }
      replaced += text[cursor...]
      guard replaced != text else { return }
      text = replaced
      rules.append(rule)
    }
    // Private-key blocks and JWTs are found by hand, in one pass: see ShapeScan.
    if text.contains("PRIVATE KEY") { replace(ShapeScan.privateKeys(in: text), .privateKey) }
    if text.contains("eyJ") { replace(ShapeScan.jwts(in: text), .jwt) }
    if ["AKIA", "ASIA", "ABIA", "ACCA", "AIDA", "AROA", "AGPA"].contains(where: text.contains) {
      let regex = #/\b(?:AKIA|ASIA|ABIA|ACCA|AIDA|AROA|AGPA)[A-Z0-9]{16}\b/#.wordBoundaryKind(.simple)
      replace(text.matches(of: regex).map(\.range), .cloudAccessKey)
    }
    for shape in KeyShape.catalogue {
      replace(shape.ranges(in: text), .knownKey(provider: shape.provider))
    }
    for (provider, names) in embeddedSignedURLParameters(in: text) {
      let before = text
      text = redactParameters(names, in: text, placeholder: placeholder)
      if text != before { rules.append(.signedURL(provider: provider)) }
    }
    replace(schemeCredentials(in: text), .schemeCredential)
    return (text, rules)
  }

  /// The credentials written after an authorization scheme in text (a log that quotes
  /// `Authorization: Bearer …`, a `curl -H` line): after `Bearer`, `Basic` or any scheme of an
  /// `Authorization:` line. Prose survives: after `Bearer` a credential has a digit, or 20
  /// characters or more of mixed case; after `Basic`, it decodes from base64 to `user:password`.
  static func schemeCredentials(in text: String) -> [Range<String.Index>] {
    let lowered = text.lowercased()
    guard lowered.contains("bearer") || lowered.contains("basic") || lowered.contains("authorization") else {
      return []
    }
    let regex =
      #/(?<scheme>(?i:\bbearer|\bbasic|\bauthorization:[ \t]*[A-Za-z-]+))[ \t]+(?<secret>[A-Za-z0-9._~+\/=-]{8,})/#
      .wordBoundaryKind(.simple)
    return text.matches(of: regex).compactMap { match in
      let credential = String(match.output.secret)
      let scheme = match.output.scheme.lowercased()
      if scheme.hasSuffix("basic") {
        let padded = credential.padding(
          toLength: (credential.count + 3) / 4 * 4, withPad: "=", startingAt: 0)
        guard let decoded = Data(base64Encoded: padded), String(decoding: decoded, as: UTF8.self).contains(":")
        else { return nil }
        return match.output.secret.startIndex..<match.output.secret.endIndex
      }
      let mixedCase = credential.contains(where: \.isUppercase) && credential.contains(where: \.isLowercase)
      guard credential.contains(where: \.isNumber) || (credential.count >= 20 && mixedCase) else { return nil }
      return match.output.secret.startIndex..<match.output.secret.endIndex
    }
  }

  /// The signature parameters of the signed URLs written in `text`, by provider.
  private static func embeddedSignedURLParameters(in text: String) -> [(String, [String])] {
    let lowered = text.lowercased()
    guard lowered.contains("?") || lowered.contains("&") else { return [] }
    var found: [(String, [String])] = []
    if lowered.contains("x-amz-") {
      found.append(("AWS SigV4", ["X-Amz-Signature", "X-Amz-Credential", "X-Amz-Security-Token"]))
    }
    if lowered.contains("x-goog-") { found.append(("Google Cloud V4", ["X-Goog-Signature", "X-Goog-Credential"])) }
    if lowered.contains("sv="), lowered.contains("sig=") { found.append(("Azure SAS", ["sig"])) }
    if lowered.contains("awsaccesskeyid=") { found.append(("AWS V2", ["Signature", "AWSAccessKeyId"])) }
    if lowered.contains("googleaccessid=") { found.append(("Google Cloud V2", ["Signature", "GoogleAccessId"])) }
    return found
  }

  /// Replaces the values of the query parameters `names` (case-insensitive) inside `text`.
  private static func redactParameters(_ names: [String], in text: String, placeholder: String) -> String {
    var text = text
    for name in names {
      let regex = Regex {
        Capture {
          ChoiceOf {
            "?"
            "&"
          }
          name
          "="
        }
        OneOrMore(CharacterClass.anyOf("&#\"' \n<>").inverted)
      }.ignoresCase()
      text = text.replacing(regex) { match in match.output.1 + placeholder }
    }
    return text
  }

  /// The credential of a value that is an authorization scheme and a credential, such as
  /// `Bearer abc…` in a header that is not `Authorization`: `Bearer REDACTED`.
  static func redactSchemeCredential(_ value: String, placeholder: String) -> String? {
    let regex = #/^(?<scheme>(?i:bearer|basic|token|negotiate|mac))\s+(?<credential>\S{8,})\s*$/#
    guard let match = value.wholeMatch(of: regex) else { return nil }
    return "\(match.output.scheme) \(placeholder)"
  }

  /// Words of a URL path segment that make the next segment a token when it looks like one: the
  /// URLs of password resets, magic links, e-mail confirmations, invitations and the like.
  /// Compared with whole words of the segment (`magic-link`, `password_reset`, `magicLink`).
  static let pathTokenWords: Set<String> = [
    "reset", "resets", "magic", "magiclink", "verify", "verification", "verifications", "confirm",
    "confirmation", "confirmations", "invite", "invites", "invitation", "invitations", "activate", "activation",
    "token", "tokens", "unlock", "login", "signin", "passwordless", "recover", "recovery", "unsubscribe", "auth",
    "session", "sessions",
  ]

  /// Whether URL path segment `segment`, after segment `previous`, is a credential: a word such
  /// as `reset` or `magic` in `previous`, and after it a UUID (invitation links use them) or a
  /// token: 16 characters or more of letters, digits and `-_.~`, with both letters and digits,
  /// at least 3.5 bits of entropy per character, and no lower-case word of four letters or more
  /// between its dashes (`keynote-2026-day1` is a slug). Ids, SKUs and hashes elsewhere in a path
  /// are left alone, and a redacted segment still matches any value on replay.
  static func isPathToken(_ segment: String, after previous: String) -> Bool {
    let words = previous.lowercased().split { !$0.isLetter }.map(String.init)
    guard words.contains(where: pathTokenWords.contains) else { return false }
    if segment.wholeMatch(of: uuid) != nil { return true }
    guard segment.count >= 16, segment.allSatisfy(pathTokenCharacters.contains), segment.contains(where: \.isLetter),
      segment.contains(where: \.isNumber), entropy(of: segment) >= 3.5
    else { return false }
    let pieces = segment.split { $0 == "-" || $0 == "_" || $0 == "." }
    return !(pieces.count > 1 && pieces.contains { $0.count >= 4 && $0.allSatisfy { $0.isLowercase } })
  }

  /// The characters of generated tokens and of base64 (standard and URL-safe).
  private static let tokenCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-.~")

  private static let pathTokenCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")

  /// Whether `value` looks generated rather than written: long, with no spaces, mixing
  /// upper- and lower-case letters and digits, at least 3.5 bits of entropy per character. Such a
  /// value under a name that says nothing (`X-Client-Data`, `rt`) may be a credential: it is
  /// kept, and reported. Hashes and ETags (one case of hexadecimal), UUIDs, numbers, dates and
  /// text are not reported, nor values under names of ids (``describesAnIdentifier(_:)``).
  static func looksGenerated(_ value: String, named name: String) -> Bool {
    guard (20...1024).contains(value.count), !describesAnIdentifier(name) else { return false }
    guard value.allSatisfy(tokenCharacters.contains), value.contains(where: \.isUppercase),
      value.contains(where: \.isLowercase), value.contains(where: \.isNumber), value.wholeMatch(of: uuid) == nil
    else { return false }
    return entropy(of: value) >= 3.5
  }

  /// Whether `name` carries an id that is random but no secret: request and trace ids, ETags,
  /// idempotency keys.
  static func describesAnIdentifier(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return identifierWords.contains(where: lowered.contains)
  }

  private static let identifierWords = [
    "request-id", "request_id", "requestid", "trace", "correlation", "etag", "if-none-match", "if-match",
    "idempotency", "cf-ray", "amz-id", "amz-cf-id", "span-id", "spanid", "x-b3-",
  ]

  /// Words that make a name sound like it holds a credential, for ``isHighEntropySecret(_:named:)``.
  static let credentialWords = [
    "auth", "cred", "session", "sid", "sign", "sig", "private", "key", "hmac", "jwt", "bearer", "csrf", "xsrf",
    "otp", "nonce",
  ]

  /// Whether `value`, carried under `name`, looks like a generated credential: a name that
  /// sounds like one, and a long random-looking token (letters and digits, no spaces, not a
  /// UUID, at least 3.5 bits of entropy per character). Ids, hashes and text under other names
  /// are left alone.
  static func isHighEntropySecret(_ value: String, named name: String) -> Bool {
    let lowered = name.lowercased()
    guard credentialWords.contains(where: lowered.contains), value.count >= 16 else { return false }
    guard value.allSatisfy(tokenCharacters.contains), value.contains(where: \.isLetter),
      value.contains(where: \.isNumber), value.wholeMatch(of: uuid) == nil
    else { return false }
    return entropy(of: value) >= 3.5
  }

  private static var uuid: Regex<Substring> {
    #/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/#
  }

  /// Shannon entropy of the characters of `value`, in bits per character.
  static func entropy(of value: String) -> Double {
    var counts: [Character: Int] = [:]
    for character in value { counts[character, default: 0] += 1 }
    let total = Double(value.count)
    return counts.values.reduce(0) { sum, count in
      let share = Double(count) / total
      return sum - share * log2(share)
    }
  }
}
