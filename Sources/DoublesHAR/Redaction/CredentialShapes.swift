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
  /// shapes are specific enough to look for in any value, and in text bodies. `expressions`
  /// holds the compiled expressions, which a redactor keeps for all the values it reads.
  ///
  /// A match equal to one of `keeping` stays.
  package static func redactEmbedded(
    _ text: String, placeholder: String, keeping safeValues: Set<String> = [],
    expressions: CompiledExpressions = CompiledExpressions()
  ) -> (text: String, rules: [RedactionRule]) {
    var text = text
    var rules: [RedactionRule] = []
    /// Replaces `found` (ranges of `text`, each with its rule; the first of overlapping ones
    /// wins) and notes their rules in order.
    func replace(_ found: [(Range<String.Index>, RedactionRule)]) {
      guard !found.isEmpty else { return }
      var replaced = ""
      var cursor = text.startIndex
      var fired: [RedactionRule] = []
      for (range, rule) in found.sorted(by: { $0.0.lowerBound < $1.0.lowerBound })
      // A match that ends in the placeholder is text redacted before (a webhook's ids before its
      // redacted secret, `…/T0001/B0001/REDACTED`), which a second pass leaves as it is.
      where range.lowerBound >= cursor && !safeValues.contains(String(text[range]))
        && !text[range].hasSuffix(placeholder)
        && !isDocumentationExample(text[range])
      {
        replaced += text[cursor..<range.lowerBound] + placeholder
        cursor = range.upperBound
        if !fired.contains(rule) { fired.append(rule) }
      }
      guard !fired.isEmpty else { return }
      replaced += text[cursor...]
      text = replaced
      // Rules in the order of the catalogue, whatever the order of the places.
      rules += found.map(\.1).reduce(into: []) { ordered, rule in
        if fired.contains(rule), !ordered.contains(rule) { ordered.append(rule) }
      }
    }
    // Private-key blocks and JWTs are found by hand, in one pass: see ShapeScan.
    if ByteSearch.contains(text, "PRIVATE KEY") { replace(ShapeScan.privateKeys(in: text).map { ($0, .privateKey) }) }
    if ByteSearch.contains(text, "eyJ") { replace(ShapeScan.jwts(in: text).map { ($0, .jwt) }) }
    replace(keys(in: text, expressions: expressions))
    for (provider, names) in embeddedSignedURLParameters(in: text) {
      let before = text
      text = redactParameters(names, in: text, placeholder: placeholder)
      if text != before { rules.append(.signedURL(provider: provider)) }
    }
    replace(TextScan.schemeCredentials(in: text).map { ($0, .schemeCredential) })
    return (text, rules)
  }

  /// The cloud access key ids and providers' keys of `text`, each with its rule, in the order of
  /// the catalogue: looked for in the runs of key characters that hold an anchor (found for all
  /// shapes in one pass), and for a shape that spans lines, in the whole text.
  private static func keys(
    in text: String, expressions: CompiledExpressions
  ) -> [(Range<String.Index>, RedactionRule)] {
    var found: [(Range<String.Index>, RedactionRule)] = []
    let runs = TextScan.keyRuns(in: text, minimumLength: shortestRun)
    guard !runs.isEmpty else { return [] }
    // Which shapes each run may hold (the access key id is shape -1).
    var candidates = Array(repeating: Set<Int>(), count: runs.count)
    let utf8 = text.utf8
    let bounds = runs.map {
      (utf8.distance(from: utf8.startIndex, to: $0.lowerBound), utf8.distance(from: utf8.startIndex, to: $0.upperBound))
    }
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) in
      for (run, (lower, upper)) in bounds.enumerated() {
        for offset in lower..<upper {
          for (shape, anchor, shortest) in anchorsByFirstByte[Int(bytes[offset])]
          where upper - offset >= anchor.count && upper - lower >= shortest && !candidates[run].contains(shape) {
            if memcmp(bytes.baseAddress! + offset, anchor, anchor.count) == 0 { candidates[run].insert(shape) }
          }
        }
      }
    }
    // A string whose UTF-8 is not stored contiguously is scanned from a copy, not skipped.
    if text.utf8.withContiguousStorageIfAvailable(scan) == nil { Array(text.utf8).withUnsafeBufferPointer(scan) }
    for (run, shapes) in candidates.enumerated() where !shapes.isEmpty {
      let piece = text[runs[run]]
      if shapes.contains(-1) { found += piece.matches(of: expressions.accessKeyID).map { ($0.range, .cloudAccessKey) } }
      for index in shapes.sorted() where index >= 0 {
        let rule = RedactionRule.knownKey(provider: KeyShape.catalogue[index].provider)
        found += KeyShape.catalogue[index].ranges(in: piece, using: expressions.shape(at: index)).map { ($0, rule) }
      }
    }
    for (index, shape) in KeyShape.catalogue.enumerated() where shape.spansLines && shape.mayMatch(text[...]) {
      let rule = RedactionRule.knownKey(provider: shape.provider)
      found += shape.ranges(in: text[...], using: expressions.shape(at: index)).map { ($0, rule) }
    }
    // Access key ids first, then the catalogue's order.
    return found.filter { $0.1 == .cloudAccessKey } + found.filter { $0.1 != .cloudAccessKey }
  }

  /// The anchors of the shapes that are found in runs of key characters, by their first byte:
  /// the index of the shape (-1 for a cloud access key id), the anchor's bytes, and the shortest
  /// run the shape is looked for in.
  private static let anchorsByFirstByte: [[(Int, [UInt8], Int)]] = {
    var table = Array(repeating: [(Int, [UInt8], Int)](), count: 256)
    for prefix in accessKeyPrefixes { table[Int(prefix[0])].append((-1, prefix, 20)) }
    for (index, shape) in KeyShape.catalogue.enumerated() where !shape.spansLines {
      for anchor in shape.anchors.map({ Array($0.utf8) }) {
        table[Int(anchor[0])].append((index, anchor, shape.shortestRun))
      }
    }
    return table
  }()

  /// The shortest run of key characters any shape is looked for in.
  private static let shortestRun = KeyShape.catalogue.map(\.shortestRun).min() ?? 20

  /// Whether a match of a shape is a documentation example rather than a key: `ghp_XXXX…`,
  /// `xoxb-not-a-real-token`, `sk_live_your_key_here`. (AWS's documented `…EXAMPLE` key ids are
  /// redacted like real ones: they have a real key's form.)
  private static func isDocumentationExample(_ match: Substring) -> Bool {
    let lowered = match.lowercased()
    return (exampleKeyMarkers.contains { ByteSearch.contains(lowered, $0) } && !match.hasSuffix("EXAMPLE"))
      || isRepeatedAfterPrefix(match)
  }

  /// Whether `value`, a shape's match or a whole value, is one character repeated (12 times or
  /// more, base64's `=` after it aside) after a prefix of 8 characters or fewer
  /// (`API-AAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, `sk-BBBB…`, `glc_1111…=`): a key written to fill a
  /// format, which no issuer makes. (X's bearer tokens begin with 22 `A`s, and go on for 80 more.)
  private static func isRepeatedAfterPrefix(_ value: Substring) -> Bool {
    // Base64's padding ends the run too: `glc_1111…1=`.
    var body = value
    while body.last == "=" { body = body.dropLast() }
    guard let last = body.last else { return false }
    let repeated = body.reversed().prefix { $0 == last }.count
    return repeated >= 12 && body.count - repeated <= 8
  }

  /// Texts, in lower case, that mark a key of a provider's shape as written for documentation.
  private static let exampleKeyMarkers = [
    "xxxx", "your_", "your-", "not-a-real", "not_a_real", "placeholder", "example", "sample", "dummy",
  ]

  /// The prefixes of cloud access key ids, as bytes.
  private static let accessKeyPrefixes = ["AKIA", "ASIA", "ABIA", "ACCA", "AIDA", "AROA", "AGPA"].map { Array($0.utf8) }

  /// Whether `text` holds a signed URL's parameters, which ``redactEmbedded(_:placeholder:keeping:expressions:)``
  /// redacts by their provider's rule.
  static func holdsSignedURLParameters(_ text: String) -> Bool { !embeddedSignedURLParameters(in: text).isEmpty }

  /// The signature parameters of the signed URLs written in `text`, by provider.
  private static func embeddedSignedURLParameters(in text: String) -> [(String, [String])] {
    guard ByteSearch.contains(text, "?") || ByteSearch.contains(text, "&") else { return [] }
    let lowered = text.lowercased()
    func has(_ part: String) -> Bool { ByteSearch.contains(lowered, part) }
    var found: [(String, [String])] = []
    if has("x-amz-") {
      found.append(("AWS SigV4", ["X-Amz-Signature", "X-Amz-Credential", "X-Amz-Security-Token"]))
    }
    if has("x-goog-") { found.append(("Google Cloud V4", ["X-Goog-Signature", "X-Goog-Credential"])) }
    if has("sv="), has("sig=") { found.append(("Azure SAS", ["sig"])) }
    if has("awsaccesskeyid=") { found.append(("AWS V2", ["Signature", "AWSAccessKeyId"])) }
    if has("googleaccessid=") { found.append(("Google Cloud V2", ["Signature", "GoogleAccessId"])) }
    return found
  }

  /// Replaces the values of the query parameters `names` (case-insensitive) inside `text`.
  private static func redactParameters(_ names: [String], in text: String, placeholder: String) -> String {
    var text = text
    for name in names {
      let regex = Regex {
        Capture {
          // `;` too: `&amp;` in an URL written in HTML.
          ChoiceOf {
            "?"
            "&"
            ";"
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
  /// `Bearer abc…` in a header that is not `Authorization`: `Bearer REDACTED`. A value that reads
  /// as prose (`Token economics`, `Basic plan`) is none.
  static func redactSchemeCredential(_ value: String, placeholder: String) -> String? {
    guard value.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
    let scheme = trimmed[..<space]
    let credential = trimmed[space...].drop { $0 == " " || $0 == "\t" }
    guard ["bearer", "basic", "token", "negotiate", "mac"].contains(scheme.lowercased()), credential.count >= 8,
      !credential.contains(where: \.isWhitespace)
    else { return nil }
    guard credential == placeholder || TextScan.isPlausible(String(credential), after: String(scheme)) else {
      return nil
    }
    return "\(scheme) \(placeholder)"
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
    if isUUID(segment) { return true }
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
    guard (20...1024).contains(value.count), !describesAnIdentifier(name), !namesAnID(name), !isObjectID(value)
    else { return false }
    guard value.allSatisfy(tokenCharacters.contains), value.contains(where: \.isUppercase),
      value.contains(where: \.isLowercase), value.contains(where: \.isNumber), !isUUID(value)
    else { return false }
    return entropy(of: value) >= 3.5
  }

  /// Whether `name` is an id's: `id`, `node_id`, `customer-id`, `orderId`.
  private static func namesAnID(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "id" || lowered.hasSuffix("_id") || lowered.hasSuffix("-id") || name.hasSuffix("Id")
      || name.hasSuffix("ID")
  }

  /// Whether `value` is an object's id in the form many APIs give them, a lower-case word, `_`
  /// and random characters (`cus_Q8aV3kLmZt2RxW`, `card_1PqRsT2eZvKYlo2C9xWmN4bH`); a provider's
  /// key of that form was found by its shape before this is asked.
  private static func isObjectID(_ value: String) -> Bool {
    guard let underscore = value.firstIndex(of: "_") else { return false }
    let prefix = value[..<underscore]
    let rest = value[value.index(after: underscore)...]
    return (2...10).contains(prefix.count) && prefix.allSatisfy { $0.isLowercase && $0.isLetter }
      && rest.count >= 10 && rest.allSatisfy { $0.isLetter || $0.isNumber }
  }

  /// Whether `name` carries an id that is random but no secret: request and trace ids, ETags,
  /// idempotency keys.
  static func describesAnIdentifier(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return identifierWords.contains { ByteSearch.contains(lowered, $0) }
  }

  private static let identifierWords = [
    "request-id", "request_id", "requestid", "trace", "correlation", "etag", "if-none-match", "if-match",
    "idempotency", "cf-ray", "amz-id", "amz-cf-id", "span-id", "spanid", "x-b3-", "sec-websocket",
    "cache_key", "cachekey", "s3_key", "object_key", "objectkey", "storage_key", "sort_key", "partition_key",
    "primary_key", "key_id", "keyid",
  ]

  /// Words that make a name sound like it holds a credential, for ``isHighEntropySecret(_:named:)``.
  static let credentialWords = [
    "auth", "cred", "session", "sid", "sign", "sig", "private", "key", "hmac", "jwt", "bearer", "csrf", "xsrf",
    "otp",
  ]

  /// Whether `value`, carried under `name`, looks like a generated credential: a name that
  /// sounds like one, and a long random-looking token (letters and digits, no spaces, not a
  /// UUID, at least 3.5 bits of entropy per character). Ids, hashes and text under other names
  /// are left alone.
  static func isHighEntropySecret(_ value: String, named name: String) -> Bool {
    guard holdsCredentialWord(name), !describesAnIdentifier(name) else { return false }
    return looksRandom(value)
  }

  /// Whether a word of `name` (split at `_`, `-`, `.`, digits and a capital after a small letter)
  /// starts or ends with one of ``credentialWords``, or in capitals holds one: `apiKey`,
  /// `DUO_SKEY`, `oauth2`, `mailjetbasicauth`, `STRIPEKEYPROD`; not `monkeylearn` or `insightly`,
  /// where the word is inside another.
  static func holdsCredentialWord(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard credentialWords.contains(where: { ByteSearch.contains(lowered, $0) }) else { return false }
    return Redaction.words(ofName: name, keepingDigits: false).contains { word in
      // In capitals a word break may not show (`STRIPEKEYPROD`): any place counts.
      let isCapitals = word.count > 1 && word.allSatisfy(\.isUppercase)
      let lowered = word.lowercased()
      return credentialWords.contains {
        isCapitals ? ByteSearch.contains(lowered, $0) : lowered.hasPrefix($0) || lowered.hasSuffix($0)
      }
    }
  }

  /// Whether `value` is a long random-looking token: 16 characters or more, letters and digits
  /// (and `-_.~+/=`), not a UUID nor words, at least 3.5 bits of entropy per character.
  static func looksRandom(_ value: String) -> Bool {
    guard value.count >= 16, value.allSatisfy(tokenCharacters.contains), value.contains(where: \.isLetter),
      value.contains(where: \.isNumber), !isUUID(value), !isWritten(value)
    else { return false }
    return entropy(of: value) >= 3.5
  }

  /// Whether `value` reads as a stand-in for a credential rather than one: a mask (`********`),
  /// a template variable (`${TOKEN}`, `{{ secrets.NPM_TOKEN }}`, `$API_KEY`), an angle-bracketed
  /// hole (`<YOUR_API_KEY>`, `<s>`), an elision (`sk-...`), an environment variable's name
  /// (`NPM_TOKEN`), a word such as `password` or `changeme`, or a documentation example
  /// (`xxxx`, `your_token`, `not-a-real-token`).
  ///
  /// The stand-in must be the whole value: placeholder text next to anything else
  /// (`your-account-<token>`, `xxxx<token>`) is no stand-in. A value of several parts (cookies
  /// `a=1; b=2`, pairs `a=1&b=2`, a scheme and its credential `Bearer …`, words) is one only when
  /// each of its parts is, so that a harmless part never keeps a secret beside it.
  package static func isPlaceholder(_ value: some StringProtocol) -> Bool {
    let text = String(value).trimmingCharacters(in: .whitespaces)
    if isWholeStandIn(text) { return true }
    let parts = standInParts(of: text)
    return parts.count > 1 && parts.allSatisfy(isWholeStandIn)
  }

  /// The parts of `value` judged one by one: the values of its `name=value` pairs (but cookie
  /// attributes such as `Path`), and its words (but an authorization scheme or a cookie flag).
  private static func standInParts(of value: String) -> [Substring] {
    value.split { ";&,".contains($0) }.flatMap { piece -> [Substring] in
      let piece = piece.drop { $0 == " " }
      if let equals = piece.firstIndex(of: "="), !piece[..<equals].contains(" ") {
        let name = piece[..<equals].lowercased()
        return cookieAttributes.contains(name) ? [] : [piece[piece.index(after: equals)...]]
      }
      return piece.split(separator: " ").filter { !schemeAndFlagWords.contains($0.lowercased()) }
    }
  }

  /// Cookie attributes, whose values say where and how long a cookie lives.
  private static let cookieAttributes: Set<String> = ["path", "domain", "expires", "max-age", "samesite"]

  /// Words beside a credential that are none: authorization schemes and cookie flags.
  private static let schemeAndFlagWords: Set<String> = [
    "bearer", "basic", "token", "digest", "bot", "httponly", "secure", "partitioned",
  ]

  /// Whether `value`, one part, is a stand-in as a whole.
  private static func isWholeStandIn(_ value: some StringProtocol) -> Bool {
    guard let first = value.first, let last = value.last else { return true }
    if value.count >= 3, value.allSatisfy({ $0 == first }) { return true }
    // A key of a provider's form whose body is one character repeated (`AIzaaaa…`, `hvb.cccc…`).
    if isRepeatedAfterPrefix(Substring(value)) { return true }
    // A hole or a template that spans the value: `<YOUR_API_KEY>`, `[PASSWORD]`, `${TOKEN}`,
    // `{{ … }}`, `$(…)`.
    let opener = value.prefix(2)
    if (first == "<" && last == ">" && !value.dropFirst().dropLast().contains { "<>".contains($0) })
      || (first == "[" && last == "]" && value.dropFirst().dropLast().allSatisfy { $0.isLetter || "_- ".contains($0) })
      || (opener == "${" && last == "}") || (opener == "{{" && value.hasSuffix("}}")) || (opener == "$(" && last == ")")
    {
      return true
    }
    if first == "$", value.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return true }
    // A reference to a variable or setting: `var.db_password`, `process.env.API_KEY`,
    // `secrets.NPM_TOKEN`, `ENV["TOKEN"]`.
    if isVariableReference(value) { return true }
    // A credential's name written as the value, in small letters (`api-key`, `telegram_api_token`):
    // a reference to it, as `NPM_TOKEN` is. (Words without such a name, `correct-horse-battery`,
    // may be a passphrase.)
    if value.contains(where: { $0 == "_" || $0 == "-" }),
      value.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0 == "_" || $0 == "-" })
    {
      let words = value.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { String($0) }
      if let last = words.last, credentialNameWords.contains(last), words.count <= 3,
        words.dropLast().allSatisfy(credentialNameQualifiers.contains)
      {
        return true
      }
    }
    // A name in capitals (`YOUR_API_KEY`, `OAUTH2_TOKEN`), not a key that runs on at random after
    // one (Finage's `API_KEYN2B1NFN5CP6…`).
    if isWrittenInCapitals(value),
      value.split(separator: "_").allSatisfy({ zip($0, $0.dropFirst()).count { $0.isNumber != $1.isNumber } <= 2 })
    {
      return true
    }
    // An elision of a short prefix, 16 characters at most: `sk-...`, `ghp_…`,
    // `ops_eyJzaWduSW5B..[Redacted]`; and a provider's prefix alone: `CFPAT-`, `ghp_`.
    var elided = Substring(value)
    var marked = false
    if last == "]", elided.lowercased().hasSuffix("[redacted]") {
      elided = elided.dropLast("[redacted]".count)
      marked = true
    }
    if elided.hasSuffix("...") || elided.hasSuffix("\u{2026}") || (marked && elided.hasSuffix("..")) {
      let visible = elided.reversed().drop { $0 == "." || $0 == "\u{2026}" }.count
      if visible <= 16 { return true }
    }
    if last == "-" || last == "_", providerPrefixes.contains(String(value)) { return true }
    let lowered = value.lowercased()
    if placeholderWords.contains(lowered) { return true }
    return isWrittenOfMarkers(lowered)
  }

  /// Whether `text` is written as a constant's or an environment variable's name: capitals and
  /// digits, with `_` between words (`NPM_TOKEN`, `OAUTH2_TOKEN`).
  static func isWrittenInCapitals(_ text: some StringProtocol) -> Bool {
    text.contains("_") && text.allSatisfy { ($0.isLetter && $0.isUppercase) || $0.isNumber || $0 == "_" }
  }

  /// The prefixes of the catalogue's keys that end in `-` or `_` (`CFPAT-`, `ghp_`): written
  /// alone, a stand-in for a key.
  private static let providerPrefixes = Set(
    KeyShape.catalogue.flatMap(\.anchors).filter { $0.hasSuffix("-") || $0.hasSuffix("_") })

  /// The words that end a credential's name in small letters (`api_key`, `auth-token`).
  private static let credentialNameWords: Set<String> = [
    "key", "apikey", "token", "secret", "password", "passwd", "pwd", "credential", "credentials", "auth",
  ]

  /// The words that may come before one of ``credentialNameWords`` in a credential's name
  /// (`api-key`, `client_secret`, `bot-token`); `my-secret-key` is no name.
  private static let credentialNameQualifiers: Set<String> = [
    "api", "access", "secret", "auth", "bot", "client", "app", "service", "account", "private", "refresh",
    "session", "master", "admin", "user", "db", "database", "bearer", "id", "oauth",
  ]

  /// Whether `value` names a variable or setting of configuration or code rather than holds a
  /// value: Terraform's `var.db_password`, `local.…`, `module.…`, `data.…`; CI's `secrets.…`,
  /// `vars.…`, `inputs.…`, `env.…`; `process.env.API_KEY`, `os.environ["TOKEN"]`, `ENV["TOKEN"]`,
  /// `settings.…`, `config.…`.
  private static func isVariableReference(_ value: some StringProtocol) -> Bool {
    guard let root = variableRoots.first(where: { value.hasPrefix($0) }) else { return false }
    let rest = value.dropFirst(root.count)
    guard let first = rest.first, first.isLetter || first == "_" || first == "\"" || first == "'" else { return false }
    return rest.allSatisfy { $0.isLetter || $0.isNumber || "_-.[]\"'".contains($0) }
  }

  private static let variableRoots = [
    "var.", "local.", "module.", "data.", "each.", "secrets.", "vars.", "inputs.", "env.", "process.env.",
    "settings.", "config.", "os.environ[", "ENV[",
  ]

  /// Whether `value`, under a credential's name, is a level of access rather than a credential:
  /// a permission map's `"secrets": "read"`.
  package static func isAccessLevel(_ value: some StringProtocol) -> Bool {
    accessLevels.contains(value.lowercased())
  }

  private static let accessLevels: Set<String> = [
    "read", "write", "admin", "read-only", "readonly", "read_only", "read-write", "read_write", "readwrite",
    "write-only", "write_only", "maintain", "triage", "pull", "push", "owner", "member", "viewer", "editor",
  ]

  /// Whether `lowered` is written of documentation markers (`your`, `xxxx`, `placeholder`,
  /// `not-a-real`) and short words around them (`your_api_key`, `ghp_xxxxxxxx`,
  /// `not-a-real-token`), with nothing random-looking beside them.
  private static func isWrittenOfMarkers(_ lowered: String) -> Bool {
    var rest = lowered
    for marker in documentationMarkers { rest = rest.replacingOccurrences(of: marker, with: " ") }
    rest = withoutRunsOfX(rest)
    guard rest != lowered else { return false }
    // Beside the markers, words, and one short piece that may hold digits (a provider's prefix:
    // `fo1_xxxx…`, `sha256~xxxx…`), first and beside a mask's `x`s.
    let masked = lowered.contains("xxxx")
    return rest.split { " -_./:~".contains($0) }.enumerated().allSatisfy { index, piece in
      if placeholderWords.contains(String(piece)) || (piece.count <= 8 && piece.allSatisfy(\.isLetter)) { return true }
      return masked && index == 0 && piece.count <= 8 && piece.allSatisfy { $0.isLetter || $0.isNumber }
    }
  }

  /// `text` with each run of four `x` or more (`xxxx`, a mask's) replaced by a space; no regular
  /// expression, which each call would compile again.
  private static func withoutRunsOfX(_ text: String) -> String {
    var result = ""
    var run = 0
    for character in text {
      if character == "x" {
        run += 1
        continue
      }
      result += run >= 4 ? " " : String(repeating: "x", count: run)
      run = 0
      result.append(character)
    }
    return result + (run >= 4 ? " " : String(repeating: "x", count: run))
  }

  /// Texts, in lower case, that mark a value as written for documentation: `your_token`,
  /// `not-a-real-token`, `placeholder` (and runs of four `x` or more: `xxxx`).
  private static let documentationMarkers = [
    "yourpassword", "notareal", "not-a-real", "not_a_real", "placeholder", "your",
  ]

  private static let placeholderWords: Set<String> = [
    "password", "passwd", "pass", "pwd", "secret", "changeme", "change-me", "change_me", "example", "sample",
    "dummy", "none", "null", "nil", "undefined", "redacted", "mypassword", "token", "apikey", "api_key", "test",
    "testing",
  ]

  /// Whether `value` is made of pieces a person wrote: split at `-`, `_`, `.` and `/`, two
  /// pieces or more of which one is a lower-case word of four letters or more (`v1-deps-3f9a…`,
  /// `uploads/2024/avatar.png`). Generated tokens have no such words.
  static func isWritten(_ value: String) -> Bool {
    let pieces = value.split { "-_./".contains($0) }
    return pieces.count > 1 && pieces.contains { $0.count >= 4 && $0.allSatisfy { $0.isLowercase && $0.isLetter } }
  }

  /// Whether `value` is a UUID: five groups of 8, 4, 4, 4 and 12 hexadecimal digits.
  private static func isUUID(_ value: String) -> Bool {
    let groups = value.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
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
