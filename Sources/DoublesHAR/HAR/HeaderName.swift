/// The one rule for HTTP header field names, used wherever Doubles looks one up: names compare
/// whatever their case (RFC 9110, 5.1), and they are ASCII tokens, so the comparison folds ASCII
/// letters only and allocates nothing.
package enum HeaderName {
  /// `Content-Type`.
  package static let contentType = "Content-Type"
  /// `Content-Length`.
  package static let contentLength = "Content-Length"
  /// `Location`.
  package static let location = "Location"

  /// Whether `name` and `other` name the same header field.
  package static func matches(_ name: some StringProtocol, _ other: some StringProtocol) -> Bool {
    name.utf8.count == other.utf8.count
      && zip(name.utf8, other.utf8).allSatisfy { folded($0) == folded($1) }
  }

  /// `name` as the standards spell it when their spelling is not the usual capitalized words
  /// (`Last-Event-ID`, `ETag`, `WWW-Authenticate`), which a session may have rewritten
  /// (`Last-Event-Id`); any other name as it is. For messages, so that a request's header reads as
  /// the condition beside it writes it.
  package static func spelled(_ name: String) -> String {
    irregular.first { matches($0, name) } ?? name
  }

  /// The header names of the HTTP standards and of common use whose spelling is irregular.
  private static let irregular = [
    "Last-Event-ID", "ETag", "WWW-Authenticate", "Content-MD5", "Content-ID", "DNT", "TE", "Sec-WebSocket-Key",
    "Sec-WebSocket-Accept", "Sec-WebSocket-Version", "Sec-WebSocket-Protocol", "Sec-WebSocket-Extensions",
    "X-Request-ID", "X-Correlation-ID", "X-XSS-Protection", "X-UA-Compatible", "X-DNS-Prefetch-Control",
    "X-API-Key", "X-CSRF-Token", "X-XSRF-TOKEN",
  ]

  private static func folded(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }
}

extension Sequence {
  /// The value of the first field named `name` (whatever its case), of fields whose name and value
  /// `field` gives.
  package func headerValue(
    _ name: String, _ field: (Element) -> (name: String, value: String)
  ) -> String? {
    lazy.map(field).first { HeaderName.matches($0.name, name) }?.value
  }
}
