import Foundation

/// Matching of recorded text in which a cassette replaced credentials by a placeholder.
package enum PlaceholderText {
  /// Whether `actual` is `recorded` with each placeholder standing for any text: a value
  /// redacted whole matches any value, and `Bearer REDACTED` matches any bearer credential. A
  /// recorded JSON document or form that a value carried (GraphQL `variables`, a `state` blob)
  /// is compared as one, since redaction writes it again in its own order and encoding.
  package static func matches(_ recorded: String, _ actual: String, placeholder: String?) -> Bool {
    guard let placeholder, !placeholder.isEmpty, recorded.contains(placeholder) else { return recorded == actual }
    if matchesText(recorded, actual, placeholder: placeholder) { return true }
    let trimmed = recorded.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("{") || trimmed.hasPrefix("["), let expected = JSONValue.parse(Data(recorded.utf8)),
      let found = JSONValue.parse(Data(actual.utf8))
    {
      return expected.accepts(found, ignoringExtraKeys: false, ignoringArrayOrder: false, wildcard: placeholder)
    }
    guard recorded.contains("="), actual.contains("=") else { return false }
    let expected = FormBody.fields(of: Data(recorded.utf8))
    let found = FormBody.fields(of: Data(actual.utf8))
    return expected.count == found.count
      && zip(expected, found).allSatisfy { $0.name == $1.name && matches($0.value, $1.value, placeholder: placeholder) }
  }

  /// Whether `actual` is `recorded` text with each placeholder standing for any text.
  private static func matchesText(_ recorded: String, _ actual: String, placeholder: String) -> Bool {
    let pieces = recorded.components(separatedBy: placeholder)
    guard let first = pieces.first, let last = pieces.last, actual.hasPrefix(first) else { return false }
    var rest = actual.dropFirst(first.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return rest.hasSuffix(last)
  }
}
