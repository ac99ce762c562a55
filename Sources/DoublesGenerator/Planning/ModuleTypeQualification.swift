/// The types a module declares, named through the module in the doubles another module holds.
///
/// The module's own files see its declarations before any import's; the file of doubles imports
/// the module beside others (Foundation), where two modules' types of one name are ambiguous:
/// GraphQL's `IndexPath` beside Foundation's. Written `GraphQL.IndexPath`, the double means what
/// the protocol means, whatever else the file imports.
extension ProtocolModel {
  /// The model with each of `types` that its members, `where` clause and associated types name
  /// written as a member of `module`; not those its associated types (its double's generic
  /// parameters) or a member's generic parameters shadow, nor its parents, which it names through
  /// their own modules.
  func qualifyingTypes(_ types: Set<String>, of module: String) -> ProtocolModel {
    let qualified = Dictionary(
      uniqueKeysWithValues: types.subtracting(associatedTypes.map(\.name)).map { ($0, TypeText.member($0, of: module)) }
    )
    guard !qualified.isEmpty else { return self }
    var copy = mappingTypes { text, _ in TypeText.replacingNames(in: text, qualified) }
    copy.parents = parents
    copy.members = members.map { member in
      let shadowed = Set(Self.genericParameterNames(member.genericClause))
      let names = shadowed.isEmpty ? qualified : qualified.filter { !shadowed.contains($0.key) }
      return member.mappingTypes { text, _ in TypeText.replacingNames(in: text, names) }
    }
    return copy
  }
}
