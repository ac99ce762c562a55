import Foundation

/// Applies a ``Redaction`` to HAR entries, noting each value it blanks and why, and each value
/// it keeps although it looks like a credential. Recording and the cassette check both use it,
/// so a cassette on disk is checked by the rules that would have redacted it.
package struct Redactor {
  /// A value blanked, or kept and reported: where in the entry, and by which rule.
  package struct Finding: Sendable, Hashable {
    package let location: String
    package let rule: RedactionRule
    package let isKept: Bool
  }

  package let redaction: Redaction
  /// What was blanked or reported so far, in the order it was found.
  package private(set) var findings: [Finding] = []
  /// The same findings, to note each once without searching the list.
  private var noted: Set<Finding> = []

  package init(_ redaction: Redaction) { self.redaction = redaction }

  private var placeholder: String { redaction.placeholder }
  private var shapes: Bool { redaction.recognizesShapes }

  // MARK: Entries

  /// `entry` with every credential it holds replaced by the placeholder; what is not a
  /// credential stays byte for byte.
  package mutating func entry(_ entry: HARFile.Entry) -> HARFile.Entry {
    var entry = entry
    entry.request = request(entry.request)
    entry.response = response(entry.response)
    return entry
  }

  private mutating func request(_ request: HARFile.Request) -> HARFile.Request {
    var request = request
    if let url = URL(string: request.url) {
      let redacted = self.url(url, side: "request")
      if redacted != url {
        request.url = redacted.absoluteString
        let items = URLComponents(url: redacted, resolvingAgainstBaseURL: false)?.queryItems ?? []
        request.queryString = items.map { HARFile.NameValue(name: $0.name, value: $0.value ?? "") }
      }
    }
    // A hand-edited file's list may hold what its URL does not; the same place, reported once.
    if let items = request.queryString {
      let names = Set(items.map { $0.name.lowercased() })
      request.queryString = items.map { item in
        let value = value(
          item.value, named: item.name, listed: redaction.isSecret(queryParameter: item.name),
          rule: contextualRule(item.name, names), at: "request query \(item.name)")
        return HARFile.NameValue(name: item.name, value: value)
      }
    }
    request.headers = headers(request.headers, side: "request")
    request.cookies = cookies(request.cookies, header: "Cookie", side: "request")
    if var postData = request.postData {
      if let body = postData.data() {
        let redacted = self.body(body, contentType: postData.mimeType, side: "request")
        if redacted != body {
          (postData.text, postData.encoding) = Self.written(redacted, as: postData.encoding)
          request.bodySize = redacted.count
        }
      }
      if let fields = postData.params { postData.params = params(fields) }
      request.postData = postData
    }
    return request
  }

  private mutating func response(_ response: HARFile.Response) -> HARFile.Response {
    var response = response
    response.headers = headers(response.headers, side: "response")
    response.cookies = cookies(response.cookies, header: "Set-Cookie", side: "response")
    if let location = response.redirectURL, !location.isEmpty {
      response.redirectURL = value(
        location, named: "Location", listed: redaction.isSecret(header: "Location"), at: "response redirectURL")
    }
    if let body = response.content.data() {
      let redacted = self.body(body, contentType: response.content.mimeType, side: "response")
      if redacted != body {
        (response.content.text, response.content.encoding) = Self.written(redacted, as: response.content.encoding)
        response.content.size = redacted.count
        response.bodySize = redacted.count
      }
    }
    return response
  }

  /// A redacted body as the file writes it: in base64 when the recorded one was (`encoding`),
  /// else as text when it is UTF-8.
  private static func written(_ body: Data, as encoding: String?) -> (text: String?, encoding: String?) {
    guard encoding == nil else { return (body.base64EncodedString(), "base64") }
    let written = HARFile.text(of: body)
    return (written.text, written.encoding)
  }

  /// The text of a field of an entry that the HAR model does not read (`_webSocketMessages[0].data`),
  /// redacted as a value of `name`.
  package mutating func field(_ text: String, named name: String?, at path: String) -> String {
    value(text, named: name, listed: name.map(redaction.isSecret(bodyKey:)) ?? false, at: "field \(path)")
  }

  // MARK: Parts of a message

  package mutating func headers(_ headers: [HARFile.NameValue], side: String) -> [HARFile.NameValue] {
    headers.map { header in
      let value = value(
        header.value, named: header.name, listed: redaction.isSecret(header: header.name),
        at: "\(side) header \(header.name)")
      return HARFile.NameValue(name: header.name, value: value)
    }
  }

  /// The cookies a HAR export lists beside the `Cookie` and `Set-Cookie` headers: blanked
  /// whenever those headers are.
  private mutating func cookies(_ cookies: [HARFile.NameValue]?, header: String, side: String) -> [HARFile.NameValue]? {
    guard let cookies, redaction.isSecret(header: header) else { return cookies }
    return cookies.map { cookie in
      guard !cookie.value.isEmpty, cookie.value != placeholder, !redaction.safeValues.contains(cookie.value) else {
        return cookie
      }
      note("\(side) cookie \(cookie.name)", .listedName)
      return HARFile.NameValue(name: cookie.name, value: placeholder)
    }
  }

  /// The fields of a form post as a browser's export lists them beside its text.
  private mutating func params(_ params: [HARFile.Param]) -> [HARFile.Param] {
    let names = Set(params.map { $0.name.lowercased() })
    return params.map { param in
      guard let text = param.value, param.fileName == nil else { return param }
      var param = param
      param.value = value(
        text, named: param.name, listed: redaction.isSecret(bodyKey: param.name),
        rule: contextualRule(param.name, names), at: "request body form \(param.name)")
      return param
    }
  }

  package mutating func url(_ url: URL, side: String) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      redact(&components, at: "\(side) URL", query: "\(side) query", carried: false)
    else { return url }
    return components.url ?? url
  }

  /// Redacts the parts of a URL a credential travels in: userinfo, path segments, query
  /// parameters (by name, and by the company they keep) and a fragment of fields
  /// (`#access_token=…`); returns whether it changed any. The parts are reported under
  /// `location` (`request URL path segment 3`), the query parameters under `query`. In a URL
  /// `carried` in a value, signed-URL parameters are left to the shape scan of that value.
  private mutating func redact(
    _ components: inout URLComponents, at location: String, query: String, carried: Bool
  ) -> Bool {
    var changed = userinfo(&components, at: "\(location) userinfo")
    let path = self.path(components.percentEncodedPath, at: location)
    if path != components.percentEncodedPath {
      components.percentEncodedPath = path
      changed = true
    }
    if let items = components.queryItems {
      let names = Set(items.map { $0.name.lowercased() })
      let redacted = items.map { item in
        let rule = contextualRule(item.name, names)
        if carried, case .signedURL = rule { return item }
        guard let itemValue = item.value else { return item }
        let redacted = value(
          itemValue, named: item.name, listed: redaction.isSecret(queryParameter: item.name),
          rule: rule, at: "\(query) \(item.name)")
        return URLQueryItem(name: item.name, value: redacted)
      }
      if redacted != items {
        components.queryItems = redacted
        changed = true
      }
    }
    if let fragment = components.fragment, fragment.contains("=") {
      if let fields = form(FormBody.fields(of: Data(fragment.utf8)), at: "\(location) fragment") {
        components.percentEncodedFragment = FormBody.encode(fields)
        changed = true
      }
    }
    return changed
  }

  /// Blanks the user name and password written in a URL; returns whether there were any.
  private mutating func userinfo(_ components: inout URLComponents, at location: String) -> Bool {
    // The placeholder is the user's: a URL may not hold it as it is (`<redacted>`).
    let user = placeholder.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? "REDACTED"
    let password = placeholder.addingPercentEncoding(withAllowedCharacters: .urlPasswordAllowed) ?? "REDACTED"
    guard shapes, components.percentEncodedUser != nil || components.percentEncodedPassword != nil,
      components.percentEncodedUser != user || components.percentEncodedPassword.map({ $0 != password }) == true
    else { return false }
    components.percentEncodedUser = components.percentEncodedUser.map { _ in user }
    components.percentEncodedPassword = components.percentEncodedPassword.map { _ in password }
    note(location, .urlCredentials)
    return true
  }

  /// A percent-encoded path with the credentials its segments carry replaced: those recognised
  /// by shape (a JWT) anywhere, and a random-looking token after a word such as `reset`.
  private mutating func path(_ path: String, at location: String) -> String {
    var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // The first piece is what precedes the leading slash: nothing.
    for index in segments.indices.dropFirst() {
      let segment = segments[index].removingPercentEncoding ?? segments[index]
      guard !segment.isEmpty, segment != placeholder, !redaction.safeValues.contains(segment) else { continue }
      let place = "\(location) path segment \(index)"
      let redacted = embedded(segment, at: place)
      if redacted != segment {
        segments[index] = Self.pathSegment(redacted)
        continue
      }
      let previous = segments[index - 1].removingPercentEncoding ?? segments[index - 1]
      if shapes, CredentialShapes.isPathToken(segment, after: previous) {
        segments[index] = Self.pathSegment(placeholder)
        note(place, .pathToken)
      }
    }
    return segments.joined(separator: "/")
  }

  /// `text` percent-encoded as one path segment: a slash in it is encoded too.
  private static func pathSegment(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? "REDACTED"
  }

  private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))

  /// A multipart, form, JSON or text body with its credentials replaced; other bodies, and
  /// bodies without credentials, are returned as they are.
  package mutating func body(_ body: Data, contentType: String?, side: String) -> Data {
    guard !body.isEmpty else { return body }
    let type = contentType?.lowercased() ?? ""
    if let parts = MultipartBody.parts(of: body, contentType: contentType) {
      return multipart(body, parts: parts, side: side)
    }
    if type.contains("x-www-form-urlencoded") {
      return form(FormBody.fields(of: body), at: "\(side) body form").map { Data(FormBody.encode($0).utf8) } ?? body
    }
    if let json = JSONValue.parse(body), type.contains("json") || type.isEmpty || json.isContainer {
      let redacted = self.json(json, path: "$", key: nil, at: "\(side) body JSON")
      return redacted == json ? body : Data(redacted.text.utf8)
    }
    guard let text = String(data: body, encoding: .utf8) else { return body }
    let redacted = embedded(text, at: "\(side) body text")
    return redacted == text ? body : Data(redacted.utf8)
  }

  /// A multipart body with the text of its parts redacted as values of their names; file parts
  /// that are not text are kept byte for byte.
  private mutating func multipart(_ body: Data, parts: [MultipartBody.Part], side: String) -> Data {
    var replacements: [Int: Data] = [:]
    let names = Set(parts.compactMap { $0.name?.lowercased() })
    for (index, part) in parts.enumerated() where !part.isBinary(in: body) {
      let text = String(decoding: part.content(in: body), as: UTF8.self)
      let name = part.name ?? "#\(index + 1)"
      let redacted = value(
        text, named: part.name, listed: part.name.map(redaction.isSecret(bodyKey:)) ?? false,
        rule: part.name.flatMap { contextualRule($0, names) }, at: "\(side) body multipart \(name)")
      if redacted != text { replacements[index] = Data(redacted.utf8) }
    }
    return replacements.isEmpty ? body : MultipartBody.replacing(replacements, of: parts, in: body)
  }

  /// Form fields with their credentials replaced, or `nil` when none was.
  private mutating func form(_ fields: [(name: String, value: String)], at location: String) -> [(
    name: String, value: String
  )]? {
    let names = Set(fields.map { $0.name.lowercased() })
    var changed = false
    let redacted = fields.map { field in
      let value = value(
        field.value, named: field.name, listed: redaction.isSecret(bodyKey: field.name),
        rule: contextualRule(field.name, names), at: "\(location) \(field.name)")
      changed = changed || value != field.value
      return (name: field.name, value: value)
    }
    return changed ? redacted : nil
  }

  /// Redacts a JSON document; `key` is the name of the member that holds `json`, which the
  /// elements of an array inherit.
  private mutating func json(
    _ json: JSONValue, path: String, key: String?, siblings: Set<String> = [], at location: String
  ) -> JSONValue {
    let listed = key.map(redaction.isSecret(bodyKey:)) ?? false
    switch json {
    case .object(let members):
      let names = Set(members.keys.map { $0.lowercased() })
      var result: [String: JSONValue] = [:]
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        result[name] = self.json(
          member, path: path + Self.pathComponent(name), key: name, siblings: names, at: location)
      }
      return .object(result)
    case .array(let elements):
      return .array(
        elements.enumerated().map { self.json($1, path: "\(path)[\($0)]", key: key, at: location) })
    case .string(let text):
      let rule = shapes ? key.flatMap { CredentialShapes.grantRule(forMember: $0, among: siblings) } : nil
      return .string(value(text, named: key, listed: listed, rule: rule, at: "\(location) \(path)"))
    case .null:
      return json
    default:
      guard listed, !redaction.isSafe(name: key) else { return json }
      note("\(location) \(path)", .listedName)
      return .string(placeholder)
    }
  }

  private static func pathComponent(_ key: String) -> String {
    let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.first!.isNumber
    return plain ? ".\(key)" : "[\"\(key)\"]"
  }

  /// The rule that makes parameter `name` a credential among `names`, when shapes are on.
  private func contextualRule(_ name: String, _ names: Set<String>) -> RedactionRule? {
    shapes ? CredentialShapes.contextualRule(forParameter: name, among: names) : nil
  }

  // MARK: Values

  /// One value carried under `name` (a header, parameter or key), blanked whole when `rule` (a
  /// signed URL's signature, an OAuth code) or its listed name says so, else with each
  /// credential it shows replaced: by shape, in the URL it is, or in the JSON document or form
  /// it holds. A random-looking value that no rule redacts is kept and reported.
  private mutating func value(
    _ value: String, named name: String?, listed: Bool, rule: RedactionRule? = nil, at location: String
  ) -> String {
    guard !value.isEmpty, value != placeholder, !redaction.safeValues.contains(value) else { return value }
    let safeName = redaction.isSafe(name: name)
    if let rule, !safeName {
      note(location, rule)
      return placeholder
    }
    if listed, !safeName {
      note(location, .listedName)
      return placeholder
    }
    guard shapes else { return embedded(value, at: location) }
    if let credential = CredentialShapes.redactSchemeCredential(value, placeholder: placeholder) {
      // `Bearer REDACTED` is already redacted.
      if credential != value { note(location, .schemeCredential) }
      return credential
    }
    if let redacted = carried(value, at: location) { return redacted }
    let result = embedded(value, at: location)
    guard result == value, let name, !safeName else { return result }
    if CredentialShapes.isHighEntropySecret(value, named: name) {
      note(location, .highEntropyValue)
      return placeholder
    }
    if CredentialShapes.looksGenerated(value, named: name) { note(location, .highEntropyValue, kept: true) }
    return value
  }

  /// `value` with the credentials of what it carries replaced, when it is a URL (its userinfo,
  /// path, query and fragment; a `Location` header, a JSON `reset_url`), a JSON document
  /// (GraphQL `variables`, a `state` blob) or a form; `nil` when it is none of these or carries
  /// no credential.
  private mutating func carried(_ value: String, at location: String) -> String? {
    if value.hasPrefix("https://") || value.hasPrefix("http://"), var components = URLComponents(string: value) {
      guard redact(&components, at: "\(location) URL", query: "\(location) URL query", carried: true),
        let redacted = components.string
      else { return nil }
      return embedded(redacted, at: location)
    }
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("{") || trimmed.hasPrefix("["), let json = JSONValue.parse(Data(value.utf8)), json.isContainer
    {
      let redacted = self.json(json, path: "$", key: nil, at: "\(location) JSON")
      return redacted == json ? nil : redacted.text
    }
    if Self.looksLikeAForm(value) {
      return form(FormBody.fields(of: Data(value.utf8)), at: "\(location) form").map(FormBody.encode)
    }
    return nil
  }

  /// Whether `value` reads as form fields (`a=1&b=2`): no spaces, and every piece a name and a
  /// value.
  private static func looksLikeAForm(_ value: String) -> Bool {
    guard value.contains("&"), !value.contains(where: \.isWhitespace) else { return false }
    return value.split(separator: "&").allSatisfy { piece in
      guard let equals = piece.firstIndex(of: "=") else { return false }
      return equals != piece.startIndex
    }
  }

  /// `text` with the credentials it shows by shape, and the user's patterns, replaced.
  private mutating func embedded(_ text: String, at location: String) -> String {
    var result = text
    if shapes {
      let found = CredentialShapes.redactEmbedded(result, placeholder: placeholder, keeping: redaction.safeValues)
      result = found.text
      for rule in found.rules { note(location, rule) }
    }
    for pattern in redaction.patterns {
      guard let regex = pattern.regex, result.contains(regex) else { continue }
      let replaced = result.replacing(regex) { match in
        let matched = String(result[match.range])
        return redaction.safeValues.contains(matched) ? matched : placeholder
      }
      guard replaced != result else { continue }
      result = replaced
      note(location, .pattern(pattern.name))
    }
    return result
  }

  private mutating func note(_ location: String, _ rule: RedactionRule, kept: Bool = false) {
    let finding = Finding(location: location, rule: rule, isKept: kept)
    if noted.insert(finding).inserted { findings.append(finding) }
  }
}
