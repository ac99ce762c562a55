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
          + "read; add the file that declares it"
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
    let cache = plan.protocolModels.first { $0.name == "Cache" }
    #expect(cache?.associatedTypes.map(\.name) == ["Key", "Item"])
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

  @Test func aDeclarationWhoseDoubleWouldTakeARuntimeTypesNameGetsNone() {
    let plan = Self.plan(
      ["A.swift": "protocol Property { var name: String { get } }\nclass Method {}"],
      .init(allProtocols: true, allClasses: true))
    #expect(plan.protocolModels.isEmpty && plan.classModels.isEmpty)
    #expect(
      plan.diagnostics.map(\.description) == [
        "A.swift:1:1: note: no double for 'Property': the double of 'Property' would be named 'PropertyDouble', "
          + "a type of Doubles that every double uses; write that double by hand",
        "A.swift:2:1: note: no double for class 'Method': the double of 'Method' would be named 'MethodDouble', "
          + "a type of Doubles that every double uses; write that double by hand",
      ])
  }

  @Test func aProtocolThatReachesOneAncestorThroughTwoParentsGetsNone() {
    let plan = Self.plan([
      "A.swift": "protocol Base { func a() }\nprotocol Left: Base {}\nprotocol Right: Base {}",
      "B.swift": "@Doubled protocol Both: Left, Right { func b() }",
    ])
    #expect(!plan.protocolModels.contains { $0.name == "Both" })
    #expect(
      plan.diagnostics.map(\.description) == [
        "B.swift:1:10: error: no double for 'Both': it reaches 'Base' through both 'Left' and 'Right', and a "
          + "double cannot inherit one protocol twice yet"
      ])
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
