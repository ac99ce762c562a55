/// The doubles of protocols.
extension GenerationPlan {
  /// Adds the models of the protocols to double, in file and declaration order, with the notes
  /// and errors of those left out; returns the names of those doubled.
  mutating func planProtocols(_ files: [ScannedFile], _ index: ProtocolIndex, _ options: Options) -> Set<String> {
    let wanted = index.wanted(in: files, allProtocols: options.allProtocols)
    let scopes = NestedScopes(files)
    let moduleQualifier = Self.moduleQualifier(files, options)
    let topLevelTypes = Set(files.flatMap(\.topLevelTypes))
    // The types of each module read (`nil`: the module of the protocols), which another module's
    // doubles name through it.
    var typesByModule: [String?: Set<String>] = [:]
    if options.writesIntoAnotherModule {
      for file in files { typesByModule[file.dependencyModule, default: []].formUnion(file.topLevelTypes) }
    }
    // A dependency's protocol is named through its module, unless a type of the files has the
    // module's name.
    func dependencyModule(of name: String) -> String? {
      index.dependencyModuleByName[name].flatMap { topLevelTypes.contains($0) ? nil : $0 }
    }
    let inheritance = AssociatedTypeInheritance(index)
    let functionAliases = Self.functionAliases(files)
    var doubled: Set<String> = []
    for file in files {
      for declaration in file.protocols {
        guard let asked = wanted[declaration.name] else { continue }
        let first = index.isMeant(declaration)
        // A dependency's protocol of a name the files to double declare is not the one meant.
        if file.dependencyModule != nil && !first { continue }
        let parents = index.parentsByName[declaration.name] ?? []
        let lineage = index.ancestors(of: declaration.name)
        if let problem = Self.reasonToSkip(
          declaration, parents: parents, isFirstOfItsName: first, index.firstByName, options)
          ?? Self.selfReferentialSubscript(of: declaration.name, lineage: lineage, index, inheritance).map({
            ($0, true)
          }) ?? Self.missingExtensionWitness(of: declaration, index).map({ ($0, true) })
          ?? Self.inferredTypeNamed(by: declaration, lineage: lineage, index).map({ ($0, true) })
        {
          // A protocol the user marked that cannot be doubled is an error, at the place that
          // explains why; one left out of --all-protocols, or out of reach, is a one-line note.
          if problem.isError && asked && !options.allProtocols {
            diagnostics +=
              declaration.diagnostics.isEmpty
              ? [LocatedDiagnostic(.error, problem.message, at: declaration.location)] : declaration.diagnostics
          } else {
            diagnostics.append(LocatedDiagnostic(.note, problem.message, at: declaration.location))
          }
          continue
        }
        doubled.insert(declaration.name)
        if let scanned = declaration.model {
          var model = scanned
          // A protocol that refines an actor protocol is one too: its double is an actor.
          if !model.isActorBound, lineage.contains(where: { index.firstByName[$0]?.model?.isActorBound == true }) {
            model.isActorBound = true
            model.isClassBound = true
          }
          // One that refines such a protocol through another is one too: its double subclasses
          // `NSObject`.
          if lineage.contains(where: { index.firstByName[$0]?.model?.subclassesNSObject == true }) {
            model.subclassesNSObject = true
            model.isClassBound = true
          }
          // One that states no isolation takes a parent's global actor, as Swift infers it.
          // The double states it: its class, and the extension of witnesses, whose members take no
          // isolation from the protocol's parents.
          if model.globalActor == nil, !model.isNonisolated,
            let actor = index.inheritedGlobalActor(declaration.name)
          {
            model.inheritsGlobalActor = true
            model.globalActor = actor
          }
          if declaration.spiGroup != nil, options.writesIntoAnotherModule {
            // Public, the double would name an SPI protocol in a public declaration, which Swift
            // allows only in a declaration of the same SPI group, and another module's group is
            // not the protocol's: the double is internal to the module that imports the SPI.
            model.accessLevel = nil
            model.availability.removeAll { $0.hasPrefix("@_spi(") }
          }
          model.parents = index.namedParents(of: model)
          model.members = model.members.map { Self.passingClosures(of: $0, through: functionAliases) }
          model.availability += Self.inheritedDeprecations(of: model, lineage: lineage, index)
          model.moduleName = file.dependencyModule == nil ? moduleQualifier : dependencyModule(of: declaration.name)
          for ancestor in lineage {
            if let module = dependencyModule(of: ancestor), module != file.dependencyModule {
              model.ancestorModules[ancestor] = module
            }
          }
          model = model.spelled(TypeSpelling(qualifiedNames: scopes.visibleNames(from: model)))
          var double = ProtocolDoublePlan(model)
          double.requirements = scanned.members.map { member in
            RequirementPlan(answeredInClass: index.answersInClass(member, of: declaration.name))
          }
          let conformances = index.conformances(of: declaration.name)
          // A `Hashable` double answers `hash(into:)` by identity in its class when an extension
          // gives `==` or `hash(into:)` too, or an ancestor declares `hash(into:)` (recorded in
          // its witness extension): Swift would choose neither that nor `TestDouble`'s.
          let family = [declaration.name] + lineage
          let isHashable = family.contains { index.firstByName[$0]?.model?.refinesHashable == true }
          let declaresHashing = family.contains { name in
            index.firstByName[name]?.model?.members.contains { $0.witnessName == "hash(into:)" } == true
          }
          double.answersIdentityInClass =
            Self.answersIdentityInClass(scanned) || index.identityExtensions.contains { $0.isSubset(of: conformances) }
            || (isHashable && declaresHashing)
          let shared = Self.sharedAncestors(of: declaration.name, index, scopes)
          double.sharedAncestors = shared.map(\.ancestor)
          for (member, plan) in Self.inheritedMembers(
            of: model, named: declaration.name, lineage: lineage, index, scopes)
          {
            double.model.members.append(member)
            double.requirements.append(plan)
          }
          double = Self.mergingInitializerTwins(double)
          double = Self.markingAmbiguousReads(double, lineage: lineage, index)
          double = double.compactMappingRequirements { member, plan in
            Self.isLeftToItsDefault(member, of: declaration.name, index, inheritance) ? nil : (member, plan)
          }
          if let clash = Self.propertiesOfOneNameInClass(double) {
            doubled.remove(declaration.name)
            diagnostics.append(
              LocatedDiagnostic(
                .note,
                "no double for '\(declaration.name)': it and a protocol it refines declare the property '\(clash)' "
                  + "with two types, which its double would answer in its class, where one name declares one property",
                at: declaration.location))
            continue
          }
          // An actor isolates what its body declares, and an isolated witness cannot answer a
          // synchronous requirement of a protocol that is not an actor's.
          if model.isActorBound,
            let member = double.plannedMembers.first(where: { $1.answeredInClass && !$0.isStatic })?.0
          {
            doubled.remove(declaration.name)
            diagnostics.append(
              LocatedDiagnostic(
                .note,
                "no double for '\(declaration.name)': its double is an actor, which would have to answer "
                  + "'\(member.witnessName ?? member.baseName)' in its body (two parents declare it, or an extension "
                  + "answers it under a constraint), where the actor isolates it; write that double by hand",
                at: declaration.location))
            continue
          }
          double = inheritance.inheriting(double, named: declaration.name, sharedAncestors: shared.map(\.resolved))
          if let module = model.moduleName, let types = typesByModule[file.dependencyModule] {
            double.model = double.model.qualifyingTypes(types, of: module)
          }
          double.model = double.model.renamingShadowingGenericParameters()
          protocolDoubles.append(double)
        }
      }
    }
    return doubled
  }

