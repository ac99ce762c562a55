/// Associated types that must be sequences of an element naming the protocol, which a double can
/// take as arrays of that element.
extension ProtocolModelBuilder {
  /// The associated types of `model` declared as sequences (`associatedtype AllKeyPaths:
  /// Sequence`) whose element a requirement makes name `Self` (`AllKeyPaths.Element ==
  /// PartialKeyPath<Self>`), each pinned to an array of that element, in the command's double.
  /// None when the protocol's double would keep other generic parameters, which `Self` in an
  /// array type could not name, or when an instance requirement names one: its witness in the
  /// `Doubling` extension, which a refining protocol's double shares, would answer with this
  /// double's array (static requirements are answered in each double's class). A parent's
  /// associated type constrained so (swift-case-paths' `CasePathIterable`) is not one of them.
  static func arrayPins(_ model: ProtocolModel) -> [String: String] {
    var pins: [String: String] = [:]
    for requirement in model.whereRequirements {
      let sides = requirement.components(separatedBy: " == ")
      guard sides.count == 2, sides[0].hasSuffix(".Element"),
        TypeText.ownNames(in: sides[1]).contains("Self")
      else { continue }
      let root = String(sides[0].dropLast(".Element".count))
      guard let type = model.genericParameters.first(where: { $0.name == root }),
        let constraint = type.constraint, FakeCollection(parent: KnownParent.withoutSwiftModule(constraint)) != nil
      else { continue }
      pins[root] = "[\(sides[1])]"
    }
    guard !pins.isEmpty else { return [:] }
    let namedByInstanceMembers = model.members.filter { !$0.isStatic }.contains { member in
      var named = false
      _ = member.mappingTypes { text, _ in
        named = named || !TypeText.ownNames(in: text).isDisjoint(with: pins.keys)
        return text
      }
      return named
    }
    return model.genericParameters.allSatisfy({ pins[$0.name] != nil }) && !namedByInstanceMembers ? pins : [:]
  }
}
