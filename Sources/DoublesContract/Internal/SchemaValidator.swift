import DoublesHAR
import Foundation

/// Checks a JSON value against a schema of the document, collecting each rule it breaks with
/// the place it breaks it: `$.items[3].price`.
struct SchemaValidator {
  /// A rule a value breaks, and where.
  struct Finding: Equatable, Sendable {
    /// Where in the value: `$`, `$.items[3].price`.
    var path: String
    /// The rule, as a sentence: `expected a number, but was a string ("12.5")`.
    var rule: String
  }

  /// Which way a message goes: a required `readOnly` property need not be in a request, nor a
  /// required `writeOnly` one in a response.
  enum Direction: Sendable {
    case request, response
  }

  /// A string that any schema accepts: the placeholder a cassette writes for a redacted value.
  let wildcard: String?
  /// Which way the message goes, if it is known.
  let direction: Direction?
  /// Where the checked value is: `$`, or the place of the value a `oneOf` branch is tried on.
  let base: String
  private(set) var findings: [Finding] = []
  /// The steps from `base` to the value being checked, spelled only when a rule fails there.
  private var steps: [Step] = []

  private enum Step {
    case property(String)
    case index(Int)
  }

  /// The place of the value being checked: `$.items[3].price`.
  private var path: String {
    steps.reduce(into: base) { text, step in
      switch step {
      case .property(let name): text = Self.path(text, property: name)
      case .index(let index): text += "[\(index)]"
      }
    }
  }

  private init(wildcard: String?, direction: Direction?, base: String) {
    self.wildcard = wildcard
    self.direction = direction
    self.base = base
  }

  /// Checks `value` at `step` below the current place.
  private mutating func check(_ value: JSONValue, _ schema: Schema, at step: Step) {
    steps.append(step)
    check(value, schema)
    steps.removeLast()
  }

  /// The rules `value` breaks against `schema`, from the root `$`; a string equal to `wildcard`
  /// breaks none.
  static func check(
    _ value: JSONValue, against schema: Schema, at path: String = "$", wildcard: String? = nil,
    direction: Direction? = nil
  ) -> [Finding] {
    var validator = SchemaValidator(wildcard: wildcard, direction: direction, base: path)
    validator.check(value, schema)
    return validator.findings
  }

  /// The rules `value` breaks against `schema`, with this validator's wildcard and direction.
  private func findings(of value: JSONValue, against schema: Schema, at path: String) -> [Finding] {
    Self.check(value, against: schema, at: path, wildcard: wildcard, direction: direction)
  }

  private mutating func fail(_ path: String, _ rule: String) {
    findings.append(Finding(path: path, rule: rule))
  }

  private mutating func check(_ value: JSONValue, _ schema: Schema) {
    if let wildcard, value == .string(wildcard) { return }
    // An `enum` holds for `null` too: a nullable schema whose enum lacks it refuses it.
    if let allowed = schema.allowed, !allowed.contains(value) {
      let listed = allowed.map(\.summary).joined(separator: ", ")
      fail(path, "\(value.summary) is not one of \(listed)")
      return
    }
    if value == .null, schema.nullable { return }
    switch schema.kind {
    case .any:
      break
    case .null:
      if value != .null { mismatch(expected: "null", value) }
    case .boolean:
      guard case .bool = value else { return mismatch(expected: "a boolean", value) }
    case .number(let rules):
      guard case .number(let number) = value else { return mismatch(expected: "a number", value) }
      checkNumber(number, rules, value)
    case .integer(let rules):
      guard case .number(let number) = value, value.isInteger else {
        return mismatch(expected: "an integer", value)
      }
      checkNumber(number, rules, value)
      if schema.format == "int32", number < Double(Int32.min) || number > Double(Int32.max) {
        fail(path, "\(value.summary) is out of the range of an int32")
      }
    case .string(let rules):
      guard case .string(let text) = value else { return mismatch(expected: "a string", value) }
      if text.count < rules.minLength {
        fail(path, "\(value.summary) is shorter than \(rules.minLength) characters")
      }
      if let maximum = rules.maxLength, text.count > maximum {
        fail(path, "\(value.summary) is longer than \(maximum) characters")
      }
      if let (pattern, compiled) = rules.pattern, let compiled, !compiled.matches(text) {
        fail(path, "\(value.summary) does not match the pattern \(pattern)")
      }
      if let format = schema.format, let problem = StringFormat.problem(text, format: format) {
        fail(path, "\(value.summary) \(problem)")
      }
    case .object(let rules):
      guard case .object(let members) = value else { return mismatch(expected: "an object", value) }
      for name in rules.required where members[name] == nil {
        // A property the server writes need not be sent, nor one the client writes be answered.
        let property = rules.properties[name]
        if direction == .request, property?.readOnly == true { continue }
        if direction == .response, property?.writeOnly == true { continue }
        fail(path, "the required property '\(name)' is missing")
      }
      // OpenAPIKit counts the required properties in `minProperties`: a shortfall no larger than
      // them comes with a missing required property, reported above, and is no second rule.
      let minimum = rules.minProperties > rules.required.count ? rules.minProperties : 0
      checkCount(members.count, ("property", "properties"), minimum: minimum, maximum: rules.maxProperties)
      for name in rules.names {
        if let member = members[name], let property = rules.properties[name] {
          check(member, property, at: .property(name))
        }
      }
      // Undeclared members, in order, unless any is allowed (most objects: then not even sorted).
      if case .allowed = rules.additional { return }
      for name in members.keys.sorted() where rules.properties[name] == nil {
        switch rules.additional {
        case .forbidden:
          fail(Self.path(path, property: name), "the property '\(name)' is not declared, and no other is allowed")
        case .matching(let other):
          check(members[name]!, other, at: .property(name))
        case .allowed:
          break
        }
      }
    case .array(let rules):
      guard case .array(let items) = value else { return mismatch(expected: "an array", value) }
      checkCount(items.count, ("item", "items"), minimum: rules.minItems, maximum: rules.maxItems)
      if rules.uniqueItems, let index = items.indices.first(where: { items[..<$0].contains(items[$0]) }) {
        fail("\(path)[\(index)]", "\(items[index].summary) appears twice, and the items must be unique")
      }
      if let itemSchema = rules.items {
        for (index, item) in items.enumerated() { check(item, itemSchema, at: .index(index)) }
      }
    case .allOf(let schemas):
      for part in schemas { check(value, part) }
    case .oneOf(let schemas):
      let results = schemas.map { findings(of: value, against: $0, at: path) }
      let matches = results.filter(\.isEmpty).count
      if matches == 0 {
        let reasons = results.enumerated().map { index, findings in
          "\(index + 1)) " + (findings.first.map { "\($0.path): \($0.rule)" } ?? "")
        }
        fail(
          path,
          "\(value.summary) matches none of the \(schemas.count) oneOf schemas: \(reasons.joined(separator: "; "))")
      } else if matches > 1 {
        fail(path, "\(value.summary) matches \(matches) of the oneOf schemas; it must match exactly one")
      }
    case .anyOf(let schemas):
      if !schemas.contains(where: { findings(of: value, against: $0, at: path).isEmpty }) {
        fail(path, "\(value.summary) matches none of the \(schemas.count) anyOf schemas")
      }
    case .not(let excluded):
      if findings(of: value, against: excluded, at: path).isEmpty {
        fail(path, "\(value.summary) matches the schema it must not")
      }
    }
  }

