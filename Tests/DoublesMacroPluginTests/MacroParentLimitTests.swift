import DoublesMacroPlugin
import DoublesTestSupport
import Foundation
import SwiftParser
import SwiftSyntaxMacroExpansion
import Testing

/// What the compiler says when `@Doubled`, which sees only the protocol it is attached to, meets a
/// parent unlike most (the "Known limits" guide quotes these messages): pinned, so that the
/// table stays true, and so that a change that doubles one of these shapes shows here. Where
/// Doubles can know the reason, the message is Doubles' own and names the fix.
@Suite("@Doubled and the parents it cannot see")
struct MacroParentLimitTests {
  static let noDouble =
    "'checkParentIsDoubled' is unavailable: the protocol passed here has no double: mark it @Doubled too (if it "
    + "is declared in another module: there, public, in a module that defines DOUBLES), or double the protocol "
    + "that refines it with the 'doubles' command or plug-in, which read parents from other files and modules"

  /// Each shape and the message it gets.
  static let shapes: [(source: String, message: String)] = [
    ("protocol Parent { func a() }\n@Doubled protocol Child: Parent { func b() }", noDouble),
    (
      "@Doubled protocol Flags: SetAlgebra { func a() }",
      "'Flags' refines 'SetAlgebra', which @Doubled cannot answer for: a doubled protocol may refine"
    ),
    (
      "@Doubled protocol Notes: BidirectionalCollection where Index == Int { var notes: [Element] { get } }",
      "'Notes' refines 'BidirectionalCollection', whose requirements a double takes from the protocol's own "
        + "extensions, which @Doubled cannot see: double it with the 'doubles' command or plug-in, which read them"
    ),
    (
      "@Doubled protocol Parent { static func + (lhs: Self, rhs: Self) -> Self }\n"
        + "@Doubled protocol Child: Parent { func b() }",
      "type 'ChildDouble' does not conform to protocol 'Parent'"
    ),
    (
      "@Doubled protocol Store<Key> { associatedtype Key }\n@Doubled protocol IntStore: Store<Int> { func b() }",
      "'IntStore' refines 'Store<Int>', whose primary associated types @Doubled cannot name (it sees only this "
        + "protocol): refine 'Store' and pin them in a `where` clause ('where Name == Type'), or double it with the "
        + "'doubles' command or plug-in, which read parents"
    ),
    (
      "@Doubled protocol Parent: Comparable { func a() }\n@Doubled protocol Child: Parent { func b() }",
      "'checkParentIsDoubled' is unavailable: 'Parent' refines Comparable's '<', operators that Swift does not take "
        + "from the extension @Doubled writes, so the double of a protocol that refines 'Parent' cannot answer "
        + "them: double that protocol with the 'doubles' command or plug-in, which answer them in its class"
    ),
    (
      "@Doubled protocol Parent { associatedtype Item; func a(_ item: Item) }\n"
        + "@Doubled protocol Child: Parent { func b() }",
      "'checkParentIsDoubled' is unavailable: 'Parent' has associated types, which the double of a protocol that "
        + "refines it takes from that protocol's pins: pin them in the refining protocol ('where Item == SomeType'), "
        + "or double it with the 'doubles' command or plug-in, which read parents"
    ),
    (
      "@Doubled protocol Parent: Actor { func a() }\n@Doubled protocol Child: Parent { func b() }",
      "'checkParentIsDoubled' is unavailable: 'Parent' is an actor protocol, so the double of a protocol that "
        + "refines it must be an actor, which @Doubled makes only of a protocol that states it: declare the "
        + "refining protocol ': Actor' too"
    ),
    (
      "protocol Parent { associatedtype Item }\n@Doubled protocol Child: Parent where Item == Int { func b() }",
      noDouble.replacingOccurrences(of: "'checkParentIsDoubled'", with: "'checkPinnedParentIsDoubled'")
    ),
    (
      "@Doubled protocol Parent: Actor { associatedtype Item; func a(_ item: Item) }\n"
        + "@Doubled protocol Child: Parent where Item == Int { func b() }",
      "'checkPinnedParentIsDoubled' is unavailable: 'Parent' is an actor protocol, so the double of a protocol that "
        + "refines it must be an actor"
    ),
    (
      "@Doubled protocol Store { associatedtype Key; associatedtype Value; func load(_ key: Key) -> Value? }\n"
        + "@Doubled protocol IntStore: Store where Key == Int { func count() -> Int }",
      "type 'IntStoreDouble' does not conform to protocol 'Store'"
    ),
    (
      "@Doubled protocol A { init(name: String) }\n@Doubled protocol B { init(name: String) }\n"
        + "@Doubled protocol Child: A, B {}",
      "type 'ChildDouble' does not conform to protocol 'A'"
    ),
  ]

