/// One HTTP header field as a request or response carried it.
public struct HTTPHeader: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The field name, as written (compare it case-insensitively).
  public var name: String
  /// The field value.
  public var value: String

  /// Creates a header field.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// `Name: value`.
  public var description: String { "\(name): \(value)" }
}

extension [HTTPHeader] {
  /// The value of the first field named `name`, compared case-insensitively.
  public func value(for name: String) -> String? {
    headerValue(name) { ($0.name, $0.value) }
  }
}