  /// The plan of the double of `model`, a protocol seen alone, as the macro sees it: its parents,
  /// which it cannot read, decide nothing.
  package static func planAlone(_ model: ProtocolModel) -> ProtocolDoublePlan {
    var double = ProtocolDoublePlan(model)
    double.answersIdentityInClass = answersIdentityInClass(model)
    return double
  }

  /// Whether the double of the protocol `scanned` describes answers `==` and `hash(into:)` by
  /// identity in its class, by what the protocol itself says: a `Hashable` protocol with
  /// parents, where it wins over a parent's recorded witness, or one that refines
  /// `RawRepresentable`, which gives it its own `hashValue` (deprecated as a witness) and
  /// `hash(into:)`.
  static func answersIdentityInClass(_ scanned: ProtocolModel) -> Bool {
    scanned.refinesHashable && (!scanned.parents.isEmpty || scanned.refinesRawRepresentable)
  }

  /// The name of two properties of different types among the requirements a double answers in its
  /// class (static ones, those naming `Self`), or `nil`: a class declares one property of a name.
  static func propertiesOfOneNameInClass(_ double: ProtocolDoublePlan) -> String? {
    var types: [String: String] = [:]
    for (member, plan) in double.plannedMembers where !member.isInheritable || plan.answeredInClass {
      guard case .property(let property) = member.kind else { continue }
      let name = (property.isStatic ? "static " : "") + property.name
      if let type = types[name], type != property.type { return property.name }
      types[name] = property.type
    }
    return nil
  }

