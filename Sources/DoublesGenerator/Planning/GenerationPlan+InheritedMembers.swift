/// The requirements of its ancestors that a protocol's double answers itself.
extension GenerationPlan {
  /// The requirements of the ancestors in `lineage` that the double of `model` answers as it
  /// answers its own, each once, unless `model` declares it too, with the types qualified as in
  /// the ancestor's own scope (`Self` in them is the double, as in its own):
  /// - the static, initializer and `Self` requirements, which no `Doubling` extension can hold
  ///   (see ``Member/isInheritable``);
  /// - those that an extension of the files read answers for `model` but not for the ancestor
  ///   (Vapor's `extension AnyOptionalType where Self: OptionalType`): that default and the
  ///   ancestor's `Doubling` witness would be equally specific, and Swift could choose neither.
  ///   A parent that reaches both the ancestor and the extension has answered it already;
  /// - those that two ancestors declare, neither refining the other
  ///   (``requirementsOfTwoParents(_:_:ancestors:)``), answered in its class, which Swift prefers
  ///   to both ancestors' `Doubling` witnesses.
  ///
  /// The command sees the ancestors; the macro, which sees one protocol, cannot do this.
  static func inheritedMembers(
    of model: ProtocolModel, named name: String, lineage: [String], _ index: ProtocolIndex, _ scopes: NestedScopes
  ) -> [(Member, RequirementPlan)] {
    var keys = Set(model.members.compactMap(Self.requirementKey))
    let propertyNames = Set(
      model.members.compactMap { member -> String? in
        guard case .property(let property) = member.kind else { return nil }
        return property.name
      })
    let conformances = index.conformances(of: name)
    let parents = (index.parentsByName[name] ?? []).map(index.conformances(of:))
    var inherited: [(Member, RequirementPlan)] = []
    let ofTwoParents = Self.requirementsOfTwoParents(lineage, index)
    for ancestor in lineage {
      guard let parent = index.firstByName[ancestor]?.model else { continue }
      let ancestorConformances = index.conformances(of: ancestor)
      func isShadowed(_ member: Member) -> Bool {
        guard let witnessName = member.witnessName else { return false }
        return (index.extensionsByMemberName[witnessName] ?? []).contains { constraints in
          constraints.isSubset(of: conformances) && !constraints.isSubset(of: ancestorConformances)
            && !parents.contains { $0.contains(ancestor) && constraints.isSubset(of: $0) }
        }
      }
      let spelling = TypeSpelling(qualifiedNames: scopes.visibleNames(from: parent))
      for member in parent.members {
        let isInheritable = index.isInheritable(member, of: ancestor)
        let ofTwo =
          !ofTwoParents.isEmpty && isInheritable && Self.witnessKey(of: member).map(ofTwoParents.contains) == true
        guard !isInheritable || isShadowed(member) || ofTwo else { continue }
        let spelled = spelling.isIdentity ? member : member.mappingTypes(spelling.spell)
        guard let key = Self.requirementKey(spelled) else { continue }
        if !keys.insert(key).inserted {
          // An initializer that cannot fail answers a failable one of its signature too: it is
          // kept, and the failable one left out (``mergingInitializerTwins(_:)``).
          guard case .initializer(let initializer) = spelled.kind, !initializer.isFailable else { continue }
        }
        // A property the protocol declares again with another type (console-kit's
        // `CommandGroup`, whose `commands` holds `AnyCommand`s where its parent's holds
        // `AnyAsyncCommand`s): the two cannot share the extension that answers the protocol's own.
        var plan = RequirementPlan(answeredInClass: index.answersInClass(member, of: ancestor), isInherited: true)
        if case .property(let property) = spelled.kind, propertyNames.contains(property.name) {
          plan.answeredInClass = true
        }
        if ofTwo { plan.answeredInClass = true }
        inherited.append((spelled, plan))
      }
    }
    return inherited
  }

