import Foundation

/// Applies a ``Redaction`` to one recorded exchange, noting each value it blanks and why.
struct Redactor {
  let redaction: Redaction
  /// What was blanked so far: where, and by which rule.
  private(set) var findings: [(location: String, rule: RedactionRule)] = []

  init(_ redaction: Redaction) { self.redaction = redaction }

  private var placeholder: String { redaction.placeholder }

  // MARK: Parts of a message

  mutating func headers(_ headers: [HTTPHeader], side: String) -> [HTTPHeader] {
    headers.map { header in
      let value = value(
        header.value, named: header.name, listed: redaction.isSecret(header: header.name),
        at: "\(side) header \(header.name)")
      return HTTPHeader(header.name, value)
    }
  }

  mutating func url(_ url: URL, side: String) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), let items = components.queryItems
    else { return url }
    let names = Set(items.map { $0.name.lowercased() })
    components.queryItems = items.map { item in
      guard let itemValue = item.value else { return item }
      let redacted = value(
        itemValue, named: item.name, listed: redaction.isSecret(queryParameter: item.name),
        rule: contextualRule(item.name, names), at: "\(side) query \(item.name)")
      return URLQueryItem(name: item.name, value: redacted)
    }
    return components.url ?? url
  }

  /// Redacts a form, JSON or text body; other bodies are returned as they are.
  mutating func body(_ body: Data, contentType: String?, side: String) -> Data {
    guard !body.isEmpty else { return body }
    let type = contentType?.lowercased() ?? ""
    if type.contains("x-www-form-urlencoded") {
      let fields = FormBody.fields(of: body)
      let names = Set(fields.map { $0.name.lowercased() })
      let redacted = fields.map { field in
        (
          name: field.name,
          value: value(
            field.value, named: field.name, listed: redaction.isSecret(bodyKey: field.name),
            rule: contextualRule(field.name, names), at: "\(side) body form \(field.name)")
        )
      }
      return Data(FormBody.encode(redacted).utf8)
    }
    if let json = JSONValue.parse(body), type.contains("json") || type.isEmpty || json.isContainer {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let redacted = self.json(json, path: "$", key: nil, side: side)
      return (try? encoder.encode(redacted)) ?? body
    }
    guard let text = String(data: body, encoding: .utf8) else { return body }
    let redacted = embedded(text, at: "\(side) body text")
    return redacted == text ? body : Data(redacted.utf8)
  }

  /// Redacts a JSON document; `key` is the name of the member that holds `json`, which the
  /// elements of an array inherit.
  private mutating func json(_ json: JSONValue, path: String, key: String?, side: String) -> JSONValue {
    let listed = key.map(redaction.isSecret(bodyKey:)) ?? false
    switch json {
    case .object(let members):
      var result: [String: JSONValue] = [:]
      for (name, member) in members.sorted(by: { $0.key < $1.key }) {
        result[name] = self.json(member, path: path + Self.pathComponent(name), key: name, side: side)
      }
      return .object(result)
    case .array(let elements):
      return .array(
        elements.enumerated().map { self.json($1, path: "\(path)[\($0)]", key: key, side: side) })
    case .string(let text):
      return .string(value(text, named: key, listed: listed, at: "\(side) body JSON \(path)"))
    case .null:
      return json
    default:
      guard listed else { return json }
      note("\(side) body JSON \(path)", .listedName)
      return .string(placeholder)
    }
  }

  private static func pathComponent(_ key: String) -> String {
    let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.first!.isNumber
    return plain ? ".\(key)" : "[\"\(key)\"]"
  }

  /// The rule that makes parameter `name` a credential among `names`, when shapes are on.
  private func contextualRule(_ name: String, _ names: Set<String>) -> RedactionRule? {
    redaction.recognizesShapes ? CredentialShapes.contextualRule(forParameter: name, among: names) : nil
  }

  // MARK: Values

  /// One value carried under `name` (a header, parameter or key), blanked whole when `rule` (a
  /// signed URL's signature, an OAuth code) or its listed name says so, else with each
  /// credential it shows replaced.
  private mutating func value(
    _ value: String, named name: String?, listed: Bool, rule: RedactionRule? = nil, at location: String
  ) -> String {
    guard !value.isEmpty, value != placeholder, !redaction.safeValues.contains(value) else { return value }
    if let rule {
      note(location, rule)
      return placeholder
    }
    if listed {
      note(location, .listedName)
      return placeholder
    }
    if redaction.recognizesShapes,
      let credential = CredentialShapes.redactSchemeCredential(value, placeholder: placeholder)
    {
      note(location, .schemeCredential)
      return credential
    }
    let result = embedded(value, at: location)
    if result == value, redaction.recognizesShapes, let name, CredentialShapes.isHighEntropySecret(value, named: name) {
      note(location, .highEntropyValue)
      return placeholder
    }
    return result
  }

  /// `text` with the credentials it shows by shape, and the user's patterns, replaced.
  private mutating func embedded(_ text: String, at location: String) -> String {
    var result = text
    if redaction.recognizesShapes {
      let shapes = CredentialShapes.redactEmbedded(result, placeholder: placeholder, keeping: redaction.safeValues)
      result = shapes.text
      for rule in shapes.rules { note(location, rule) }
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

  private mutating func note(_ location: String, _ rule: RedactionRule) {
    findings.append((location, rule))
  }
}
