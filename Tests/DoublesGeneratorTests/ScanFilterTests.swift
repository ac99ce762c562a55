import DoublesGenerator
import Testing

/// The scan stage parses only the files that can change the doubles: each test pins one thing a
/// file that declares nothing to double can still contribute, by checking that the doubles are
/// those written when every file is parsed, and that the file was parsed.
@Suite("Scan filter")
struct ScanFilterTests {
  /// The files the scan parsed, and the output, with the filter and without it.
  static func generate(
    _ files: [(name: String, text: String)], options: GenerationPlan.Options = .init()
  ) -> (parsed: [String], filtered: Generator.Output, everyFile: Generator.Output) {
    let sources = files.map { Generator.Source(file: $0.name, text: $0.text) }
    let parsed = Generator.scan(sources.count, options: options) { .text(sources[$0]) }.map(\.file)
    return (
      parsed, Generator.generate(sources, options: options),
      Generator.generate(sources, options: options, readingEveryFile: true)
    )
  }

  @Test func parsesOnlyWhatCanBeDoubledAndWhatItNeeds() {
    let files = [
      ("Model.swift", "struct Order { var id: Int }\nenum Status { case open }"),
      ("Parent.swift", "protocol Store { func load() -> Int }"),
      ("Unrelated.swift", "protocol Cache { func clear() }\nclass Box {}"),
      ("Child.swift", "@Doubled protocol OrderStore: Store { func save(_ order: Order) }"),
    ]
    let run = Self.generate(files)
    #expect(run.parsed == ["Parent.swift", "Child.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.doubles.count == 2)
  }

  @Test func everyProtocolParsesEveryFileThatDeclaresOne() {
    let files = [
      ("Model.swift", "struct Order { var id: Int }"),
      ("Cache.swift", "/// A protocol of no one's.\nprotocol Cache { func clear() }"),
      ("Box.swift", "class Box { init() {} }"),
    ]
    #expect(Self.generate(files, options: .init(allProtocols: true)).parsed == ["Cache.swift"])
    #expect(Self.generate(files, options: .init(allClasses: true)).parsed == ["Box.swift"])
  }

  @Test func aDependencysFileIsParsedForAParentOnlyAndDoubledOnlyAsOne() {
    let sources = [
      Generator.Source(
        file: "App.swift", text: "import Lifecycle\npublic protocol Application: Service { var name: String { get } }"),
      Generator.Source(
        file: "Lifecycle/Service.swift",
        text: "public protocol Service: Sendable { func run() async throws }\n@Doubled public class Runner {}",
        dependencyModule: "Lifecycle"),
      Generator.Source(
        file: "Lifecycle/Group.swift", text: "public protocol ServiceGroup { func add() }",
        dependencyModule: "Lifecycle"),
      Generator.Source(
        file: "Lifecycle/App.swift", text: "public protocol Application {}", dependencyModule: "Lifecycle"),
    ]
    let options = GenerationPlan.Options(allProtocols: true, imports: ["App"])
    let scanned = Generator.scan(sources.count, options: options) { .text(sources[$0]) }
    // (The dependency's `Application` is parsed: the name is needed, though the files to double
    // declare it.)
    #expect(scanned.map(\.file) == ["App.swift", "Lifecycle/Service.swift", "Lifecycle/App.swift"])
    for everyFile in [false, true] {
      let output = Generator.generate(sources, options: options, readingEveryFile: everyFile)
      #expect(output.diagnostics.isEmpty)
      // The parent is doubled for its child, named through its module; the dependency's other
      // protocols (one named like a protocol of the files, without a note) and its marked class
      // are not.
      #expect(output.plan.protocolModels.map(\.name) == ["Application", "Service"])
      #expect(output.plan.protocolModels.map(\.moduleName) == ["App", "Lifecycle"])
      #expect(output.plan.classModels.isEmpty)
      #expect(output.plan.imports.map(\.declaration) == ["import Lifecycle", "import App"])
    }
  }

