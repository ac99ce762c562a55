import Foundation

/// A price ticker's model: subscribes to symbols over a WebSocket and shows each price as the
/// server sends it (`{"symbol": "AAPL", "price": 187.5}`), until the server closes the socket
/// (the market closed) or the connection drops.
public final class PriceTicker {
  /// Where the ticker stands.
  public enum Status: Equatable, Sendable {
    /// Waiting for the server's first message.
    case connecting
    /// Prices are coming in.
    case live
    /// The server closed the feed, saying why.
    case closed(String)
    /// The connection broke.
    case lost
  }

  /// The feed's address.
  public static let endpoint = URL(string: "wss://prices.example.com/v1/stream")!

  /// The latest price of each symbol.
  public private(set) var prices: [String: Double] = [:]
  /// Where the ticker stands.
  public private(set) var status = Status.connecting

  /// A ticker with no prices yet.
  public init() {}

  /// Subscribes to `symbols` over `socket` and follows the prices until the feed ends.
  public func follow(_ symbols: [String], over socket: some PriceSocket) async {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let request = try encoder.encode(Subscription(symbols: symbols))
      try await socket.send(String(decoding: request, as: UTF8.self))
      while true {
        switch try await socket.receive() {
        case .text(let text):
          status = .live
          if let quote = try? JSONDecoder().decode(Quote.self, from: Data(text.utf8)) {
            prices[quote.symbol] = quote.price
          }
        case .closed(let reason):
          status = .closed(reason)
          return
        }
      }
    } catch {
      status = .lost
    }
  }

  private struct Subscription: Encodable {
    var type = "subscribe"
    let symbols: [String]
  }

  private struct Quote: Decodable {
    let symbol: String
    let price: Double
  }
}
