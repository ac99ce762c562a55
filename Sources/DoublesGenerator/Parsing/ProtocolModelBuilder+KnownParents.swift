/// What the model takes from the standard-library parents a rule answers, and what reads as a
/// concrete type in a same-type requirement.
extension ProtocolModelBuilder {
  /// Whether a side of a same-type requirement reads as a concrete type rather than an
  /// associated type: sugar or generic arguments (`[Int]`, `Int?`, `Array<Int>`), or a type of the
  /// standard library or Foundation. (A path such as `Element.ID` reads as an associated type.)
  static func readsAsConcrete(_ type: String) -> Bool {
    type.contains { "[(<?!".contains($0) } || concreteNames.contains(type)
  }

  private static let concreteNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float", "Bool", "String", "Substring", "Character", "Void", "Never", "Any", "AnyObject", "Data", "Date",
    "URL", "UUID", "Decimal",
  ]

  /// Adds the requirements of a standard-library parent that a rule answers (`parent`, as
  /// ``KnownParentRequirements`` models it) to `model`: its associated types, and each
  /// requirement the protocol does not declare again. They are nonisolated, whatever isolation
  /// the protocol's module gives the witness extension by default (the main actor, in an app
  /// module).
  static func addRequirements(of parent: ProtocolModel, to model: inout ProtocolModel) {
    let declared = Set(model.associatedTypes.map(\.name))
    model.associatedTypes += parent.associatedTypes.filter { !declared.contains($0.name) }
    // Once each: `SerialExecutor` and `TaskExecutor` both ask for `enqueue(_:)`, and the
    // protocol may declare a requirement of its parent again.
    let plain = { (member: Member) in member.mappingTypes { text, _ in TypeText.withoutSwiftModule(text) }.kind }
    // A requirement declared again with a type in place of the parent's associated type
    // (swift-protobuf's `Enum: RawRepresentable` with `init?(rawValue: Int)`) is the
    // protocol's, and it pins that associated type for the parent's other requirements.
    let parentTypes = Set(parent.associatedTypes.map(\.name))
    var pins: [String: String] = [:]
    for member in parent.members {
      guard
        let again = model.members.first(where: {
          $0.isStatic == member.isStatic && $0.baseName == member.baseName && $0.labels == member.labels
        })
      else { continue }
      for (type, pinned) in zip(Self.types(of: member), Self.types(of: again))
      where parentTypes.contains(type) && type != pinned && pins[type] == nil {
        pins[type] = pinned
        model.whereRequirements.append("\(type) == \(pinned)")
      }
    }
    for member in parent.members.map({ $0.mappingTypes { text, _ in TypeText.replacingNames(in: text, pins) } }) {
      // Declared again, it keeps its name in a macro's witness, where it answers the parent
      // too, and its witness is the parent's: nonisolated.
      if let again = model.members.firstIndex(where: { plain($0) == plain(member) }) {
        model.members[again].knownParent = parent.name
        if !model.members[again].isNonisolated { model.members[again].attributes.append("nonisolated") }
        continue
      }
      var answered = Member(member.kind, attributes: ["nonisolated"])
      answered.knownParent = parent.name
      model.members.append(answered)
    }
    // One the rule leaves to Swift's default, declared again (swift-syntax's
    // `init(stringInterpolation:)` of its own interpolation): its witness is the parent's too.
    let defaulted = KnownParent.named(parent.name)?.defaultedRequirements ?? []
    for (index, member) in model.members.enumerated()
    where defaulted.contains(where: { $0.baseName == member.baseName && $0.labels == member.labels }) {
      model.members[index].knownParent = parent.name
      if !member.isNonisolated { model.members[index].attributes.append("nonisolated") }
    }
  }

  /// The types of a requirement's signature, in order: a property's; a method's, initializer's
  /// or subscript's parameters, then its result.
  private static func types(of member: Member) -> [String] {
    switch member.kind {
    case .property(let property): [property.type]
    case .method(let method): method.parameters.map(\.declaredType) + (method.returnType.map { [$0] } ?? [])
    case .subscript(let item): item.parameters.map(\.declaredType) + [item.returnType]
    case .initializer(let initializer): initializer.parameters.map(\.declaredType)
    }
  }
}