  @Test func aParentNamedThroughItsModuleAndAModuleNamedLikeItsType() {
    let sources = [
      Generator.Source(file: "App.swift", text: "import Lifecycle\npublic protocol Application: Lifecycle.Service {}"),
      Generator.Source(
        file: "Lifecycle/Service.swift", text: "public protocol Service { func run() }", dependencyModule: "Lifecycle"),
      Generator.Source(
        file: "Lifecycle/Lifecycle.swift", text: "public struct Lifecycle {}", dependencyModule: "Lifecycle"),
    ]
    let output = Generator.generate(sources, options: .init(allProtocols: true, imports: ["App"]))
    #expect(output.diagnostics.isEmpty)
    #expect(output.plan.protocolModels.map(\.name) == ["Application", "Service"])
    #expect(output.plan.protocolModels.first?.parents == ["Service"])
    // `Lifecycle.Service` would name a member of the struct: the protocol goes unqualified.
    #expect(output.plan.protocolModels.map(\.moduleName) == ["App", nil])
    #expect(output.plan.protocolModels.first?.ancestorModules == [:])
  }

  @Test func aMarkerTypeAliasInAFileWithoutProtocolsIsNoParent() {
    let files = [
      ("Marker.swift", "typealias PreconcurrencySendable = Sendable"),
      ("Channel.swift", "protocol Channel: PreconcurrencySendable { func close() }"),
    ]
    let run = Self.generate(files, options: .init(allProtocols: true))
    #expect(run.parsed == ["Marker.swift", "Channel.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.doubles.count == 1)
  }

  @Test func aSuperclassInAnotherFileGivesItsInitializers() {
    let files = [
      ("Base.swift", "class Base {\n  init(name: String) {}\n}"),
      ("Service.swift", "@Doubled class Service: Base {\n  func run() {}\n}"),
    ]
    let run = Self.generate(files)
    #expect(run.parsed == ["Base.swift", "Service.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.text.contains("super.init(name: name)"))
  }

  @Test func aParametersTypeIsReadAsAClosureAliasUnlessTheRequirementMakesItGeneric() {
    let files = [
      ("Handler.swift", "typealias Handler = (Int) -> Void"),
      // Types named by a protocol's associated type or a requirement's generic parameter hide
      // any alias of their names: the types that declare one inside them are not read.
      ("Queue.swift", "struct Queue {\n  typealias Element = String\n  typealias Item = Int\n}"),
      (
        "Feed.swift",
        "@Doubled protocol Feed {\n  associatedtype Element\n  func on(_ handler: Handler)\n"
          + "  func add(_ element: Element)\n  func put<Item>(_ item: Item)\n}"
      ),
    ]
    let run = Self.generate(files)
    #expect(run.parsed == ["Handler.swift", "Feed.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.text.contains("MethodDouble<NonEscapingClosure, Swift.Void, Swift.Never>"))
  }

  @Test func typesDeclaredInANestedProtocolsScopeElsewhereAreQualified() {
    let files = [
      ("Scene+Request.swift", "extension Scene {\n  struct Request {}\n}"),
      ("Scene.swift", "enum Scene {\n  @Doubled protocol Logic { func run(_ request: Request) }\n}"),
    ]
    let run = Self.generate(files)
    #expect(run.parsed == ["Scene+Request.swift", "Scene.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.text.contains("Scene.Request"))
  }

  @Test func aTypeNamedLikeTheImportedModuleStopsQualifyingByIt() {
    let files = [
      ("Shop.swift", "struct Shop {}"),
      ("Store.swift", "/// @Doubled\npublic protocol Store { func load() }"),
    ]
    let run = Self.generate(files, options: .init(imports: ["Shop"]))
    #expect(run.parsed == ["Shop.swift", "Store.swift"])
    #expect(run.filtered.text == run.everyFile.text)
  }

  @Test func anEarlierProtocolOfTheSameNameIsTheOneDoubled() {
    let files = [
      ("First.swift", "protocol Store { func load() }"),
      ("Second.swift", "@Doubled protocol Store { func save() }"),
    ]
    let run = Self.generate(files)
    #expect(run.parsed == ["First.swift", "Second.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.diagnostics == run.everyFile.diagnostics)
    #expect(run.filtered.diagnostics.map(\.file) == ["Second.swift"])
  }

  @Test func theChainOfParentsIsFollowedThroughFilesNotMarked() {
    let files = [
      ("A.swift", "protocol A { func a() }"),
      ("B.swift", "protocol B: A { func b() }"),
      ("C.swift", "@Doubled protocol C: B { func c() }"),
    ]
    let run = Self.generate(files)
    #expect(run.parsed == ["A.swift", "B.swift", "C.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(run.filtered.doubles.count == 3)
  }

