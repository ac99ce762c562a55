import Foundation

/// One step of a Server-Sent Events stream that a stub answers with (``StubbedResponse/events(_:status:headers:)``):
/// an event, a comment, or a wait on the double's clock.
/// ```swift
/// http.stub(.get("https://api.example.com/chat"), .events([
///   .data(#"{"token": "Hel"}"#), .wait(.seconds(1)), .event(data: #"{"token": "lo"}"#, id: "2"),
/// ]))
/// ```
public enum ServerSentEvent: Sendable, Equatable {
  /// An event: its `data` (each line a `data:` field), and optionally its type (`event:`), its
  /// identifier (`id:`, which a client sends back as `Last-Event-ID` when it reconnects) and how
  /// long a client waits before it reconnects (`retry:`).
  case event(data: String, type: String? = nil, id: String? = nil, retry: Duration? = nil)
  /// A comment (`: text`), which clients ignore: what a server sends to keep a connection open.
  case comment(String)
  /// A pause: what follows is sent this much later, on the double's clock.
  case wait(Duration)

  /// An event with `data` only.
  public static func data(_ data: String) -> ServerSentEvent { .event(data: data) }

  /// The event as the stream carries it, ending with the blank line that dispatches it; `nil`
  /// for a wait.
  var text: String? {
    switch self {
    case .event(let data, let type, let id, let retry):
      var text = ""
      if let type { text += "event: \(Self.oneLine(type))\n" }
      if let id { text += "id: \(Self.oneLine(id).filter { $0 != "\0" })\n" }
      if let retry {
        let milliseconds = retry.components.seconds * 1000 + retry.components.attoseconds / 1_000_000_000_000_000
        text += "retry: \(milliseconds)\n"
      }
      for line in Self.lines(of: data) { text += "data: \(line)\n" }
      return text + "\n"
    case .comment(let comment):
      return Self.lines(of: comment).map { ": \($0)\n" }.joined()
    case .wait:
      return nil
    }
  }

  /// The lines of `text`, broken at `\r\n`, `\r` or `\n` as the event-stream format reads them.
  private static func lines(of text: String) -> [Substring] {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// `text` on one line: a field's value cannot hold a line break.
  private static func oneLine(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
  }
}

extension StubbedResponse {
  /// A stream of Server-Sent Events (`text/event-stream`): each event sent when the waits before
  /// it have passed on the double's clock, and the stream ended after the last step.
  ///
  /// A client that reads the body as it arrives gets each event in its turn: a task of a session
  /// with a delegate (made from ``HTTPDouble/makeConfiguration()``), `bytes(for:)` on Apple's
  /// systems, and any client of the loopback server (`DoublesHTTPServer`). A completion handler
  /// and `data(for:)` get the whole stream once its last wait has passed: on Linux, corelibs
  /// keeps only the last piece of a body a protocol gives in pieces. The journal and recordings
  /// hold the whole stream.
  public static func events(
    _ events: [ServerSentEvent], status: Int = 200, headers: [String: String] = [:]
  ) -> StubbedResponse {
    var body = Data()
    var pieces: [Dribble.TimedPiece] = []
    var wait = Duration.zero
    for event in events {
      guard let text = event.text else {
        if case .wait(let duration) = event { wait += duration }
        continue
      }
      body.append(Data(text.utf8))
      pieces.append(Dribble.TimedPiece(after: wait, length: text.utf8.count))
      wait = .zero
    }
    if wait > .zero { pieces.append(Dribble.TimedPiece(after: wait, length: 0)) }
    let given = Set(headers.keys.map { $0.lowercased() })
    var fields = ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"].filter {
      !given.contains($0.key.lowercased())
    }
    fields.merge(headers) { _, given in given }
    var response = StubbedResponse.status(status, headers: fields, body: body)
    response.dribble = .timed(pieces)
    return response
  }
}
