import Doubles
import DoublesHTTPCore
import Foundation
import NIOCore
import NIOWebSocket

/// A WebSocket the server relays between its client and the origin, because no stub answers
/// the upgrade request and the double sends such requests on (a cassette that records, or a
/// pass-through host): each message is journaled, passed to the other side and kept for the
/// recording; a close from either side is passed on, and its answer too.
struct WebSocketRelay {
  let client: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>
  let origin: OriginWebSocket
  let session: WebSocketSession
  let shutdown: ServerShutdown
  /// The messages that crossed the server, in order.
  private let messages = Locked<[RelayedWebSocketMessage]>([])
  /// The sides the server has sent a close: each gets one (RFC 6455, 5.5.1).
  private let closesSent = Locked<Set<Side>>([])

  private enum Side: Sendable, Hashable {
    case client, origin

    var other: Side { self == .client ? .origin : .client }
    /// Whether frames to this side are masked: the server is the origin's client (RFC 6455, 5.3).
    var masks: Bool { self == .origin }
  }

  /// Why one side's reading ended, or the wait for it.
  private enum Ending: Sendable {
    /// This side sent a close, which the server passed on.
    case closed(by: Side)
    /// This side's connection ended without a close.
    case ended(Side)
    /// This side broke the protocol or a limit: the server closes it with `code` and the other
    /// side with 1001.
    case refused(Side, WebSocketCloseCode, reason: String)
    /// The server is stopping.
    case stopping
    /// Nothing more to wait for.
    case gaveUp
  }

  /// Opens the relay's session in the double, relays until both sides have closed, one
  /// connection ends or the server stops, and records the connection when a cassette records.
  static func serve(
    _ client: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, upgradedBy request: RecordedRequest,
    to origin: OriginWebSocket, at target: URL, double: HTTPDouble, until shutdown: ServerShutdown
  ) async {
    await shutdown.serving {
      let started = Date()
      let session = double.openWebSocketRelay(for: request, to: target)
      let relay = WebSocketRelay(client: client, origin: origin, session: session, shutdown: shutdown)
      await relay.run()
      double.didRelayWebSocket(
        request, started: started, responseHeaders: origin.responseHeaders, messages: relay.messages.withLock { $0 })
    }
  }

  private func run() async {
    try? await client.executeThenClose { clientInbound, clientOutbound in
      try await origin.channel.executeThenClose { originInbound, originOutbound in
        let outbound = { (side: Side) in side == .client ? clientOutbound : originOutbound }
        await withTaskGroup(of: Ending.self) { group in
          group.addTask { await pump(clientInbound, from: .client, to: originOutbound, pongsTo: clientOutbound) }
          group.addTask { await pump(originInbound, from: .origin, to: clientOutbound, pongsTo: originOutbound) }
          group.addTask { await shutdown.requested() ? .stopping : .gaveUp }
          var readers = 2
          var waiting = false
          loop: while readers > 0, let ending = await group.next() {
            switch ending {
            case .closed:
              readers -= 1
            case .ended:
              // The other side's connection closes with this one's.
              break loop
            case .refused(let side, let code, let reason):
              if side == .client {
                if code == .invalidPayload {
                  session.reportInvalidText()
                } else {
                  session.reportRefused(code, reason: reason)
                }
              }
              session.log(.closed(code, reason: reason, byServer: true))
              let closes = claimCloses(for: [side, side.other])
              if closes.contains(side) {
                try? await outbound(side).write(.close(code, reason: reason, masked: side.masks))
              }
              if closes.contains(side.other) {
                try? await outbound(side.other).write(.close(.goingAway, reason: "", masked: side.other.masks))
              }
              break loop
            case .stopping:
              session.log(.closed(.goingAway, reason: Self.stopped, byServer: true))
              for side in claimCloses(for: [.client, .origin]) {
                try? await outbound(side).write(.close(.goingAway, reason: Self.stopped, masked: side.masks))
              }
            case .gaveUp:
              break loop
            }
            // After a close, each side has a while to answer it.
            if !waiting {
              waiting = true
              group.addTask {
                try? await Task.sleep(for: WebSocketConnection.closingTimeout)
                return .gaveUp
              }
            }
          }
          group.cancelAll()
        }
      }
    }
  }

  /// Marks `sides` as sent a close, all at once, and returns those that had not been: each side
  /// gets one close (RFC 6455, 5.5.1), and nothing after it.
  private func claimCloses(for sides: [Side]) -> [Side] {
    closesSent.withLock { sent in sides.filter { sent.insert($0).inserted } }
  }

  /// Whether `side` has been sent a close.
  private func isClosed(_ side: Side) -> Bool { closesSent.withLock { $0.contains(side) } }

  /// What the server says when it closes both sides because it stops.
  private static let stopped = "the server stopped"

  /// Reads one side's frames and passes each message and close to the other side, answering
  /// pings itself, until this side closes or breaks the protocol, or its connection ends. A
  /// message for a side that has been sent a close is dropped.
  private func pump(
    _ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>, from side: Side,
    to outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>,
    pongsTo back: NIOAsyncChannelOutboundWriter<WebSocketFrame>
  ) async -> Ending {
    let other = side.other
    do {
      for try await frame in inbound {
        switch frame.opcode {
        case .text, .binary:
          guard let message = frame.message else {
            return .refused(side, .invalidPayload, reason: "a text message that is not UTF-8")
          }
          guard !isClosed(other) else { continue }
          session.log(side == .client ? .forwarded(message) : .sent(message))
          messages.withLock { $0.append(RelayedWebSocketMessage(.message(message), fromClient: side == .client)) }
          try await outbound.write(WebSocketFrame(message, masked: other.masks))
        case .ping:
          try await back.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData).masked(side.masks))
        case .connectionClose:
          let (code, reason) = frame.closeCodeAndReason
          session.log(.closed(code, reason: reason, byServer: side == .origin))
          if side == .origin, !isClosed(side) {
            // The origin's own close replays; an answer to the client's, or the server's, does not.
            messages.withLock { $0.append(RelayedWebSocketMessage(.close(code, reason: reason), fromClient: false)) }
          }
          if !claimCloses(for: [other]).isEmpty {
            try? await outbound.write(
              WebSocketFrame(fin: true, opcode: .connectionClose, data: frame.unmaskedData).masked(other.masks))
          }
          return .closed(by: side)
        default:
          continue
        }
      }
    } catch {
      if let (code, reason) = WebSocketConnection.refusal(of: error) { return .refused(side, code, reason: reason) }
      // The connection broke.
    }
    // A reader cancelled once the relay is over has nothing to tell.
    if !Task.isCancelled { session.log(.ended) }
    return .ended(side)
  }
}
