import DoublesHAR

extension Schema {
  /// A value of this schema, made up when the document gives no example of a response: the
  /// schema's own example or default where it has one, else its first `enum` value, else the
  /// least value its rules allow (`0`, `true`, `"string"`, a date-time for `format: date-time`,
  /// one item of an array, every property of an object but the write-only ones). The same
  /// schema gives the same value on every run.
  ///
  /// What the rules cannot give a value for (a `pattern`, a `not`, items that must be unique),
  /// the value may break; the contract check then names the rule, as for any stub.
  package func sample() -> JSONValue {
    sample(depth: 0)
  }

  /// Deeper than this, an object gets only its required properties, and an array no items: a
  /// schema that nests itself ends.
  private static let deepest = 8
  /// The most items an array, and characters a string, are given: a document may ask for more
  /// (`minItems: 1000000000`) than a sample can hold; the check then names the rule.
  private static let mostItems = 100
  private static let mostCharacters = 1_000

  private func sample(depth: Int) -> JSONValue {
    if let example { return example }
    if let first = allowed?.first { return first }
    switch kind {
    case .any: return .object([:])
    case .null: return .null
    case .boolean: return .bool(true)
    case .integer(let rules): return .number(Self.number(rules, step: 1))
    case .number(let rules): return .number(Self.number(rules, step: 0.5))
    case .string(let rules): return .string(Self.text(rules, format: format))
    case .array(let rules):
      guard depth < Self.deepest, let items = rules.items else { return .array([]) }
      let count = min(max(rules.minItems, 1), rules.maxItems ?? .max, Self.mostItems)
      return .array(Array(repeating: items.sample(depth: depth + 1), count: count))
    case .object(let rules):
      var members: [String: JSONValue] = [:]
      for name in depth < Self.deepest ? rules.names : rules.required {
        guard let property = rules.properties[name], !property.writeOnly else { continue }
        members[name] = property.sample(depth: depth + 1)
      }
      return .object(members)
    case .allOf(let parts):
      // The parts' objects merged: `allOf` is how a document extends a schema.
      var members: [String: JSONValue] = [:]
      for sample in parts.map({ $0.sample(depth: depth + 1) }) {
        guard case .object(let more) = sample else { return sample }
        members.merge(more) { first, _ in first }
      }
      return .object(members)
    case .oneOf(let choices), .anyOf(let choices):
      return choices.first?.sample(depth: depth + 1) ?? .object([:])
    case .not: return .object([:])
    }
  }

  /// The least number the bounds allow, `0` when they allow it, a multiple of `multipleOf`.
  private static func number(_ rules: NumberRules, step: Double) -> Double {
    var value = 0.0
    if let minimum = rules.minimum, value < minimum.value || (minimum.exclusive && value == minimum.value) {
      value = minimum.exclusive ? minimum.value + step : minimum.value
    } else if let maximum = rules.maximum, value > maximum.value || (maximum.exclusive && value == maximum.value) {
      value = maximum.exclusive ? maximum.value - step : maximum.value
    }
    if let divisor = rules.multipleOf, divisor > 0 {
      let multiple = (value / divisor).rounded(.up) * divisor
      if multiple.isFinite, rules.maximum.map({ multiple <= $0.value }) ?? true { value = multiple }
    }
    return value
  }

  /// A text of the string's format, at least `minLength` long and at most `maxLength`.
  private static func text(_ rules: StringRules, format: String?) -> String {
    var text = format.flatMap { formatExamples[$0] } ?? "string"
    if text.count < rules.minLength {
      text += String(repeating: "x", count: min(rules.minLength, mostCharacters) - text.count)
    }
    if let maximum = rules.maxLength, text.count > maximum { text = String(text.prefix(maximum)) }
    return text
  }

  /// A value of each format OpenAPI names, and some that documents often use.
  private static let formatExamples = [
    "date-time": "2026-01-01T00:00:00Z", "date": "2026-01-01", "time": "00:00:00",
    "uuid": "00000000-0000-4000-8000-000000000000", "email": "user@example.com", "uri": "https://example.com",
    "url": "https://example.com", "hostname": "example.com", "ipv4": "192.0.2.1", "ipv6": "2001:db8::1",
    "byte": "c3RyaW5n", "password": "password",
  ]
}
