/// What a double records for a `consuming` or `borrowing` parameter, whose type may be
/// noncopyable (`~Copyable`), such as `ExecutorJob`.
///
/// A noncopyable value cannot be kept after the call, so the double records this marker in its
/// place and does not forward the call to a real object; stubs and verifications see the other
/// arguments as usual.
@_documentation(visibility: internal)
public struct NoncopyableArgument: Sendable, Equatable, CustomStringConvertible {
  /// The marker.
  public init() {}

  /// The text shown in messages and logs.
  public var description: String { "(noncopyable value)" }
}