  /// The type aliases of the files that stand for function types (`typealias Completion = (Int)
  /// -> Void`), by name.
  static func functionAliases(_ files: [ScannedFile]) -> Set<String> {
    var names: Set<String> = []
    // An alias of such an alias is one too: until no more are found.
    var found = true
    while found {
      found = false
      for file in files {
        for (name, values) in file.typeAliases where !names.contains(name) {
          guard values.contains(where: { TypeText.isFunctionType($0) || names.contains($0) }) else { continue }
          names.insert(name)
          found = true
        }
      }
    }
    return names
  }

  /// `member` with each parameter whose type is one of `functionAliases` passed as the closure
  /// it is, one that does not escape (the model builder, which sees one file, knows only the
  /// protocol's own aliases).
  static func passingClosures(of member: Member, through functionAliases: Set<String>) -> Member {
    guard !functionAliases.isEmpty else { return member }
    func passing(_ parameters: [Parameter]) -> [Parameter] {
      parameters.map { parameter in
        guard parameter.passing == .value, functionAliases.contains(parameter.declaredType) else { return parameter }
        var closure = parameter
        closure.passing = .nonEscapingClosure
        closure.mentionsGeneric = false
        return closure
      }
    }
    var member = member
    switch member.kind {
    case .method(var method):
      method.parameters = passing(method.parameters)
      member.kind = .method(method)
    case .subscript(var item):
      item.parameters = passing(item.parameters)
      member.kind = .subscript(item)
    case .initializer(var initializer):
      initializer.parameters = passing(initializer.parameters)
      member.kind = .initializer(initializer)
    case .property:
      break
    }
    return member
  }

  /// The deprecations of `model`'s ancestors that its double takes: it names their doubles,
  /// which are deprecated with them, and compiles warning-free only when deprecated as well. None
  /// when the protocol is deprecated itself.
  static func inheritedDeprecations(of model: ProtocolModel, lineage: [String], _ index: ProtocolIndex) -> [String] {
    let isDeprecation = { (attribute: String) in attribute.contains("deprecated") || attribute.contains("unavailable") }
    guard !model.availability.contains(where: isDeprecation) else { return [] }
    var deprecations: [String] = []
    for ancestor in lineage {
      for attribute in index.firstByName[ancestor]?.model?.availability ?? []
      where isDeprecation(attribute) && !deprecations.contains(attribute) {
        deprecations.append(attribute)
      }
    }
    return deprecations
  }

  /// Leaves out each protocol whose parent was left out: its double needs the parent's
  /// witnesses. Repeats until nothing more falls out.
  mutating func dropProtocolsWhoseParentHasNoDouble(_ index: ProtocolIndex, _ doubled: inout Set<String>) {
    var removed = true
    while removed {
      removed = false
      protocolDoubles.removeAll { double in
        let name = double.model.qualifiedName
        let parents = index.parentsByName[name] ?? []
        guard let missing = parents.first(where: { !doubled.contains($0) && index.firstByName[$0] != nil }) else {
          return false
        }
        doubled.remove(name)
        removed = true
        if let declaration = index.firstByName[name] {
          diagnostics.append(
            LocatedDiagnostic(
              .note, "no double for '\(name)': its parent '\(missing)' gets none", at: declaration.location))
        }
        return true
      }
    }
  }
}
