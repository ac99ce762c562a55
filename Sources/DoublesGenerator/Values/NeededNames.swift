/// The names whose declaration in a file not yet read could change the plan, by the kind of
/// declaration that could: the scan stage reads the files that declare one (see ``FileSketch``).
package struct NeededNames: Sendable, Equatable {
  /// Protocols: parents, and names of protocols read (the first declaration of a name is the
  /// one doubled).
  package var protocols: Set<String> = []
  /// Type aliases: parents, which may stand for `Sendable` and the like, and the types of
  /// parameters, which may stand for function types.
  package var typeAliases: Set<String> = []
  /// Classes: superclasses, and names of classes read.
  package var classes: Set<String> = []
  /// Types and extensions that may declare types inside them: the scopes of nested protocols.
  package var scopes: Set<String> = []
  /// Protocols whose extensions may answer a requirement in a double's stead (see
  /// ``ScannedExtension``): those read that have parents, whose defaults can answer a parent's.
  package var extended: Set<String> = []
  /// Protocols whose constrained extensions (`where Self: Child`, `where Decoder == JSONDecoder`)
  /// may answer a requirement in a double's stead: every protocol read.
  package var constrainedExtended: Set<String> = []
  /// Top-level types of any kind: one named like the imported module stops the doubles from
  /// naming their protocols through it.
  package var types: Set<String> = []

  /// Whether nothing is needed.
  package var isEmpty: Bool {
    protocols.isEmpty && typeAliases.isEmpty && classes.isEmpty && scopes.isEmpty && extended.isEmpty
      && constrainedExtended.isEmpty && types.isEmpty
  }

  /// What `self` needs that `other` does not.
  package func subtracting(_ other: NeededNames) -> NeededNames {
    NeededNames(
      protocols: protocols.subtracting(other.protocols), typeAliases: typeAliases.subtracting(other.typeAliases),
      classes: classes.subtracting(other.classes), scopes: scopes.subtracting(other.scopes),
      extended: extended.subtracting(other.extended),
      constrainedExtended: constrainedExtended.subtracting(other.constrainedExtended),
      types: types.subtracting(other.types))
  }

  /// What `self` or `other` needs.
  package func union(_ other: NeededNames) -> NeededNames {
    NeededNames(
      protocols: protocols.union(other.protocols), typeAliases: typeAliases.union(other.typeAliases),
      classes: classes.union(other.classes), scopes: scopes.union(other.scopes),
      extended: extended.union(other.extended),
      constrainedExtended: constrainedExtended.union(other.constrainedExtended),
      types: types.union(other.types))
  }
}
