/// A result of type `any AsyncSequence<Element, Failure>` whose failure is `Never` or
/// `any Error`: a relaxed double answers it with a stream that has finished, since the type has
/// no default value of its own.
package struct StreamResult: Equatable, Sendable {
  /// The element type, such as `Int`.
  package var element: String
  /// Whether the sequence can throw (`any Error`) rather than not (`Never`).
  package var canThrow: Bool

  /// A stream result of `element`.
  package init(element: String, canThrow: Bool) {
    self.element = element
    self.canThrow = canThrow
  }
}
