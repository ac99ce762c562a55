import Foundation

/// What a stubbed WebSocket server does on each connection: its steps when the client connects,
/// and its answers to the client's messages. Each connection runs the script afresh.
public struct WebSocketScript: Sendable {
  /// What the server does as soon as the connection opens.
  public var onConnect: [WebSocketAction]
  /// The answers to the client's messages; the first whose pattern matches, and that has
  /// messages left to take, answers.
  public var answers: [WebSocketAnswer]
  /// The subprotocol the server accepts (`Sec-WebSocket-Protocol`), if any.
  public var subprotocol: String?

  /// A script of these steps and answers.
  public init(onConnect: [WebSocketAction] = [], answers: [WebSocketAnswer] = [], subprotocol: String? = nil) {
    self.onConnect = onConnect
    self.answers = answers
    self.subprotocol = subprotocol
  }
}

extension StubbedResponse {
  /// Accepts a WebSocket (the loopback server answers the upgrade request with 101) and runs
  /// this script on the connection: `onConnect` at once, then each client message answered by
  /// the first of `answers` that matches it. A client message no answer matches fails the test,
  /// with the answers that nearly matched; an answer with no actions lets such messages through.
  ///
  /// ```swift
  /// http.stub(.get("/prices"), .webSocket(
  ///   onConnect: [.text(#"{"type": "hello"}"#)],
  ///   answers: [.when(.text("subscribe AAPL"), reply: [.text("187.5"), .wait(.seconds(1)), .text("188.0")])]))
  /// let server = try await HTTPStubServer.start(answering: http)
  /// let task = URLSession.shared.webSocketTask(with: server.webSocketURL("/prices"))
  /// ```
  /// Only `HTTPStubServer` (`DoublesHTTPServer`) speaks WebSocket: through the double's `URLSession` such a request
  /// fails with `URLError(.unsupportedURL)`, and a plain HTTP request to the server gets 426.
  public static func webSocket(
    onConnect: [WebSocketAction] = [], answers: [WebSocketAnswer] = [], subprotocol: String? = nil
  ) -> StubbedResponse {
    StubbedResponse(.webSocket(WebSocketScript(onConnect: onConnect, answers: answers, subprotocol: subprotocol)))
  }
}
