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
    /// What the availability macros of the modules read stand for (see ``AvailabilityMacros``).
    package var availabilityMacros = AvailabilityMacros()
    /// Whether protocol doubles and doubles of structs of closures can be partial doubles
    /// (`forwardingTo:`); see ``GenerationPlan/partialDoubles``.
    package var partialDoubles = true
    /// Compilation conditions the modules read are built with and the doubles' module may not be
    /// (see ``resolveDefinedConditions(_:)``), such as a package trait enabled by default.
    package var definedConditions: Set<String> = []
    /// The SPI groups (`@_spi(Name)`) whose protocols another module's doubles include, importing
    /// their modules with `@_spi(Name)`; the others' are left out, as the public interface leaves them.
    package var spiGroups: Set<String> = []

    /// Options; see each property.
    package init(
      allProtocols: Bool = false, allClasses: Bool = false, imports: [String] = [], testableImports: [String] = [],
      defaultIsolation: DefaultIsolation? = nil, nonisolatedNonsendingByDefault: Bool = false,
      availabilityMacros: AvailabilityMacros = .init(), partialDoubles: Bool = true,
      definedConditions: Set<String> = [], spiGroups: Set<String> = []
    ) {
      self.definedConditions = definedConditions
      self.spiGroups = spiGroups
      self.availabilityMacros = availabilityMacros
      self.partialDoubles = partialDoubles
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

  /// The protocols to double, each with what the plan decided for its double, in file and
  /// declaration order.
  package var protocolDoubles: [ProtocolDoublePlan] = []
  /// The models of the protocols to double, in the same order.
  package var protocolModels: [ProtocolModel] { protocolDoubles.map(\.model) }
  /// The classes to double, in file and declaration order.
  package var classModels: [ClassModel] = []
  /// The structs of closures to double, in file and declaration order.
  package var closureStructModels: [ClosureStructModel] = []
  /// The imports of the file of doubles, after `Doubles`.
  package var imports: [ImportedModule] = []
  /// The modules imported with `@testable`.
  package var testableImports: [String] = []
  /// Whether protocol doubles and doubles of structs of closures can be partial doubles
  /// (`forwardingTo:`): `doubles generate --no-partial-doubles` leaves them out of every double it
  /// writes, which then compiles to about 30% less code.
  package var partialDoubles = true
  /// Errors (input the command cannot use) and notes (protocols left out, and why), in file order.
  package var diagnostics: [LocatedDiagnostic] = []

  /// Plans the doubles of `files`, phase by phase.
  package static func make(_ files: [ScannedFile], _ options: Options) -> GenerationPlan {
    var plan = GenerationPlan()
    plan.diagnostics = files.flatMap(\.diagnostics)
    let (pinned, pinnedIndex) = pinningPrimaryAssociatedTypes(files, ProtocolIndex(files))
    let (files, fakesIndex) = fakingCollections(pinned, pinnedIndex)
    let index = fakesIndex.answeringConstrainedDefaultsInClass()
    var doubled = plan.planProtocols(files, index, options)
    plan.dropProtocolsWhoseParentHasNoDouble(index, &doubled)
    plan.planClasses(files, options, taken: doubled)
    let doubledClasses = Set(plan.classModels.map(\.name))
    plan.planClosureStructs(files, options, taken: doubled.union(doubledClasses))
    plan.planImports(
      files, index, options, protocols: doubled, classes: doubledClasses,
      structs: Set(plan.closureStructModels.map(\.name)))
    plan.expandAvailabilityMacros(options.availabilityMacros, files)
    plan.resolveDefinedConditions(options.definedConditions)
    if let isolation = options.defaultIsolation {
      plan.state(isolation, nonisolatedNonsendingByDefault: options.nonisolatedNonsendingByDefault)
    }
    plan.partialDoubles = options.partialDoubles
    return plan
  }

  /// The module the doubles name the protocols through: written into another module that is the
  /// only one imported, unless one of the files' types has its name (then `Module.Name` would
  /// mean that type).
  static func moduleQualifier(_ files: [ScannedFile], _ options: Options) -> String? {
    guard let module = importedModule(options), !files.contains(where: { $0.topLevelTypes.contains(module) })
    else { return nil }
    return module
  }

  /// States the default isolation of the declaring module on every double's model.
  mutating func state(_ isolation: DefaultIsolation, nonisolatedNonsendingByDefault nonsending: Bool) {
    for index in protocolDoubles.indices {
      protocolDoubles[index].model = protocolDoubles[index].model.stating(
        isolation, nonisolatedNonsendingByDefault: nonsending)
    }
    classModels = classModels.map { $0.stating(isolation, nonisolatedNonsendingByDefault: nonsending) }
    closureStructModels = closureStructModels.map { $0.stating(isolation) }
  }
}
