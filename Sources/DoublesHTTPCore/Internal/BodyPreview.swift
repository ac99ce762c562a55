import Foundation

/// A one-line preview of a body for failure messages: text up to a length, else a byte count.
enum BodyPreview {
  static let limit = 200

  static func render(_ body: Data) -> String {
    guard let text = String(data: body, encoding: .utf8) else { return "<\(body.count) bytes of binary data>" }
    let oneLine = text.replacingOccurrences(of: "\n", with: "\\n")
    guard oneLine.count > limit else { return oneLine }
    return String(oneLine.prefix(limit)) + "… (\(body.count) bytes)"
  }
}
