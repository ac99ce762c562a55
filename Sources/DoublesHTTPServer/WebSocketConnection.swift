import DoublesHTTPCore
import Foundation
import NIOCore
import NIOWebSocket

/// One WebSocket a stub accepted: runs its script, reading the client's messages while it
/// sends what the script says, one step at a time in order, waits on the double's clock.
struct WebSocketConnection {
  let channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>
  let session: WebSocketSession
  let clock: any Clock<Duration>
  let shutdown: ServerShutdown

  /// How long the server waits, in real time, for the client to answer its closing handshake.
  static let closingTimeout = Duration.seconds(5)

  /// Why a connection's run ended.
  private enum Ending: Sendable {
    /// The client sent a close with this code and reason.
    case clientClosed(WebSocketCloseCode?, reason: String)
    /// The client's side ended without a closing handshake.
    case ended
    /// The script closed the connection or broke it.
    case scriptEnded
    /// The server is stopping: it closes the connection.
    case stopping
    /// Nothing more to wait for (the closing handshake's time ran out, or a write failed).
    case gaveUp
    /// The client sent a text message that is not UTF-8: the server closes with 1007.
    case invalidText
    /// The client broke the protocol or sent a message too large: the server closes with this code.
    case refused(WebSocketCloseCode, reason: String)
  }

  /// Opens the session of the stub that answers `request` and runs it on `channel`; closes the
  /// socket when no stub answers it with a WebSocket after all (another test changed the stubs).
  static func serve(
    _ channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, upgradedBy request: RecordedRequest, double: HTTPDouble,
    until shutdown: ServerShutdown
  ) async {
    // Open from the start, so that a stop in the meantime waits for it.
    await shutdown.serving {
      switch await double.openWebSocket(for: request, timeout: Connection.timeout) {
      case .open(let session, let delay):
        await WebSocketConnection(channel: channel, session: session, clock: double.clock, shutdown: shutdown)
          .serve(after: delay)
      case .notWebSocket:
        try? await channel.executeThenClose { _, outbound in
          try await outbound.write(WebSocketFrame.close(.internalServerError, reason: "no WebSocket stub"))
        }
      }
    }
  }

  /// Runs the script, its first step `delay` after the connection opened, until the client or
  /// the script ends the connection or the server stops.
  private func serve(after delay: Duration) async {
    try? await channel.executeThenClose { inbound, outbound in
      let (steps, queue) = AsyncStream.makeStream(of: [WebSocketAction].self)
      queue.yield((delay > .zero ? [.wait(delay)] : []) + session.script.onConnect)
      let ending = await withTaskGroup(of: Ending.self) { group in
        group.addTask { await write(steps, to: outbound, untilStopped: shutdown) }
        group.addTask { await read(inbound, answeringInto: queue, pongsTo: outbound) }
        var ending = await group.next() ?? .gaveUp
        if case .stopping = ending {
          // What the client sent before it hears the close is still read, journaled and checked.
          await close(.goingAway, reason: "the server stopped", on: outbound)
          ending = .scriptEnded
        }
        if case .scriptEnded = ending {
          // After its close, the server waits a while for the client's (a fault ends the reading).
          group.addTask {
            try? await Task.sleep(for: Self.closingTimeout)
            return .gaveUp
          }
          ending = await group.next() ?? .gaveUp
        }
        group.cancelAll()
        queue.finish()
        return ending
      }
      switch ending {
      case .clientClosed(let code, let reason):
        session.log(.closed(code, reason: reason, byServer: false))
        // A close that answers the server's own is not answered again (RFC 6455, 5.5.1).
        if !session.endedByServer {
          try? await outbound.write(WebSocketFrame.close(code ?? .normalClosure, reason: ""))
        }
      case .ended:
        session.logEnd()
      case .invalidText:
        // RFC 6455, 8.1: an endpoint that receives text that is not UTF-8 fails the connection.
        session.reportInvalidText()
        await close(.invalidPayload, reason: "a text message that is not UTF-8", on: outbound)
      case .refused(let code, let reason):
        session.reportRefused(code, reason: reason)
        await close(code, reason: reason, on: outbound)
      case .scriptEnded, .stopping, .gaveUp:
        break
      }
    }
  }

