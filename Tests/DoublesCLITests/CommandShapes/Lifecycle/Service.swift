// A module of its own (Lifecycle), read with --dependency: the parents it declares get doubles.

/// A service a group runs.
public protocol Service: Sendable {
  func run() async throws
}

/// A marker, `Sendable` here.
public typealias LifecycleSendableMetatype = Sendable