  /// `double` with one initializer for each signature: a class cannot declare two that differ
  /// only in failing or throwing, and one initializer answers them all when it fails only where
  /// each may fail and throws only what each may throw (`init(id:)` answers `init?(id:)` and
  /// `init(id:) throws`; `init(_:) throws(Failure)` answers `init?(_:) throws`). Two typed throws
  /// of different types leave one that throws nothing, which answers both. The initializer kept
  /// is the one that answers the others as declared, where there is one, in its place.
  static func mergingInitializerTwins(_ double: ProtocolDoublePlan) -> ProtocolDoublePlan {
    let members = double.model.members
    var twinsBySignature: [String: [(position: Int, initializer: Initializer)]] = [:]
    for (position, member) in members.enumerated() {
      guard case .initializer(let initializer) = member.kind else { continue }
      twinsBySignature[initializerKey(initializer, throwing: false), default: []].append((position, initializer))
    }
    var answers: [Int: Initializer] = [:]
    for twins in twinsBySignature.values {
      var answer = twins[0].initializer
      for twin in twins.dropFirst() {
        answer.isFailable = answer.isFailable && twin.initializer.isFailable
        answer.throwsKind = answer.throwsKind.narrowest(with: twin.initializer.throwsKind)
      }
      answers[(twins.first { $0.initializer == answer } ?? twins[0]).position] = answer
    }
    guard !answers.isEmpty else { return double }
    var position = -1
    return double.compactMappingRequirements { member, plan in
      position += 1
      guard member.isInitializer else { return (member, plan) }
      guard let answer = answers[position] else { return nil }
      var kept = member
      kept.kind = .initializer(answer)
      return (kept, plan)
    }
  }

  /// `double` with the properties that an ancestor in `lineage` declares too, with another type
  /// or other effects, marked: Swift reads the ancestor's through the refining protocol where
  /// both would do (a parent's `var id: Int { get async }` beside `var id: any Sendable { get }`,
  /// read where no `await` is allowed), so a partial double answers them from their handles.
  static func markingAmbiguousReads(
    _ double: ProtocolDoublePlan, lineage: [String], _ index: ProtocolIndex
  ) -> ProtocolDoublePlan {
    let inherited = lineage.flatMap { index.firstByName[$0]?.model?.members ?? [] }.compactMap { member in
      if case .property(let property) = member.kind, !property.isStatic { property } else { nil }
    }
    guard !inherited.isEmpty else { return double }
    return double.compactMappingRequirements { member, plan in
      guard case .property(let property) = member.kind, !plan.isInherited,
        inherited.contains(where: { other in
          other.name == property.name
            && (other.type != property.type || other.isAsync != property.isAsync
              || other.throwsKind != property.throwsKind)
        })
      else { return (member, plan) }
      var marked = plan
      marked.readsRealAmbiguously = true
      return (member, marked)
    }
  }

  /// What makes two requirements one witness: `static` or not, and the declaration as
  /// ``witnessKey(of:)`` writes it, or an initializer's labels and types.
  static func requirementKey(_ member: Member) -> String? {
    if case .initializer(let initializer) = member.kind { return initializerKey(initializer) }
    return witnessKey(of: member).map { (member.isStatic ? "static " : "") + $0 }
  }

  /// An initializer's labels, types and effects, or without what it throws when not `throwing`.
  /// `init() async` is another requirement than `init()`: a type may have both. `init?()` is the
  /// same one to a class, whose `init()` answers both.
  private static func initializerKey(_ initializer: Initializer, throwing: Bool = true) -> String {
    let parameters = initializer.parameters.map { "\($0.label): \($0.declaredType)" }.joined(separator: ", ")
    let effects = (throwing ? initializer.throwsKind : .none).effects(isAsync: initializer.isAsync)
    return TypeText.withoutSwiftModule("init\(initializer.genericClause)(\(parameters))\(effects)")
  }
}
