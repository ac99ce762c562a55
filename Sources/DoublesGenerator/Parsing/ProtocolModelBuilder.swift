import SwiftSyntax

/// Reads a protocol declaration into a ``ProtocolModel``.
///
/// Pure: the same syntax always gives the same model. Shapes that cannot be doubled give
/// ``GeneratorDiagnostic``s and no model.
package enum ProtocolModelBuilder {

  /// Builds the model of `declaration`, or the diagnostics that explain why it cannot be doubled.
  ///
  /// With `readsParents` (the command, which reads the parents), a `where` clause that pins a
  /// parent's associated type is kept for the planner, which knows the parent's; without it (the
  /// macro), it is an error that names the command.
  package static func build(
    _ declaration: ProtocolDeclSyntax, readsParents: Bool = false
  ) -> (model: ProtocolModel?, diagnostics: [GeneratorDiagnostic]) {
    var diagnostics: [GeneratorDiagnostic] = []
    let name = declaration.name.text
    var model = ProtocolModel(name: name)
    model.accessLevel = DeclarationReading.accessLevel(declaration.modifiers)
    model.globalActor = DeclarationReading.globalActor(declaration.attributes)
    model.availability = DeclarationReading.availability(declaration.attributes)
    if let group = DeclarationReading.spiGroup(declaration.attributes) {
      // Its double and the protocol that carries its witnesses are of the same SPI group: a
      // public declaration of another could not name it.
      model.availability.insert("@_spi(\(group))", at: 0)
    }
    model.isNonisolated = DeclarationReading.isNonisolated(declaration.modifiers)
    model.primaryAssociatedTypes =
      declaration.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? []

    var inherited: [ProtocolModel] = []
    // The associated types of the parents whose requirements the protocol's extensions answer.
    var witnessedTypes: [AssociatedType] = []
    // `protocol C: A & B` refines A and B, as `protocol C: A, B` does.
    let inheritedTypes = (declaration.inheritanceClause?.inheritedTypes ?? []).flatMap { inherited in
      inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
    }
    // The associated types of the standard library's parents pinned where they are named
    // (`Sequence<Int>`).
    var pinnedWhereNamed: Set<String> = []
    // Associated types of known parents that Swift infers, declared only when the `where` clause
    // names them (`where StringInterpolation == SyntaxStringInterpolation`).
    var inferredTypes: [String] = []
    // `~Copyable` and `~Escapable` lift a requirement rather than add one: a class conforms.
    for inheritedType in inheritedTypes where !inheritedType.is(SuppressedTypeSyntax.self) {
      var parent = inheritedType.sourceText
      if let generic = inheritedType.as(IdentifierTypeSyntax.self), let clause = generic.genericArgumentClause,
        let primary = KnownParent.named(generic.name.text)?.primaryAssociatedTypes,
        primary.count == clause.arguments.count
      {
        parent = generic.name.text
        for (type, argument) in zip(primary, clause.arguments) {
          model.whereRequirements.append("\(type) == \(argument.argument.sourceText)")
          pinnedWhereNamed.insert(type)
        }
      }
      let known = KnownParent.named(parent)
      switch known?.meaning {
      case .classBound: model.isClassBound = true
      case .actor:
        model.isActorBound = true
        model.isClassBound = true
      case .objectiveCObject:
        model.subclassesNSObject = true
        model.isClassBound = true
      case .nothing:
        break
      case .requirements:
        if let requirements = known.flatMap(KnownParentRequirements.model(of:)) { inherited.append(requirements) }
        inferredTypes += known?.inferredAssociatedTypes ?? []
      case .extensionWitnesses:
        guard readsParents, let known, let types = KnownParentRequirements.model(of: known) else {
          diagnostics.append(
            GeneratorDiagnostic(
              .unknownParentProtocol,
              "'\(name)' refines '\(parent)', whose requirements a double takes from the protocol's own extensions, "
                + "which @Doubled cannot see: double it with the 'doubles' command or plug-in, which read them",
              at: inheritedType))
          continue
        }
        model.extensionWitnessedParents.append(known.name)
        witnessedTypes += types.associatedTypes.filter { type in !witnessedTypes.contains { $0.name == type.name } }
      case nil:
        // `Store<Int, String>` pins the primary associated types of `Store`, whose names the
        // command reads with the parent; the macro cannot.
        if let generic = inheritedType.as(IdentifierTypeSyntax.self), let arguments = generic.genericArgumentClause,
          !KnownParent.unansweredStandardLibrary.contains(generic.name.text)
        {
          guard readsParents else {
            diagnostics.append(
              GeneratorDiagnostic(
                .unknownParentProtocol,
                "'\(name)' refines '\(parent)', whose primary associated types @Doubled cannot name (it sees only "
                  + "this protocol): refine '\(generic.name.text)' and pin them in a `where` clause "
                  + "('where Name == Type'), or double it with the 'doubles' command or plug-in, which read parents",
                at: inheritedType))
            continue
          }
          model.parents.append(generic.name.text)
          model.parentPrimaryArguments[generic.name.text] = arguments.arguments.map(\.argument.sourceText)
          continue
        }
        // The command, which reads the parents, also takes one named through its module or its
        // enclosing type (`ServiceLifecycle.Service`).
        let isName =
          inheritedType.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil }
          ?? (readsParents && inheritedType.as(MemberTypeSyntax.self)?.genericArgumentClause == nil)
        // The macro takes any other name for a doubled protocol; one of the standard library's
        // that no rule answers has no double (the command's plan gives it a note).
        let isUnanswered =
          !readsParents && KnownParent.unansweredStandardLibrary.contains(KnownParent.withoutSwiftModule(parent))
        guard isName, !isUnanswered else {
          diagnostics.append(
            GeneratorDiagnostic(
              .unknownParentProtocol,
              "'\(name)' refines '\(parent)', which @Doubled cannot answer for: a doubled protocol may refine "
                + KnownParent.listed,
              at: inheritedType))
          continue
        }
        model.parents.append(parent)
      }
    }

    // Read through `#if` too: one declared alike in each clause it is in is one generic parameter.
    var associated: [AssociatedTypeDeclSyntax] = []
    IfConfigConditions.forEachDeclaration(in: declaration.memberBlock.members) { decl, _ in
      guard let item = decl.as(AssociatedTypeDeclSyntax.self) else { return }
      guard let earlier = associated.first(where: { $0.name.text == item.name.text }) else {
        associated.append(item)
        return
      }
      if earlier.sourceText != item.sourceText {
        diagnostics.append(
          GeneratorDiagnostic(
            .unsupportedRequirement,
            "'\(name)' declares '\(item.name.text)' differently under '#if' ('\(earlier.sourceText)', "
              + "'\(item.sourceText)'), and the double @Doubled writes beside it has one generic clause: declare "
              + "it alike in each clause (a type alias under '#if' may name what differs), or double it with the "
              + "'doubles' command or plug-in, which writes a double per clause",
            at: item))
      }
    }
    var context = TypeContext(associatedTypes: Set(associated.map(\.name.text) + witnessedTypes.map(\.name)))
    context.functionAliases = Set(
      declaration.memberBlock.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }
        .filter { TypeText.isFunctionType($0.initializer.value.sourceText) }.map(\.name.text))
    for item in associated {
      // An isolated conformance (`Key: @MainActor Hashable`) constrains the protocol, not the
      // double's generic parameter, where the attribute would not even parse.
      let constraint = item.inheritanceClause?.inheritedTypes
        .map { ($0.type.as(AttributedTypeSyntax.self)?.baseType ?? $0.type).sourceText }
        .joined(separator: " & ")
      // Declared again with a default (`associatedtype Iterator = NodeIterator<Element>`), a
      // type the extensions answer for is that default: their members name it.
      let pinned =
        witnessedTypes.contains { $0.name == item.name.text } ? item.initializer?.value.sourceText : nil
      var type = AssociatedType(name: item.name.text, constraint: constraint, pinned: pinned)
      type.isDefault = pinned != nil
      model.associatedTypes.append(type)
      model.whereRequirements += requirements(item.genericWhereClause, context)
    }
    // Of the others, the double declares those the `where` clause names; Swift infers the rest
    // from the extensions' members.
    // `Self.Element` names `Element` too.
    let whereNames = TypeText.ownNames(in: TypeText.withoutSelfPaths(declaration.genericWhereClause?.sourceText ?? ""))
      .union(pinnedWhereNamed)
    model.associatedTypes += inferredTypes.filter { name in
      whereNames.contains(name) && !model.associatedTypes.contains { $0.name == name }
    }.map { AssociatedType(name: $0) }
    model.associatedTypes += witnessedTypes.filter { type in
      whereNames.contains(type.name) && !model.associatedTypes.contains { $0.name == type.name }
    }
    // The macro cannot see a parent: what the `where` clause asks of a parent's associated types
    // is the protocol's to enforce, and the double of one that pins them names none of them.
    let parentTypeRequirements =
      readsParents || model.parents.isEmpty
      ? []
      : parentTypeRequirements(
        declaration.genericWhereClause, name: name, context,
        known: Set(inherited.flatMap { $0.associatedTypes.map(\.name) }), &diagnostics)
    model.pinsParentAssociatedTypes = !parentTypeRequirements.isEmpty
    model.whereRequirements += requirements(declaration.genericWhereClause, context)
      .filter { !parentTypeRequirements.contains($0) }
      // `Self.IDValue`, a parent's associated type (Fluent's `ModelSessionAuthenticatable`), is the
      // command's double's generic parameter or alias `IDValue`: `Self` means nothing in its clause.
      .map { requirement in
        // So too, in the macro's, one the double declares (`Self.StringInterpolation`).
        let stripped = TypeText.withoutSelfPaths(requirement)
        let revealed = TypeText.ownNames(in: stripped).subtracting(TypeText.ownNames(in: requirement))
        let declared = Set(model.associatedTypes.map(\.name))
        return readsParents || revealed.isSubset(of: declared) ? stripped : requirement
      }
    // A type alias of the protocol (Hummingbird's `typealias Context = Responder.Context`) means
    // nothing in the double's generic `where` clause: the requirement names what it stands for.
    let aliasDeclarations = declaration.memberBlock.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }
    var aliases = Dictionary(
      aliasDeclarations.map { ($0.name.text, $0.initializer.value.sourceText) }, uniquingKeysWith: { first, _ in first }
    )
    // An alias of another (swift-syntax's `typealias Component = [Expression]`, with `Expression =
    // FinalResult.Element`) stands for what that one stands for; not of a generic one
    // (`Pair<Int>`), which stays as written.
    let genericAliasDeclarations = Set(aliasDeclarations.filter { $0.genericParameterClause != nil }.map(\.name.text))
    for _ in aliases.indices {
      let expandable = aliases.filter { !genericAliasDeclarations.contains($0.key) }
      let expanded = aliases.mapValues { TypeText.replacingNames(in: $0, expandable) }
      if expanded == aliases { break }
      aliases = expanded
    }
    if !aliases.isEmpty {
      model.whereRequirements = model.whereRequirements.map { TypeText.replacingNames(inRequirement: $0, aliases) }
    }
    // `hash(into:)` restated by a `Hashable` protocol is Hashable's, which every double answers
    // by identity; declared by any other protocol it is a requirement like the others.
    model.refinesHashable = inheritedTypes.contains { KnownParent.named($0.sourceText)?.name == "Hashable" }
    let hashing: Hashing
    if model.refinesHashable {
      hashing = .identity
    } else if !readsParents && !model.parents.isEmpty {
      hashing = .unseenParents
    } else {
      hashing = .recorded
    }
    collect(
      declaration.memberBlock.members, into: &model, context: context, hashing: hashing, diagnostics: &diagnostics)
    // An alias of an associated type (swift-parsing's `typealias Body = _Body`) is invalid in the
    // double's class, where that type is a generic parameter; one that shadows a standard name
    // (WasmKit's `typealias Duration = (seconds: UInt64, nanoseconds: UInt32)`) is not what the
    // name means in the handles' class: the members name what it stands for. (Not an alias of a
    // function type, which a parameter keeps as a closure that does not escape, nor a generic one.)
    let spelledAliases = aliases.filter { alias in
      !genericAliasDeclarations.contains(alias.key) && !context.functionAliases.contains(alias.key)
        && !TypeText.ownNames(in: alias.value).contains("Self")
    }
    if !spelledAliases.isEmpty {
      model.members = model.members.map { member in
        member.mappingTypes { text, _ in TypeText.replacingNames(in: text, spelledAliases) }
      }
    }
    for parent in inherited { addRequirements(of: parent, to: &model) }
    model.refinesRawRepresentable = inherited.contains { $0.name == "RawRepresentable" }

    var resolved = model.resolvingPins()
    // `AllCasePaths.Element == PartialCaseKeyPath<Self>` (swift-case-paths), with `AllCasePaths`
    // a sequence: an array of that element, which names the double (its emitter spells `Self`).
    let arrayPins = Self.arrayPins(resolved)
    if readsParents && !arrayPins.isEmpty {
      for (index, type) in model.associatedTypes.enumerated() {
        if let pin = arrayPins[type.name] { model.associatedTypes[index].pinned = pin }
      }
      resolved = model.resolvingPins()
    }
    // `where Private.Public == Self` (swift-crypto's HPKE keys), `AllCasePaths.Element ==
    // PartialCaseKeyPath<Self>` (swift-case-paths), `associatedtype Key: Keyed<Self>`: the
    // double's generic parameter would have to name the double itself.
    let parameters = Set(resolved.genericParameters.map(\.name))
    // A parent's associated type, which the command's double takes as a generic parameter too,
    // unless the protocol pins it.
    func isParameter(_ root: String) -> Bool {
      parameters.contains(root)
        || readsParents && root != "Self" && !resolved.associatedTypes.contains { $0.name == root }
          && !resolved.whereRequirements.contains { $0.hasPrefix("\(root) == ") }
    }
    let selfReferences =
      resolved.whereRequirements.compactMap { requirement -> (String, String)? in
        let sides = requirement.components(separatedBy: requirement.contains(" == ") ? " == " : ": ")
        guard sides.count == 2, let root = sides[0].split(separator: ".").first.map(String.init),
          isParameter(root), TypeText.ownNames(in: TypeText.withoutSelfPaths(sides[1])).contains("Self")
        else { return nil }
        return (requirement, root)
      }
      + resolved.genericParameters.compactMap { type in
        type.constraint.flatMap {
          TypeText.ownNames(in: $0).contains("Self") ? ("\(type.name): \($0)", type.name) : nil
        }
      }
    if let (requirement, root) = selfReferences.first, arrayPins[root] != nil {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedRequirement,
          "'\(name)' requires '\(requirement)', which would make the double's generic parameter '\(root)' "
            + "name the double itself, and the double @Doubled writes beside the protocol serves the protocols "
            + "that refine it too: double it with the 'doubles' command or plug-in, which makes '\(root)' an "
            + "array of that element",
          at: declaration.genericWhereClause.map(Syntax.init) ?? Syntax(declaration.name)))
    } else if let (requirement, root) = selfReferences.first {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedRequirement,
          "'\(name)' requires '\(requirement)', which would make the double's generic parameter '\(root)' "
            + "name the double itself, and Swift does not allow a generic class self-referential requirements; "
            + "a double written by hand, with a type of its own for '\(root)', can",
          at: declaration.genericWhereClause.map(Syntax.init) ?? Syntax(declaration.name)))
    }
    let witnessedNames = Set(witnessedTypes.map(\.name))
    for type in resolved.genericParameters
    where witnessedNames.contains(type.name) && !KnownParent.genericWitnessedTypes.contains(type.name) {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedRequirement,
          "'\(name)' constrains '\(type.name)' without pinning it, and the double of a protocol whose extensions "
            + "answer its collection takes only 'Element' and 'Index' as generic parameters: pin it "
            + "('where \(type.name) == SomeType')",
          at: declaration.genericWhereClause.map(Syntax.init) ?? Syntax(declaration.name)))
    }
    return diagnostics.isEmpty ? (resolved, []) : (nil, diagnostics)
  }
}