  /// Closes the connection with `code`, unless the server has closed it already (a close is sent
  /// once, RFC 6455, 5.5.1).
  private func close(
    _ code: WebSocketCloseCode, reason: String, on outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
  ) async {
    guard !session.endedByServer else { return }
    session.log(.closed(code, reason: reason, byServer: true))
    try? await outbound.write(WebSocketFrame.close(code, reason: reason))
  }

  /// Sends what the script says, in order, until it closes or breaks the connection, or the
  /// server stops (then its step in progress, a wait or a write, is cancelled).
  private func write(
    _ steps: AsyncStream<[WebSocketAction]>, to outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>,
    untilStopped shutdown: ServerShutdown
  ) async -> Ending {
    await withTaskGroup(of: Ending.self) { group in
      group.addTask { await write(steps, to: outbound) }
      group.addTask { await shutdown.requested() ? .stopping : .gaveUp }
      let ending = await group.next() ?? .gaveUp
      group.cancelAll()
      return ending
    }
  }

  /// Sends what the script says, in order, until it closes or breaks the connection.
  private func write(
    _ steps: AsyncStream<[WebSocketAction]>, to outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
  )
    async -> Ending
  {
    do {
      for await actions in steps {
        for action in actions {
          guard try await perform(action, on: outbound) else { return .scriptEnded }
        }
      }
    } catch {
      // Cancelled while waiting, or the connection is gone.
    }
    return .gaveUp
  }

  /// Performs one step; returns whether the connection goes on. Each step is journaled before
  /// its frame is written, so that the journal has it before the client can answer it.
  private func perform(_ action: WebSocketAction, on outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>)
    async throws -> Bool
  {
    switch action {
    case .send(let message):
      session.log(.sent(message))
      try await outbound.write(WebSocketFrame(message))
      return true
    case .wait(let duration):
      try await clock.sleep(for: duration)
      return true
    case .close(let code, let reason):
      session.log(.closed(code, reason: reason, byServer: true))
      try await outbound.write(WebSocketFrame.close(code, reason: reason))
      return false
    case .fault(let fault):
      session.log(.fault(fault))
      if case .closeMidMessage(let message) = fault {
        let payload = message.payload
        var half = channel.channel.allocator.buffer(capacity: payload.count / 2)
        half.writeBytes(payload.prefix(payload.count / 2))
        try await outbound.write(WebSocketFrame(fin: false, opcode: WebSocketFrame.opcode(of: message), data: half))
      }
      try await channel.channel.close()
      return false
    }
  }

  /// Reads the client's frames, putting the answers to its messages in `queue` and answering
  /// pings at once (not behind the script's waits), until the client closes.
  private func read(
    _ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>,
    answeringInto queue: AsyncStream<[WebSocketAction]>.Continuation,
    pongsTo outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
  ) async -> Ending {
    do {
      for try await frame in inbound {
        switch frame.opcode {
        case .text, .binary:
          guard let message = frame.message else { return .invalidText }
          queue.yield(session.received(message))
        case .ping:
          try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
        case .connectionClose:
          let (code, reason) = frame.closeCodeAndReason
          return .clientClosed(code, reason: reason)
        default:
          continue
        }
      }
    } catch {
      if let (code, reason) = Self.refusal(of: error) { return .refused(code, reason: reason) }
      // The connection broke.
    }
    return .ended
  }

  /// The close code and reason for an error reading a peer's frames that breaks the protocol
  /// or a limit; `nil` for a connection that broke.
  static func refusal(of error: any Error) -> (WebSocketCloseCode, String)? {
    if let error = error as? NIOWebSocketError {
      if case .invalidFrameLength = error { return (.messageTooBig, tooLarge) }
      let reason =
        if case .fragmentedControlFrame = error { "a fragmented control frame" } else {
          "a control frame longer than 125 bytes"
        }
      return (.protocolError, reason)
    }
    if let error = error as? NIOWebSocketFrameAggregator.Error {
      if case .accumulatedFrameSizeIsTooLarge = error { return (.messageTooBig, tooLarge) }
      let reason =
        if case .tooManyFragments = error {
          "a message in more than 65,536 fragments"
        } else if case .didReceiveFragmentBeforeReceivingTextOrBinaryFrame = error {
          "a continuation frame with no message begun"
        } else {
          "a message begun before the last one's final fragment"
        }
      return (.protocolError, reason)
    }
    return nil
  }

  /// Why the server refuses a message over ``ConnectionPipeline/maximumMessageSize``.
  private static let tooLarge = "a message larger than \(ConnectionPipeline.maximumMessageSize >> 20) MiB"
}
