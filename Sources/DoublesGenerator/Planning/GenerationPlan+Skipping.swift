/// Why a protocol gets no double.
extension GenerationPlan {
  /// Why `declaration` gets no double, if it gets none; `isError` when the protocol itself
  /// cannot be doubled (rather than being out of the output's reach).
  static func reasonToSkip(
    _ declaration: ScannedProtocol,
    parents: [String],
    isFirstOfItsName: Bool,
    _ firstByName: [String: ScannedProtocol],
    _ options: Options
  ) -> (message: String, isError: Bool)? {
    let name = declaration.name
    guard isFirstOfItsName else {
      let first = firstByName[name]!.location
      return (
        "no double for '\(name)': a protocol of the same name in \(first.file):\(first.line) has it, "
          + "and one file of doubles holds one double per name; generate the other into another file", false
      )
    }
    switch declaration.accessLevel {
    case .some(let level) where level.isFilePrivate:
      return ("no double for '\(name)': it is \(level), so no other file can see it", false)
    case nil, .internal:
      if options.writesIntoAnotherModule && options.testableImports.isEmpty {
        return (
          "no double for '\(name)': it is internal, so a double in another module needs "
            + "--testable-import of its module", false
        )
      }
    case .package:
      if options.writesIntoAnotherModule && options.testableImports.isEmpty {
        return (
          "no double for '\(name)': it is package, so only the modules of its own package can see it; double it "
            + "for a test target of that package (the plug-in, or --testable-import of its module)", false
        )
      }
    default:
      break
    }
    if let group = declaration.spiGroup, options.writesIntoAnotherModule, !options.spiGroups.contains(group) {
      return (
        "no double for '\(name)': it is SPI (@_spi(\(group))), which the doubles of the public interface "
          + "leave out; --spi \(group) doubles it", false
      )
    }
    guard declaration.model != nil else {
      let reason = declaration.diagnostics.first?.message ?? "it cannot be doubled"
      return ("no double for '\(name)': \(reason)", true)
    }
    if let unknown = parents.first(where: { firstByName[$0] == nil }) {
      let written = KnownParent.withoutSwiftModule(unknown)
      if KnownParent.unansweredStandardLibrary.contains(written) {
        return (
          "no double for '\(name)': it refines '\(written)', a protocol of the standard library that no rule of "
            + "Doubles answers (the Protocol inheritance guide lists those it does), or of a module to read with --dependency",
          true
        )
      }
      return (
        "no double for '\(name)': it refines '\(unknown)', which is not declared in the files read; "
          + "add the file that declares it, or its module's folder or interface with --dependency, or where its interface is with --import-path",
        true
      )
    }
    return nil
  }

  /// Why the double of `declaration` cannot be written as is when it refines a parent of the
  /// standard library whose requirements its extensions must answer (such as
  /// `BidirectionalCollection`) and those read do not answer one; it may still be a fake
  /// collection (``fakingCollection(_:)``), unless the message says why not.
  static func missingExtensionWitness(of declaration: ScannedProtocol, _ index: ProtocolIndex) -> String? {
    // A fake collection answers them all.
    guard declaration.model?.fakeCollection == nil else { return nil }
    for parent in declaration.model?.extensionWitnessedParents ?? [] {
      guard case .extensionWitnesses(_, let witnesses) = KnownParent.named(parent)?.meaning,
        let firstMissing = witnesses.first(where: { !index.hasDefault($0, for: declaration.name) })
      else { continue }
      // `MutableCollection`'s settable subscript is missing whatever extensions declare.
      let missing = firstMissing == KnownParent.settableSubscript ? "a settable subscript(_:)" : firstMissing
      let obstacle = declaration.model.flatMap(obstacleToFaking) ?? "it is no collection"
      return "no double for '\(declaration.name)': it refines '\(parent)', whose requirements a double takes from "
        + "the protocol's own extensions, and none of those read declares \(missing.hasPrefix("a ") ? missing : "'\(missing)'") (a test that stubbed a "
        + "collection's indices one by one would loop forever on one it forgot); nor can its double be a fake of "
        + "an array of elements, since \(obstacle)"
    }
    return nil
  }

  /// Why the double of `declaration` cannot be written when its `where` clause names an associated
  /// type of a parent of the standard library that a protocol it refines leaves Swift to infer
  /// from its extensions (`protocol Derived: Base where Element == Int`, `Base: Collection`):
  /// no double of the lineage declares it.
  static func inferredTypeNamed(
    by declaration: ScannedProtocol, lineage: [String], _ index: ProtocolIndex
  ) -> String? {
    guard let model = declaration.model, !model.whereRequirements.isEmpty else { return nil }
    let models = [model] + lineage.compactMap { index.firstByName[$0]?.model }
    var inferred: [(type: String, parent: String, refined: String)] = []
    for ancestor in models {
      for parent in ancestor.extensionWitnessedParents {
        guard let known = KnownParent.named(parent), let types = KnownParentRequirements.model(of: known) else {
          continue
        }
        inferred += types.associatedTypes.map { ($0.name, parent, ancestor.name) }
      }
    }
    guard !inferred.isEmpty else { return nil }
    let declared = Set(models.flatMap { $0.associatedTypes.map(\.name) })
    let named = TypeText.ownNames(in: model.whereRequirements.joined(separator: ", "))
    guard let found = inferred.first(where: { named.contains($0.type) && !declared.contains($0.type) }) else {
      return nil
    }
    return "no double for '\(declaration.name)': its `where` clause names '\(found.type)', an associated type of "
      + "'\(found.parent)' that the double of '\(found.refined)' leaves Swift to infer from its extensions; name it in "
      + "the `where` clause of '\(found.refined)' too"
  }

