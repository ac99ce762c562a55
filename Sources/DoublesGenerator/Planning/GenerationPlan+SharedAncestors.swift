/// The ancestors a protocol reaches through more than one parent.
extension GenerationPlan {
  /// The ancestors `name` reaches through two or more of its parents, none of which it names
  /// itself, in the order ``ProtocolIndex/ancestors(of:)`` gives (see
  /// ``ProtocolModel/sharedAncestors``): each parent's `Doubling` extension offers a way to their
  /// handles, and the double's own extension says which one it takes.
  /// Each comes with the name it resolves to.
  static func sharedAncestors(
    of name: String, _ index: ProtocolIndex, _ scopes: NestedScopes
  ) -> [(resolved: String, ancestor: SharedAncestor)] {
    let parents = index.parentsByName[name] ?? []
    func reaches(_ protocolName: String, _ ancestor: String) -> Bool {
      protocolName == ancestor || index.ancestors(of: protocolName).contains(ancestor)
    }
    /// The parents of `protocolName` as its double names them, beside the names they resolve to.
    func namedParents(of protocolName: String) -> [(written: String, resolved: String)] {
      guard var model = index.firstByName[protocolName]?.model else { return [] }
      model.parents = index.namedParents(of: model)
      let written = model.spelled(TypeSpelling(qualifiedNames: scopes.visibleNames(from: model))).parents
      return Array(zip(written, index.parentsByName[protocolName] ?? []))
    }
    var shared: [(resolved: String, ancestor: SharedAncestor)] = []
    for ancestor in index.ancestors(of: name)
    where !parents.contains(ancestor) && index.firstByName[ancestor]?.model != nil
      && parents.filter({ reaches($0, ancestor) }).count > 1
    {
      var path: [String] = []
      var current = name
      while current != ancestor,
        let next = namedParents(of: current).first(where: { reaches($0.resolved, ancestor) })
      {
        path.append(next.written)
        current = next.resolved
      }
      if let last = path.last { shared.append((ancestor, SharedAncestor(name: last, path: path))) }
    }
    return shared
  }
}
