/// An ancestor a protocol reaches through more than one parent (see
/// ``ProtocolDoublePlan/sharedAncestors``).
package struct SharedAncestor: Equatable, Sendable {
  /// The ancestor as the last protocol on ``path`` names it, such as `Base`.
  package var name: String
  /// The protocols from the first parent that reaches it to the ancestor, each as the one before
  /// names it, such as `["A", "Base"]`.
  package var path: [String]

  /// An ancestor reached along `path`.
  package init(name: String, path: [String]) {
    self.name = name
    self.path = path
  }
}
