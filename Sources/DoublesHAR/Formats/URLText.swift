import Foundation

/// A URL as it is written, absolute (`https://…`, `postgres://…`) or relative (`/reset?token=…`,
/// `?page=2`), split into the ranges a credential travels in: userinfo, path segments, query
/// fields and fragment fields. Redaction replaces those ranges and keeps every other byte, so a
/// redacted `Location` still redirects where it did.
package struct URLText {
  /// A `name=value` field of a query or a fragment: the ranges of its name and its value, still
  /// percent-encoded.
  package struct Field {
    package let name: Range<String.Index>
    package let value: Range<String.Index>
  }

  package let text: String
  /// The user name of the userinfo, before its `@`.
  package private(set) var user: Range<String.Index>?
  /// The password of the userinfo, after its `:`.
  package private(set) var password: Range<String.Index>?
  /// The segments of the path, each without its slashes; the first is what follows the first
  /// slash.
  package private(set) var pathSegments: [Range<String.Index>] = []
  package private(set) var queryFields: [Field] = []
  package private(set) var fragmentFields: [Field] = []

  /// Reads `text` as a URL; `nil` when it is none: it has spaces or quotes, or it neither starts
  /// with a scheme and `//` nor with `/` or `?`.
  package init?(_ text: String) {
    guard !text.isEmpty, text.utf8.count <= 64 * 1024,
      !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" })
    else { return nil }
    self.text = text
    var cursor = text.startIndex
    if let authorityStart = Self.authorityStart(of: text) {
      let authorityEnd = text[authorityStart...].firstIndex(where: { "/?#".contains($0) }) ?? text.endIndex
      if let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") {
        if let colon = text[authorityStart..<at].firstIndex(of: ":") {
          user = authorityStart..<colon
          password = text.index(after: colon)..<at
        } else {
          user = authorityStart..<at
        }
      }
      cursor = authorityEnd
    } else if !(text.hasPrefix("/") || text.hasPrefix("?")) {
      return nil
    }
    let pathEnd = text[cursor...].firstIndex(where: { $0 == "?" || $0 == "#" }) ?? text.endIndex
    var segmentStart: String.Index?
    var index = cursor
    while index < pathEnd {
      if text[index] == "/" {
        if let start = segmentStart { pathSegments.append(start..<index) }
        segmentStart = text.index(after: index)
      }
      index = text.index(after: index)
    }
    if let start = segmentStart { pathSegments.append(start..<pathEnd) }
    cursor = pathEnd
    if cursor < text.endIndex, text[cursor] == "?" {
      let queryStart = text.index(after: cursor)
      let queryEnd = text[queryStart...].firstIndex(of: "#") ?? text.endIndex
      queryFields = Self.fields(in: text, queryStart..<queryEnd)
      cursor = queryEnd
    }
    if cursor < text.endIndex, text[cursor] == "#" {
      fragmentFields = Self.fields(in: text, text.index(after: cursor)..<text.endIndex)
    }
  }

  /// Where the authority starts, after `scheme://`; `nil` when the text has no scheme (or is
  /// protocol-relative, `//host/…`, which starts there).
  private static func authorityStart(of text: String) -> String.Index? {
    if text.hasPrefix("//") { return text.index(text.startIndex, offsetBy: 2) }
    guard let first = text.first, first.isASCII, first.isLetter,
      let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://")
    else { return nil }
    let scheme = text[..<colon]
    guard scheme.count <= 32,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
    else { return nil }
    return text.index(colon, offsetBy: 3)
  }

  /// The `name=value` pieces of `range`, split at `&` (and `;`, which older servers use, and
  /// `&amp;`, as an URL is written in HTML); pieces without `=` are no fields.
  private static func fields(in text: String, _ range: Range<String.Index>) -> [Field] {
    var fields: [Field] = []
    var start = range.lowerBound
    while start <= range.upperBound {
      if text[start..<range.upperBound].hasPrefix("amp;") { start = text.index(start, offsetBy: 4) }
      let end = text[start..<range.upperBound].firstIndex(where: { $0 == "&" || $0 == ";" }) ?? range.upperBound
      if let equals = text[start..<end].firstIndex(of: "="), equals != start {
        fields.append(Field(name: start..<equals, value: text.index(after: equals)..<end))
      }
      guard end < range.upperBound else { break }
      start = text.index(after: end)
    }
    return fields
  }

  /// The decoded text of a part: percent escapes decoded, and `+` as a space in fields.
  package func decoded(_ range: Range<String.Index>, plusIsSpace: Bool = false) -> String {
    var part = String(text[range])
    if plusIsSpace { part = part.replacingOccurrences(of: "+", with: " ") }
    return part.removingPercentEncoding ?? part
  }

  /// `text` percent-encoded for a field value, a path segment or a userinfo part: what is not
  /// unreserved is escaped, so that a placeholder like `<redacted>` stays one part.
  package static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "REDACTED"
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
