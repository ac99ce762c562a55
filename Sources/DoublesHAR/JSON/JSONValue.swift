import Foundation

/// A parsed JSON document, compared structurally by JSON body matchers and rewritten by redaction.
package enum JSONValue: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The document as compact JSON with sorted keys.
  package var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "?"
  }

  /// Whether `actual` matches this expected document.
  ///
  /// - Parameters:
  ///   - ignoringExtraKeys: objects in `actual` may have keys the expected ones lack.
  ///   - ignoringArrayOrder: arrays match when they hold the same elements in any order.
  ///   - wildcard: an expected string equal to it matches any value; in a longer string, it
  ///     stands for any text.
  package func accepts(
    _ actual: JSONValue,
    ignoringExtraKeys: Bool,
    ignoringArrayOrder: Bool,
    wildcard: String? = nil
  ) -> Bool {
    let accepts = { (expected: JSONValue, actual: JSONValue) in
      expected.accepts(
        actual, ignoringExtraKeys: ignoringExtraKeys, ignoringArrayOrder: ignoringArrayOrder, wildcard: wildcard)
    }
    switch (self, actual) {
    case (.string(let expected), _) where expected == wildcard:
      return true
    case (.string(let expected), .string(let actual)):
      return PlaceholderText.matches(expected, actual, placeholder: wildcard)
    case (.object(let expected), .object(let actual)):
      if !ignoringExtraKeys && Set(expected.keys) != Set(actual.keys) { return false }
      return expected.allSatisfy { key, value in actual[key].map { accepts(value, $0) } ?? false }
    case (.array(let expected), .array(let actual)):
      guard expected.count == actual.count else { return false }
      guard ignoringArrayOrder else { return zip(expected, actual).allSatisfy(accepts) }
      var remaining = actual
      for element in expected {
        guard let index = remaining.firstIndex(where: { accepts(element, $0) }) else { return false }
        remaining.remove(at: index)
      }
      return true
    default:
      return self == actual
    }
  }
}

extension JSONValue {
  /// This document with the value of every object member named one of `names` (lower-case;
  /// compared case-insensitively), at any depth, replaced by `replacement`.
  package func replacingMembers(named names: Set<String>, with replacement: JSONValue) -> JSONValue {
    switch self {
    case .object(let members):
      var result: [String: JSONValue] = [:]
      for (name, member) in members {
        result[name] =
          names.contains(name.lowercased()) ? replacement : member.replacingMembers(named: names, with: replacement)
      }
      return .object(result)
    case .array(let elements):
      return .array(elements.map { $0.replacingMembers(named: names, with: replacement) })
    default:
      return self
    }
  }
}

extension JSONValue {
  /// Whether the value is a number.
  package var isNumber: Bool {
    if case .number = self { return true }
    return false
  }
}
