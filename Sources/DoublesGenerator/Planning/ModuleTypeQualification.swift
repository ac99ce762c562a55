/// The types a module declares, named through the module in the doubles another module holds.
///
/// The module's own files see its declarations before any import's; the file of doubles imports
/// the module beside others (Foundation), where two modules' types of one name are ambiguous:
/// GraphQL's `IndexPath` beside Foundation's. Written `GraphQL.IndexPath`, the double means what
/// the protocol means, whatever else the file imports.
extension ProtocolModel {
  /// The model with each of `types` that its members, `where` clause and associated types name
  /// written as a member of `module`; not those its associated types (its double's generic
  /// parameters) or its members' generic parameters shadow.
  func qualifyingTypes(_ types: Set<String>, of module: String) -> ProtocolModel {
    let qualified = Dictionary(
      uniqueKeysWithValues: types.subtracting(associatedTypes.map(\.name)).map { ($0, TypeText.member($0, of: module)) }
    )
    guard !qualified.isEmpty else { return self }
    let spell = { (text: String, _: TypePosition) in TypeText.replacingNames(in: text, qualified) }
    var copy = self
    copy.members = members.map { member in
      let shadowed = TypeText.ownNames(in: member.genericClause)
      guard !shadowed.isEmpty else { return member.mappingTypes(spell) }
      let names = qualified.filter { !shadowed.contains($0.key) }
      return member.mappingTypes { text, _ in TypeText.replacingNames(in: text, names) }
    }
    copy.whereRequirements = whereRequirements.map { spell($0, .constraint) }
    copy.associatedTypes = associatedTypes.map { type in
      var type = type
      type.constraint = type.constraint.map { spell($0, .constraint) }
      type.pinned = type.pinned.map { spell($0, .constraint) }
      return type
    }
    return copy
  }
}

extension Member {
  /// The generic clause of a method, subscript or initializer (`<T: Codable>`); `""` for a property.
  fileprivate var genericClause: String {
    switch kind {
    case .method(let method): method.genericClause
    case .subscript(let item): item.genericClause
    case .initializer(let initializer): initializer.genericClause
    case .property: ""
    }
  }
}
