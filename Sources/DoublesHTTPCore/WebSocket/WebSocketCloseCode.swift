/// The status code of a WebSocket's closing handshake (RFC 6455, section 7.4).
public struct WebSocketCloseCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The code as sent on the wire.
  public let rawValue: UInt16

  /// A code by its number: one of RFC 6455's, or an application's own (4000–4999).
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// 1000: the purpose of the connection is fulfilled.
  public static let normalClosure = WebSocketCloseCode(rawValue: 1000)
  /// 1001: the server is going down, or the client is navigating away.
  public static let goingAway = WebSocketCloseCode(rawValue: 1001)
  /// 1002: the peer broke the protocol.
  public static let protocolError = WebSocketCloseCode(rawValue: 1002)
  /// 1003: the peer sent a kind of data the endpoint cannot accept.
  public static let unsupportedData = WebSocketCloseCode(rawValue: 1003)
  /// 1007: a message's data did not match its type (text that is not UTF-8).
  public static let invalidPayload = WebSocketCloseCode(rawValue: 1007)
  /// 1008: a message broke the endpoint's policy.
  public static let policyViolation = WebSocketCloseCode(rawValue: 1008)
  /// 1009: a message was too big to process.
  public static let messageTooBig = WebSocketCloseCode(rawValue: 1009)
  /// 1011: the server met a condition it did not expect.
  public static let internalServerError = WebSocketCloseCode(rawValue: 1011)

  /// `1000 (normal closure)`, or the number alone for a code RFC 6455 does not name.
  public var description: String {
    let names: [UInt16: String] = [
      1000: "normal closure", 1001: "going away", 1002: "protocol error", 1003: "unsupported data",
      1005: "no status", 1006: "abnormal closure", 1007: "invalid payload", 1008: "policy violation",
      1009: "message too big", 1010: "missing extension", 1011: "internal server error",
    ]
    return names[rawValue].map { "\(rawValue) (\($0))" } ?? "\(rawValue)"
  }
}