  private mutating func mismatch(expected: String, _ value: JSONValue) {
    fail(path, "expected \(expected), but was \(value.kind) (\(value.summary))")
  }

  /// The bounds and `multipleOf` of a number or an integer.
  private mutating func checkNumber(_ number: Double, _ rules: Schema.NumberRules, _ value: JSONValue) {
    checkBounds(number, minimum: rules.minimum, maximum: rules.maximum, value)
    checkMultiple(number, of: rules.multipleOf, value)
  }

  private mutating func checkBounds(
    _ number: Double, minimum: (value: Double, exclusive: Bool)?, maximum: (value: Double, exclusive: Bool)?,
    _ value: JSONValue
  ) {
    if let (bound, exclusive) = minimum, exclusive ? number <= bound : number < bound {
      fail(path, "\(value.summary) is below the minimum \(Self.format(bound))\(exclusive ? " (exclusive)" : "")")
    }
    if let (bound, exclusive) = maximum, exclusive ? number >= bound : number > bound {
      fail(path, "\(value.summary) is above the maximum \(Self.format(bound))\(exclusive ? " (exclusive)" : "")")
    }
  }

  /// `minItems` and `maxItems`, or `minProperties` and `maxProperties`.
  private mutating func checkCount(
    _ count: Int, _ noun: (one: String, many: String), minimum: Int, maximum: Int?
  ) {
    let counted = count == 1 ? "1 \(noun.one)" : "\(count) \(noun.many)"
    if count < minimum {
      fail(path, "it has \(counted), fewer than the \(minimum) required")
    }
    if let maximum, count > maximum {
      fail(path, "it has \(counted), more than the \(maximum) allowed")
    }
  }

  private mutating func checkMultiple(_ number: Double, of divisor: Double?, _ value: JSONValue) {
    guard let divisor, divisor > 0 else { return }
    let isMultiple: Bool
    if number.rounded() == number, divisor.rounded() == divisor {
      // Whole numbers exactly: 1,000,000,001 is not a multiple of 2.
      isMultiple = number.truncatingRemainder(dividingBy: divisor) == 0
    } else {
      // Within rounding: 0.3 is a multiple of 0.1.
      let quotient = number / divisor
      isMultiple = abs(quotient - quotient.rounded()) <= max(1e-9, 8 * quotient.ulp)
    }
    if !isMultiple {
      fail(path, "\(value.summary) is not a multiple of \(Self.format(divisor))")
    }
  }

  private static func format(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
  }

  /// `$.name`, or `$["content-type"]` for a name that is not an identifier.
  static func path(_ base: String, property name: String) -> String {
    let isIdentifier =
      !name.isEmpty && name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return isIdentifier ? "\(base).\(name)" : "\(base)[\"\(name)\"]"
  }
}

/// The string formats a contract check knows; others pass.
enum StringFormat {
  /// What is wrong with `text` as `format`, such as `is not a date-time`, or `nil`.
  static func problem(_ text: String, format: String) -> String? {
    let isValid: Bool
    switch format {
    case "date-time": isValid = text.wholeMatch(of: dateTime) != nil
    case "date": isValid = text.wholeMatch(of: date) != nil
    case "uuid": isValid = UUID(uuidString: text) != nil
    case "email": isValid = text.wholeMatch(of: email) != nil
    case "uri": isValid = URL(string: text)?.scheme != nil
    default: return nil
    }
    let names = [
      "date-time": "a date-time", "date": "a date", "uuid": "a UUID", "email": "an email address", "uri": "a URI",
    ]
    return isValid ? nil : "is not \(names[format] ?? format)"
  }

  nonisolated(unsafe) private static let date = #/\d{4}-\d{2}-\d{2}/#
  nonisolated(unsafe) private static let dateTime =
    #/\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})/#
  nonisolated(unsafe) private static let email = #/[^@\s]+@[^@\s]+\.[^@\s]+/#
}
