/// What a double does when a call has no matching stub.
public enum Strictness: Sendable, Equatable {
  /// Answer with a harmless default: `Void`, `nil`, an empty collection, `0`, `false`, `""`, or
  /// the ``DefaultValueProviding/defaultValue`` of the result type. Dummies and spies use this.
  case relaxed
  /// Fail the test, naming the call and the stubs that did not match. Mocks use this.
  case strict
}
