/// A test on one argument (or on the whole argument tuple) of a call.
///
/// Matchers select which stub answers a call and which calls a verification counts.
/// ```swift
/// double.on.fetchQuote.when(.equal(3)).returns(quote)
/// double.on.authorize.when(\.username, .where { $0.hasPrefix("B") }).returns(true)
/// ```
public struct ArgumentMatcher<Value>: @unchecked Sendable, CustomStringConvertible {
  @usableFromInline let test: (Value) -> Bool
  /// How the matcher appears in failure messages, such as `== 3` or `any`.
  public let description: String

  /// A matcher from a predicate and the text that describes it in failure messages.
  public init(_ description: String, _ test: @escaping (Value) -> Bool) {
    self.description = description
    self.test = test
  }

  /// Whether `value` satisfies the matcher.
  @inlinable
  public func matches(_ value: Value) -> Bool { test(value) }

  /// Matches every value.
  public static var any: ArgumentMatcher { ArgumentMatcher("any") { _ in true } }

  /// Matches values for which `predicate` returns `true`.
  public static func `where`(
    _ description: String = "where …", _ predicate: @escaping (Value) -> Bool
  ) -> ArgumentMatcher {
    ArgumentMatcher(description, predicate)
  }

  /// Matches values that do not match `other`.
  public static func not(_ other: ArgumentMatcher) -> ArgumentMatcher {
    ArgumentMatcher("not (\(other.description))") { !other.test($0) }
  }
}

extension ArgumentMatcher where Value: Equatable {
  /// Matches values equal to `expected`.
  public static func equal(_ expected: Value) -> ArgumentMatcher {
    ArgumentMatcher("== \(render(expected))") { $0 == expected }
  }
}

extension ArgumentMatcher where Value: AnyObject {
  /// Matches the very object `expected` (`===`).
  public static func identical(to expected: Value) -> ArgumentMatcher {
    ArgumentMatcher("=== \(render(expected))") { $0 === expected }
  }
}

extension ArgumentMatcher {
  /// Matches `nil`.
  public static func isNil<Wrapped>() -> ArgumentMatcher where Value == Wrapped? {
    ArgumentMatcher("== nil") { $0 == nil }
  }

  /// Matches any value but `nil`.
  public static func notNil<Wrapped>() -> ArgumentMatcher where Value == Wrapped? {
    ArgumentMatcher("!= nil") { $0 != nil }
  }
}