  @Test(arguments: shapes)
  func theCompilerSaysWhatTheGuideQuotes(source: String, message: String) async throws {
    let folder = try DoublesExecutable.folder(["Shapes.swift": "import DoublesMacros\n\n" + source + "\n"])
    let compiled = try await Compiler.compileWithDoubled([folder + "/Shapes.swift"])
    #expect(compiled.status != 0)
    #expect(compiled.errors.contains(message), "\(compiled.errors)")
  }

  /// The shapes the checks must let through: a child of an actor protocol that states `: Actor`, a
  /// parent refined through a composition, a parent whose extension answers its static requirement,
  /// a parent that pins its associated type, a child that pins its parent's (one pin written each
  /// way round), a child whose types name `Conformer` (its handles' generic parameter is then
  /// `Conformer1`).
  @Test func theChecksPassTheParentsTheMacroCanAnswerFor() async throws {
    let source = """
      import DoublesMacros

      @Doubled protocol Counting: Actor { func count() -> Int }
      @Doubled protocol Resetting: Counting, Actor { func reset() }
      @Doubled protocol Named { var name: String { get } }
      @Doubled protocol Labelled: Named & Sendable { var label: String { get } }
      @Doubled protocol Screen { static var route: String { get } }
      extension Screen { static var route: String { "screen" } }
      @Doubled protocol Detail: Screen { func close() }
      @Doubled protocol Repository where ID == Int {
        associatedtype ID
        func find(_ id: ID) -> String
      }
      @Doubled protocol UserRepository: Repository { func count() -> Int }
      @Doubled protocol Store {
        associatedtype Key: Hashable
        associatedtype Value
        func load(_ key: Key) -> Value?
      }
      @Doubled protocol IntStore: Store where Key == Int, String == Value { func count() -> Int }
      @Doubled protocol SelfPinned: Store where Self.Key == Int, Self.Value == String {}
      @Doubled protocol Coded: Named, RawRepresentable where RawValue == String {}
      struct Conformer {}
      @Doubled protocol Registry: Named { func add(_ entry: Conformer) -> Self }

      func use() async {
        let resetting = ResettingDouble()
        resetting.on.count.returns(2)
        _ = await resetting.count()
        _ = LabelledDouble().on.name
        _ = DetailDouble.route
        _ = UserRepositoryDouble().find(1)
        let store = IntStoreDouble()
        store.on.load.when(1).returns("one")
        let loaded: String? = store.load(1)
        _ = loaded
        let pinned: String? = SelfPinnedDouble().load(2)
        _ = pinned
        _ = CodedDouble(rawValue: "a").name
        let registry = RegistryDouble()
        registry.on.add.returns(registry)
        _ = registry.add(Conformer())
      }
      """
    let folder = try DoublesExecutable.folder(["Shapes.swift": source])
    let compiled = try await Compiler.compileWithDoubled([folder + "/Shapes.swift"])
    #expect(compiled.status == 0, "\(compiled.errors)")
  }

