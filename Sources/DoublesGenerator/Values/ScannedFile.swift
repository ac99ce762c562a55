/// What the command needs of one Swift file, as plain values: its imports, its protocols and
/// classes and their models, and the problems found. Holds no syntax tree, so that a large code base can be
/// read file by file, in parallel, in bounded memory.
package struct ScannedFile: Sendable {
  /// The file, as named to the scanner.
  package var file: String
  /// The modules the file imports, in order, with the `#if` conditions around each.
  package var imports: [ImportedModule] = []
  /// The protocols the file declares, in order.
  package var protocols: [ScannedProtocol] = []
  /// The classes the file declares at its top level, in order.
  package var classes: [ScannedClass] = []
  /// The structs the file declares at its top level and marks for doubling, in order.
  package var closureStructs: [ScannedStruct] = []
  /// The types the file declares inside other types, qualified, such as `ListOrders.Request`:
  /// what the doubles of nested protocols must spell in full.
  package var nestedTypes: [String] = []
  /// The types the file declares at its top level, such as `Order`.
  package var topLevelTypes: [String] = []
  /// What each top-level type alias of the file stands for, such as `["Handler": ["(Int) -> Void"]]`
  /// (one entry per declaration, since `#if` clauses may declare it more than once).
  package var typeAliases: [String: [String]] = [:]
  /// The top-level extensions whose members may witness a protocol's requirements, in order.
  package var extensions: [ScannedExtension] = []
  /// Problems that concern the whole file, such as Swift that does not parse.
  package var diagnostics: [LocatedDiagnostic] = []
  /// The module of the dependency the file belongs to, or `nil` for a file to double: its
  /// protocols are doubled only as parents of the others', in the file of doubles, and its
  /// classes and structs never.
  package var dependencyModule: String?

  /// An empty scan of `file`.
  package init(file: String) { self.file = file }

  /// The file as read from `module`, a dependency: nothing in it is doubled for itself.
  func asDependency(of module: String) -> ScannedFile {
    var file = self
    file.dependencyModule = module
    // A file of another module that Doubles' parser cannot read (Swift newer than its
    // swift-syntax) costs that file's parents, not the doubles: a note, not an error.
    file.diagnostics = diagnostics.map { diagnostic in
      guard diagnostic.severity == .error else { return diagnostic }
      return LocatedDiagnostic(
        .note,
        "\(diagnostic.message.prefix { $0 != ";" }); a file of '\(module)', read for parents only: its "
          + "declarations are not read", at: diagnostic.location)
    }
    file.classes = []
    file.closureStructs = []
    file.protocols = protocols.map { declaration in
      var declaration = declaration
      declaration.isMarked = false
      return declaration
    }
    return file
  }
}

/// A protocol declaration of a scanned file.
package struct ScannedProtocol: Sendable {
  /// Its name.
  package var name: String
  /// Where it is declared (its `protocol` keyword).
  package var location: LocatedDiagnostic.Location
  /// Whether it is marked for doubling: `@Doubled`, or a `/// @Doubled` line in its doc comment.
  package var isMarked: Bool
  /// The access level written on it, or `nil` (internal).
  package var accessLevel: AccessLevel?
  /// Its model, or `nil` when it cannot be doubled (see ``diagnostics``).
  package var model: ProtocolModel?
  /// Why it cannot be doubled.
  package var diagnostics: [LocatedDiagnostic]
  /// The group of its `@_spi(RawSyntax)` attribute, or `nil` when it has none.
  package var spiGroup: String? = nil
  /// The SPI groups of its requirements (`@_spi(Raw) func peek()`), which another module's double
  /// sees only through an import with them.
  package var memberSPIGroups: [String] = []
  /// The conditions of the `#if` clauses it is declared in (``ProtocolModel/declarationConditions``).
  package var conditions: [String] = []
}

/// A class declaration of a scanned file.
package struct ScannedClass: Sendable {
  /// Its name.
  package var name: String
  /// Where it is declared (its `class` keyword).
  package var location: LocatedDiagnostic.Location
  /// Whether it is marked for doubling: `@Doubled`, or a `/// @Doubled` line in its doc comment.
  package var isMarked: Bool
  /// The access level written on it, or `nil` (internal).
  package var accessLevel: AccessLevel?
  /// Its model, or `nil` when it cannot be doubled or was not asked for.
  package var model: ClassModel?
  /// The designated initializers it declares, which a subclass that declares none inherits;
  /// `nil` when it declares no initializer.
  package var declaredInitializers: [ClassInitializer]? = nil
  /// The first type of its inheritance clause: its superclass, if it has one.
  package var superclass: String? = nil
  /// Whether it has no superclass (see ``ClassModelBuilder/isRootClass(_:)``).
  package var isRoot = false
  /// Why it cannot be doubled.
  package var diagnostics: [LocatedDiagnostic]
}

/// A struct of closures a scanned file marks for doubling.
package struct ScannedStruct: Sendable {
  /// Its name.
  package var name: String
  /// Where it is declared (its `struct` keyword).
  package var location: LocatedDiagnostic.Location
  /// The access level written on it, or `nil` (internal).
  package var accessLevel: AccessLevel?
  /// Whether another module can call an initializer that takes every closure: the struct is
  /// public and declares a public one that does, or has `@DependencyClient` write it. (The
  /// memberwise initializer is internal.)
  package var declaresPublicInitializer: Bool
  /// Its model, or `nil` when it cannot be doubled (see ``diagnostics``).
  package var model: ClosureStructModel?
  /// Why it cannot be doubled.
  package var diagnostics: [LocatedDiagnostic]
}

/// A top-level extension whose members may witness a protocol's requirements.
package struct ScannedExtension: Sendable, Equatable {
  /// The type extended, as written, such as `AnyOptionalType`.
  package var extendedType: String
  /// The protocols its `where` clause requires `Self` to conform to, such as `OptionalType`.
  package var selfConformances: [String]
  /// The other requirements of its `where` clause, such as `Decoder == JSONDecoder`.
  package var otherConstraints: [String] = []
  /// The names of its members as ``Member/witnessName`` writes a requirement's: `anyWrapped`,
  /// `static anyWrappedType`, `load(from:)`, `subscript(_:)`.
  package var memberNames: [String]

  /// An extension of `extendedType`; see each property.
  package init(
    extendedType: String, selfConformances: [String], otherConstraints: [String] = [], memberNames: [String]
  ) {
    self.extendedType = extendedType
    self.selfConformances = selfConformances
    self.otherConstraints = otherConstraints
    self.memberNames = memberNames
  }
}
