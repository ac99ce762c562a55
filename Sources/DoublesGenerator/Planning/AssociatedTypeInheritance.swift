/// The associated types a protocol's double takes as generic parameters: its own and its
/// ancestors', ancestors first, since the double of a protocol that refines one with associated
/// types must name the parent's double with them.
///
/// Remembers what it has worked out, so that a parent shared by many protocols is read once.
final class AssociatedTypeInheritance {
  private let index: ProtocolIndex
  private var known: [String: (types: [AssociatedType], requirements: [String])] = [:]

  init(_ index: ProtocolIndex) { self.index = index }

  /// `double`, of the protocol declared as `name`, with its parents' associated types as generic
  /// arguments of their doubles (``ProtocolDoublePlan/parentArguments``) and, when it has any,
  /// every inherited associated type and `where` requirement as its own.
  /// `sharedAncestors` are the names ``ProtocolDoublePlan/sharedAncestors`` resolve to, in order.
  func inheriting(
    _ double: ProtocolDoublePlan, named name: String, sharedAncestors: [String] = []
  ) -> ProtocolDoublePlan {
    var double = double
    let reached =
      Array(zip(double.model.parents, index.parentsByName[name] ?? []))
      + Array(zip(double.sharedAncestors.map(\.name), sharedAncestors))
    for (written, resolved) in reached {
      let parentTypes = associated(resolved).types.filter { $0.pinned == nil }
      if !parentTypes.isEmpty {
        double.parentArguments[written] = "<\(parentTypes.map(\.name).joined(separator: ", "))>"
      }
    }
    guard !double.parentArguments.isEmpty else { return withInheritedPins(double, named: name) }
    (double.model.associatedTypes, double.model.whereRequirements) = associated(name)
    return double
  }

  /// `double`, whose parents pin every associated type, with the pins that the requirements it
  /// answers for an ancestor name (a grandparent's `init?(value: Item0)`, pinned by the parent's
  /// `where Item0 == String`): its double declares those as type aliases, as the parent's does.
  private func withInheritedPins(_ double: ProtocolDoublePlan, named name: String) -> ProtocolDoublePlan {
    var mentioned: Set<String> = []
    for (member, plan) in double.plannedMembers where plan.isInherited {
      var names: Set<String> = []
      _ = member.mappingTypes { text, _ in
        names.formUnion(TypeText.ownNames(in: text))
        return text
      }
      // A generic parameter of the requirement's own (`subscript<Element>(…)`) is not the
      // associated type of its name.
      mentioned.formUnion(names.subtracting(ProtocolModel.genericParameterNames(member.genericClause)))
    }
    let own = Set(double.model.associatedTypes.map(\.name))
    let pins = associated(name).types.filter { type in
      type.pinned != nil && mentioned.contains(type.name) && !own.contains(type.name)
    }
    var double = double
    double.model.associatedTypes += pins
    return double
  }

  /// The associated types and `where` requirements of `name` and its ancestors, ancestors first,
  /// with those pinned to a type marked so (see ``ProtocolModel/resolvingPins()``).
  func associated(_ name: String, _ path: Set<String> = []) -> (types: [AssociatedType], requirements: [String]) {
    if let known = known[name] { return known }
    guard let model = index.firstByName[name]?.model, !path.contains(name) else { return ([], []) }
    var types: [AssociatedType] = []
    var requirements: [String] = []
    for parent in index.parentsByName[name] ?? [] {
      let inherited = associated(parent, path.union([name]))
      Self.merge(inherited.types, into: &types)
      requirements += inherited.requirements.filter { !requirements.contains($0) }
    }
    Self.merge(model.associatedTypes, into: &types)
    requirements += model.whereRequirements.filter { !requirements.contains($0) }
    let resolved = ProtocolModel.resolvingPins(types, requirements)
    known[name] = resolved
    return resolved
  }

  /// Adds `more` to `types`. Parents that declare an associated type of the same name declare
  /// one type: the double's generic parameter meets every constraint they put on it.
  static func merge(_ more: [AssociatedType], into types: inout [AssociatedType]) {
    for type in more {
      guard let index = types.firstIndex(where: { $0.name == type.name }) else {
        types.append(type)
        continue
      }
      types[index].pinned = types[index].pinned ?? type.pinned
      let parts = [types[index].constraint, type.constraint].compactMap { $0 }
        .flatMap { $0.components(separatedBy: " & ") }
      types[index].constraint =
        parts.isEmpty
        ? nil
        : parts.reduce(into: [String]()) { unique, part in
          if !unique.contains(part) { unique.append(part) }
        }.joined(separator: " & ")
    }
  }
}
