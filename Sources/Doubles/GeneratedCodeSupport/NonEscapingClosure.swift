/// What a double records for a closure parameter that is not `@escaping`.
///
/// Swift does not let a non-escaping closure outlive the call, so the double records this
/// marker in its place; stubs and verifications see the other arguments as usual.
@_documentation(visibility: internal)
public struct NonEscapingClosure: Sendable, Equatable, CustomStringConvertible {
  /// The marker.
  public init() {}

  /// The text shown in messages and logs.
  public var description: String { "(non-escaping closure)" }
}
