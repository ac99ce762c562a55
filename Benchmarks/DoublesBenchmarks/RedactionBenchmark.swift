import DoublesHTTP
import Foundation

/// What redacting a recorded body costs, per megabyte: a server log of one URL per line, a
/// Server-Sent Events stream, a JSON array of 10,000 objects and a megabyte of prose, none of
/// which holds a credential (the common case: every byte is read, nothing is replaced).
enum RedactionBenchmark {
  struct Row {
    let kind: String
    let bytes: Int
    let milliseconds: Double
  }

  static func bodies() -> [(kind: String, body: String, type: String)] {
    let line =
      "2026-11-26 12:00:01 INFO request GET https://api.example.com/items?page=2&sort=asc took 12 ms "
      + "user=ada sku=SKU-1234 id 550e8400-e29b-41d4-a716-446655440000\n"
    let event = "id: 1\nevent: message\ndata: {\"delta\":\"Hello there, how are you today?\",\"n\":1}\n\n"
    let object =
      #"{"id":"f47ac10b58cc4372a5670e02b2c3d479","title":"Token economics","url":"https://x.example.com/a?b=c"}"#
    let sentence = "The quick brown fox jumps over the lazy dog; password policies, token counts and secret recipes. "
    return [
      ("server log, one URL a line", String(repeating: line, count: 1_000_000 / line.utf8.count), "text/plain"),
      ("Server-Sent Events", String(repeating: event, count: 1_000_000 / event.utf8.count), "text/event-stream"),
      (
        "JSON, 10,000 objects", "[" + Array(repeating: object, count: 10_000).joined(separator: ",") + "]",
        "application/json"
      ),
      ("prose", String(repeating: sentence, count: 1_000_000 / sentence.utf8.count), "text/plain"),
    ]
  }

  /// The fastest of `rounds` redactions of each body.
  static func run(rounds: Int = 3) -> [Row] {
    bodies().map { kind, body, type in
      let data = Data(body.utf8)
      var fastest = Double.infinity
      for _ in 0..<rounds {
        var redactor = Redactor(.standard)
        let start = ContinuousClock.now
        let redacted = redactor.body(data, contentType: type, side: "response")
        let elapsed = ContinuousClock.now - start
        precondition(redacted == data && redactor.findings.isEmpty, "\(kind): something was redacted")
        fastest = min(fastest, Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
      }
      return Row(kind: kind, bytes: data.count, milliseconds: fastest)
    }
  }
}
