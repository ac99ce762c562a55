/// What a class double does with a call that no stub answers.
///
/// A class double is a subclass of the class it doubles; it overrides every member it can, and
/// each override asks its handle first. Choose what happens when no stub answers when you
/// create the double:
/// ```swift
/// let worker = OrdersWorkerDouble(store: store)                  // relaxed: nothing real runs
/// let strictWorker = OrdersWorkerDouble(.strict, store: store)   // a mock: unstubbed calls fail
/// let spy = OrdersWorkerDouble(.callSuper, store: store)         // a spy: the real code runs
/// ```
/// ``relaxed`` is the default, as for protocol doubles: a double never runs the real code
/// (which may reach a network, a disk or a screen) unless the test asks for it, with
/// ``callSuper`` for the whole double or `forwardsToReal()` for one member.
public enum Unstubbed: Sendable, Equatable {
  /// Answer with a harmless default: `Void`, `nil`, an empty collection, `0`, `false`, `""`, or
  /// the ``DefaultValueProviding/defaultValue`` of the result type. A property returns the value
  /// last written to it.
  case relaxed
  /// Fail the test, naming the call and the stubs that did not match.
  case strict
  /// Call the superclass's implementation, as a hand-written spy that calls `super` does, or a
  /// partial mock: the double records the call and the real code answers it.
  case callSuper

  /// How the double's recorder treats calls nobody answers.
  public var strictness: Strictness { self == .strict ? .strict : .relaxed }
}
