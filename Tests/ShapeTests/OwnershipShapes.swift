import DoublesMacros
import Foundation

/// Values a double cannot keep: noncopyable generics, nonescapable spans, `consuming` and
/// `borrowing` parameters. Each is recorded as a marker and never passed on; a result that may be
/// noncopyable is answered by the real object of a partial double only.
@Doubled
protocol NoncopyableShapes {
  func make<Value: ~Copyable>() -> Value
  func makeLater<Value: ~Copyable>() async throws -> Value
  func maybe<Value>() -> Value? where Value: ~Copyable
  func take<Value: ~Copyable>(_ value: consuming Value)
  func borrow<Value: ~Copyable>(_ value: borrowing Value) -> Int
  func update<Value: ~Copyable>(_ value: inout Value, count: Int)
  func pass<Value: ~Escapable>(_ value: Value) -> Int
}

/// Spans, which cannot escape the call that lends them.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Doubled
protocol SpanShapes {
  func read(_ bytes: RawSpan) -> Int
  func sum(_ values: Span<Int>, from start: Int) -> Int
  func fill(_ values: inout MutableSpan<UInt8>)
}

/// A noncopyable value, for the tests.
struct NoncopyableToken: ~Copyable {
  let id: Int
}
