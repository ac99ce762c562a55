import DoublesHAR
import Foundation

/// Which client messages a ``WebSocketAnswer`` answers or a verification counts: conditions that
/// must all hold, each with a description, so that a message no answer takes is reported with
/// the answers that nearly took it.
/// ```swift
/// WebSocketMessagePattern.json(#"{"type": "subscribe"}"#, options: .ignoringExtraKeys)
/// ```
public struct WebSocketMessagePattern: Sendable, CustomStringConvertible {
  /// One condition on a message, with the text failure messages show for it.
  public struct Condition: Sendable, CustomStringConvertible {
    /// What the condition asks, such as `text is "ping"`.
    public let description: String
    let evaluate: @Sendable (WebSocketMessage) -> (matched: Bool, actual: String)

    /// A condition from a predicate, shown as `description`; a message that fails it is shown as
    /// it is.
    public init(_ description: String, _ predicate: @escaping @Sendable (WebSocketMessage) -> Bool) {
      self.init(description) { message in (predicate(message), message.description) }
    }

    init(_ description: String, evaluate: @escaping @Sendable (WebSocketMessage) -> (matched: Bool, actual: String)) {
      self.description = description
      self.evaluate = evaluate
    }
  }

  /// The conditions, all of which must hold.
  public private(set) var conditions: [Condition]

  /// A pattern with these conditions; with none, it matches every message.
  public init(_ conditions: [Condition] = []) {
    self.conditions = conditions
  }

  /// Every message.
  public static var any: WebSocketMessagePattern { WebSocketMessagePattern() }

  /// Text messages that are exactly `text`.
  public static func text(_ text: String) -> WebSocketMessagePattern {
    WebSocketMessagePattern().adding(
      Condition("text is \(WebSocketMessage.quoted(text))") { message in
        guard case .text(let actual) = message else { return (false, message.description) }
        return (actual == text, WebSocketMessage.quoted(actual))
      })
  }

  /// Text messages that contain `text`.
  public static func text(containing text: String) -> WebSocketMessagePattern {
    WebSocketMessagePattern().adding(
      Condition("text contains \(WebSocketMessage.quoted(text))") { message in
        guard case .text(let actual) = message else { return (false, message.description) }
        return (actual.contains(text), WebSocketMessage.quoted(actual))
      })
  }

  /// Text messages holding JSON equal to `json`, compared as documents (key order and
  /// whitespace do not matter); `options` relax the comparison, as for request bodies.
  public static func json(_ json: String, options: JSONMatchOptions = []) -> WebSocketMessagePattern {
    guard let expected = JSONValue.parse(Data(json.utf8)) else {
      return WebSocketMessagePattern([Condition("JSON is \(json) (the expected text is not valid JSON)") { _ in false }]
      )
    }
    let suffix = options.contains(.ignoringExtraKeys) ? " (ignoring extra keys)" : ""
    return WebSocketMessagePattern().adding(
      Condition("JSON is \(expected.text)\(suffix)") { message in
        guard case .text(let text) = message, let actual = JSONValue.parse(Data(text.utf8)) else {
          return (false, "not JSON: \(message)")
        }
        let matched = expected.accepts(
          actual, ignoringExtraKeys: options.contains(.ignoringExtraKeys),
          ignoringArrayOrder: options.contains(.ignoringArrayOrder), wildcard: nil)
        return (matched, actual.text)
      })
  }

  /// Text messages that are the recorded `recorded`, in which `wildcard` (a redacted
  /// credential) stands for any text; JSON compared as a document, the wildcard standing for any
  /// value.
  static func text(recorded: String, wildcard: String) -> WebSocketMessagePattern {
    guard recorded.contains(wildcard) else {
      if let json = JSONValue.parse(Data(recorded.utf8)), json.isContainer { return .json(recorded) }
      return .text(recorded)
    }
    return WebSocketMessagePattern().adding(
      Condition("text is \(WebSocketMessage.quoted(recorded))") { message in
        guard case .text(let actual) = message else { return (false, message.description) }
        return (PlaceholderText.matches(recorded, actual, placeholder: wildcard), WebSocketMessage.quoted(actual))
      })
  }

  /// Binary messages, whatever their bytes.
  public static var binary: WebSocketMessagePattern {
    WebSocketMessagePattern().adding(
      Condition("is binary") { message in
        if case .binary = message { return true }
        return false
      })
  }

  /// Binary messages that are exactly `data`.
  public static func binary(_ data: Data) -> WebSocketMessagePattern {
    WebSocketMessagePattern().adding(
      Condition("is binary <\(data.count) bytes> \(Self.hex(data))") { $0 == .binary(data) })
  }

  /// Messages that also satisfy `predicate`; `description` names it in failure messages.
  public func matching(_ description: String, _ predicate: @escaping @Sendable (WebSocketMessage) -> Bool)
    -> WebSocketMessagePattern
  {
    adding(Condition(description, predicate))
  }

  /// This pattern with one more condition.
  public func adding(_ condition: Condition) -> WebSocketMessagePattern {
    var copy = self
    copy.conditions.append(condition)
    return copy
  }

  /// Whether `message` satisfies every condition.
  public func matches(_ message: WebSocketMessage) -> Bool {
    conditions.allSatisfy { $0.evaluate(message).matched }
  }

  /// The conditions joined by "and", or "any message".
  public var description: String {
    conditions.isEmpty ? "any message" : conditions.map(\.description).joined(separator: " and ")
  }

  /// The first bytes of `data` in hexadecimal.
  private static func hex(_ data: Data) -> String {
    data.prefix(16).map { String(format: "%02x", $0) }.joined() + (data.count > 16 ? "…" : "")
  }
}
