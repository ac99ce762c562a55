import Foundation

/// A JSON value as a message carries it, read with `JSONDecoder`, which tells `true` from `1`.
enum JSONValue: Sendable, Equatable, Codable, CustomStringConvertible {
  case null
  case bool(Bool)
  /// A number, and whether it was written without a fraction or an exponent that makes it one.
  case number(Double, isInteger: Bool)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .number(Double(value), isInteger: true)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value, isInteger: value.rounded() == value && abs(value) < 1e15)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value, let isInteger): try isInteger ? container.encode(Int64(value)) : container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let items): try container.encode(items)
    case .object(let members): try container.encode(members)
    }
  }

  /// The value of a JSON text, or `nil` when it is not JSON.
  static func parse(_ data: Data) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: data)
  }

  /// What kind of value it is, with an article: `a string`, `an object`, `null`.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number(_, let isInteger): isInteger ? "an integer" : "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as JSON writes it, shortened when long: `"12.5"`, `42`, `[3 items]`, `{2 properties}`.
  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value, let isInteger): return isInteger ? String(Int64(value)) : String(value)
    case .string(let value):
      let shown = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
      return "\"\(shown)\""
    case .array(let items): return "[\(items.count) item\(items.count == 1 ? "" : "s")]"
    case .object(let members): return "{\(members.count) propert\(members.count == 1 ? "y" : "ies")}"
    }
  }
}
