import Doubles
import Foundation

extension HTTPDouble {
  /// The script of the stub that would answer `request` now, when it answers with a WebSocket:
  /// what the loopback server asks before it upgrades a connection. Nothing is taken or journaled.
  package func webSocketScript(answering request: RecordedRequest) -> WebSocketScript? {
    storage.withLock { state in
      guard case .webSocket(let script)? = Self.answeringStub(for: request, in: &state)?.nextResponse?.kind else {
        return nil
      }
      return script
    }
  }

  /// What the loopback server does with an upgrade request it accepted.
  package enum WebSocketOpening: Sendable {
    /// A stub answers it: the server runs the session after `delay` on the double's clock.
    case open(WebSocketSession, delay: Duration)
    /// The stub that answers it (another, since it was asked) gives no WebSocket: the server
    /// closes the socket.
    case notWebSocket
  }

  /// Picks the stub that answers the upgrade request `request` and, when it answers with a
  /// WebSocket, journals the request as answered with 101 and opens a session; otherwise
  /// answers it as any request (journaled, and reported when no stub matches), within `timeout`
  /// on the double's clock.
  package func openWebSocket(for request: RecordedRequest, timeout: Duration) async -> WebSocketOpening {
    let step = firstStep(for: request)
    guard case .answering(let stub, let response, let current) = step, case .webSocket(let script) = response.kind
    else {
      _ = await handle(request, timeout: timeout, overSocket: true, after: step)
      return .notWebSocket
    }
    journal(current, stub, .responded(status: 101))
    let connection = storage.withLock { state in
      state.webSocketConnections += 1
      return state.webSocketConnections
    }
    let session = WebSocketSession(
      double: self, stub: stub, script: script, connection: connection, path: Self.pathAndQuery(of: current.url))
    session.log(.opened)
    return .open(session, delay: response.delay)
  }

  /// `/prices?symbol=AAPL`: the request target of `url`.
  package static func pathAndQuery(of url: URL) -> String {
    let path = url.path(percentEncoded: true)
    return (path.isEmpty ? "/" : path) + (url.query(percentEncoded: true).map { "?" + $0 } ?? "")
  }

  /// Appends an event of `session` to the WebSocket journal and wakes those waiting for it.
  func journalWebSocket(_ event: WebSocketJournalEntry.Event, on session: WebSocketSession) {
    let waiters = storage.withLock { state in
      state.webSocketJournal.append(
        WebSocketJournalEntry(
          number: state.webSocketJournal.count + 1, connection: session.connection, path: session.path, event: event))
      return state.waiters.takeAll()
    }
    for waiter in waiters ?? [] { waiter.resume() }
  }

  // MARK: Journal and verification

  /// Every event on the WebSockets the double's loopback servers served, in order.
  public var webSocketJournal: [WebSocketJournalEntry] { storage.withLock { $0.webSocketJournal } }

  /// The messages clients sent over WebSockets, in order.
  public var webSocketMessagesReceived: [WebSocketMessage] { webSocketJournal.compactMap(\.received) }

  /// Checks that clients sent messages matching `pattern` over WebSockets the expected number of
  /// times, and fails the test at the caller's line otherwise, listing the messages received.
  ///
  /// A client's `send` returns once the message is on its way, before the server reads it: to
  /// check right after sending, use ``verifyWebSocketEventually(received:_:timeout:fileID:filePath:line:column:)``.
  @discardableResult
  public func verifyWebSocket(
    received pattern: WebSocketMessagePattern,
    _ times: Times = .once,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    checkWebSocket(
      pattern, times, after: "", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits, without fixed sleeps, until clients have sent messages matching `pattern` `times`,
  /// and fails the test when that does not happen within `timeout` of real time.
  @discardableResult
  public func verifyWebSocketEventually(
    received pattern: WebSocketMessagePattern,
    _ times: Times = .atLeastOnce,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await waitUntil(
      times.minimum, timeout: timeout, read: { webSocketJournal }, counting: { $0.webSocketJournal.count },
      matching: { $0.compactMap(\.received).filter(pattern.matches).count })
    return checkWebSocket(
      pattern, times, after: "After waiting \(durationText(timeout)): ",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func checkWebSocket(
    _ pattern: WebSocketMessagePattern, _ times: Times, after prefix: String, at site: CallSite
  )
    -> Bool
  {
    let journal = webSocketJournal
    let count = journal.compactMap(\.received).filter(pattern.matches).count
    guard !times.accepts(count) else { return true }
    report(
      prefix
        + HTTPMessages.webSocketCountMismatch(
          pattern, expected: times, count: count, journal: journal, doubleName: name),
      at: site)
    return false
  }
}