  /// How a refining double answers its parent's static, initializer and `Self` requirements,
  /// pinned as source: the parent's witnesses in its extension (a method's under a name of its
  /// own, tied to its requirement by `@_implements`), through static handles, the base initializer
  /// and handles generic over the double that conforms; the child's handles holding the parent's
  /// for itself.
  @Test func theParentsStaticInitializerAndSelfWitnessesArePassedOn() {
    let source = """
      @Doubled protocol Plant {
        static func make(kind: String) -> Self
        init(name: String)
      }
      @Doubled protocol Tree: Plant {}
      """
    let expanded = Parser.parse(source: source).expand(
      macros: ["Doubled": DoubledMacro.self], contextGenerator: { _ in BasicMacroExpansionContext() }
    ).description
    let expected = [
      """
      protocol PlantDoubling: Plant, AnyObject {
      #if DOUBLES
          /// The handles of the requirements of `Plant`.
          nonisolated var plantHandles: PlantDouble.Members { get }
          /// The handles of the static requirements of `Plant`.
          nonisolated static var plantStaticHandles: PlantDouble.StaticMembersFor<Self> { get }
          /// The initializer that the witness of each initializer requirement starts with.
          nonisolated init(doublingStrictness strictness: Strictness)
      """,
      """
      extension Plant where Self: PlantDoubling {
      #if DOUBLES
          /// The handles of the requirements of `Plant`, as a refining protocol's double holds them.
          typealias _PlantHandles = PlantDouble.Members
          /// The handles of its static requirements, the same way.
          typealias _PlantStaticHandles = PlantDouble.StaticMembersFor<Self>
          /// The protocol, as a refining protocol's double names its real object.
          typealias _PlantProtocol = any Plant

          @_implements(Plant, make(kind:))
          static func _Plant_make(kind: String) -> Self {
              Self.plantStaticHandles.make.call(kind)
          }

          init(name: String) {
              self.init(doublingStrictness: .relaxed)
              plantHandles.initializer.call(name)
          }
      """,
      """
      final class StaticMembersFor<Conformer: TreeDoubling>: Swift.Sendable {
          /// The handles of the requirements inherited from `Plant`.
          let inheritedPlant: Conformer._PlantStaticHandles
      """,
      "typealias StaticMembers = StaticMembersFor<TreeDouble>",
      "convenience init(doublingStrictness strictness: Strictness) { self.init(strictness) }",
      """
      nonisolated static var plantStaticHandles: _PlantStaticHandles { treeStaticHandles.inheritedPlant }
      """,
    ]
    for text in expected {
      #expect(SourceLayout.tokens(expanded).contains(SourceLayout.tokens(text)), "\(expanded)")
    }
  }

  /// What the macro writes for these messages, pinned as source: the child's check of its
  /// parents, and the parent's overloads.
  @Test func theDoubleOfARefiningProtocolChecksItsParents() {
    let source = """
      @Doubled protocol Plant { static func make(kind: String) -> Self }
      @Doubled protocol Tree: Plant, Named {}
      """
    let expanded = Parser.parse(source: source).expand(
      macros: ["Doubled": DoubledMacro.self], contextGenerator: { _ in BasicMacroExpansionContext() }
    ).description
    let expected = [
      """
      /// Has the compiler check that `Plant`, `Named`, which `Tree` refines, have doubles.
      private func checkParentsAreDoubled() {
          Self.checkParentIsDoubled((any Plant).self)
          Self.checkParentIsDoubled((any Named).self)
      }
      """,
      """
      /// Tells the double of a protocol that refines `Plant` that `Plant` has a double.
      nonisolated static func checkParentIsDoubled(_ parent: (any Plant).Type) {}
      nonisolated static func checkParentIsDoubledForActor(_ parent: (any Plant).Type) {}
      """,
    ]
    for text in expected {
      #expect(SourceLayout.tokens(expanded).contains(SourceLayout.tokens(text)), "\(expanded)")
    }
  }
}
