import Doubles
import Foundation

extension HTTPMessages {
  /// A client message no answer of the script takes, with the answers that nearly took it.
  static func unansweredWebSocketMessage(
    _ message: WebSocketMessage, on session: WebSocketSession, usedUp: [Bool], doubleName: String
  ) -> String {
    var text = "\(doubleName) has no answer for \(message) on the WebSocket \(session.path) "
    text +=
      "(connection \(session.connection), opened by \(session.stub.map { "\($0)" } ?? "the relay")); the server sent nothing back."
    let answers = session.script.answers
    guard !answers.isEmpty else {
      return text + "\nThe script has no answers: add one with .when(_:reply:); one with no actions lets "
        + "such messages through."
    }
    let ranked = answers.indices.map { index in
      WebSocketNearMiss(number: index + 1, answer: answers[index], usedUp: usedUp[index], message: message)
    }
    .sorted { ($0.score, -$0.number) > ($1.score, -$1.number) }
    return text + "\n" + closest("answers", ranked.map { ("answer \($0.number)", $0.summary, $0.lines) })
  }

  /// How one answer relates to a message it did not take: each condition marked as held or not.
  private struct WebSocketNearMiss {
    let number: Int
    var lines: [String] = []
    var held = 0
    var total = 0

    init(number: Int, answer: WebSocketAnswer, usedUp: Bool, message: WebSocketMessage) {
      self.number = number
      for condition in answer.pattern.conditions {
        let (matched, actual) = condition.evaluate(message)
        total += 1
        if matched {
          held += 1
          lines.append("✓ \(condition.description)")
        } else {
          lines.append("✗ \(condition.description)")
          lines.append("    but was: \(actual)")
        }
      }
      if usedUp, let times = answer.times {
        total += 1
        lines.append(
          "✗ has messages left to take (it took \(times == 1 ? "1 message" : "\(times) messages") and is used up)")
      }
    }

    var score: Double { total == 0 ? 1 : Double(held) / Double(total) }
    var summary: String { total == 0 ? "matches any message" : "\(held) of \(total) conditions hold" }
  }

  /// An upgrade request the origin did not accept when the server relayed it.
  static func webSocketRelayFailed(_ request: RecordedRequest, to target: URL, reason: String, doubleName: String)
    -> String
  {
    "\(doubleName) relayed \(request) to \(target) and the origin did not accept the WebSocket: \(reason). "
      + "The client got 502 (bad gateway)."
  }

  /// A request through the double's `URLSession` that a WebSocket stub matches.
  static func webSocketOverURLSession(_ request: RecordedRequest, stub: HTTPStub) -> String {
    "\(stub) answers \(request) with a WebSocket, which only the loopback server speaks; the request "
      + "failed with URLError(unsupportedURL). Start HTTPStubServer.start(answering:) and connect to its "
      + "webSocketURL(_:)."
  }

  static func webSocketCountMismatch(
    _ pattern: WebSocketMessagePattern,
    expected: Times,
    count: Int,
    journal: [WebSocketJournalEntry],
    doubleName: String
  ) -> String {
    var text =
      expected.maximum == 0
      ? "Expected no WebSocket message where \(pattern), but \(count) arrived"
      : "Expected a WebSocket message where \(pattern) to arrive \(expected), but "
        + (count == 0 ? "none did" : "\(count) did")
    text += ".\n"
    guard !journal.isEmpty else { return text + "\(doubleName) served no WebSocket." }
    return text + "WebSocket journal of \(doubleName):\n" + journal.map { "  \($0)" }.joined(separator: "\n")
  }
}
