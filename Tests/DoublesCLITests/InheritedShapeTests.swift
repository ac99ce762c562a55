import DoublesTestSupport
import Foundation
import Testing

/// Shapes whose double depends on what another declaration of the files says, which the command
/// sees and the macro does not: doubled when the command can, left out with the reason when it
/// cannot. Never a double that does not compile.
@Suite("doubles generate: shapes that depend on their parents")
struct InheritedShapeTests {
  static let doubled = """
    /// @Doubled
    protocol Worker: Actor {
      func work() async -> Int
    }

    /// @Doubled
    protocol SubWorker: Worker {
      func rest() async
    }

    class Base {
      let name: String
      required init(name: String) { self.name = name }
    }

    class Middle: Base {}

    /// @Doubled
    class Derived: Middle {
      func run() -> Int { 1 }
    }

    /// @Doubled
    protocol Keyed {
      associatedtype Key: Hashable
      func key() -> Key
    }

    /// @Doubled
    protocol Ordered {
      associatedtype Key: Comparable
      func first() -> Key?
    }

    /// @Doubled
    protocol KeyedAndOrdered: Keyed, Ordered {
      func clear()
    }

    /// @Doubled
    protocol Loading {
      func load(id: Int) -> String
    }

    /// @Doubled
    protocol LoadingByName {
      func load(id: String) -> String
    }

    /// @Doubled
    protocol LoadingEither: Loading, LoadingByName {}

    /// @Doubled
    protocol Catalog: Loading where Item.ID == Int {
      associatedtype Item: Identifiable
      func item(at index: Int) -> Item?
    }

    class Coded: Base {
      convenience init(code: Int) { self.init(name: "\\(code)") }
    }

    /// @Doubled
    class Leaf: Coded {
      func run() {}
    }

    /// @Doubled
    class Preset: Base {
      convenience init() { self.init(name: "preset") }
      func load() -> Int { 0 }
    }

    /// @Doubled
    protocol CopyableKeyed: Keyed {
      associatedtype Item
      func copy() -> Self
      func item() -> Item
    }

    enum Scene {
      struct Event {}

      /// @Doubled
      protocol Feed {
        func events() -> any AsyncSequence<Event, Never>
      }
    }
    """

