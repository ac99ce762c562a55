import DoublesHAR

/// A value of a GraphQL request's variables or of an answer's `data`, written as a Swift literal:
/// `["id": 1, "name": "Ada", "tags": ["a", "b"], "manager": nil]`.
public enum GraphQLValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer, `Int` in GraphQL.
  case int(Int)
  /// A number with a fraction, `Float` in GraphQL.
  case float(Double)
  /// A string, also what an `ID` or an enum value is sent as.
  case string(String)
  /// A list.
  case list([GraphQLValue])
  /// An input object, or an object of an answer.
  case object([String: GraphQLValue])

  /// The value as the JSON a GraphQL request or response carries.
  var json: JSONValue {
    switch self {
    case .null: .null
    case .bool(let value): .bool(value)
    case .int(let value): .number(Double(value))
    case .float(let value): .number(value)
    case .string(let value): .string(value)
    case .list(let values): .array(values.map(\.json))
    case .object(let values): .object(values.mapValues(\.json))
    }
  }
}

extension GraphQLValue: ExpressibleByNilLiteral {
  /// `nil`: JSON's `null`.
  public init(nilLiteral: ()) { self = .null }
}

extension GraphQLValue: ExpressibleByBooleanLiteral {
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension GraphQLValue: ExpressibleByIntegerLiteral {
  /// An integer.
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension GraphQLValue: ExpressibleByFloatLiteral {
  /// A number with a fraction or an exponent.
  public init(floatLiteral value: Double) { self = .float(value) }
}

extension GraphQLValue: ExpressibleByStringLiteral {
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension GraphQLValue: ExpressibleByArrayLiteral {
  /// A list: `[1, 2]`.
  public init(arrayLiteral elements: GraphQLValue...) { self = .list(elements) }
}

extension GraphQLValue: ExpressibleByDictionaryLiteral {
  /// An object: `["id": 1]`; of a key written twice, the last value.
  public init(dictionaryLiteral elements: (String, GraphQLValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
