/// The real object of a partial double whose protocol has a global actor, held so that the
/// double's nonisolated initializer can store it.
///
/// The existential of a protocol isolated to an actor (`any Screen`, for a `@MainActor`
/// protocol) is not `Sendable`, and a nonisolated initializer cannot store a value that is not
/// in a property of the actor's class. A macro's double needs such an initializer when a
/// nonisolated witness starts from it (`Decodable`'s `init(from:)`, a nonisolated parent's
/// initializer). It reads ``value`` only where the double is isolated, on its actor.
@_documentation(visibility: internal)
public struct IsolatedReal<Value>: @unchecked Sendable {
  /// The real object, or `nil` for a double that is not partial.
  public let value: Value?

  /// Holds `value`.
  public init(_ value: Value?) {
    self.value = value
  }
}
