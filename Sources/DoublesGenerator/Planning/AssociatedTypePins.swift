/// Associated types that a `where` clause pins to a type (`protocol IntStore: Store where Key ==
/// Int`): the double takes no generic parameter for them, and declares each as a type alias.
extension ProtocolModel {
  /// The model with each associated type that one of its `where` requirements makes the same as
  /// a type marked ``AssociatedType/pinned`` to it, and that requirement left out: Swift rejects a
  /// requirement that makes a generic parameter concrete. The type may name other associated
  /// types that stay generic parameters (Atomics' `AtomicRepresentation ==
  /// AtomicReferenceStorage<_AtomicBase>`), but none pinned, nor the pinned one.
  package func resolvingPins() -> ProtocolModel {
    var model = self
    (model.associatedTypes, model.whereRequirements) = Self.resolvingPins(associatedTypes, whereRequirements)
    return model
  }

  /// `types` with those that one of `requirements` pins marked so, and the other requirements.
  static func resolvingPins(
    _ types: [AssociatedType], _ requirements: [String]
  ) -> (types: [AssociatedType], requirements: [String]) {
    var types = types
    let names = Set(types.map(\.name))
    // Pins to concrete types first, so that a type naming another associated type is pinned only
    // while that one stays generic.
    let isConcrete = { (requirement: String) in
      !requirement.components(separatedBy: " == ").contains { mentions($0, names) && !names.contains($0) }
    }
    let concreteFirst = requirements.filter(isConcrete) + requirements.filter { !isConcrete($0) }
    var pinnedByRequirement: Set<String> = []
    for requirement in concreteFirst {
      let sides = requirement.components(separatedBy: " == ")
      guard sides.count == 2 else { continue }
      // `SessionID == IDValue` (Fluent's `ModelSessionAuthenticatable`): two associated types
      // made one, which Swift rejects between two generic parameters. The first is an alias of
      // the second, whose generic parameter meets the constraints of both.
      if sides[0] != sides[1], let first = types.firstIndex(where: { $0.name == sides[0] && $0.pinned == nil }),
        let second = types.firstIndex(where: { $0.name == sides[1] && $0.pinned == nil })
      {
        let constraints = [types[second].constraint, types[first].constraint].compactMap { $0 }
        types[second].constraint = constraints.isEmpty ? nil : constraints.joined(separator: " & ")
        types[first].pinned = sides[1]
        pinnedByRequirement.insert(requirement)
        continue
      }
      for (pinned, type) in [(sides[0], sides[1]), (sides[1], sides[0])] {
        let pinnedNames = Set(types.filter { $0.pinned != nil }.map(\.name))
        guard let index = types.firstIndex(where: { $0.name == pinned && $0.pinned == nil }),
          !names.contains(type), !mentions(type, pinnedNames.union([pinned]))
        else { continue }
        types[index].pinned = type
        pinnedByRequirement.insert(requirement)
        break
      }
    }
    let kept = requirements.filter { !pinnedByRequirement.contains($0) }
    // A requirement on pinned types only (`Element: Equatable`, `Element.Index == Int`, with
    // `Element` pinned) is the pinned type's, which the conformance checks: on a double without
    // generic parameters, Swift rejects a `where` clause.
    let pinned = Set(types.filter { $0.pinned != nil }.map(\.name))
    let constrainsNoPinnedType = kept.filter { requirement in
      let named = TypeText.ownNames(in: requirement).intersection(names)
      return named.isEmpty || !named.isSubset(of: pinned)
    }
    return (types, constrainsNoPinnedType)
  }

  /// Whether `type` names one of `names` (not as a member of another type).
  private static func mentions(_ type: String, _ names: Set<String>) -> Bool {
    !TypeText.ownNames(in: type).isDisjoint(with: names)
  }

  /// The associated types the double takes as generic parameters: those not pinned.
  package var genericParameters: [AssociatedType] { associatedTypes.filter { $0.pinned == nil } }
}
