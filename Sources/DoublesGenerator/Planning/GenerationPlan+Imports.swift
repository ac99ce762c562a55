/// What the file of doubles imports.
extension GenerationPlan {
  /// Modules that only declare macros, which the doubles do not need: a test target need not
  /// depend on them.
  static let macroOnlyModules: Set<String> = ["DoublesMacros", "DependenciesMacros"]

  /// Modules every Swift file imports without saying so, which a module's interface writes out:
  /// the doubles need not import them.
  package static let implicitModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "_SwiftConcurrencyShims",
  ]

  /// Imports what the files that declare a doubled protocol, class or struct import, under the
  /// same `#if` conditions, in file order, macro-only modules left out, each as the file of
  /// doubles must write it (``doublesImport(of:widestDouble:intoAnotherModule:)``) and each once;
  /// then the modules the user named.
  mutating func planImports(
    _ files: [ScannedFile], _ index: ProtocolIndex, _ options: Options, protocols: Set<String>,
    classes: Set<String>, structs: Set<String>
  ) {
    var positions: [ImportedModule.Key: Int] = [:]
    func add(_ module: ImportedModule) {
      if let position = positions[module.key] {
        imports[position].merge(module)
      } else {
        positions[module.key] = imports.count
        imports.append(module)
      }
    }
    // The SPI groups of the doubled protocols' requirements, which a double of another module
    // must see to answer and pass on.
    var memberGroups: [String] = []
    for file in files {
      // The declarations a protocol's name means (``ProtocolIndex/isMeant(_:)``), not a
      // dependency's of the same name.
      let doubledProtocols = file.protocols.filter { protocols.contains($0.name) && index.isMeant($0) }
      let doubled =
        doubledProtocols.map(\.accessLevel)
        + file.classes.filter { classes.contains($0.name) }.map(\.accessLevel)
        + file.closureStructs.filter { structs.contains($0.name) }.map(\.accessLevel)
      guard let widest = doubled.map({ $0 ?? .internal }).max() else { continue }
      if let module = file.dependencyModule {
        // A dependency's public interface names only what it imports publicly; its SPI, what
        // `--spi` names of the groups of its doubled protocols.
        let groups =
          doubledProtocols.compactMap(\.spiGroup).filter(options.spiGroups.contains)
          + doubledProtocols.flatMap(\.memberSPIGroups)
        add(
          Self.doublesImport(
            of: ImportedModule(module, attributes: Self.spiAttributes(groups)), widestDouble: widest,
            intoAnotherModule: true))
        for written in file.imports where written.isPublic && !Self.implicitModules.contains(written.module) {
          add(Self.doublesImport(of: written, widestDouble: widest, intoAnotherModule: true))
        }
        continue
      }
      memberGroups += doubledProtocols.flatMap(\.memberSPIGroups)
      for written in file.imports where !Self.macroOnlyModules.contains(written.module) {
        add(
          Self.doublesImport(
            of: written, widestDouble: widest, intoAnotherModule: options.writesIntoAnotherModule))
      }
    }
    // The modules the doubles are written for see each SPI group `--spi` names (a public
    // protocol may refine an SPI protocol), and those of the doubled protocols' requirements.
    let groups = Self.spiAttributes(options.spiGroups.sorted() + memberGroups)
    for module in options.imports { add(ImportedModule(module, attributes: groups)) }
    for module in options.testableImports where !groups.isEmpty { add(ImportedModule(module, attributes: groups)) }
    testableImports = options.testableImports
  }

  /// `@_spi(Name)` for each of `groups`, once each, in order.
  private static func spiAttributes(_ groups: [String]) -> [String] {
    var seen: Set<String> = []
    return groups.filter { seen.insert($0).inserted }.map { "@_spi(\($0))" }
  }

  /// How the file of doubles writes an import of a file whose widest doubled declaration has
  /// the access level `widestDouble`.
  ///
  /// A scoped import (`import class M.T`), `@preconcurrency`, `@testable` and `@_spi` keep their
  /// meaning as written. `@_exported` (and its `@_documentation`) is left out: the doubles would
  /// re-export the module. An access level is kept in the module that declares what is doubled,
  /// since Swift rejects a plain `import M` in a module whose other files write
  /// `internal import M`, but no wider than the file's doubles, or Swift warns that a `public
  /// import` is not used publicly. Into another module (a test target), whose own imports the
  /// command cannot see, imports are plain, as most test targets write them, and
  /// `@_implementationOnly` is left out.
  static func doublesImport(
    of written: ImportedModule, widestDouble: AccessLevel, intoAnotherModule: Bool
  ) -> ImportedModule {
    var module = written
    let dropped = ["@_exported", "@_documentation"] + (intoAnotherModule ? ["@_implementationOnly"] : [])
    module.attributes.removeAll { attribute in dropped.contains { attribute.hasPrefix($0) } }
    module.accessLevel = intoAnotherModule ? nil : written.accessLevel.map { min($0, widestDouble) }
    return module
  }
}

extension ImportedModule {
  /// What makes two imports one in the file of doubles: what they import, and under which
  /// conditions.
  struct Key: Hashable {
    let name: String
    let kind: String?
    let conditions: [String]
  }

  var key: Key { Key(name: name, kind: kind, conditions: conditions) }

  /// Whether a module's public declarations may name what this import brings: not an
  /// `internal`, `private`, `fileprivate` or `package` import, nor `@_implementationOnly`.
  var isPublic: Bool {
    (accessLevel == nil || accessLevel == .public) && !attributes.contains("@_implementationOnly")
  }

  /// Makes this import say what it and `other`, an import of the same thing, both need: every
  /// attribute of either (`@_implementationOnly` only if both have it, since one file that
  /// imports normally makes the module's types usable in declarations), and the wider access
  /// level (an explicit one over none: both in one module means the access levels are explicit).
  mutating func merge(_ other: ImportedModule) {
    let implementationOnly = "@_implementationOnly"
    let keepsImplementationOnly =
      attributes.contains(implementationOnly) && other.attributes.contains(implementationOnly)
    for attribute in other.attributes where !attributes.contains(attribute) { attributes.append(attribute) }
    if !keepsImplementationOnly { attributes.removeAll { $0 == implementationOnly } }
    accessLevel = [accessLevel, other.accessLevel].compactMap { $0 }.max()
  }
}
