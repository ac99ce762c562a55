import DoublesGenerator
import Testing

/// One test per rule of the plan stage, each named after it and checking the plan's values (not
/// the text written), so that a broken rule fails with its name.
@Suite("Planning rules")
struct PlanningRuleTests {
  /// The plan of `files`, each scanned as the command scans it.
  static func plan(_ files: [String: String], _ options: GenerationPlan.Options = .init()) -> GenerationPlan {
    let scanned = files.keys.sorted().map { Generator.scanFile(files[$0]!, file: $0, options: options) }
    return Generator.plan(scanned, options: options)
  }

  @Test func aParentDeclaredInAnotherFileGetsADouble() {
    let plan = Self.plan([
      "A.swift": "protocol Store { func load() }",
      "B.swift": "@Doubled protocol OrderStore: Store { func save() }",
    ])
    #expect(plan.protocolModels.map(\.name) == ["Store", "OrderStore"])
  }

  @Test func aParentTheFilesDoNotDeclareIsAnErrorForAMarkedProtocol() {
    let plan = Self.plan(["A.swift": "@Doubled protocol OrderStore: Store { func save() }"])
    #expect(plan.protocolModels.isEmpty)
    #expect(
      plan.diagnostics.map(\.description) == [
        "A.swift:1:10: error: no double for 'OrderStore': it refines 'Store', which is not declared in the files "
          + "read; add the file that declares it, or its module's folder or interface with --dependency, or where its interface is with --import-path"
      ])
  }

  @Test func aCollectionIsAnsweredByItsProtocolsExtensionsOrGetsNoDouble() throws {
    let declaration = """
      protocol Notes: BidirectionalCollection where Element: StringProtocol, Index == Int {
        associatedtype Iterator = IndexingIterator<[Element]>
        var notes: [Element] { get }
      }
      """
    let witnesses = """
      extension Notes {
        var startIndex: Int { 0 }
        var endIndex: Int { notes.count }
        subscript(position: Int) -> Element { notes[position] }
        func index(after index: Int) -> Int { index + 1 }
        func makeIterator() -> IndexingIterator<[Element]> { notes.makeIterator() }
      }
      """
    let missing = Self.plan(["A.swift": declaration, "B.swift": witnesses], .init(allProtocols: true))
    #expect(missing.protocolModels.isEmpty)
    #expect(
      missing.diagnostics.map(\.message) == [
        "no double for 'Notes': it refines 'BidirectionalCollection', whose requirements a double takes from the "
          + "protocol's own extensions, and none of those read declares 'index(before:)' (a test that stubbed a "
          + "collection's indices one by one would loop forever on one it forgot); nor can its double be a fake of "
          + "an array of elements, since it names its own 'Iterator'"
      ])
    let before = "extension Notes { func index(before index: Int) -> Int { index - 1 } }"
    let plan = Self.plan(
      ["A.swift": declaration, "B.swift": witnesses, "C.swift": before], .init(allProtocols: true))
    #expect(plan.diagnostics.isEmpty)
    let model = try #require(plan.protocolModels.first)
    #expect(model.genericParameters.map(\.name) == ["Element"])
    #expect(model.whereRequirements == ["Element: StringProtocol"])
    #expect(
      model.associatedTypes.compactMap { type in type.pinned.map { "\(type.name) = \($0)" } } == [
        "Iterator = IndexingIterator<[Element]>", "Index = Int",
      ])
  }

  @Test func aCollectionsTypesAreGenericOnlyWhereTheDoubleCanMatchThem() throws {
    let witnesses = """
      var startIndex: Int { 0 }
      var endIndex: Int { 0 }
      subscript(position: Int) -> Element { fatalError() }
      func index(after index: Int) -> Int { index + 1 }
      """
    let plan = Self.plan(
      [
        "A.swift": """
        protocol Base: Collection {}
        extension Base { \(witnesses) }
        protocol Derived: Base where Element == Int {}
        protocol Named: Collection where Element: Equatable {}
        extension Named { \(witnesses) }
        protocol Counted: Named where Element == Int {}
        protocol Ring: Collection where Index: Hashable {}
        extension Ring { \(witnesses.replacing("Int", with: "Index")) }
        protocol Sliced: Collection where SubSequence: Sendable, Index == Int {}
        extension Sliced { \(witnesses) }
        """
      ], .init(allProtocols: true))
    #expect(plan.protocolModels.map(\.name) == ["Base", "Named", "Counted", "Ring"])
    #expect(
      plan.diagnostics.map(\.message) == [
        "no double for 'Derived': its `where` clause names 'Element', an associated type of 'Collection' that the "
          + "double of 'Base' leaves Swift to infer from its extensions; name it in the `where` clause of 'Base' too",
        "no double for 'Sliced': 'Sliced' constrains 'SubSequence' without pinning it, and the double of a protocol "
          + "whose extensions answer its collection takes only 'Element' and 'Index' as generic parameters: pin it "
          + "('where SubSequence == SomeType')",
      ])
    let counted = try #require(plan.protocolModels.first { $0.name == "Counted" })
    // `Element: Equatable` is `Int`'s to meet: a double without generic parameters takes no `where`.
    #expect(counted.whereRequirements.isEmpty)
    let ring = try #require(plan.protocolModels.first { $0.name == "Ring" })
    #expect(ring.genericParameters.map { "\($0.name): \($0.constraint ?? "")" } == ["Index: Comparable"])
  }

  /// From swift-crypto, whose `HashFunction` declares `Digest` for CryptoKit under one `#if` and
  /// its own module under the other, and whose HPKE keys require `EphemeralPrivateKey.PublicKey == Self`.
  @Test func configurationDependentAssociatedTypesAndSelfReferentialRequirementsAreNoted() {
    let plan = Self.plan(
      [
        "A.swift": """
        protocol Digest {}
        protocol HashFunction {
          #if CRYPTO_KIT
          associatedtype Digest: CryptoKit.Digest
          #else
          associatedtype Digest: A.Digest
          #endif
        }
        protocol PrivateKey { associatedtype PublicKey }
        protocol PublicKey where Private.PublicKey == Self {
          associatedtype Private: PrivateKey
        }
        protocol Pathed { associatedtype AllPaths }
        protocol Iterable: Pathed where AllPaths: Sequence, AllPaths.Element == [Self] {}
        #if compiler(>=6.2)
        protocol Marker: SendableMetatype {}
        #else
        protocol Marker {}
        #endif
        #if os(Linux)
        protocol Twin {}
        #endif
        #if os(Linux)
        protocol Twin {}
        #endif
        """
      ], .init(allProtocols: true))
    // A double per clause of the `#if` that declares `Digest` otherwise, each under its conditions.
    #expect(
      plan.protocolModels.map(\.name) == [
        "Digest", "HashFunction", "HashFunction", "PrivateKey", "Pathed", "Marker", "Marker", "Twin",
      ])
    #expect(
      plan.protocolModels.filter { $0.name == "HashFunction" }.map(\.declarationConditions) == [
        ["CRYPTO_KIT"], ["!(CRYPTO_KIT)"],
      ])
    #expect(
      plan.protocolModels.filter { $0.name == "HashFunction" }.map { $0.associatedTypes.map(\.constraint) } == [
        ["CryptoKit.Digest"], ["A.Digest"],
      ])
    #expect(
      plan.diagnostics.map(\.message) == [
        "no double for 'PublicKey': 'PublicKey' requires 'Private.PublicKey == Self', which would make the double's "
          + "generic parameter 'Private' name the double itself, and Swift does not allow a generic class "
          + "self-referential requirements; a double written by hand, with a type of its own for 'Private', can",
        "no double for 'Iterable': 'Iterable' requires 'AllPaths.Element == [Self]', which would make the double's "
          + "generic parameter 'AllPaths' name the double itself, and Swift does not allow a generic class "
          + "self-referential requirements; a double written by hand, with a type of its own for 'AllPaths', can",
        "no double for 'Twin': a protocol of the same name in A.swift:21 has it, and one file of doubles holds one "
          + "double per name; generate the other into another file",
      ])
  }

  /// Hummingbird's `WebSocketRequestContext: InitializableFromSource<ApplicationRequestContextSource>`.
  @Test func aParentWrittenWithArgumentsPinsItsPrimaryAssociatedTypes() throws {
    let plan = Self.plan(
      [
        "A.swift": """
        protocol Store<Key, Value> { associatedtype Key; associatedtype Value }
        protocol IntStore: Store<Int, String> {}
        protocol Plain { associatedtype Key }
        protocol Wrong: Plain<Int> {}
        protocol Numbers: Sequence<Int> {}
        extension Numbers { func makeIterator() -> IndexingIterator<[Int]> { [].makeIterator() } }
        """
      ], .init(allProtocols: true))
    #expect(plan.protocolModels.map(\.name) == ["Store", "IntStore", "Plain", "Numbers"])
    let intStore = try #require(plan.protocolModels.first { $0.name == "IntStore" })
    #expect(intStore.associatedTypes.map { "\($0.name) = \($0.pinned ?? "")" } == ["Key = Int", "Value = String"])
    let numbers = try #require(plan.protocolModels.first { $0.name == "Numbers" })
    #expect(numbers.associatedTypes.map { "\($0.name) = \($0.pinned ?? "")" } == ["Element = Int"])
    #expect(
      plan.diagnostics.map(\.message) == [
        "no double for 'Wrong': 'Wrong' refines 'Plain<Int>', and 'Plain' declares no primary associated types"
      ])
  }

  @Test func aProtocolWhoseParentGetsNoDoubleGetsNoneEither() {
    let plan = Self.plan(
      [
        "A.swift": "private protocol Hidden { func a() }\nprotocol Visible: Hidden { func b() }"
      ], .init(allProtocols: true))
    #expect(plan.protocolModels.isEmpty)
    #expect(plan.diagnostics.map(\.message).last == "no double for 'Visible': its parent 'Hidden' gets none")
  }

  @Test func aTypeAliasForSendableIsNoParent() {
    let plan = Self.plan([
      "A.swift": "typealias PreconcurrencySendable = Sendable",
      "B.swift": "@Doubled protocol Channel: PreconcurrencySendable { func close() }",
    ])
    #expect(plan.protocolModels.map(\.name) == ["Channel"])
    #expect(plan.protocolModels.first?.parents == [])
  }

  @Test func aParentNamedInsideATypeIsTheOneThatTypeDeclares() {
    let plan = Self.plan([
      "A.swift": "protocol Logic { func top() }\nenum Scene {\n  protocol Logic { func nested() }\n}",
      "B.swift": "extension Scene {\n  @Doubled protocol Interactor: Logic { func run() }\n}",
    ])
    #expect(plan.protocolModels.map(\.qualifiedName) == ["Scene.Logic", "Scene.Interactor"])
  }

  @Test func aParentsAssociatedTypesBecomeGenericParametersOfTheChild() {
    let plan = Self.plan([
      "A.swift": "protocol Store { associatedtype Key: Hashable\n  func value(for key: Key) -> Int }",
      "B.swift": "@Doubled protocol Cache: Store { associatedtype Item\n  func item() -> Item }",
    ])
    let cache = plan.protocolDoubles.first { $0.model.name == "Cache" }
    #expect(cache?.model.associatedTypes.map(\.name) == ["Key", "Item"])
    #expect(cache?.parentArguments == ["Store": "<Key>"])
  }

  @Test func oneAssociatedTypeDeclaredByTwoParentsMeetsBothConstraints() {
    let plan = Self.plan([
      "A.swift": """
      protocol Keyed { associatedtype Key: Hashable }
      protocol Ordered { associatedtype Key: Comparable }
      @Doubled protocol Both: Keyed, Ordered {}
      """
    ])
    #expect(
      plan.protocolModels.last?.associatedTypes == [AssociatedType(name: "Key", constraint: "Hashable & Comparable")])
  }

  @Test func aRefinementOfAnActorProtocolIsAnActorProtocol() {
    let plan = Self.plan([
      "A.swift": "protocol Worker: Actor { func work() async }",
      "B.swift": "@Doubled protocol Shift: Worker { func rest() async }",
    ])
    #expect(plan.protocolModels.map(\.isActorBound) == [true, true])
  }

  @Test func twoProtocolsOfOneNameTheFirstIsDoubled() {
    let plan = Self.plan(
      [
        "A.swift": "protocol Store { func load() }",
        "B.swift": "protocol Store { func save() }",
      ], .init(allProtocols: true))
    #expect(plan.protocolModels.count == 1)
    #expect(plan.diagnostics.map(\.file) == ["B.swift"])
  }

  @Test func aProtocolNamedLikeTheStandardLibrarysIsQualifiedByItsModule() {
    let plan = Self.plan(
      ["A.swift": "public protocol CodingKeyRepresentable { func key() -> String }"],
      .init(allProtocols: true, imports: ["Vapor"]))
    #expect(plan.protocolModels.first?.moduleName == "Vapor")
    #expect(plan.protocolModels.first?.typeReference == "Vapor.CodingKeyRepresentable")
  }

  @Test func aModuleThatDeclaresATypeOfItsOwnNameDoesNotQualify() {
    let plan = Self.plan(
      ["A.swift": "public struct Vapor {}\npublic protocol Cache { func get() }"],
      .init(allProtocols: true, imports: ["Vapor"]))
    #expect(plan.protocolModels.first?.moduleName == nil)
  }

  @Test func aNestedProtocolsRequirementsNameItsScopesTypesInFull() throws {
    let plan = Self.plan([
      "A.swift": "enum Scene {\n  struct Request {}\n  @Doubled protocol Logic { func run(_ request: Request) }\n}"
    ])
    guard case .method(let method) = try #require(plan.protocolModels.first?.members.first).kind else {
      Issue.record("not a method")
      return
    }
    #expect(method.parameters.map(\.declaredType) == ["Scene.Request"])
  }

  @Test func anInternalProtocolNeedsATestableImportFromAnotherModule() {
    let plan = Self.plan(["A.swift": "protocol Store { func load() }"], .init(allProtocols: true, imports: ["App"]))
    #expect(plan.protocolModels.isEmpty)
    #expect(
      plan.diagnostics.map(\.message) == [
        "no double for 'Store': it is internal, so a double in another module needs --testable-import of its module"
      ])
  }

  @Test func theOutputImportsWhatTheFilesWithDoublesImportButMacroOnlyModules() {
    let plan = Self.plan([
      "A.swift": "import Foundation\nimport DoublesMacros\n#if canImport(Glibc)\nimport Glibc\n#endif\n"
        + "@Doubled protocol Store { func load() }",
      "B.swift": "import NIOCore\nprotocol Unused { func x() }",
    ])
    #expect(plan.imports == [ImportedModule("Foundation"), ImportedModule("Glibc", conditions: ["canImport(Glibc)"])])
  }

  /// Every form of `import` a file of the declaring module can write, as the file of doubles
  /// writes it, there and in another module.
  static let importForms = """
    @testable import Testable
    @_exported import Exported
    @_documentation(visibility: internal) @_exported import struct Documented.Thing
    @preconcurrency import Preconcurrent
    @_spi(Raw) import WithSPI
    @_implementationOnly import Hidden
    public import Wide
    package import Packaged
    internal import Narrow
    private import Private
    import struct Scoped.S
    import class Scoped.C
    import enum Scoped.E
    import protocol Scoped.P
    import typealias Scoped.T
    import func Scoped.f
    import var Scoped.v
    import let Scoped.l
    import Darwin.C
    """

  @Test func importsKeepTheirMeaningInTheModuleThatDeclaresTheDoubles() {
    let plan = Self.plan(["A.swift": Self.importForms + "\n@Doubled public protocol Store { func load() }"])
    #expect(
      plan.imports.map(\.declaration) == [
        "@testable import Testable", "import Exported", "import struct Documented.Thing",
        "@preconcurrency import Preconcurrent", "@_spi(Raw) import WithSPI", "@_implementationOnly import Hidden",
        "public import Wide", "package import Packaged", "internal import Narrow", "private import Private",
        "import struct Scoped.S", "import class Scoped.C", "import enum Scoped.E", "import protocol Scoped.P",
        "import typealias Scoped.T", "import func Scoped.f", "import var Scoped.v", "import let Scoped.l",
        "import Darwin.C",
      ])
  }

  @Test func importsIntoAnotherModuleArePlainButScopedAndAttributed() {
    let plan = Self.plan(
      ["A.swift": Self.importForms + "\n@Doubled public protocol Store { func load() }"],
      .init(imports: ["App"]))
    #expect(
      plan.imports.map(\.declaration) == [
        "@testable import Testable", "import Exported", "import struct Documented.Thing",
        "@preconcurrency import Preconcurrent", "@_spi(Raw) import WithSPI", "import Hidden", "import Wide",
        "import Packaged", "import Narrow", "import Private", "import struct Scoped.S", "import class Scoped.C",
        "import enum Scoped.E", "import protocol Scoped.P", "import typealias Scoped.T", "import func Scoped.f",
        "import var Scoped.v", "import let Scoped.l", "import Darwin.C", "import App",
      ])
  }

  @Test func anImportIsNoWiderThanTheDoublesOfItsFile() {
    let plan = Self.plan([
      "A.swift": "public import Foundation\npackage import Dispatch\n@Doubled protocol Store { func load() }",
      "B.swift": "public import NIOCore\n@Doubled package protocol Channel { func read() }",
    ])
    #expect(
      plan.imports.map(\.declaration) == [
        "internal import Foundation", "internal import Dispatch", "package import NIOCore",
      ])
  }

  @Test func oneImportOfAModuleSaysWhatEveryFileNeeds() {
    let plan = Self.plan([
      "A.swift": "@_implementationOnly import Hidden\ninternal import Foundation\nimport Dispatch\n"
        + "@Doubled public protocol A { func a() }",
      "B.swift": "import Hidden\npublic import Foundation\n@preconcurrency import Dispatch\n"
        + "@Doubled public protocol B { func b() }",
      "C.swift":
        "@_implementationOnly import Hidden\n@_spi(Raw) import Dispatch\n@Doubled public protocol C { func c() }",
    ])
    #expect(
      plan.imports.map(\.declaration) == [
        "import Hidden", "public import Foundation", "@preconcurrency @_spi(Raw) import Dispatch",
      ])
  }

  @Test func aClassWhoseSuperclassesDeclareNoInitializerCallsTheImplicitOne() {
    let plan = Self.plan([
      "A.swift": "class Root: Sendable {}\nclass Middle: Root {}\nclass Built { init(x: Int) {} }\n"
        + "class Box<T> { init(value: T) {} }\nclass IntBox: Box<Int> {}",
      "B.swift": "@Doubled class Leaf: Middle { func f() {} }\n@Doubled class Other: Built { func g() {} }\n"
        + "@Doubled class Crate: Box<Int> { func h() {} }\n@Doubled class Carton: IntBox { func i() {} }",
    ])
    #expect(plan.classModels.map(\.name) == ["Leaf", "Other", "Crate", "Carton"])
    // A generic superclass (`Box<Int>`) is a superclass: its initializers are not the implicit `init()`.
    #expect(plan.classModels.map(\.callsImplicitInitializer) == [true, false, false, false])
  }

  @Test func aDeclarationNamedLikeARuntimeDoubleIsDoubled() {
    let plan = Self.plan(
      ["A.swift": "protocol Property { var name: String { get } }\nclass Method {}"],
      .init(allProtocols: true, allClasses: true))
    #expect(plan.protocolModels.map(\.name) == ["Property"])
    #expect(plan.classModels.map(\.name) == ["Method"])
    #expect(plan.diagnostics.isEmpty)
  }

  @Test func anAncestorReachedThroughTwoParentsIsTakenThroughTheFirst() {
    let plan = Self.plan([
      "A.swift": """
      protocol Base { func a() }
      protocol Middle: Base {}
      protocol Left: Middle {}
      protocol Right: Middle {}
      protocol Side: Base {}
      """,
      "B.swift": "@Doubled protocol Both: Left, Right, Side { func b() }",
    ])
    let both = plan.protocolDoubles.first { $0.model.name == "Both" }
    // `Middle` through `Left`, and `Base` through `Left` and `Middle`; not `Left` itself, a parent.
    #expect(
      both?.sharedAncestors == [
        SharedAncestor(name: "Middle", path: ["Left", "Middle"]),
        SharedAncestor(name: "Base", path: ["Left", "Middle", "Base"]),
      ])
    #expect(plan.diagnostics.isEmpty)
  }

  @Test func aChildAnswersItsAncestorsClassOnlyRequirementsOnce() {
    let plan = Self.plan([
      "A.swift": """
      protocol Root { static func make() -> Self; func touch() }
      protocol Middle: Root { init(name: String); static var count: Int { get } }
      protocol Side { init(name: String) }
      """,
      "B.swift": "@Doubled protocol Leaf: Middle, Side { static var count: Int { get }; func grow() }",
    ])
    let leaf = plan.protocolModels.first { $0.name == "Leaf" }
    // Its own `count`, then each ancestor's, nearest first; `touch()` stays in Root's extension.
    let names = leaf?.members.map { member in
      switch member.kind {
      case .method(let method): method.name
      case .property(let property): property.name
      case .initializer: "init"
      case .subscript: "subscript"
      }
    }
    #expect(names == ["count", "grow", "init", "make"])
    #expect(plan.diagnostics.isEmpty)
  }

  @Test func aChildAnswersAnAncestorsRequirementThatAnExtensionAnswersForItOnly() {
    let plan = Self.plan(
      [
        "A.swift": """
        protocol Root { var value: Int { get }; func touch(at place: Int); subscript(i: Int) -> Int { get } }
        protocol Middle: Root {}
        protocol Leaf: Middle {}
        extension Root where Self: Middle { var value: Int { 0 } }
        extension Middle { subscript(i: Int) -> Int { i } }
        extension Root where Self: Leaf & Sendable { func touch(at place: Int) {} }
        """
      ], .init(allProtocols: true))
    let members = Dictionary(
      uniqueKeysWithValues: plan.protocolModels.map { ($0.name, $0.members.compactMap(\.witnessName)) })
    #expect(members["Root"] == ["value", "touch(at:)", "subscript(_:)"])
    // Middle's double meets both defaults; Leaf's takes them from Middle's `Doubling` extension,
    // and answers the one only Leaf meets.
    #expect(members["Middle"] == ["value", "subscript(_:)"])
    #expect(members["Leaf"] == ["touch(at:)"])
  }

  @Test func aStandardLibraryParentWithoutARuleIsNamedAsSuch() {
    let plan = Self.plan(
      ["A.swift": "protocol Raw: FixedWidthInteger { var bits: Int { get } }"], .init(allProtocols: true))
    #expect(
      plan.diagnostics.map(\.description) == [
        "A.swift:1:1: note: no double for 'Raw': it refines 'FixedWidthInteger', a protocol of the standard "
          + "library that no rule of Doubles answers (the Protocol inheritance guide lists those it does), or of a module to read with "
          + "--dependency"
      ])
  }

  @Test func availabilityInLongFormIsKeptAndAMacroKeepsItsApplePlatforms() {
    let source = """
      @available(macOS, introduced: 10.15)
      @Doubled protocol Old { @available(iOS, deprecated: 15.0) func f() }
      @available(hb 2.0, *)
      @Doubled protocol New { func g() }
      """
    let plan = Self.plan(
      ["A.swift": source], .init(availabilityMacros: AvailabilityMacros(["hb 2.0:macOS 14.0, iOS 17.0, Android 28"])))
    #expect(plan.diagnostics.isEmpty)
    #expect(
      plan.protocolModels.map(\.availability) == [
        ["@available(macOS, introduced: 10.15)"], ["@available(macOS 14.0, iOS 17.0, *)"],
      ])
    #expect(plan.protocolModels.first?.members.first?.attributes == ["@available(iOS, deprecated: 15.0)"])
  }

  @Test func anActorDoubleThatWouldAnswerARequirementInItsBodyGetsANote() {
    let source = """
      protocol Named { var name: String { get } }
      protocol Labelled { var name: String { get } }
      protocol Store: Actor, Named, Labelled {}
      """
    let plan = Self.plan(["A.swift": source], .init(allProtocols: true))
    #expect(plan.protocolModels.map(\.name) == ["Named", "Labelled"])
    #expect(
      plan.diagnostics.map(\.description) == [
        "A.swift:3:1: note: no double for 'Store': its double is an actor, which would have to answer 'name' in its "
          + "body (two parents declare it, or an extension answers it under a constraint), where the actor isolates "
          + "it; write that double by hand"
      ])
  }

  @Test func anSPIProtocolIsLeftOutOfAnotherModulesDoubles() {
    let source = "@_spi(RawSyntax) public protocol RawNode { var raw: Int { get } }\npublic protocol Node: RawNode {}"
    let plan = Self.plan(["A.swift": source], .init(allProtocols: true, imports: ["Syntax"]))
    #expect(plan.protocolModels.isEmpty)
    #expect(
      plan.diagnostics.map(\.description) == [
        "A.swift:1:25: note: no double for 'RawNode': it is SPI (@_spi(RawSyntax)), which the doubles of the public "
          + "interface leave out; --spi RawSyntax doubles it",
        "A.swift:2:8: note: no double for 'Node': its parent 'RawNode' gets none",
      ])
    // Named, its group is doubled, and its module imported with it.
    let named = Self.plan(["A.swift": source], .init(allProtocols: true, imports: ["Syntax"], spiGroups: ["RawSyntax"]))
    #expect(named.protocolModels.map(\.name) == ["RawNode", "Node"])
    #expect(named.imports.map(\.declaration) == ["@_spi(RawSyntax) import Syntax"])
    // In its own module, it is doubled.
    #expect(Self.plan(["A.swift": source], .init(allProtocols: true)).protocolModels.count == 2)
    // A public protocol's SPI requirement is answered and passed on through an import of its group.
    let member = Self.plan(
      ["A.swift": "public protocol Visitor {\n  @_spi(Raw) func visitRaw()\n}"],
      .init(allProtocols: true, testableImports: ["Syntax"]))
    #expect(member.protocolModels.map(\.name) == ["Visitor"])
    #expect(member.imports.map(\.declaration) == ["@_spi(Raw) import Syntax"])
  }

  @Test func aRequirementADefaultAnswersUnderAnAssociatedTypeConstraintIsAnsweredInTheClass() {
    let plan = Self.plan(
      [
        "A.swift": """
        protocol Context { associatedtype Decoder; var decoder: Decoder { get }; var size: Int { get } }
        extension Context where Decoder == Int { var decoder: Int { 0 } }
        protocol Child: Context {}
        """
      ], .init(allProtocols: true))
    #expect(plan.diagnostics.isEmpty)
    let inClass = Dictionary(
      uniqueKeysWithValues: plan.protocolDoubles.map { double in
        (double.model.name, double.plannedMembers.filter(\.1.answeredInClass).compactMap(\.0.witnessName))
      })
    // Child's double answers it in its own class too: no `Doubling` extension holds it.
    #expect(inClass == ["Context": ["decoder"], "Child": ["decoder"]])
  }

  @Test func theDeclaringModulesDefaultIsolationIsStatedOnEveryDouble() {
    let plan = Self.plan(
      ["A.swift": "@Doubled protocol Store { func load() }\n@Doubled class Box { func open() {} }"],
      .init(defaultIsolation: .mainActor))
    #expect(plan.protocolModels.first?.isNonisolated == true)
    #expect(plan.protocolModels.first?.members.first?.attributes == ["@MainActor"])
    #expect(plan.classModels.first?.globalActor == "@MainActor")
  }
}