  @Test func anActorProtocolsRefinementAClassThatInheritsItsInitializersAndMergedAssociatedTypesCompile()
    async throws
  {
    let folder = try DoublesExecutable.folder(["Shapes.swift": Self.doubled])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder + "/Shapes.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      DoublesExecutable.doubles(in: text) == [
        "WorkerDouble", "SubWorkerDouble", "KeyedDouble", "OrderedDouble", "KeyedAndOrderedDouble", "LoadingDouble",
        "LoadingByNameDouble", "LoadingEitherDouble", "CatalogDouble", "CopyableKeyedDouble", "FeedDouble",
        "DerivedDouble", "LeafDouble", "PresetDouble",
      ])
    // `Self` is the double with every generic parameter, the inherited ones too; a nested
    // protocol's stream of a nested type answers with a stream of the qualified type.
    #expect(text.contains("func copy() -> CopyableKeyedDouble<Key, Item> {"))
    #expect(text.contains("relaxedAnswer: Swift.AsyncStream<Scene.Event> { $0.finish() }"))
    #expect(text.contains("final class KeyedAndOrderedDouble<Key: Hashable & Comparable>:"))
    #expect(text.contains("actor SubWorkerDouble: SubWorkerDoubling, TestDouble {"))
    #expect(text.contains("required convenience init(name: String) {"))
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Shapes.swift", output]),
      """
      the doubles of an actor protocol's refinement, of a class inheriting its initializers, of a protocol \
      whose parents constrain one associated type, of `Self` beside inherited associated types, or of a nested \
      protocol's stream do not compile
      """)
  }

  /// Shapes of swift-syntax and PostgresNIO: an ancestor reached through two parents, with and
  /// without associated types, and one level further up.
  @Test func aProtocolThatReachesOneAncestorThroughTwoParentsIsDoubled() async throws {
    let folder = try DoublesExecutable.folder([
      "Shapes.swift": """
      public protocol Base { func a() -> Int; var tag: String { get } }
      public protocol Left: Base { func l() }
      public protocol Right: Base { func r() }
      public protocol Both: Left, Right { func b() }
      public protocol Keyed { associatedtype Key; func key() -> Key }
      public protocol KeyedLeft: Keyed {}
      public protocol KeyedRight: Keyed {}
      public protocol KeyedBoth: KeyedLeft, KeyedRight {}
      public protocol Middle: Base {}
      public protocol Up: Middle {}
      public protocol Down: Middle {}
      public protocol Deep: Up, Down {}
      """,
      "Usage.swift": """
      import Doubles

      func use() {
        let both = BothDouble()
        both.on.a.returns(3)
        both.on.tag.returns("t")
        _ = both.a()
        let left: any Left = both
        _ = left.a()
        both.on.a.verify(.exactly(2))
        let keyed = KeyedBothDouble<Int>()
        keyed.on.key.returns(1)
        _ = keyed.key()
        let deep = DeepDouble()
        deep.on.a.returns(1)
        _ = deep.a()
      }
      """,
    ])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", "--all-protocols", folder + "/Shapes.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("inheritedBase = inheritedLeft.inheritedBase"))
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Shapes.swift", folder + "/Usage.swift", output]),
      "the double of a protocol that reaches an ancestor through two parents does not compile, or is ambiguous")
  }

  /// FluentKit's `ModelAlias`: a generic subscript whose result names `Self` and leads back to the
  /// double through its constraints, which Swift rejects in a generic class. The protocol gets a
  /// note, and the rest of the file compiles.
  @Test func aGenericSubscriptNamingSelfInAGenericDoubleIsLeftOutWithANote() async throws {
    let source = """
      public protocol Field { associatedtype Model: Schema }
      public protocol Schema {}
      public struct Aliased<Source: Alias, Value: Field> where Source.Model == Value.Model {}
      public protocol Alias {
        associatedtype Model: Schema
        subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Aliased<Self, Value>
          where Value.Model == Model { get }
      }
      """
    let folder = try DoublesExecutable.folder(["Alias.swift": source])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", "--all-protocols", folder + "/Alias.swift", "-o", output])
    #expect(run.status == 0)
    #expect(
      run.errors == """
        \(folder)/Alias.swift:4:8: note: no double for 'Alias': its generic 'subscript(dynamicMember:)' names \
        'Self', and Swift rejects that subscript in a generic double's class (self-referential generic \
        requirements); write that double by hand

        """)
    #expect(
      DoublesExecutable.doubles(in: try String(contentsOfFile: output, encoding: .utf8)) == [
        "FieldDouble", "SchemaDouble",
      ])
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Alias.swift", output]),
      "the doubles beside a generic subscript that names Self do not compile")
  }

  /// FluentKit's actual shape: an extension gives that subscript a default, so the double leaves
  /// the subscript to it and the protocol is doubled.
  @Test func aGenericSubscriptNamingSelfThatAnExtensionAnswersIsLeftToIt() async throws {
    let source = """
      public protocol Field { associatedtype Model: Schema }
      public protocol Schema {}
      public struct Aliased<Source: Alias, Value: Field> where Source.Model == Value.Model {}
      public protocol Alias {
        associatedtype Model: Schema
        var model: Model { get }
        subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Aliased<Self, Value>
          where Value.Model == Model { get }
      }
      extension Alias {
        public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Aliased<Self, Value>
          where Value.Model == Model { Aliased() }
      }
      public struct Table: Schema {}
      func use() -> Table {
        let alias = AliasDouble<Table>()
        alias.on.model.returns(Table())
        return alias.model
      }
      """
    let folder = try DoublesExecutable.folder(["Alias.swift": source])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", "--all-protocols", folder + "/Alias.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      DoublesExecutable.doubles(in: try String(contentsOfFile: output, encoding: .utf8)) == [
        "FieldDouble", "SchemaDouble", "AliasDouble",
      ])
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Alias.swift", output]),
      "the double answers a subscript Swift rejects in it, where an extension's default would do")
  }

  static let twoParents = """
    /// @Doubled
    public protocol Named { var name: String { get } }

    /// @Doubled
    public protocol Titled {
      var name: String { get }
      func show(_ count: Int)
    }

    /// @Doubled
    public protocol Shown { func show(_ count: Int) }

    /// @Doubled
    public protocol Labelled: Named, Titled, Shown {
      func show(_ text: String)
    }

    /// @Doubled
    public protocol Badge: Labelled {}
    """

  static let twoParentsUsage = """
    import Doubles

    func use() {
      let label = LabelledDouble()
      label.on.name.returns("Amy")
      _ = label.name
      _ = (label as any Named).name
      _ = (label as any Titled).name
      (label as any Shown).show(1)
      label.show("text")
      label.on.name.verify(.exactly(3))
      let badge = BadgeDouble()
      badge.on.show.returns(())
      (badge as any Titled).show(2)
    }
    """

  @Test func aRequirementTwoParentsDeclareIsAnsweredOnce() async throws {
    let folder = try DoublesExecutable.folder(["Shapes.swift": Self.twoParents, "Usage.swift": Self.twoParentsUsage])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder + "/Shapes.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Shapes.swift", folder + "/Usage.swift", output]),
      "the double inherits two witnesses of one requirement, and Swift chooses neither")
  }

  static let undoubled = """
    /// @Doubled
    protocol Making {
      func make() -> <T: Collection> T
    }
    """

  @Test func whatTheCommandCannotDoubleYetIsAnErrorNamingTheReason() async throws {
    let path = try DoublesExecutable.file("Shapes.swift", Self.undoubled)
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 1)
    #expect(DoublesExecutable.doubles(in: run.output) == [])
    #expect(
      run.errors == """
        \(path):3:18: error: a named opaque result type ('<T: Collection> T') cannot be written in a double; \
        return 'some' or a generic parameter of the method instead

        """)
  }
}
