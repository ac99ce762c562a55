/// Associated types that a `where` clause pins to a type (`protocol IntStore: Store where Key ==
/// Int`): Swift knows each as that type, which the model marks ``AssociatedType/pinned``, so that
/// no stage reads the clause again. (A double then takes no generic parameter for them, and
/// declares each as a type alias.)
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
      // `Value == Key` with `Key` pinned (`Key == Int`): `Value` is pinned to the same type.
      if let pinnedSide = types.first(where: { sides.contains($0.name) && $0.pinned != nil }),
        let other = types.firstIndex(where: {
          $0.name != pinnedSide.name && sides.contains($0.name) && $0.pinned == nil
        })
      {
        types[other].pinned = pinnedSide.pinned
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
    // The double's `where` clause cannot name a pinned type (its type alias is a member): the
    // others say what it stands for (`AsyncIterator.Element == Element`, with `Element` pinned to
    // `Int`, is `AsyncIterator.Element == Int`).
    let pins = Dictionary(uniqueKeysWithValues: types.compactMap { type in type.pinned.map { (type.name, $0) } })
    let parameters = names.subtracting(pins.keys)
    var kept: [String] = []
    for requirement in requirements where !pinnedByRequirement.contains(requirement) {
      let named = TypeText.ownNames(in: requirement).intersection(names)
      let written = named.isDisjoint(with: pins.keys) ? requirement : substituting(pins, in: requirement)
      // One on pinned types only (`Element: Equatable`, `Element.Index == Int`, with `Element`
      // pinned to a type without generic parameters) is the pinned type's, which the conformance
      // checks: on a double without generic parameters, Swift rejects a `where` clause.
      if !named.isEmpty && named.isSubset(of: pins.keys) && !mentions(written, parameters) { continue }
      let sides = written.components(separatedBy: " == ")
      if kept.contains(written) || sides.count == 2 && sides[0] == sides[1] { continue }
      kept.append(written)
    }
    return (types, kept)
  }

  /// `requirement` with each name of `pins` replaced by what it is pinned to, on each side of its
  /// first `==` or `:` (a word before `:` would read as a label).
  private static func substituting(_ pins: [String: String], in requirement: String) -> String {
    for separator in [" == ", ": "] {
      guard let range = requirement.range(of: separator) else { continue }
      return TypeText.replacingNames(in: String(requirement[..<range.lowerBound]), pins) + separator
        + TypeText.replacingNames(in: String(requirement[range.upperBound...]), pins)
    }
    return TypeText.replacingNames(in: requirement, pins)
  }

  /// Whether `type` names one of `names` (not as a member of another type).
  private static func mentions(_ type: String, _ names: Set<String>) -> Bool {
    !TypeText.ownNames(in: type).isDisjoint(with: names)
  }

  /// The associated types the double takes as generic parameters: those not pinned.
  package var genericParameters: [AssociatedType] { associatedTypes.filter { $0.pinned == nil } }
}
