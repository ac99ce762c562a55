import Foundation

/// Finds a secret in written text, also in its percent-encoded and JSON-escaped forms.
package enum SecretScan {
  package static func text(_ text: String, contains secret: String) -> Bool {
    guard !secret.isEmpty else { return false }
    if text.contains(secret) { return true }
    if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics), text.contains(encoded) {
      return true
    }
    let escaped = String(decoding: (try? JSONEncoder().encode(secret)) ?? Data(), as: UTF8.self).dropFirst().dropLast()
    return !escaped.isEmpty && text.contains(escaped)
  }

  /// Whether `entry`, as the file will hold it, shows `secret`: in its JSON, or in a body the
  /// file writes in base64.
  package static func entry(_ entry: HARFile.Entry, contains secret: String) -> Bool {
    let written = (try? HARFile.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    if text(written, contains: secret) { return true }
    let bodies = [
      entry.request.postData?.encoding != nil ? entry.request.postData?.data() : nil,
      entry.response.content.encoding != nil ? entry.response.content.data() : nil,
    ]
    return bodies.compactMap { $0 }.contains { text(String(decoding: $0, as: UTF8.self), contains: secret) }
  }
}
