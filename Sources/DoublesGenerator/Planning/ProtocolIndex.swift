/// The protocols of the files read, by name, with their parents resolved: what every planning
/// rule about protocols looks up.
struct ProtocolIndex {
  /// The first declaration of each name, in file order: the one a name means.
  let firstByName: [String: ScannedProtocol]
  /// Type aliases that stand for what a double needs not answer (Vapor's `VaporSendableMetatype`,
  /// `SendableMetatype` or `Any` depending on the compiler): no parents to double.
  let markerAliases: Set<String>
  /// The modules of the dependencies' files (`--dependency`).
  let dependencyModules: Set<String>
  /// The module of each protocol whose first declaration is a dependency's, by name.
  let dependencyModuleByName: [String: String]
  /// Each protocol's parents by the qualified name they resolve to, marker aliases left out.
  let parentsByName: [String: [String]]
  /// Every protocol each one refines, through its parents, nearest first (see ``ancestors(of:)``),
  /// worked out once: every planning rule asks.
  private let ancestorsByName: [String: [String]]
  /// For each member name (``Member/witnessName``), the protocols `Self` must conform to for each
  /// extension of the files that declares a member of that name: the protocol extended and those
  /// of its `where` clause.
  let extensionsByMemberName: [String: [Set<String>]]
  /// For each extension of the files that declares `==` or `hash(into:)`, what `Self` must
  /// conform to for it to apply (as in ``extensionsByMemberName``): a double it applies to
  /// answers them in its class (``ProtocolDoublePlan/answersIdentityInClass``).
  let identityExtensions: [Set<String>]
  /// The extensions of the files' protocols whose `where` clause constrains more than `Self`'s
  /// conformances (`extension RequestContext where Decoder == JSONDecoder`).
  let constrainedExtensions: [ScannedExtension]

  /// The names (``Member/witnessName``) of the requirements of each protocol that a constrained
  /// extension may answer, which its double answers in its class
  /// (``answeringConstrainedDefaultsInClass()``).
  var answeredInClass: [String: Set<String>] = [:]

  /// Every declaration of each name, in file order.
  private let declarationsByName: [String: [ScannedProtocol]]

  init(_ files: [ScannedFile]) {
    var firstByName: [String: ScannedProtocol] = [:]
    var dependencyModuleByName: [String: String] = [:]
    var declarationsByName: [String: [ScannedProtocol]] = [:]
    for file in files {
      for declaration in file.protocols {
        declarationsByName[declaration.name, default: []].append(declaration)
        guard firstByName[declaration.name] == nil else { continue }
        firstByName[declaration.name] = declaration
        dependencyModuleByName[declaration.name] = file.dependencyModule
      }
    }
    self.firstByName = firstByName
    self.declarationsByName = declarationsByName
    self.dependencyModuleByName = dependencyModuleByName
    markerAliases = Self.markerAliases(in: files)
    dependencyModules = Set(files.compactMap(\.dependencyModule))
    let parentsByName = Self.resolveParents(firstByName, markerAliases: markerAliases, modules: dependencyModules)
    self.parentsByName = parentsByName
    ancestorsByName = Dictionary(
      uniqueKeysWithValues: parentsByName.keys.map { ($0, Self.ancestors(of: $0, parentsByName)) })
    var extensionsByMemberName: [String: [Set<String>]] = [:]
    var constrainedExtensions: [ScannedExtension] = []
    for file in files {
      for found in file.extensions where firstByName[found.extendedType] != nil {
        guard found.otherConstraints.isEmpty else {
          constrainedExtensions.append(found)
          continue
        }
        let constraints = Set([found.extendedType] + found.selfConformances)
        for name in Set(found.memberNames) { extensionsByMemberName[name, default: []].append(constraints) }
      }
    }
    self.extensionsByMemberName = extensionsByMemberName
    identityExtensions = extensionsByMemberName.filter { $0.key.hasPrefix("static ==(") || $0.key == "hash(into:)" }
      .values.flatMap { $0 }
    self.constrainedExtensions = constrainedExtensions
  }

  /// The type aliases of `files` that stand only for parents a double needs not answer, or `Any`.
  static func markerAliases(in files: [ScannedFile]) -> Set<String> {
    let markers = KnownParent.needingNothing.union(["Any", "AnyObject"])
    var aliases: Set<String> = []
    for file in files {
      // A module's interface spells them through their module: `Swift.Sendable`.
      for (alias, targets) in file.typeAliases
      where targets.allSatisfy({ markers.contains(KnownParent.withoutSwiftModule($0)) }) {
        aliases.insert(alias)
      }
    }
    return aliases
  }

