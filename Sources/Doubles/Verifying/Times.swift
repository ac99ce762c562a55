/// How many times a member is expected to be called.
public struct Times: Sendable, Equatable, CustomStringConvertible {
  /// The smallest accepted count.
  public let minimum: Int
  /// The largest accepted count, or `nil` for no upper bound.
  public let maximum: Int?

  /// Zero calls: the OCMock `reject`.
  public static let never = Times(minimum: 0, maximum: 0)
  /// Exactly one call.
  public static let once = Times(minimum: 1, maximum: 1)
  /// One call or more.
  public static let atLeastOnce = Times(minimum: 1, maximum: nil)
  /// Exactly `count` calls.
  public static func exactly(_ count: Int) -> Times { Times(minimum: count, maximum: count) }
  /// `count` calls or more.
  public static func atLeast(_ count: Int) -> Times { Times(minimum: count, maximum: nil) }
  /// At most `count` calls, possibly none.
  public static func atMost(_ count: Int) -> Times { Times(minimum: 0, maximum: count) }

  /// Whether `count` calls satisfy this expectation.
  public func accepts(_ count: Int) -> Bool {
    count >= minimum && (maximum.map { count <= $0 } ?? true)
  }

  /// The text shown in messages and logs.
  public var description: String {
    switch (minimum, maximum) {
    case (0, 0): "never"
    case (1, 1): "once"
    case (let low, let high?) where low == high: "exactly \(Times.count(low))"
    case (1, nil): "at least once"
    case (let low, nil): "at least \(Times.count(low))"
    case (0, 1): "at most once"
    case (0, let high?): "at most \(Times.count(high))"
    case (let low, let high?): "between \(low) and \(Times.count(high))"
    }
  }

  /// "1 time", "3 times".
  package static func count(_ value: Int) -> String { value == 1 ? "1 time" : "\(value) times" }
}
