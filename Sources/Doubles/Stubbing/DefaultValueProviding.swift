import Foundation

/// A type with a harmless value that a relaxed double answers when nothing is stubbed.
///
/// Doubles provides it for `Optional` (`nil`), numbers (`0`), `Bool` (`false`), strings (`""`),
/// collections (empty), `Data`, `AsyncStream` and `AsyncThrowingStream` (finished at once).
/// Conform your own types to make them answerable by dummies:
/// ```swift
/// extension Quote: DefaultValueProviding {
///   public static var defaultValue: Quote { Quote(text: "", author: "") }
/// }
/// ```
public protocol DefaultValueProviding {
  /// The value a relaxed double answers for this type.
  static var defaultValue: Self { get }
}

extension Optional: DefaultValueProviding {
  /// `nil`.
  public static var defaultValue: Wrapped? { nil }
}
extension Bool: DefaultValueProviding {
  /// `false`.
  public static var defaultValue: Bool { false }
}
extension String: DefaultValueProviding {
  /// `""`.
  public static var defaultValue: String { "" }
}
extension Substring: DefaultValueProviding {
  /// `""`.
  public static var defaultValue: Substring { "" }
}
extension Int: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Int { 0 }
}
extension Int8: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Int8 { 0 }
}
extension Int16: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Int16 { 0 }
}
extension Int32: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Int32 { 0 }
}
extension Int64: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Int64 { 0 }
}
extension UInt: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: UInt { 0 }
}
extension UInt8: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: UInt8 { 0 }
}
extension UInt16: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: UInt16 { 0 }
}
extension UInt32: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: UInt32 { 0 }
}
extension UInt64: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: UInt64 { 0 }
}
extension Double: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Double { 0 }
}
extension Float: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Float { 0 }
}
extension Decimal: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: Decimal { 0 }
}
extension CGFloat: DefaultValueProviding {
  /// `0`.
  public static var defaultValue: CGFloat { 0 }
}
extension Data: DefaultValueProviding {
  /// `Data()`.
  public static var defaultValue: Data { Data() }
}
extension Array: DefaultValueProviding {
  /// The empty array.
  public static var defaultValue: [Element] { [] }
}
extension ContiguousArray: DefaultValueProviding {
  /// The empty array.
  public static var defaultValue: ContiguousArray<Element> { [] }
}
extension Set: DefaultValueProviding {
  /// The empty set.
  public static var defaultValue: Set<Element> { [] }
}
extension Dictionary: DefaultValueProviding {
  /// The empty dictionary.
  public static var defaultValue: [Key: Value] { [:] }
}
extension AsyncStream: DefaultValueProviding {
  /// A stream that is already finished.
  public static var defaultValue: AsyncStream<Element> { AsyncStream { $0.finish() } }
}
extension AsyncThrowingStream: DefaultValueProviding where Failure == any Error {
  /// A stream that is already finished.
  public static var defaultValue: AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
}

/// The relaxed answer for `type`: `()` for `Void`, ``DefaultValueProviding/defaultValue`` for
/// conforming types, `nil` when there is none.
@usableFromInline
func defaultValue<Value>(of type: Value.Type) -> Value? {
  if Value.self == Void.self { return (() as Any) as? Value }
  if let providing = Value.self as? any DefaultValueProviding.Type {
    return providing.defaultValue as? Value
  }
  return nil
}