  /// Each protocol's parents by the qualified name they resolve to: a parent named inside
  /// `ListOrders` is `ListOrders.Parent` when the files declare one, as the compiler would look
  /// it up, innermost scope first.
  static func resolveParents(
    _ firstByName: [String: ScannedProtocol], markerAliases: Set<String>, modules: Set<String> = []
  ) -> [String: [String]] {
    var parentsByName: [String: [String]] = [:]
    for (name, declaration) in firstByName {
      let enclosing = declaration.model?.enclosingType.map { $0.split(separator: ".").map(String.init) } ?? []
      parentsByName[name] = (declaration.model?.parents ?? []).filter { !markerAliases.contains($0) }.map { parent in
        for depth in stride(from: enclosing.count, to: 0, by: -1) {
          let candidate = (enclosing.prefix(depth) + [parent]).joined(separator: ".")
          if firstByName[candidate] != nil { return candidate }
        }
        return withoutModule(parent, modules, firstByName)
      }
    }
    return parentsByName
  }

  /// `parent` without the module of a dependency that declares it (`ServiceLifecycle.Service`
  /// is `Service`), as the doubles of the files name it.
  private static func withoutModule(
    _ parent: String, _ modules: Set<String>, _ firstByName: [String: ScannedProtocol]
  ) -> String {
    guard let dot = parent.firstIndex(of: "."), modules.contains(String(parent[..<dot])) else { return parent }
    let unqualified = String(parent[parent.index(after: dot)...])
    return firstByName[unqualified] == nil ? parent : unqualified
  }

  /// The parents of `model` as its double names them: marker aliases left out, a dependency's
  /// protocol without its module (``withoutModule(_:_:_:)``), in the order written.
  func namedParents(of model: ProtocolModel) -> [String] {
    model.parents.filter { !markerAliases.contains($0) }.map {
      Self.withoutModule($0, dependencyModules, firstByName)
    }
  }

  /// Whether an extension of the files gives the double of `name` a default for the requirement
  /// `witnessName` names (``Member/witnessName``): one of `name` or of an ancestor, whose `where`
  /// clause the double meets.
  func hasDefault(_ witnessName: String?, for name: String) -> Bool {
    guard let witnessName, let found = extensionsByMemberName[witnessName] else { return false }
    let conformances = conformances(of: name)
    return found.contains { $0.isSubset(of: conformances) }
  }

  /// Every protocol `name` refines, through its parents, nearest first.
  func ancestors(of name: String) -> [String] { ancestorsByName[name] ?? [] }

  private static func ancestors(of name: String, _ parentsByName: [String: [String]]) -> [String] {
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

  /// Whether `name` takes a global actor from a parent, as Swift infers it: from a parent that
  /// states one, or that takes one itself, but not through a parent marked `nonisolated`, which
  /// stops the inference for everything that refines it.
  func inheritsGlobalActor(_ name: String) -> Bool { inheritedGlobalActor(name) != nil }

  /// The global actor, such as `@MainActor`, that `name` takes from a parent when it states no
  /// isolation itself, as Swift infers it; `nil` for none.
  func inheritedGlobalActor(_ name: String) -> String? {
    var seen: Set<String> = [name]
    var queue = parentsByName[name] ?? []
    while !queue.isEmpty {
      let parent = queue.removeFirst()
      guard seen.insert(parent).inserted else { continue }
      // A parent without a model (one the builder refused) is read through, as if it stated none.
      let model = firstByName[parent]?.model
      if let actor = model?.globalActor { return actor }
      if model?.isNonisolated != true { queue += parentsByName[parent] ?? [] }
    }
    return nil
  }

  /// `name` and every protocol it refines, with what every double conforms to (`Sendable`,
  /// `AnyObject`): what an extension constrained to them must require to apply to its double.
  func conformances(of name: String) -> Set<String> {
    Set([name, "Sendable", "Swift.Sendable", "AnyObject"] + ancestors(of: name))
  }

  /// The names of the protocols to double: each marked one (or all, with `allProtocols`) of the
  /// files to double, mapped to `true`, then each ancestor they need from the files, a
  /// dependency's too, mapped to `false`.
  func wanted(in files: [ScannedFile], allProtocols: Bool) -> [String: Bool] {
    var wanted: [String: Bool] = [:]
    var queue: [String] = []
    for file in files where file.dependencyModule == nil {
      for declaration in file.protocols where allProtocols || declaration.isMarked {
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
    return wanted
  }
}

extension ProtocolIndex {
  /// Whether `declaration` is one its name means, which gets a double: the first of its name, or
  /// a later one in a clause of an `#if` that leaves out every earlier one (argument-parser's
  /// `_SendableMetatype`, declared for each compiler), whose double sits under its own `#if`.
  func isMeant(_ declaration: ScannedProtocol) -> Bool {
    guard let all = declarationsByName[declaration.name],
      let position = all.firstIndex(where: {
        $0.location == declaration.location
      })
    else { return false }
    return all[..<position].allSatisfy { Self.exclude(declaration.conditions, $0.conditions) }
  }

  /// Whether no build configuration meets both lists of conditions: one holds a condition the
  /// other negates, as the clauses of one `#if` do (``IfConfigConditions``).
  private static func exclude(_ first: [String], _ second: [String]) -> Bool {
    first.contains { second.contains("!(\($0))") } || second.contains { first.contains("!(\($0))") }
  }
}
