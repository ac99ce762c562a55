import Doubles
import Foundation

/// One connection's run of a ``WebSocketScript``, which the loopback server drives: it asks
/// which actions answer each client message and tells what it sent, and the session journals
/// each event in the double and reports messages no answer takes.
package final class WebSocketSession: Sendable {
  /// The double whose journal and failures this connection's events go to.
  package let double: HTTPDouble
  /// The stub that accepted the connection; `nil` when the server relays it to the origin.
  package let stub: HTTPStub?
  /// What the server does.
  package let script: WebSocketScript
  /// The connection's number, from 1.
  package let connection: Int
  /// The path of the upgrade request.
  package let path: String
  /// How many messages each answer took on this connection.
  private let uses: Locked<[Int]>
  /// Whether the server sent a close or broke the connection, as journaled.
  private let serverEnded = Locked(false)

  init(double: HTTPDouble, stub: HTTPStub?, script: WebSocketScript, connection: Int, path: String) {
    self.double = double
    self.stub = stub
    self.script = script
    self.connection = connection
    self.path = path
    self.uses = Locked(Array(repeating: 0, count: script.answers.count))
  }

  /// What answers `message`: journals it with the answer that took it, or reports it with the
  /// answers that nearly did and answers nothing.
  package func received(_ message: WebSocketMessage) -> [WebSocketAction] {
    let (taken, usedUp) = uses.withLock { uses -> (Int?, [Bool]) in
      let usedUp = zip(script.answers, uses).map { answer, used in answer.times.map { used >= $0 } ?? false }
      guard
        let index = script.answers.indices.first(where: { !usedUp[$0] && script.answers[$0].pattern.matches(message) })
      else { return (nil, usedUp) }
      uses[index] += 1
      return (index, usedUp)
    }
    double.journalWebSocket(.received(message, answer: taken.map { $0 + 1 }), on: self)
    guard let taken else {
      double.report(
        HTTPMessages.unansweredWebSocketMessage(message, on: self, usedUp: usedUp, doubleName: double.name),
        at: double.site)
      return []
    }
    return script.answers[taken].actions
  }

  /// Reports a text message that is not UTF-8, which the server answers by closing with 1007
  /// (unless it has closed the connection already).
  package func reportInvalidText() {
    report(
      "a text message that is not UTF-8", closingWith: .invalidPayload,
      advice: " Send bytes as a binary message.")
  }

  /// Reports what the client sent that the server refuses by closing with `code` (unless it has
  /// closed the connection already): `reason` says what it was, such as `a message larger than
  /// 16 MiB`.
  package func reportRefused(_ code: WebSocketCloseCode, reason: String) {
    report(reason, closingWith: code, advice: "")
  }

  private func report(_ what: String, closingWith code: WebSocketCloseCode, advice: String) {
    let outcome = endedByServer ? "the server had closed it already" : "the server closed it with \(code)"
    double.report(
      "\(double.name) received \(what) on the WebSocket \(path) (connection \(connection)); \(outcome).\(advice)",
      at: double.site)
  }

  /// Journals what happened on the connection, other than a received message.
  package func log(_ event: WebSocketJournalEntry.Event) {
    switch event {
    case .fault, .closed(_, _, byServer: true): serverEnded.withLock { $0 = true }
    default: break
    }
    double.journalWebSocket(event, on: self)
  }

  /// Whether the server sent a close or broke the connection: then a close from the client is
  /// its answer, and the end of the client's side is the server's doing.
  package var endedByServer: Bool { serverEnded.withLock { $0 } }

  /// Journals that the client's side ended, unless the server ended it (a fault is seen by the
  /// reader as an end too).
  package func logEnd() {
    if !endedByServer { log(.ended) }
  }
}
