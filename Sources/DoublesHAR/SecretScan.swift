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
}