  @Test func syntaxErrorsOfFilesThatContributeNothingAreLeftToTheCompiler() {
    let files = [
      ("Broken.swift", "func broken( {"),
      ("Store.swift", "@Doubled protocol Store { func load() }"),
    ]
    let run = Self.generate(files)
    #expect(run.filtered.diagnostics.isEmpty)
    #expect(run.everyFile.diagnostics.map(\.file) == ["Broken.swift"])
    #expect(run.filtered.text == run.everyFile.text)
  }

  @Test func aFileThatCannotBeReadIsAlwaysAnError() {
    let scanned = Generator.scan(1, options: .init()) { _ in .unreadable(file: "Gone.swift", reason: "No such file") }
    #expect(
      scanned.flatMap(\.diagnostics).map(\.description) == ["Gone.swift:1:1: error: cannot read the file: No such file"]
    )
  }

  @Test func aSketchNamesWhatFollowsADeclarationKeyword() {
    let sketch = FileSketch(
      """
      /// Mentions the word protocol, and a `class`.
      public final class `Type`<T>: Base {}
      extension Outer.Inner where T == Int {}
      typealias
        Handler = () -> Void
      struct Point {}; enum Kind {}; actor Counter {}
      protocol Shape {}
      let value = x.protocol
      """)
    #expect(sketch.classes == ["Type"])
    #expect(sketch.extensions == ["Outer"])
    #expect(sketch.typeAliases == ["Handler"])
    #expect(sketch.otherTypes == ["Point", "Kind", "Counter"])
    #expect(sketch.protocols == ["Shape"])
    #expect(!sketch.mentionsMarker)
  }

  @Test func anExtensionOfAProtocolReadIsReadForTheDefaultsItGives() {
    // WasmKit's shape: a default that an extension in a file of its own gives the child's
    // conformers for the parent's requirement, which the child's double must then answer itself.
    let files = [
      ("Entry+Defaults.swift", "extension Entry where Self: FileEntry {\n  func close() {}\n}"),
      ("Entry.swift", "protocol Entry { func close() }\nprotocol FileEntry: Entry { func read() }"),
      ("Unrelated.swift", "extension Order {\n  func close() {}\n}"),
    ]
    let run = Self.generate(files, options: .init(allProtocols: true))
    #expect(run.parsed == ["Entry+Defaults.swift", "Entry.swift"])
    #expect(run.filtered.text == run.everyFile.text)
  }

  @Test func anExtensionOfAChildIsReadForItsParentsRequirements() {
    // Vapor's shape: the child's extension, without a `where` clause, answers its parent's
    // requirement; an extension of a protocol without parents gives no such default, and is not read.
    let files = [
      ("Optional+Defaults.swift", "extension OptionalType {\n  var anyWrapped: Any? { nil }\n}"),
      (
        "Optional.swift",
        "protocol AnyOptionalType { var anyWrapped: Any? { get } }\nprotocol OptionalType: AnyOptionalType {}"
      ),
      ("Root+Helpers.swift", "extension AnyOptionalType {\n  func describe() {}\n}"),
    ]
    let run = Self.generate(files, options: .init(allProtocols: true))
    #expect(run.parsed == ["Optional+Defaults.swift", "Optional.swift"])
    #expect(run.filtered.text == run.everyFile.text)
    #expect(
      FileSketch("extension A where Self: B {}\nextension C: D {}\nextension E").constrainedExtensions == ["A", "E"])
  }

  @Test func aSketchReadsPastAByteOrderMarkCommentsAndNonASCIINames() {
    #expect(FileSketch("\u{FEFF}protocol Store {}").protocols == ["Store"])
    #expect(FileSketch("protocol /* legacy */ Parent {}\nclass // base\n Base {}").protocols == ["Parent"])
    #expect(FileSketch("protocol /* legacy */ Parent {}\nclass // base\n Base {}").classes == ["Base"])
    let files = [
      ("Parent.swift", "typealias 🐶Sendable = Sendable"),
      ("Child.swift", "protocol Child: 🐶Sendable { func c() }"),
    ]
    let run = Self.generate(files, options: .init(allProtocols: true))
    #expect(run.parsed == ["Parent.swift", "Child.swift"])
    #expect(run.filtered.text == run.everyFile.text)
  }

  @Test func aSketchSeesEveryMarkerSpelling() {
    #expect(FileSketch("@Doubled protocol P {}").mentionsMarker)
    #expect(FileSketch("@DoublesMacros.Doubled protocol P {}").mentionsMarker)
    #expect(FileSketch("/**\n * @Doubled\n */\nstruct S {}").mentionsMarker)
    #expect(!FileSketch("let isDoubled = true").mentionsMarker)
  }
}
