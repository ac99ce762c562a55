/// Associated types that a `where` clause pins to a type (`protocol IntStore: Store where Key ==
/// Int`): the double takes no generic parameter for them, and declares each as a type alias.
extension ProtocolModel {
  /// The model with each associated type that one of its `where` requirements makes the same as
  /// a type naming no associated type marked ``AssociatedType/pinned`` to it, and that
  /// requirement left out: Swift rejects a requirement that makes a generic parameter concrete.
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
    let kept = requirements.filter { requirement in
      let sides = requirement.components(separatedBy: " == ")
      guard sides.count == 2 else { return true }
      for (pinned, type) in [(sides[0], sides[1]), (sides[1], sides[0])] {
        guard let index = types.firstIndex(where: { $0.name == pinned && $0.pinned == nil }),
          !mentions(type, names)
        else { continue }
        types[index].pinned = type
        return false
      }
      return true
    }
    return (types, kept)
  }

  /// Whether `type` names one of `names` (not as a member of another type).
  private static func mentions(_ type: String, _ names: Set<String>) -> Bool {
    var found = false
    _ = TypeText.rewritingWords(in: type) { word, before, _ in
      if before.last != ".", names.contains(String(word)) { found = true }
      return nil
    }
    return found
  }

  /// The associated types the double takes as generic parameters: those not pinned.
  package var genericParameters: [AssociatedType] { associatedTypes.filter { $0.pinned == nil } }
}

extension ProtocolModel {
  /// The model with each generic parameter of a member that has the name of one of the double's
  /// own generic parameters renamed (`RowDecoder` to `RowDecoder1`): a requirement inherited from
  /// a protocol without that associated type (GRDB's `with<RowDecoder>(_:)`) would otherwise
  /// shadow the double's, which Swift rejects.
  package func renamingShadowingGenericParameters() -> ProtocolModel {
    let taken = Set(genericParameters.map(\.name))
    guard !taken.isEmpty else { return self }
    var model = self
    model.members = members.map { member in
      let clause: String
      switch member.kind {
      case .method(let method): clause = method.genericClause
      case .subscript(let item): clause = item.genericClause
      case .initializer(let initializer): clause = initializer.genericClause
      case .property: return member
      }
      var renamed: [String: String] = [:]
      for name in Self.genericParameterNames(clause) where taken.contains(name) {
        var number = 1
        while taken.contains("\(name)\(number)") { number += 1 }
        renamed[name] = "\(name)\(number)"
      }
      guard !renamed.isEmpty else { return member }
      return member.mappingTypes { type, _ in TypeText.replacingNames(in: type, renamed) }
    }
    return model
  }

  /// The names a generic clause such as `<T: Hashable, each U>` declares.
  static func genericParameterNames(_ clause: String) -> [String] {
    guard clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
    return clause.dropFirst().dropLast().split(separator: ",").compactMap { parameter in
      let declared = parameter.split(separator: ":").first ?? parameter
      return declared.split(separator: " ").last.map(String.init)
    }
  }
}
