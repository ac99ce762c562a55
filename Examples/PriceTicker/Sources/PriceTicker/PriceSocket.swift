import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seam in front of the price feed's WebSocket: text messages in both directions.
public protocol PriceSocket {
  /// Sends a text message.
  func send(_ text: String) async throws
  /// The next text message, or the server's close with its reason.
  func receive() async throws -> PriceSocketMessage
}

/// What a ``PriceSocket`` reads next.
public enum PriceSocketMessage: Equatable, Sendable {
  /// A text message.
  case text(String)
  /// The server closed the socket, saying why.
  case closed(reason: String)
}

/// The app's socket: a `URLSessionWebSocketTask`.
public struct URLSessionPriceSocket: PriceSocket {
  private let task: URLSessionWebSocketTask

  /// Opens a socket to `url`.
  public init(url: URL, session: URLSession = .shared) {
    task = session.webSocketTask(with: url)
    task.resume()
  }

  /// Sends `text` as a text message.
  public func send(_ text: String) async throws {
    try await task.send(.string(text))
  }

  /// The next message, or the server's close.
  public func receive() async throws -> PriceSocketMessage {
    do {
      switch try await task.receive() {
      case .string(let text): return .text(text)
      case .data(let data): return .text(String(decoding: data, as: UTF8.self))
      @unknown default: return .text("")
      }
    } catch  where task.closeCode != .invalid {
      return .closed(reason: task.closeReason.map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
  }
}
