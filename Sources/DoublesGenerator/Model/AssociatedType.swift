/// An associated type, doubled as a generic parameter of the same name.
package struct AssociatedType: Equatable, Sendable {
  /// Its name, such as `Item`.
  package var name: String
  /// Its inheritance clause, such as `Hashable & Sendable`, or `nil`.
  package var constraint: String?

  /// Creates an associated type.
  package init(name: String, constraint: String? = nil) {
    self.name = name
    self.constraint = constraint
  }
}
