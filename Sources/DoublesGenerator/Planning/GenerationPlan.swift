/// Which protocols and classes of a set of scanned files get doubles, and what the file of
/// doubles imports.
///
/// Pure and deterministic: the files are taken in the order given and the protocols in
/// declaration order, so the output is the same whatever order the files were read in.
package struct GenerationPlan: Sendable {
  /// What the user asked for.
  package struct Options: Sendable {
    /// Double every protocol, not only the marked ones.
    package var allProtocols = false
    /// Double every class that can be subclassed, not only the marked ones.
    package var allClasses = false
    /// Modules the output imports.
    package var imports: [String] = []
    /// Modules the output imports with `@testable`, whose internal protocols it can then double.
    package var testableImports: [String] = []
    /// The default isolation of the module that declares the protocols and classes, when known:
    /// the doubles then state their isolation in full, so that they compile in a module whose
    /// default differs. Unknown (`nil`), they take the default of the module they are compiled in.
    package var defaultIsolation: DefaultIsolation?
    /// Whether that module has `NonisolatedNonsendingByDefault` (its nonisolated `async`
    /// functions run on their caller's actor); heeded with ``defaultIsolation`` only.
    package var nonisolatedNonsendingByDefault: Bool

    /// Options; see each property.
    package init(
      allProtocols: Bool = false, allClasses: Bool = false, imports: [String] = [], testableImports: [String] = [],
      defaultIsolation: DefaultIsolation? = nil, nonisolatedNonsendingByDefault: Bool = false
    ) {
      self.nonisolatedNonsendingByDefault = nonisolatedNonsendingByDefault
      self.allProtocols = allProtocols
      self.allClasses = allClasses
      self.imports = imports
      self.testableImports = testableImports
      self.defaultIsolation = defaultIsolation
    }

    /// Whether the output lives in another module than the protocols (it imports something).
    var writesIntoAnotherModule: Bool { !imports.isEmpty || !testableImports.isEmpty }
  }

  /// The models to double, in file and declaration order.
  package var models: [ProtocolModel] = []
  /// The classes to double, in file and declaration order.
  package var classModels: [ClassModel] = []
  /// The structs of closures to double, in file and declaration order.
  package var closureStructModels: [ClosureStructModel] = []
  /// The imports of the file of doubles, after `Doubles`.
  package var imports: [ImportedModule] = []
  /// The modules imported with `@testable`.
  package var testableImports: [String] = []
  /// Errors (input the command cannot use) and notes (protocols left out, and why), in file order.
  package var diagnostics: [LocatedDiagnostic] = []

  /// Modules that only declare macros, which the doubles do not need: a test target need not
  /// depend on them.
  static let macroOnlyModules: Set<String> = ["DoublesMacros", "DependenciesMacros"]

  /// Plans the doubles of `files`.
  package static func make(_ files: [ScannedFile], _ options: Options) -> GenerationPlan {
    var plan = GenerationPlan()
    var firstByName: [String: ScannedProtocol] = [:]
    for file in files {
      plan.diagnostics += file.diagnostics
      for declaration in file.protocols where firstByName[declaration.name] == nil {
        firstByName[declaration.name] = declaration
      }
    }

    let scopes = NestedScopes(files)
    // Written into another module that is the only one imported, the doubles name the protocols
    // through it, unless one of its types has its name (then `Module.Name` would mean that type).
    let importedModules = Set(options.imports + options.testableImports)
    var moduleQualifier = importedModules.count == 1 ? importedModules.first : nil
    if let module = moduleQualifier, files.contains(where: { $0.topLevelTypes.contains(module) }) {
      moduleQualifier = nil
    }

    // Type aliases that stand for what a double needs not answer (Vapor's `VaporSendableMetatype`,
    // `SendableMetatype` or `Any` depending on the compiler) are no parents to double.
    let markers = ProtocolModelBuilder.parentsNeedingNoAnswer.union(["Any", "AnyObject"])
    var markerAliases: Set<String> = []
    for file in files {
      for (alias, targets) in file.typeAliases where targets.allSatisfy(markers.contains) {
        markerAliases.insert(alias)
      }
    }

    // Parents by the qualified name they resolve to: a parent named inside `ListOrders` is
    // `ListOrders.Parent` when the tree declares one, as the compiler would look it up.
    var parentsByName: [String: [String]] = [:]
    for (name, declaration) in firstByName {
      let enclosing = declaration.model?.enclosingType.map { $0.split(separator: ".").map(String.init) } ?? []
      parentsByName[name] = (declaration.model?.parents ?? []).filter { !markerAliases.contains($0) }.map { parent in
        for depth in stride(from: enclosing.count, to: 0, by: -1) {
          let candidate = (enclosing.prefix(depth) + [parent]).joined(separator: ".")
          if firstByName[candidate] != nil { return candidate }
        }
        return parent
      }
    }

    // The associated types of each protocol and its ancestors, ancestors first: the double of a
    // protocol that refines one with associated types takes them as generic parameters too.
    var associatedByName: [String: (types: [AssociatedType], requirements: [String])] = [:]
    func associated(_ name: String, _ path: Set<String> = []) -> (types: [AssociatedType], requirements: [String]) {
      if let known = associatedByName[name] { return known }
      guard let model = firstByName[name]?.model, !path.contains(name) else { return ([], []) }
      var types: [AssociatedType] = []
      var requirements: [String] = []
      // Parents that declare an associated type of the same name declare one type: the double's
      // generic parameter meets every constraint they put on it.
      func merge(_ more: [AssociatedType]) {
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
      for parent in parentsByName[name] ?? [] {
        let inherited = associated(parent, path.union([name]))
        merge(inherited.types)
        requirements += inherited.requirements.filter { !requirements.contains($0) }
      }
      merge(model.associatedTypes)
      requirements += model.whereRequirements.filter { !requirements.contains($0) }
      associatedByName[name] = (types, requirements)
      return (types, requirements)
    }
    func inheritingAssociatedTypes(_ model: ProtocolModel, named name: String) -> ProtocolModel {
      var model = model
      for (written, resolved) in zip(model.parents, parentsByName[name] ?? []) {
        let parentTypes = associated(resolved).types
        if !parentTypes.isEmpty {
          model.parentArguments[written] = "<\(parentTypes.map(\.name).joined(separator: ", "))>"
        }
      }
      guard !model.parentArguments.isEmpty else { return model }
      (model.associatedTypes, model.whereRequirements) = associated(name)
      return model
    }

    // The marked protocols (or all), then every ancestor they need from the tree.
    var wanted: [String: Bool] = [:]  // name -> asked for by the user (not only as an ancestor)
    var queue: [String] = []
    for file in files {
      for declaration in file.protocols where options.allProtocols || declaration.isMarked {
        if wanted[declaration.name] == nil { queue.append(declaration.name) }
        wanted[declaration.name] = true
      }
    }
    while let name = queue.popLast() {
      for parent in parentsByName[name] ?? [] where firstByName[parent] != nil && wanted[parent] == nil {
        wanted[parent] = false
        queue.append(parent)
      }
    }

    // Every protocol a protocol refines, through its parents, nearest first.
    func ancestors(of name: String) -> [String] {
      var found: [String] = []
      var queue = parentsByName[name] ?? []
      while !queue.isEmpty {
        let parent = queue.removeFirst()
        guard !found.contains(parent), parent != name else { continue }
        found.append(parent)
        queue += parentsByName[parent] ?? []
      }
      return found
    }

    var doubled: Set<String> = []
    for file in files {
      for declaration in file.protocols {
        guard let asked = wanted[declaration.name] else { continue }
        let first = firstByName[declaration.name]?.location == declaration.location
        let parents = parentsByName[declaration.name] ?? []
        let lineage = ancestors(of: declaration.name)
        if let problem = reasonToSkip(declaration, parents: parents, isFirstOfItsName: first, firstByName, options)
          ?? Self.conflictingParents(of: declaration.name, lineage, firstByName, ancestors: ancestors)
        {
          // A protocol the user marked that cannot be doubled is an error, at the place that
          // explains why; one left out of --all-protocols, or out of reach, is a one-line note.
          if problem.isError && asked && !options.allProtocols {
            plan.diagnostics +=
              declaration.diagnostics.isEmpty
              ? [LocatedDiagnostic(.error, problem.message, at: declaration.location)] : declaration.diagnostics
          } else {
            plan.diagnostics.append(LocatedDiagnostic(.note, problem.message, at: declaration.location))
          }
          continue
        }
        doubled.insert(declaration.name)
        if var model = declaration.model {
          // A protocol that refines an actor protocol is one too: its double is an actor.
          if !model.isActorBound, lineage.contains(where: { firstByName[$0]?.model?.isActorBound == true }) {
            model.isActorBound = true
            model.isClassBound = true
          }
          model.parents.removeAll { markerAliases.contains($0) }
          model.moduleName = moduleQualifier
          model = model.qualifying(scopes.visibleNames(from: model))
          plan.models.append(inheritingAssociatedTypes(model, named: declaration.name))
        }
      }
    }
    // A protocol whose parent was left out cannot be doubled either: its double needs the
    // parent's witnesses. Repeat until nothing more falls out.
    var removed = true
    while removed {
      removed = false
      plan.models.removeAll { model in
        let name = model.qualifiedName
        let parents = parentsByName[name] ?? []
        guard let missing = parents.first(where: { !doubled.contains($0) && firstByName[$0] != nil }) else {
          return false
        }
        doubled.remove(name)
        removed = true
        if let declaration = firstByName[name] {
          plan.diagnostics.append(
            LocatedDiagnostic(
              .note, "no double for '\(name)': its parent '\(missing)' gets none", at: declaration.location))
        }
        return true
      }
    }

    plan.planClasses(files, options, taken: doubled)
    let doubledClasses = Set(plan.classModels.map(\.name))
    plan.planClosureStructs(files, options, taken: doubled.union(doubledClasses))
    let doubledStructs = Set(plan.closureStructModels.map(\.name))

    var seen: Set<ImportedModule> = []
    for file in files
    where file.protocols.contains(where: { doubled.contains($0.name) })
      || file.classes.contains(where: { doubledClasses.contains($0.name) })
      || file.closureStructs.contains(where: { doubledStructs.contains($0.name) })
    {
      for module in file.imports where !Self.macroOnlyModules.contains(module.name) && seen.insert(module).inserted {
        plan.imports.append(module)
      }
    }
    for module in options.imports where seen.insert(ImportedModule(module)).inserted {
      plan.imports.append(ImportedModule(module))
    }
    plan.testableImports = options.testableImports
    if let isolation = options.defaultIsolation {
      let nonsending = options.nonisolatedNonsendingByDefault
      plan.models = plan.models.map { $0.stating(isolation, nonisolatedNonsendingByDefault: nonsending) }
      plan.classModels = plan.classModels.map { $0.stating(isolation, nonisolatedNonsendingByDefault: nonsending) }
      plan.closureStructModels = plan.closureStructModels.map { $0.stating(isolation) }
    }
    return plan
  }
}
