import Doubles
import DoublesHTTP
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
  }

  /// Why one side's reading ended, or the wait for it.
  private enum Ending: Sendable {
    /// This side sent a close, which the server passed on.
    case closed(by: Side)
    /// This side's connection ended without a close.
    case ended(Side)
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
      let session = double.openWebSocketRelay(for: request, to: target)
      let relay = WebSocketRelay(client: client, origin: origin, session: session, shutdown: shutdown)
      await relay.run()
      double.didRelayWebSocket(
        request, responseHeaders: origin.responseHeaders, messages: relay.messages.withLock { $0 })
    }
  }

  private func run() async {
    try? await client.executeThenClose { clientInbound, clientOutbound in
      try await origin.channel.executeThenClose { originInbound, originOutbound in
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
            case .stopping:
              session.log(.closed(.goingAway, reason: Self.stopped, byServer: true))
              let stop = WebSocketFrame.close(.goingAway, reason: Self.stopped)
              await sendClose(stop, to: .client, on: clientOutbound)
              await sendClose(stop, to: .origin, on: originOutbound)
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

  /// Sends `close` to `side`, masked for the origin, unless that side has had one.
  private func sendClose(
    _ close: WebSocketFrame, to side: Side, on outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
  ) async {
    guard closesSent.withLock({ $0.insert(side).inserted }) else { return }
    var close = close
    close.maskKey = side == .origin ? .random() : nil
    try? await outbound.write(close)
  }

  /// What the server says when it closes both sides because it stops.
  private static let stopped = "the server stopped"

  /// Reads one side's frames and passes each message and close to the other side, answering
  /// pings itself, until this side closes or its connection ends.
  private func pump(
    _ inbound: NIOAsyncChannelInboundStream<WebSocketFrame>, from side: Side,
    to outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>,
    pongsTo back: NIOAsyncChannelOutboundWriter<WebSocketFrame>
  ) async -> Ending {
    // Frames to the origin are the server's as a client: masked (RFC 6455, 5.3).
    let masked = side == .client
    do {
      for try await frame in inbound {
        switch frame.opcode {
        case .text, .binary:
          let bytes = frame.unmaskedData.readableBytesView
          let message: WebSocketMessage =
            frame.opcode == .text ? .text(String(decoding: bytes, as: UTF8.self)) : .binary(Data(bytes))
          session.log(side == .client ? .forwarded(message) : .sent(message))
          messages.withLock { $0.append(RelayedWebSocketMessage(message, fromClient: side == .client)) }
          try await outbound.write(
            WebSocketFrame(fin: true, opcode: frame.opcode, maskKey: masked ? .random() : nil, data: frame.unmaskedData)
          )
        case .ping:
          try await back.write(
            WebSocketFrame(fin: true, opcode: .pong, maskKey: masked ? nil : .random(), data: frame.unmaskedData))
        case .connectionClose:
          let (code, reason) = frame.closeCodeAndReason
          session.log(.closed(code, reason: reason, byServer: side == .origin))
          let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: frame.unmaskedData)
          await sendClose(close, to: side == .client ? .origin : .client, on: outbound)
          return .closed(by: side)
        default:
          continue
        }
      }
    } catch {
      // The connection broke, or a frame broke the protocol.
    }
    // A reader cancelled once the relay is over has nothing to tell.
    if !Task.isCancelled { session.log(.ended) }
    return .ended(side)
  }
}
