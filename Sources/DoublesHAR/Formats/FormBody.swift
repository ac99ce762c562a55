import Foundation

/// Reading and writing `application/x-www-form-urlencoded` bodies.
package enum FormBody {
  /// The fields of a form body, in order, with `+` read as a space and percent escapes decoded.
  package static func fields(of body: Data) -> [(name: String, value: String)] {
    guard let text = String(data: body, encoding: .utf8), !text.isEmpty else { return [] }
    return text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = decode(parts[0])
      let value = parts.count > 1 ? decode(parts[1]) : ""
      return (name, value)
    }
  }

  /// Encodes fields as a form body.
  package static func encode(_ fields: [(name: String, value: String)]) -> String {
    fields.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
  }

  private static func decode(_ part: Substring) -> String {
    let spaced = part.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  private static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
