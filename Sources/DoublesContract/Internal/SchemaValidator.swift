import DoublesHAR
import Foundation
import OpenAPIKit

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

  /// A string that any schema accepts: the placeholder a cassette writes for a redacted value.
  let wildcard: String?
  private(set) var findings: [Finding] = []

  /// The rules `value` breaks against `schema`, from the root `$`; a string equal to `wildcard`
  /// breaks none.
  static func check(
    _ value: JSONValue, against schema: DereferencedJSONSchema, at path: String = "$", wildcard: String? = nil
  ) -> [Finding] {
    var validator = SchemaValidator(wildcard: wildcard)
    validator.check(value, schema, path)
    return validator.findings
  }

  /// The rules `value` breaks against `schema`, with this validator's wildcard.
  private func findings(of value: JSONValue, against schema: DereferencedJSONSchema, at path: String) -> [Finding] {
    Self.check(value, against: schema, at: path, wildcard: wildcard)
  }

  private mutating func fail(_ path: String, _ rule: String) {
    findings.append(Finding(path: path, rule: rule))
  }

  private mutating func check(_ value: JSONValue, _ schema: DereferencedJSONSchema, _ path: String) {
    if let wildcard, value == .string(wildcard) { return }
    // An `enum` holds for `null` too: a nullable schema whose enum lacks it refuses it.
    if let allowed = schema.allowedValues {
      let values = allowed.map { JSONValue($0.value) }
      if !values.contains(value) {
        let listed = values.map(\.summary).joined(separator: ", ")
        fail(path, "\(value.summary) is not one of \(listed)")
        return
      }
    }
    if value == .null, schema.nullable { return }
    switch schema {
    case .null:
      if value != .null { mismatch(path, expected: "null", value) }
    case .boolean:
      guard case .bool = value else { return mismatch(path, expected: "a boolean", value) }
    case .number(_, let context):
      guard case .number(let number) = value else { return mismatch(path, expected: "a number", value) }
      checkBounds(
        number, minimum: context.minimum.map { ($0.value, $0.exclusive) },
        maximum: context.maximum.map { ($0.value, $0.exclusive) }, path, value)
    case .integer(_, let context):
      guard case .number(let number) = value else {
        return mismatch(path, expected: "an integer", value)
      }
      guard value.isInteger else { return mismatch(path, expected: "an integer", value) }
      checkBounds(
        number, minimum: context.minimum.map { (Double($0.value), $0.exclusive) },
        maximum: context.maximum.map { (Double($0.value), $0.exclusive) }, path, value)
    case .string(_, let context):
      guard case .string(let text) = value else { return mismatch(path, expected: "a string", value) }
      if text.count < context.minLength {
        fail(path, "\(value.summary) is shorter than \(context.minLength) characters")
      }
      if let maximum = context.maxLength, text.count > maximum {
        fail(path, "\(value.summary) is longer than \(maximum) characters")
      }
      if let pattern = context.pattern, let regex = try? Regex(pattern), (try? regex.firstMatch(in: text)) == nil {
        fail(path, "\(value.summary) does not match the pattern \(pattern)")
      }
      if let format = schema.formatString, let problem = StringFormat.problem(text, format: format) {
        fail(path, "\(value.summary) \(problem)")
      }
    case .object(_, let context):
      guard case .object(let members) = value else { return mismatch(path, expected: "an object", value) }
      // Names in order, since a decoder reads a schema's properties in no set order.
      for name in context.requiredProperties.sorted() where members[name] == nil {
        fail(path, "the required property '\(name)' is missing")
      }
      for name in context.properties.keys.sorted() {
        if let member = members[name], let property = context.properties[name] {
          check(member, property, Self.path(path, property: name))
        }
      }
      for name in members.keys.sorted() where context.properties[name] == nil {
        switch context.additionalProperties {
        case .a(false)?:
          fail(Self.path(path, property: name), "the property '\(name)' is not declared, and no other is allowed")
        case .b(let other)?:
          check(members[name]!, other, Self.path(path, property: name))
        default:
          break
        }
      }
    case .array(_, let context):
      guard case .array(let items) = value else { return mismatch(path, expected: "an array", value) }
      if items.count < context.minItems {
        fail(path, "it has \(items.count) items, fewer than the \(context.minItems) required")
      }
      if let maximum = context.maxItems, items.count > maximum {
        fail(path, "it has \(items.count) items, more than the \(maximum) allowed")
      }
      if let itemSchema = context.items {
        for (index, item) in items.enumerated() { check(item, itemSchema, "\(path)[\(index)]") }
      }
    case .all(let schemas, _):
      for part in schemas { check(value, part, path) }
    case .one(let schemas, _):
      let results = schemas.map { findings(of: value, against: $0, at: path) }
      let matches = results.filter(\.isEmpty).count
      if matches == 0 {
        let reasons = results.enumerated().map { index, findings in
          "\(index + 1)) " + (findings.first.map { "\($0.path): \($0.rule)" } ?? "")
        }
        fail(
          path,
          "\(value.kind) that matches none of the \(schemas.count) oneOf schemas: \(reasons.joined(separator: "; "))")
      } else if matches > 1 {
        fail(path, "\(value.kind) that matches \(matches) of the oneOf schemas, not exactly one")
      }
    case .any(let schemas, _):
      if !schemas.contains(where: { findings(of: value, against: $0, at: path).isEmpty }) {
        fail(path, "\(value.kind) that matches none of the \(schemas.count) anyOf schemas")
      }
    case .not(let excluded, _):
      if findings(of: value, against: excluded, at: path).isEmpty {
        fail(path, "\(value.summary) matches the schema it must not")
      }
    case .fragment:
      break
    }
  }

  private mutating func mismatch(_ path: String, expected: String, _ value: JSONValue) {
    fail(path, "expected \(expected), but was \(value.kind) (\(value.summary))")
  }

  private mutating func checkBounds(
    _ number: Double, minimum: (Double, Bool)?, maximum: (Double, Bool)?, _ path: String, _ value: JSONValue
  ) {
    if let (bound, exclusive) = minimum, exclusive ? number <= bound : number < bound {
      fail(path, "\(value.summary) is below the minimum \(Self.format(bound))\(exclusive ? " (exclusive)" : "")")
    }
    if let (bound, exclusive) = maximum, exclusive ? number >= bound : number > bound {
      fail(path, "\(value.summary) is above the maximum \(Self.format(bound))\(exclusive ? " (exclusive)" : "")")
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
