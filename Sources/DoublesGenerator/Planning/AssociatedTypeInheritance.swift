/// The associated types a protocol's double takes as generic parameters: its own and its
/// ancestors', ancestors first, since the double of a protocol that refines one with associated
/// types must name the parent's double with them.
///
/// Remembers what it has worked out, so that a parent shared by many protocols is read once.
final class AssociatedTypeInheritance {
  private let index: ProtocolIndex
  private var known: [String: (types: [AssociatedType], requirements: [String])] = [:]

  init(_ index: ProtocolIndex) { self.index = index }

  /// `model`, declared as `name`, with its parents' associated types as generic arguments of
  /// their doubles (``ProtocolModel/parentArguments``) and, when it has any, every inherited
  /// associated type and `where` requirement as its own.
  func inheriting(_ model: ProtocolModel, named name: String) -> ProtocolModel {
    var model = model
    for (written, resolved) in zip(model.parents, index.parentsByName[name] ?? []) {
      let parentTypes = associated(resolved).types
      if !parentTypes.isEmpty {
        model.parentArguments[written] = "<\(parentTypes.map(\.name).joined(separator: ", "))>"
      }
    }
    guard !model.parentArguments.isEmpty else { return model }
    (model.associatedTypes, model.whereRequirements) = associated(name)
    return model
  }

  /// The associated types and `where` requirements of `name` and its ancestors, ancestors first.
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
    known[name] = (types, requirements)
    return (types, requirements)
  }

  /// Adds `more` to `types`. Parents that declare an associated type of the same name declare
  /// one type: the double's generic parameter meets every constraint they put on it.
  static func merge(_ more: [AssociatedType], into types: inout [AssociatedType]) {
    for type in more {
      guard let index = types.firstIndex(where: { $0.name == type.name }) else {
        types.append(type)
        continue
      }
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
