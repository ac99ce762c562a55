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

  /// The expressions this redactor matches, compiled once for all the values it reads.
  private let expressions = CompiledExpressions()

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
    if let messages = entry.webSocketMessages {
      entry.webSocketMessages = messages.enumerated().map { index, message in
        var message = message
        let place = "_webSocketMessages[\(index)].data"
        if message.opcode == 2, let text = message.data, let bytes = Data(base64Encoded: text),
          let decoded = String(data: bytes, encoding: .utf8)
        {
          // A binary message holding text (JSON sent as bytes): redacted as that text, and
          // written in base64 again, so that it stays a binary message that replays.
          let redacted = field(decoded, named: "data", at: place)
          if redacted != decoded { message.data = Data(redacted.utf8).base64EncodedString() }
        } else if message.opcode != 2, let text = message.data {
          message.data = field(text, named: "data", at: place)
        }
        return message
      }
    }
    return entry
  }

  private mutating func request(_ request: HARFile.Request) -> HARFile.Request {
    var request = request
    if let redacted = url(request.url, at: "request URL", query: "request query", carried: false) {
      request.url = redacted
      let items = URLComponents(string: redacted)?.queryItems ?? []
      request.queryString = items.map { HARFile.NameValue(name: $0.name, value: $0.value ?? "") }
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
    guard let redacted = self.url(url.absoluteString, at: "\(side) URL", query: "\(side) query", carried: false)
    else { return url }
    return URL(string: redacted) ?? url
  }

  /// Redacts the parts of a URL, absolute or relative, that a credential travels in: userinfo,
  /// path segments, query fields (by name, and by the company they keep) and the fields of a
  /// fragment (`#access_token=…`). Only those parts are rewritten; every other byte stays, so
  /// the URL still leads where it did. The parts are reported under `location` (`request URL
  /// path segment 3`), the query fields under `query`. In a URL `carried` in a value, signed-URL
  /// parameters are left to the shape scan of that value.
  ///
  /// - Returns: the redacted URL, or `nil` when `text` is no URL or carries no credential.
  private mutating func url(_ text: String, at location: String, query: String, carried: Bool) -> String? {
    guard let url = URLText(text) else { return nil }
    var replacements: [(Range<String.Index>, String)] = []
    // A password, unless a stand-in (`user:password@localhost` in documentation); a user alone
    // when it is a token (`https://<token>@host`).
    var userinfo: [Range<String.Index>] = []
    if let password = url.password, !password.isEmpty, url.decoded(password) != placeholder,
      !CredentialShapes.isPlaceholder(url.decoded(password))
    {
      userinfo = [url.user, password].compactMap { $0 }.filter { !$0.isEmpty }
    } else if url.password == nil, let user = url.user,
      CredentialShapes.isHighEntropySecret(url.decoded(user), named: "auth")
    {
      userinfo = [user]
    }
    if shapes, !userinfo.isEmpty {
      replacements += userinfo.map { ($0, URLText.encoded(placeholder)) }
      note("\(location) userinfo", .urlCredentials)
    }
    var previous = ""
    for (index, range) in url.pathSegments.enumerated() {
      let segment = url.decoded(range)
      defer { previous = segment }
      guard !segment.isEmpty, segment != placeholder, !redaction.safeValues.contains(segment) else { continue }
      let place = "\(location) path segment \(index + 1)"
      let redacted = embedded(segment, at: place)
      if redacted != segment {
        replacements.append((range, Self.pathSegment(redacted)))
      } else if shapes, CredentialShapes.isPathToken(segment, after: previous) {
        replacements.append((range, Self.pathSegment(placeholder)))
        note(place, .pathToken)
      }
    }
    replacements += fields(
      url.queryFields, of: url, at: query, skippingSignedURLs: carried, isListed: redaction.isSecret(queryParameter:))
    replacements += fields(
      url.fragmentFields, of: url, at: "\(location) fragment", skippingSignedURLs: false,
      isListed: redaction.isSecret(bodyKey:))
    return replacements.isEmpty ? nil : TextScan.replacing(replacements, in: text)
  }

  /// The replacements of the values of `fields` (a URL's query or fragment) that carry a
  /// credential, each reported under `location` and its name: by the name (`isListed`), by the
  /// company it keeps, or by what the value shows. With `skippingSignedURLs`, a signed URL's
  /// signature is left to the shape scan of the value that carries the URL.
  private mutating func fields(
    _ fields: [URLText.Field], of url: URLText, at location: String, skippingSignedURLs: Bool,
    isListed: (String) -> Bool
  ) -> [(Range<String.Index>, String)] {
    let names = Set(fields.map { url.decoded($0.name, plusIsSpace: true).lowercased() })
    var replacements: [(Range<String.Index>, String)] = []
    for field in fields {
      let name = url.decoded(field.name, plusIsSpace: true)
      let rule = contextualRule(name, names)
      if skippingSignedURLs, case .signedURL = rule { continue }
      let value = url.decoded(field.value, plusIsSpace: true)
      let redacted = self.value(value, named: name, listed: isListed(name), rule: rule, at: "\(location) \(name)")
      if redacted != value { replacements.append((field.value, URLText.encoded(redacted))) }
    }
    return replacements
  }

  /// `text` percent-encoded as one path segment: a slash in it is encoded too.
  private static func pathSegment(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? "REDACTED"
  }

  private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))

  /// A multipart, form, JSON, gRPC-web or text body with its credentials replaced; other bodies,
  /// and bodies without credentials, are returned as they are.
  package mutating func body(_ body: Data, contentType: String?, side: String) -> Data {
    guard !body.isEmpty else { return body }
    let type = contentType?.lowercased() ?? ""
    if let parts = MultipartBody.parts(of: body, contentType: contentType) {
      return multipart(body, parts: parts, side: side)
    }
    if let messages = grpcMessages(body, contentType: type, side: side) { return messages }
    if type.contains("x-www-form-urlencoded") {
      return form(FormBody.fields(of: body), at: "\(side) body form").map { Data(FormBody.encode($0).utf8) } ?? body
    }
    if type.contains("event-stream"), let text = String(data: body, encoding: .utf8) {
      let redacted = events(text, at: "\(side) body event")
      return redacted == text ? body : Data(redacted.utf8)
    }
    if let json = JSONValue.parse(body), type.contains("json") || type.isEmpty || json.isContainer {
      let redacted = self.json(json, path: "$", key: nil, at: "\(side) body JSON")
      return redacted == json ? body : Data(redacted.text.utf8)
    }
    guard let text = String(data: body, encoding: .utf8) else { return body }
    if let redacted = records(text, at: "\(side) body record", typed: Self.isJSONLines(type)) {
      return redacted == text ? body : Data(redacted.utf8)
    }
    if type.contains("csv") || type.contains("tab-separated-values"), let redacted = table(text, at: "\(side) body") {
      return redacted == text ? body : Data(redacted.utf8)
    }
    let redacted = embedded(text, at: "\(side) body text")
    return redacted == text ? body : Data(redacted.utf8)
  }

  /// The media types of bodies of one JSON document per line.
  private static func isJSONLines(_ type: String) -> Bool {
    ["ndjson", "jsonl", "json-seq", "jsonlines", "json-lines"].contains(where: type.contains)
  }

  /// The lines of `text` with their line ends, which stay as they were (`\n` or `\r\n`).
  private static func lines(of text: String) -> [(line: Substring, end: Substring)] {
    var lines: [(Substring, Substring)] = []
    var start = text.startIndex
    while start < text.endIndex {
      let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
      let next = end < text.endIndex ? text.index(after: end) : end
      lines.append((text[start..<end], text[end..<next]))
      start = next
    }
    return lines
  }

  /// A body of JSON records, one per line (NDJSON, JSON Lines, JSON text sequences): each record
  /// read and redacted as a JSON document, reported as `record 3`; a line that is not JSON as
  /// text. Lines without credentials stay byte for byte. A body whose type does not say it is
  /// one (`typed`) is read so only when it has two lines or more, each a JSON object or array;
  /// `nil` otherwise. Each line is parsed once.
  private mutating func records(_ text: String, at location: String, typed: Bool) -> String? {
    if !typed {
      guard let first = text.first(where: { !$0.isWhitespace && $0 != "\u{1E}" }), first == "{" || first == "[" else {
        return nil
      }
    }
    let parsed = Self.lines(of: text).map { line, end in
      let prefix = line.prefix { $0 == "\u{1E}" }
      let content = String(line.dropFirst(prefix.count))
      return (prefix, content, JSONValue.parse(Data(content.utf8)).flatMap { $0.isContainer ? $0 : nil }, end)
    }
    if !typed {
      let records = parsed.filter { !$0.1.allSatisfy(\.isWhitespace) }
      guard records.count > 1, records.allSatisfy({ $0.2 != nil }) else { return nil }
    }
    var result = ""
    for (number, (prefix, content, json, end)) in parsed.enumerated() {
      if let json {
        let redacted = self.json(json, path: "$", key: nil, at: "\(location) \(number + 1)")
        result += prefix + (redacted == json ? content : redacted.text) + end
      } else {
        result += prefix + embedded(content, at: "\(location) \(number + 1)") + end
      }
    }
    return embedded(result, at: location)
  }

  /// A CSV or TSV body read as a table: its first line names the columns, and each field is a
  /// value of its column's name (an `api_key` column is redacted whole, a key of a known shape in
  /// any column), reported as `CSV row 2 api_key`. Fields keep their quotes and every byte that
  /// holds no credential stays; `nil` when a quoted field spans lines, which is then read as text.
  private mutating func table(_ text: String, at location: String) -> String? {
    let lines = Self.lines(of: text)
    guard let header = lines.first?.line else { return nil }
    let separator: Character = header.contains("\t") ? "\t" : header.contains(";") && !header.contains(",") ? ";" : ","
    guard let names = Self.fields(of: header, separatedBy: separator)?.map({ Self.unquoted(header[$0]) }) else {
      return nil
    }
    var result = String(header) + lines[0].end
    for (number, (line, end)) in lines.enumerated().dropFirst() {
      guard let fields = Self.fields(of: line, separatedBy: separator) else { return nil }
      var rebuilt = ""
      var cursor = line.startIndex
      for (column, range) in fields.enumerated() {
        let written = line[range]
        let value = Self.unquoted(written)
        let name = column < names.count ? names[column] : nil
        let redacted = self.value(
          value, named: name, listed: name.map(redaction.isSecret(bodyKey:)) ?? false,
          at: "\(location) CSV row \(number + 1) \(name ?? "column \(column + 1)")")
        guard redacted != value else { continue }
        let quoted = written.hasPrefix("\"") || redacted.contains(separator) || redacted.contains("\"")
        rebuilt += line[cursor..<range.lowerBound]
        rebuilt += quoted ? "\"" + redacted.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : redacted
        cursor = range.upperBound
      }
      result += rebuilt + line[cursor...] + end
    }
    return result
  }

  /// The ranges of the fields of one line of a table, quotes included; `nil` when a quote is
  /// left open.
  private static func fields(of line: Substring, separatedBy separator: Character) -> [Range<String.Index>]? {
    var fields: [Range<String.Index>] = []
    var start = line.startIndex
    var index = line.startIndex
    var quoted = false
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" {
        quoted.toggle()
      } else if character == separator, !quoted {
        fields.append(start..<index)
        start = line.index(after: index)
      }
      index = line.index(after: index)
    }
    guard !quoted else { return nil }
    fields.append(start..<line.endIndex)
    return fields
  }

  /// A field without its quotes, a doubled quote read as one.
  private static func unquoted(_ field: Substring) -> String {
    guard field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") else { return String(field) }
    return field.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "\"")
  }

  /// A `text/event-stream` body (Server-Sent Events): the `data:` of each event read as JSON when
  /// it is JSON, else as text, and the other fields (`id:`, `event:`, comments) as text. Events
  /// are numbered from 1, each reported as `event 2 data`; every byte that holds no credential
  /// stays, line ends included.
  private mutating func events(_ text: String, at location: String) -> String {
    var result = ""
    var event = 1
    var sawField = false
    for (line, end) in Self.lines(of: text) {
      if line.isEmpty {
        if sawField { event += 1 }
        sawField = false
        result += end
        continue
      }
      sawField = true
      let colon = line.firstIndex(of: ":") ?? line.endIndex
      let field = line[..<colon]
      var valueStart = colon < line.endIndex ? line.index(after: colon) : colon
      if valueStart < line.endIndex, line[valueStart] == " " { valueStart = line.index(after: valueStart) }
      let value = String(line[valueStart...])
      let place = "\(location) \(event) \(field.isEmpty ? "comment" : String(field))"
      var redacted = value
      if field == "data", let json = JSONValue.parse(Data(value.utf8)), json.isContainer {
        let document = self.json(json, path: "$", key: nil, at: place)
        if document != json { redacted = document.text }
      } else if !value.isEmpty {
        redacted = self.value(value, named: nil, listed: false, at: place)
      }
      result += line[..<valueStart] + redacted + end
    }
    // A credential that spans lines (a private key streamed as lines of a log) shows only in
    // the whole body.
    return embedded(result, at: location)
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
      // `{"name": "DB_PASSWORD", "value": "…"}`: an environment variable, a header, a setting.
      let pairName = members.first { ["name", "key"].contains($0.key.lowercased()) }.flatMap { member in
        if case .string(let name) = member.value { name } else { nil }
      }
      var result: [String: JSONValue] = [:]
      let objectName = key
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        let key = name.lowercased() == "value" ? pairName ?? name : name
        let redacted = self.json(
          member, path: path + Self.pathComponent(name), key: key, siblings: names, at: location)
        result[self.key(name, under: objectName, in: result, at: "\(location) \(path) key")] = redacted
      }
      return .object(result)
    case .array(let elements):
      return .array(
        elements.enumerated().map { self.json($1, path: "\(path)[\($0)]", key: key, at: location) })
    case .string(let text):
      let rule = shapes ? key.flatMap { CredentialShapes.grantRule(forMember: $0, among: siblings) } : nil
      return .string(value(text, named: key, listed: listed, rule: rule, at: "\(location) \(path)"))
    case .null, .bool:
      // `"password_set": true` says something about a credential; it holds none.
      return json
    default:
      // A number under a name listed for a fragment (`secret_count`, `total_tokens`) counts; under
      // a name listed itself (`"password": 123456`) it is the credential.
      guard listed, !redaction.isSafe(name: key), !Redaction.countsTokens(key),
        key.map(redaction.isListedExactly(bodyKey:)) == true || !json.isNumber
      else { return json }
      note("\(location) \(path)", .listedName)
      return .string(placeholder)
    }
  }

  /// A member's name, or the placeholder when the name is itself a credential (a key's shape, or
  /// a random-looking value under a credential's name: `{"tokens": {"<token>": {…}}}`); a
  /// placeholder that `written` already has gets a number, so that no member is lost.
  private mutating func key(
    _ name: String, under parent: String?, in written: [String: JSONValue], at location: String
  ) -> String {
    guard shapes, name.count >= 16, !redaction.safeValues.contains(name) else { return name }
    var redacted = value(name, named: parent, listed: false, at: location)
    if redacted == name, let parent, redaction.isSecret(bodyKey: parent), !redaction.isSafe(name: parent),
      CredentialShapes.looksRandom(name)
    {
      note(location, .listedName)
      redacted = placeholder
    }
    guard redacted != name else { return name }
    var unique = redacted
    var number = 2
    while written[unique] != nil {
      unique = "\(redacted) \(number)"
      number += 1
    }
    return unique
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
      // `"password": "********"`, `"api_key": "<YOUR_API_KEY>"`, `"bos_token": "<s>"` hold none,
      // nor does a permission map's `"secrets": "read"`.
      guard !CredentialShapes.isPlaceholder(value), !CredentialShapes.isAccessLevel(value) else { return value }
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
    if URLText(value) != nil {
      guard let redacted = url(value, at: "\(location) URL", query: "\(location) URL query", carried: true) else {
        return nil
      }
      return embedded(redacted, at: location)
    }
    let first = value.first { !$0.isWhitespace }
    if first == "{" || first == "[", let json = JSONValue.parse(Data(value.utf8)), json.isContainer {
      let redacted = self.json(json, path: "$", key: nil, at: "\(location) JSON")
      return redacted == json ? nil : redacted.text
    }
    if Self.looksLikeAForm(value) {
      return form(FormBody.fields(of: Data(value.utf8)), at: "\(location) form").map(FormBody.encode)
    }
    if let cookies = Self.cookies(in: value) {
      // A `Cookie` header quoted in a body (`"cookieHeader": "_ga=…; sessionid=…"`).
      var replacements: [(Range<String.Index>, String)] = []
      for (name, range) in cookies {
        let written = String(value[range])
        let redacted = self.value(
          written, named: name, listed: redaction.isSecret(bodyKey: name), at: "\(location) cookie \(name)")
        if redacted != written { replacements.append((range, redacted)) }
      }
      return replacements.isEmpty ? nil : TextScan.replacing(replacements, in: value)
    }
    return nil
  }

  /// The `name=value` pairs of `value` when it reads as cookies: two or more, separated by `; `,
  /// each name a token; `nil` otherwise (a connection string's `;` has no space after it).
  private static func cookies(in value: String) -> [(name: String, value: Range<String.Index>)]? {
    guard value.contains("; "), value.contains("="),
      !value.contains(where: { $0 == ";" })
        || value.components(
          separatedBy: ";"
        ).dropFirst().allSatisfy({ $0.isEmpty || $0.hasPrefix(" ") })
    else { return nil }
    var pairs: [(String, Range<String.Index>)] = []
    var start = value.startIndex
    while start < value.endIndex {
      let end = value[start...].firstIndex(of: ";") ?? value.endIndex
      let piece = value[start..<end].drop { $0 == " " }
      if !piece.isEmpty {
        guard let equals = piece.firstIndex(of: "="), equals > piece.startIndex,
          piece[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) })
        else { return nil }
        pairs.append((String(piece[..<equals]), value.index(after: equals)..<end))
      }
      start = end < value.endIndex ? value.index(after: end) : end
    }
    return pairs.count > 1 ? pairs : nil
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

  /// `text` with the credentials it shows replaced: those of the URLs written in it, those
  /// assigned to a credential's name (`password=…`), those recognised by shape, and the user's
  /// patterns.
  private mutating func embedded(_ text: String, at location: String) -> String {
    var result = text
    if shapes {
      result = urls(in: result, at: location)
      let found = CredentialShapes.redactEmbedded(
        result, placeholder: placeholder, keeping: redaction.safeValues, expressions: expressions)
      result = found.text
      for rule in found.rules { note(location, rule) }
      result = assignments(in: result, at: location)
      result = encoded(in: result, at: location)
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

  /// `text` with each piece of base64 (or base64url) that decodes to text holding a credential
  /// replaced whole: a Kubernetes Secret's `data`, a kubeconfig's `client-key-data`, a
  /// `.dockerconfigjson`, a JWT wrapped in base64url. The decoded text is read by the same rules,
  /// and its findings are reported under `… base64`.
  private mutating func encoded(in text: String, at location: String) -> String {
    var replacements: [(Range<String.Index>, String)] = []
    for piece in TextScan.base64Pieces(in: text, minimumLength: 24) {
      guard let decoded = Self.decodedText(text[piece]) else { continue }
      // Read as a value: a URL, a JSON document (`.dockerconfigjson`) or a form, or text.
      if value(decoded, named: nil, listed: false, at: "\(location) base64") != decoded {
        replacements.append((piece, placeholder))
      }
    }
    return TextScan.replacing(replacements, in: text)
  }

  /// The text `piece` encodes in base64 or base64url, when it decodes to UTF-8 text with no
  /// control characters but line ends and tabs; `nil` otherwise.
  private static func decodedText(_ piece: Substring) -> String? {
    base64Data(piece).flatMap(plainText)
  }

  /// The bytes `piece` encodes in base64 or base64url, padded or not; `nil` when it is neither.
  static func base64Data(_ piece: some StringProtocol) -> Data? {
    var standard = piece.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    standard = standard.padding(toLength: (standard.count + 3) / 4 * 4, withPad: "=", startingAt: 0)
    return Data(base64Encoded: standard)
  }

  /// `data` as text when it is UTF-8 without control characters but tabs and line ends; `nil`
  /// for binary data.
  static func plainText(_ data: Data) -> String? {
    guard !data.contains(where: { $0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13 }) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// `text` with the URLs written in it redacted by the rules of URLs: absolute ones in any
  /// scheme (`https://…?token=…`, `postgres://user:password@…`), also JSON-escaped, and relative
  /// ones in HTML attributes (`href="/reset?token=…"`).
  private mutating func urls(in text: String, at location: String) -> String {
    guard ByteSearch.contains(text, "://") || ByteSearch.contains(text, #":\/\/"#) || ByteSearch.contains(text, "=")
    else { return text }
    var replacements: [(Range<String.Index>, String)] = []
    for written in TextScan.urls(in: text) {
      var url = String(text[written.range])
      if written.isEscaped { url = url.replacingOccurrences(of: #"\/"#, with: "/") }
      guard written.range != text.startIndex..<text.endIndex,
        let redacted = self.url(url, at: "\(location) URL", query: "\(location) URL query", carried: true)
      else { continue }
      replacements.append(
        (written.range, written.isEscaped ? redacted.replacingOccurrences(of: "/", with: #"\/"#) : redacted))
    }
    return TextScan.replacing(replacements, in: text)
  }

  /// `text` with the values written beside a credential's name replaced: `password=…` in a
  /// log, `"api_key": "…"` quoted in text, `DB_PASSWORD: …` in YAML, `Pwd=…;` in a connection
  /// string, `password …` in a `.netrc`, `<SecretAccessKey>…</SecretAccessKey>` in XML, and the
  /// `value` of an HTML `<input name="csrf_token">`, what follows `::add-mask::` in a GitHub
  /// Actions log. A name is a credential's by the same rules
  /// as a JSON key; a value must look like one (six characters or more, not a word, not a mask
  /// or a template variable).
  private mutating func assignments(in text: String, at location: String) -> String {
    let offsets = ByteSearch.offsets(of: Self.assignmentWords, in: text)
    // GitHub Actions' `::add-mask::` declares what follows it secret.
    var values = TextScan.maskedValues(in: text).filter { !CredentialShapes.isPlaceholder(text[$0]) }
    guard
      !offsets.isEmpty || !values.isEmpty || ByteSearch.contains(text, "value=")
        || ByteSearch.contains(text, "content=")
        || ByteSearch.contains(text, " -")
    else { return text }
    func consider(_ name: String, _ value: Substring) {
      let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
      // A query under a credential's name (`AZURE_SAS_TOKEN=sp=r&st=…&sig=…`) is read as one: its
      // signature is the secret (a signed URL's rule), its scope and expiry stay.
      if Self.startsAQuery(value, in: text) { return }
      // A URL under a credential's name (`SLACK_WEBHOOK_TOKEN=https://hooks…/<secret>`): its
      // random-looking path segments are the secret; the rest of the URL stays readable.
      if trimmed.contains("://"), redaction.isSecret(bodyKey: name), !redaction.isSafe(name: name) {
        values += Self.randomPathSegments(of: value)
        return
      }
      // A listed name, or one with a word such as `key` and a random value (`RAILS_MASTER_KEY=…`).
      guard let start = value.range(of: trimmed)?.lowerBound,
        redaction.isSecret(bodyKey: name) || CredentialShapes.isHighEntropySecret(trimmed, named: name),
        !redaction.isSafe(name: name), !redaction.safeValues.contains(trimmed),
        Self.looksAssigned(
          Substring(trimmed), named: name, placeholder: placeholder,
          wordsMayBeSecrets: Self.isEnvironmentAssignment(name, value, in: text))
      else { return }
      values.append(start..<value.index(start, offsetBy: trimmed.count))
    }
    for (name, value) in TextScan.assignments(around: offsets, in: text) {
      consider(name, text[Self.joiningQuotedPart(value, in: text)])
    }
    if ByteSearch.contains(text, "</") {
      let elements = TextScan.elements(in: text) { redaction.isSecret(bodyKey: $0) }
      for (name, value) in elements { consider(name, text[value]) }
    }
    let attributes = TextScan.valueAttributes(in: text)
    let attributeNames = Set(attributes.map { $0.name.lowercased() })
    for (name, value) in attributes {
      // An OAuth code next to its `state` in an OpenID Connect `form_post`.
      if contextualRule(name, attributeNames) != nil, !CredentialShapes.isPlaceholder(text[value]) {
        values.append(value)
      } else {
        consider(name, text[value])
      }
    }
    for (name, value) in TextScan.namedValues(around: offsets, in: text) { consider(name, text[value]) }
    for password in TextScan.commandLinePasswords(in: text) where !CredentialShapes.isPlaceholder(text[password]) {
      values.append(password)
    }
    guard !values.isEmpty else { return text }
    note(location, .assignedCredential)
    return TextScan.replacing(values.map { ($0, placeholder) }, in: text)
  }

  /// The path segments of the URL `value` begins with that look random (16 characters or more,
  /// letters and digits): the secret of a webhook URL. Ranges of `value`'s base.
  private static func randomPathSegments(of value: Substring) -> [Range<String.Index>] {
    let start = value.firstIndex { !$0.isWhitespace } ?? value.endIndex
    let end = value[start...].firstIndex { $0.isWhitespace || "\"'<>".contains($0) } ?? value.endIndex
    guard let url = URLText(String(value[start..<end])) else { return [] }
    func position(_ index: String.Index) -> String.Index {
      value.utf8.index(start, offsetBy: url.text.utf8.distance(from: url.text.startIndex, to: index))
    }
    return url.pathSegments.filter { CredentialShapes.looksRandom(String(url.text[$0])) }
      .map { position($0.lowerBound)..<position($0.upperBound) }
  }

  /// `value` with the quoted part that follows it, as a shell joins them (`kevin:'p4ss'` is
  /// `kevin:p4ss`): when `value` is not quoted itself, a quote follows it at once and closes on
  /// the same line. Not after `(`, where the quote holds a call's argument (`os.GetEnv("KEY")`).
  private static func joiningQuotedPart(_ value: Range<String.Index>, in text: String) -> Range<String.Index> {
    guard !value.isEmpty, value.upperBound < text.endIndex, text[text.index(before: value.upperBound)] != "(",
      value.lowerBound == text.startIndex || !"\"'".contains(text[text.index(before: value.lowerBound)])
    else { return value }
    let quote = text[value.upperBound]
    guard quote == "'" || quote == "\"" else { return value }
    // The quote opens a part only outside every quoted string of the line (`msg="… password=x"
    // user="bob"` closes one), and the part ends the word (a space, the line's end).
    let line = text[..<value.lowerBound].lastIndex(where: \.isNewline).map { text.index(after: $0) } ?? text.startIndex
    guard text[line..<value.lowerBound].count(where: { $0 == "\"" || $0 == "'" }).isMultiple(of: 2) else {
      return value
    }
    let rest = text[text.index(after: value.upperBound)...]
    guard let close = rest.firstIndex(where: { $0 == quote || $0.isNewline }), text[close] == quote else {
      return value
    }
    let after = text.index(after: close)
    guard after == text.endIndex || text[after].isWhitespace else { return value }
    return value.lowerBound..<after
  }

  /// Whether `value`, assigned in `text`, is the first pair of a signed query (`sp=r` before
  /// `&st=…&sv=…&sig=…`): a short name in small letters, `=`, `&` right after it, and a signed
  /// URL's parameters in the query, which the rule of signed URLs redacts.
  private static func startsAQuery(_ value: Substring, in text: String) -> Bool {
    guard value.endIndex < text.endIndex, text[value.endIndex] == "&", let equals = value.firstIndex(of: "=") else {
      return false
    }
    let name = value[..<equals]
    guard (1...5).contains(name.count), name.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return false }
    let query = value + text[value.endIndex...].prefix { !$0.isWhitespace }
    return CredentialShapes.holdsSignedURLParameters(String(query))
  }

  /// Words one of which a credential's name holds, to skip the search in text that has none.
  private static let assignmentWords = ByteSearch.Needles(
    spellingsOf: ["pass", "pwd", "secret", "token", "key", "auth", "cred", "sig"])

  /// Whether `value` is assigned to `name` as an environment variable is (`COINLIB_TOKEN=…`): a
  /// name in capitals, `=` right before the value or its quote. There a word is what the variable
  /// holds, where prose (`password: must be…`, `password policies`) writes words after a name.
  private static func isEnvironmentAssignment(_ name: String, _ value: Substring, in text: String) -> Bool {
    var before = text[..<value.startIndex]
    if let quote = before.last, quote == "\"" || quote == "'" { before = before.dropLast() }
    return before.last == "=" && CredentialShapes.isWrittenInCapitals(name)
  }

  /// Whether `value`, written beside `name`, reads as a credential rather than a word, a mask
  /// (`********`), a template variable (`${TOKEN}`, `{{token}}`, `<token>`), a count
  /// (`"total_tokens": 1234`) or a URL (read by the rules of URLs). `wordsMayBeSecrets`: a word of
  /// eight letters or more is one too (``isEnvironmentAssignment(_:_:in:)``).
  private static func looksAssigned(
    _ value: Substring, named name: String, placeholder: String, wordsMayBeSecrets: Bool = false
  ) -> Bool {
    guard value.count >= 6, !value.hasPrefix(placeholder), !value.contains("://"),
      !CredentialShapes.isPlaceholder(value), !["$", "%", "{", "<", "("].contains(where: { value.hasPrefix($0) }),
      !isCode(value), !Redaction.describesACredential(name), !isPredicate(name)
    else { return false }
    if value.allSatisfy(\.isNumber) { return !name.lowercased().hasSuffix("tokens") }
    // Words (`required`, `String`) are no credentials, also before one full stop or colon
    // (`password combination.`, `"token:"`; not `Sunshine!`); a long run of mixed-case letters may be, and a
    // shorter one whose case changes as often as a random key's (`vZrEclFwOqeA`, where
    // `LlamaTokenizer` and `azureKey` change it at each word).
    let word = value.last == "." || value.last == ":" ? value.dropLast() : value
    guard !word.isEmpty, word.allSatisfy(\.isLetter), !(wordsMayBeSecrets && word.count >= 8) else { return true }
    let caseChanges = zip(word, word.dropFirst()).count { $0.isUppercase != $1.isUppercase }
    return (word.count >= 16 && word.contains(where: \.isUppercase) && word.contains(where: \.isLowercase))
      || (word.count >= 8 && caseChanges * 3 >= word.count)
  }

  /// Whether `value` is code rather than a credential: a call (`function(e){…`) or a reference
  /// to one (`process.env.API_KEY`, `this.token`, `config.apiKey`).
  private static func isCode(_ value: Substring) -> Bool {
    if value.contains("("), value.contains(")") { return true }
    // A call whose argument is quoted, which ends the value: `os.GetEnv(` of `os.GetEnv("KEY")`.
    if value.last == "(", value.dropLast().allSatisfy({ $0.isLetter || $0.isNumber || "._".contains($0) }) {
      return true
    }
    let references = ["process.env.", "import.meta.", "window.", "this.", "self.", "config.", "env.", "os.environ"]
    return references.contains { value.hasPrefix($0) }
  }

  /// Whether `name` is a predicate (`isTokenExpired`, `has_password`, `HAS_PASSWORD`), which
  /// holds no credential. In capitals a word break shows only as `_`: `HASURA_ADMIN_SECRET` and
  /// `CANNYIO_TOKEN` hold one.
  private static func isPredicate(_ name: String) -> Bool {
    for prefix in ["is", "has", "should", "can", "needs", "requires"] where name.lowercased().hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      let isCamelCase = rest.first?.isUppercase == true && name.first?.isLowercase == true
      if rest.first == "_" || isCamelCase { return true }
    }
    return false
  }

  private mutating func note(_ location: String, _ rule: RedactionRule, kept: Bool = false) {
    let finding = Finding(location: location, rule: rule, isKept: kept)
    if noted.insert(finding).inserted { findings.append(finding) }
  }
}
