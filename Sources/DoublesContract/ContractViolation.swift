/// A rule of an ``OpenAPIContract`` that a message breaks: which operation, where in the message,
/// and what rule.
///
/// ```text
/// getPet response 200 body $.tags[1].name: expected a string, but was an integer (7)
/// ```
public struct ContractViolation: Sendable, Hashable, CustomStringConvertible {
  /// The operation's id: `getPet`.
  public let operation: String
  /// Where in the message: `request query parameter limit`, `response 200 body $.tags[1].name`.
  public let place: String
  /// The rule broken: `expected a string, but was an integer (7)`.
  public let rule: String

  /// A violation of `operation`'s contract at `place`.
  public init(operation: String, place: String, rule: String) {
    self.operation = operation
    self.place = place
    self.rule = rule
  }

  /// `getPet response 200 body $.tags[1].name: expected a string, but was an integer (7)`.
  public var description: String { "\(operation) \(place): \(rule)" }
}
