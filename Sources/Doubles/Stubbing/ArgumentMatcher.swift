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
  /// The conditions a value fails, each with the argument it was given
  /// (`username == "Bob", but was "Amy"`), for the hints of a call that missed a stub.
  let explainMismatch: ((Value) -> [String])?
  /// What messages need to phrase the matcher as a user would say it.
  let phrasing: MatcherPhrasing

  /// A matcher from a predicate and the text that describes it in failure messages.
  public init(_ description: String, _ test: @escaping (Value) -> Bool) {
    self.init(description, test, explainingMismatch: nil)
  }

  init(
    _ description: String,
    _ test: @escaping (Value) -> Bool,
    phrasing: MatcherPhrasing = MatcherPhrasing(),
    explainingMismatch: ((Value) -> [String])?
  ) {
    self.description = description
    self.test = test
    self.phrasing = phrasing
    self.explainMismatch = explainingMismatch
  }

  /// The conditions `value` fails, each with the argument it was given: each part of a matcher
  /// built from key paths; the whole matcher otherwise; none when it matches.
  func mismatches(_ value: Value) -> [String] {
    if let explainMismatch { return explainMismatch(value) }
    return test(value) ? [] : ["\(phrasing.condition(description)), but was \(render(value))"]
  }

  /// This matcher and `other`: a value must satisfy both, and a mismatch names each that fails.
  func and(_ other: ArgumentMatcher) -> ArgumentMatcher {
    ArgumentMatcher(
      "\(description), \(other.description)", { test($0) && other.test($0) },
      phrasing: MatcherPhrasing(wholeValue: false), explainingMismatch: { mismatches($0) + other.mismatches($0) })
  }

  /// The matcher as messages phrase it.
  var said: SaidMatcher { (description, phrasing) }

  /// Whether `value` satisfies the matcher.
  @inlinable
  public func matches(_ value: Value) -> Bool { test(value) }

  /// Matches every value.
  public static var any: ArgumentMatcher {
    ArgumentMatcher("any", { _ in true }, phrasing: MatcherPhrasing(acceptsEverything: true), explainingMismatch: nil)
  }

  /// Matches values for which `predicate` returns `true`.
  public static func `where`(
    _ description: String = "the predicate holds", _ predicate: @escaping (Value) -> Bool
  ) -> ArgumentMatcher {
    ArgumentMatcher(description, predicate)
  }

  /// Matches values that do not match `other`.
  public static func not(_ other: ArgumentMatcher) -> ArgumentMatcher {
    let description = other.phrasing.equalTo.map { "!= \($0)" } ?? "not (\(other.description))"
    return ArgumentMatcher(description, { !other.test($0) }, phrasing: MatcherPhrasing(), explainingMismatch: nil)
  }
}

extension ArgumentMatcher where Value: Equatable {
  /// Matches values equal to `expected`.
  public static func equal(_ expected: Value) -> ArgumentMatcher {
    let rendered = render(expected)
    return ArgumentMatcher(
      "== \(rendered)", { $0 == expected }, phrasing: MatcherPhrasing(equalTo: rendered), explainingMismatch: nil)
  }
}

extension ArgumentMatcher {
  /// Matches arguments equal to `expected`, each to its own: one argument, or each of a
  /// closure's (whose arguments are the tuple `(repeat each Part)`).
  package static func equal<each Part: Equatable>(arguments expected: repeat each Part) -> ArgumentMatcher
  where Value == (repeat each Part) {
    let rendered = render((repeat each expected))
    var parts: [any Equatable] = []
    repeat parts.append(each expected)
    // Compared part by part, as values of unknown type: a closure over `(repeat each Part)`
    // crashes Swift 6.3's SIL generation.
    let expectedParts = parts
    return ArgumentMatcher(
      "== \(rendered)",
      { actual in
        let actualParts = expectedParts.count == 1 ? [actual] : Mirror(reflecting: actual).children.map(\.value)
        guard actualParts.count == expectedParts.count else { return false }
        for index in expectedParts.indices where !equals(expectedParts[index], actualParts[index]) { return false }
        return true
      }, phrasing: MatcherPhrasing(equalTo: rendered), explainingMismatch: nil)
  }
}

/// Whether `actual` is a value of `expected`'s type, equal to it.
private func equals<Part: Equatable>(_ expected: Part, _ actual: Any) -> Bool {
  (actual as? Part) == expected
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
    ArgumentMatcher("== nil", { $0 == nil }, phrasing: MatcherPhrasing(equalTo: "nil"), explainingMismatch: nil)
  }

  /// Matches any value but `nil`.
  public static func notNil<Wrapped>() -> ArgumentMatcher where Value == Wrapped? {
    ArgumentMatcher("!= nil") { $0 != nil }
  }
}
