/// An associated type, doubled as a generic parameter of the same name, or, when the protocol
/// pins it (`where Key == Int`), as a type alias of the double.
package struct AssociatedType: Equatable, Sendable {
  /// Its name, such as `Item`.
  package var name: String
  /// Its inheritance clause, such as `Hashable & Sendable`, or `nil`.
  package var constraint: String?
  /// The type a `where` clause pins it to, such as `Int`, or `nil`.
  package var pinned: String?
  /// Whether ``pinned`` is the default the protocol declares it with, which the protocol's
  /// extensions answer for (``KnownParent/Meaning/extensionWitnesses(associatedTypes:witnesses:)``).
  package var isDefault = false

  /// Creates an associated type.
  package init(name: String, constraint: String? = nil, pinned: String? = nil) {
    self.name = name
    self.constraint = constraint
    self.pinned = pinned
  }
}
