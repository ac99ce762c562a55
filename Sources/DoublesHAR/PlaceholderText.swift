/// Matching of recorded text in which a cassette replaced credentials by a placeholder.
package enum PlaceholderText {
  /// Whether `actual` is `recorded` with each placeholder standing for any text: a value
  /// redacted whole matches any value, and `Bearer REDACTED` matches any bearer credential.
  package static func matches(_ recorded: String, _ actual: String, placeholder: String?) -> Bool {
    guard let placeholder, !placeholder.isEmpty, recorded.contains(placeholder) else { return recorded == actual }
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
