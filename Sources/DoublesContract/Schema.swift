import DoublesHAR
import Foundation
import OpenAPIKit

/// A JSON Schema of the document, read once into what the checks use.
///
/// OpenAPIKit's `DereferencedJSONSchema` rebuilds a schema tree each time one of its common
/// properties (`allowedValues`, `nullable`, `formatString`) is read, which made checking a body of
/// a few kilobytes cost milliseconds; this model is built when the document is read.
package final class Schema: Sendable {
  /// What kind of value the schema describes, with the rules of that kind.
  package enum Kind: Sendable {
    case any
    case null
    case boolean
    case number(NumberRules)
    case integer(NumberRules)
    case string(StringRules)
    case object(ObjectRules)
    case array(ArrayRules)
    case allOf([Schema])
    case oneOf([Schema])
    case anyOf([Schema])
    case not(Schema)
  }

  /// The bounds of a number or an integer.
  package struct NumberRules: Sendable {
    /// The bound, and whether it is exclusive.
    let minimum: (value: Double, exclusive: Bool)?
    let maximum: (value: Double, exclusive: Bool)?
    let multipleOf: Double?
  }

  /// The lengths and pattern of a string.
  package struct StringRules: Sendable {
    let minLength: Int
    let maxLength: Int?
    /// The pattern as the document writes it, and compiled once; `nil` when it does not compile.
    let pattern: (text: String, compiled: CompiledPattern?)?
  }

  /// The properties of an object.
  package struct ObjectRules: Sendable {
    let properties: [String: Schema]
    /// The names of `properties`, sorted: messages list them in a stable order.
    let names: [String]
    /// Sorted too.
    let required: [String]
    let additional: AdditionalProperties
    let minProperties: Int
    let maxProperties: Int?
  }

  /// What an object may hold besides its declared properties.
  package enum AdditionalProperties: Sendable {
    case allowed
    case forbidden
    case matching(Schema)
  }

  /// The items of an array.
  package struct ArrayRules: Sendable {
    let items: Schema?
    let minItems: Int
    let maxItems: Int?
    let uniqueItems: Bool
  }

  package let kind: Kind
  /// The `enum` values, if any.
  let allowed: [JSONValue]?
  let nullable: Bool
  let format: String?
  let readOnly: Bool
  let writeOnly: Bool
  /// The schema's first example, else its default: what a made-up value of it starts from.
  let example: JSONValue?

  /// Reads `schema`, and its parts, once.
  package init(_ schema: DereferencedJSONSchema) {
    allowed = schema.allowedValues.map { $0.map { JSONValue($0.value) } }
    example = (schema.examples.first ?? schema.defaultValue).map { JSONValue($0.value) }
    nullable = schema.nullable
    format = schema.formatString
    readOnly = schema.readOnly
    writeOnly = schema.writeOnly
    switch schema {
    case .null: kind = .null
    case .boolean: kind = .boolean
    case .number(_, let context):
      kind = .number(
        NumberRules(
          minimum: context.minimum.map { ($0.value, $0.exclusive) },
          maximum: context.maximum.map { ($0.value, $0.exclusive) }, multipleOf: context.multipleOf))
    case .integer(_, let context):
      kind = .integer(
        NumberRules(
          minimum: context.minimum.map { (Double($0.value), $0.exclusive) },
          maximum: context.maximum.map { (Double($0.value), $0.exclusive) },
          multipleOf: context.multipleOf.map(Double.init)))
    case .string(_, let context):
      kind = .string(
        StringRules(
          minLength: context.minLength, maxLength: context.maxLength,
          pattern: context.pattern.map { ($0, CompiledPattern($0)) }))
    case .object(_, let context):
      let properties = Dictionary(uniqueKeysWithValues: context.properties.map { ($0.key, Schema($0.value)) })
      let additional: AdditionalProperties
      switch context.additionalProperties {
      case .a(false)?: additional = .forbidden
      case .b(let other)?: additional = .matching(Schema(other))
      default: additional = .allowed
      }
      kind = .object(
        ObjectRules(
          properties: properties, names: properties.keys.sorted(), required: context.requiredProperties.sorted(),
          additional: additional, minProperties: context.minProperties, maxProperties: context.maxProperties))
    case .array(_, let context):
      kind = .array(
        ArrayRules(
          items: context.items.map(Schema.init), minItems: context.minItems, maxItems: context.maxItems,
          uniqueItems: context.uniqueItems))
    case .all(let schemas, _): kind = .allOf(schemas.map(Schema.init))
    case .one(let schemas, _): kind = .oneOf(schemas.map(Schema.init))
    case .any(let schemas, _): kind = .anyOf(schemas.map(Schema.init))
    case .not(let excluded, _): kind = .not(Schema(excluded))
    case .fragment: kind = .any
    }
  }
}

/// A `pattern` compiled once. `NSRegularExpression` is immutable and safe to match from any thread.
package final class CompiledPattern: @unchecked Sendable {
  private let expression: NSRegularExpression

  init?(_ pattern: String) {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
    self.expression = expression
  }

  /// Whether the pattern matches somewhere in `text`, as JSON Schema's `pattern` does.
  func matches(_ text: String) -> Bool {
    expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
