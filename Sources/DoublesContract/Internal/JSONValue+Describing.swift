import DoublesHAR
import Foundation

/// How a contract check reads and names the JSON values of messages (`JSONValue` is the one the
/// cassettes and the body matchers use).
extension JSONValue {
  /// The value of a decoded `AnyCodable`'s payload: a document's `enum` or example.
  init(_ any: Any) {
    switch any {
    case is NSNull, is Void: self = .null
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .number(Double(value))
    case let value as UInt: self = .number(Double(value))
    case let value as Double: self = .number(value)
    case let value as String: self = .string(value)
    case let value as [Any]: self = .array(value.map(JSONValue.init))
    case let value as [String: Any]: self = .object(value.mapValues(JSONValue.init))
    default: self = .string(String(describing: any))
    }
  }

  /// Whether it is a number without a fraction, which JSON Schema counts as an integer.
  var isInteger: Bool {
    guard case .number(let value) = self else { return false }
    return value.isFinite && value.rounded() == value
  }

  /// What kind of value it is, with an article: `a string`, `an integer`, `null`.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: isInteger ? "an integer" : "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as JSON writes it, shortened when long: `"12.5"`, `42`, `[3 items]`, `{2 properties}`.
  var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return isInteger && abs(value) < 9e18 ? String(Int64(value)) : String(value)
    case .string(let value):
      let shown = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
      return "\"\(shown)\""
    case .array(let items): return "[\(items.count) item\(items.count == 1 ? "" : "s")]"
    case .object(let members): return "{\(members.count) propert\(members.count == 1 ? "y" : "ies")}"
    }
  }
}