  /// The requirements (as ``witnessKey(of:)`` writes them) that two protocols of `lineage`
  /// declare, neither refining the other: the double would inherit a witness of each from their
  /// `Doubling` extensions and Swift could choose neither, so it answers them in its class.
  static func requirementsOfTwoParents(_ lineage: [String], _ index: ProtocolIndex) -> Set<String> {
    guard lineage.count > 1 else { return [] }
    var declaringByKey: [String: String] = [:]
    var found: Set<String> = []
    for ancestor in lineage {
      for member in index.firstByName[ancestor]?.model?.members ?? [] where index.isInheritable(member, of: ancestor) {
        guard let key = Self.witnessKey(of: member) else { continue }
        guard let other = declaringByKey[key] else {
          declaringByKey[key] = ancestor
          continue
        }
        if other != ancestor, !index.ancestors(of: other).contains(ancestor),
          !index.ancestors(of: ancestor).contains(other)
        {
          found.insert(key)
        }
      }
    }
    return found
  }

  /// Why `name` gets no double when it or an ancestor has a generic subscript that names `Self`
  /// and the double is generic (FluentKit's `ModelAlias`, `subscript<Field>(dynamicMember:) ->
  /// AliasedField<Self, Field>`): the double answers it in its class, where Swift rejects it
  /// ("self-referential generic requirements") when the result's own constraints lead back to the
  /// double. Which results do cannot be told from the text, so every such subscript is left out,
  /// unless an extension gives it a default (FluentKit's does): the double then leaves it to that
  /// default (``isLeftToItsDefault(_:of:_:_:)``).
  static func selfReferentialSubscript(
    of name: String, lineage: [String], _ index: ProtocolIndex, _ inheritance: AssociatedTypeInheritance
  ) -> String? {
    guard inheritance.associated(name).types.contains(where: { $0.pinned == nil }) else { return nil }
    for protocolName in [name] + lineage {
      for member in index.firstByName[protocolName]?.model?.members ?? [] {
        guard Self.isSelfReferentialSubscript(member), !index.hasDefault(member.witnessName, for: name) else {
          continue
        }
        let declared = member.witnessName ?? "subscript"
        return
          "no double for '\(name)': \(protocolName == name ? "its" : "'\(protocolName)'s") generic '\(declared)' "
          + "names 'Self', and Swift rejects that subscript in a generic double's class (self-referential generic "
          + "requirements); write that double by hand"
      }
    }
    return nil
  }

  /// Whether `member` is a generic subscript that names `Self` (see
  /// ``selfReferentialSubscript(of:lineage:_:_:)``).
  static func isSelfReferentialSubscript(_ member: Member) -> Bool {
    guard case .subscript(let item) = member.kind else { return false }
    return item.mentionsSelf && !item.isStatic && !item.genericClause.isEmpty
  }

  /// Whether the generic double of `name` leaves `member` to the default an extension gives it,
  /// where Swift would reject its own witness (see ``selfReferentialSubscript(of:lineage:_:_:)``).
  static func isLeftToItsDefault(
    _ member: Member, of name: String, _ index: ProtocolIndex, _ inheritance: AssociatedTypeInheritance
  ) -> Bool {
    isSelfReferentialSubscript(member) && index.hasDefault(member.witnessName, for: name)
      && inheritance.associated(name).types.contains { $0.pinned == nil }
  }

  /// The requirement as its witness declares it, under its `#if` conditions: two parents whose
  /// `Doubling` extensions declare the same one give the double two witnesses of one requirement.
  /// (Overloads that differ in a type are two requirements, and two witnesses.)
  static func witnessKey(of member: Member) -> String? {
    let declared: String
    switch member.kind {
    case .method(let method):
      let parameters = method.parameters.map { "\($0.label): \($0.declaredType)" }.joined(separator: ", ")
      let effects = method.throwsKind.effects(isAsync: method.isAsync)
      declared =
        "func \(method.name)\(method.genericClause)(\(parameters))\(effects) -> \(method.returnType ?? "Void")"
        + method.whereClause
    case .property(let property):
      declared = "var \(property.name): \(property.type)"
    case .subscript(let item):
      let parameters = item.parameters.map { "\($0.label): \($0.declaredType)" }.joined(separator: ", ")
      declared = "subscript\(item.genericClause)(\(parameters)) -> \(item.returnType)\(item.whereClause)"
    case .initializer:
      return nil
    }
    // `Swift.String` is `String`: a known parent's requirement, as Doubles writes it, is the one a
    // protocol declares again.
    let key = TypeText.withoutSwiftModule(declared)
    return member.conditions.isEmpty ? key : "\(key) (#if \(member.conditions.joined(separator: " && ")))"
  }
}
