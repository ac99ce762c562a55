import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A chat screen's model: it asks for an answer and shows it as its tokens stream in, over
/// Server-Sent Events (`data: {"token": "…"}`, then `data: [DONE]`). When the stream ends before
/// `[DONE]`, it reconnects once, sending the last event's id as `Last-Event-ID` so that the server
/// goes on where it stopped.
public final class ChatViewModel: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// The API's stream of answers.
  public static let endpoint = URL(string: "https://api.example.com/chat")!

  /// The answer so far, each time it grows; it ends when the answer does.
  public let answers: AsyncStream<String>
  private let continuation: AsyncStream<String>.Continuation
  private let state = NSLock()
  private var answer = ""
  private var pending = ""
  private var lastEventID: String?
  private var done = false
  private var reconnected = false
  private var session: URLSession?

  /// A model that reads the stream through sessions made from `configuration`.
  public init(configuration: URLSessionConfiguration = .default) {
    (answers, continuation) = AsyncStream.makeStream()
    super.init()
    session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
  }

  /// Asks for the answer to `prompt`.
  public func ask(_ prompt: String) {
    var components = URLComponents(url: Self.endpoint, resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "prompt", value: prompt)]
    var request = URLRequest(url: components.url!)
    request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    if let lastEventID = state.withLock({ lastEventID }) {
      // Spelled as Foundation on Linux spells every header it is given, so that a message naming
      // it reads the same on every platform.
      request.setValue(lastEventID, forHTTPHeaderField: "Last-Event-Id")
    }
    session?.dataTask(with: request).resume()
  }

  /// Reads the events in `data`, keeping a piece of one for the next call.
  public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let grown: [String] = state.withLock {
      pending += String(decoding: data, as: UTF8.self)
      var grown: [String] = []
      while let end = pending.range(of: "\n\n") {
        let event = pending[..<end.lowerBound]
        pending = String(pending[end.upperBound...])
        var payload = ""
        for line in event.split(separator: "\n") {
          if line.hasPrefix("id: ") { lastEventID = String(line.dropFirst(4)) }
          if line.hasPrefix("data: ") { payload += line.dropFirst(6) }
        }
        if payload == "[DONE]" {
          done = true
        } else if let token = Self.token(in: payload) {
          answer += token
          grown.append(answer)
        }
      }
      return grown
    }
    for answer in grown { continuation.yield(answer) }
  }

  /// Reconnects once when the stream ended before `[DONE]`; otherwise ends ``answers``.
  public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let reconnects = state.withLock {
      defer { reconnected = true }
      return !done && !reconnected && lastEventID != nil
    }
    guard reconnects, let prompt = task.originalRequest?.url.flatMap(Self.prompt(in:)) else {
      continuation.finish()
      session.finishTasksAndInvalidate()
      return
    }
    ask(prompt)
  }

  private struct Token: Decodable { let token: String }

  private static func token(in payload: String) -> String? {
    try? JSONDecoder().decode(Token.self, from: Data(payload.utf8)).token
  }

  private static func prompt(in url: URL) -> String? {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "prompt" }?.value
  }
}
