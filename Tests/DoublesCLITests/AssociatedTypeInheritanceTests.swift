import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate` on a protocol that refines one with associated types, as NIO's channel
/// handlers refine `_EmittingChannelHandler`: the child's double takes the parent's associated
/// types as generic parameters too.
@Suite("doubles generate: inheriting associated types")
struct AssociatedTypeInheritanceTests {
  static let handlers = """
    public protocol Emitting {
      associatedtype Out
      func emit(_ value: Out)
    }

    /// @Doubled
    public protocol Inbound: Emitting where In: Sendable {
      associatedtype In
      func read(_ value: In) -> Out?
    }
    """

  /// Code a test would write against the doubles: it compiles only if the child's double is
  /// generic over both protocols' associated types and answers for the parent too.
  static let usage = """
    import Doubles

    func use() {
      let handler = InboundDouble<String, Int>()
      handler.on.read.returns("decoded")
      _ = handler.read(1)
      handler.emit("out")
      handler.on.emit.verify(.once, with: "out")
      let _: any Inbound = handler
    }
    """

  @Test func theChildsDoubleIsGenericOverItsParentsAssociatedTypes() async throws {
    let folder = try DoublesExecutable.folder(["Handlers.swift": Self.handlers, "Usage.swift": Self.usage])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder + "/Handlers.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
    #expect(
      text.contains(
        "public nonisolated final class EmittingDouble<Out>: EmittingDoubling, TestDouble, @unchecked Swift.Sendable {")
    )
    #expect(
      text.contains(
        "public nonisolated final class InboundDouble<Out, In>: InboundDoubling, TestDouble, @unchecked Swift.Sendable where In: Sendable {"
      ))
    #expect(text.contains("public let inheritedEmitting: EmittingDouble<Out>.Members"))

    #expect(
      try await Compiler.compilesWarningFree([folder + "/Handlers.swift", folder + "/Usage.swift", output]),
      "the doubles do not compile, or do not offer what a test uses")
  }

  @Test func aParentsStaticInitializerAndSelfRequirementsAreAnsweredByTheChild() async throws {
    let folder = try DoublesExecutable.folder([
      "Factory.swift": """
      public protocol Factory {
        static func make() -> Int
        static var shared: Self { get }
        init(name: String)
        func copy() -> Self
      }

      /// @Doubled
      public protocol Plant: Factory {
        func grow()
      }
      """,
      "Usage.swift": """
      import Doubles

      func use() {
        PlantDouble.on.make.returns(3)
        let plant = PlantDouble(name: "fern")
        PlantDouble.on.shared.returns(plant)
        plant.on.copy.returns(plant)
        _ = PlantDouble.make() + 1
        _ = PlantDouble.shared.copy()
        plant.grow()
        plant.on.initializer.verify(.once, \\.self, "fern")
      }
      """,
    ])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder + "/Factory.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("public static func make() -> Int {"))
    #expect(text.contains("public func copy() -> PlantDouble {"))
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Factory.swift", folder + "/Usage.swift", output]),
      "the double of a protocol whose parent has static, initializer and Self requirements does not compile")
  }

  /// Runs the command on `declarations` (a file of its own), expecting no diagnostic, and says
  /// whether its doubles compile warning-free with the declarations and `usage`; gives the doubles'
  /// text too.
  static func generateAndCompile(
    _ declarations: String, usage: String? = nil
  ) async throws -> (text: String, compiles: Bool) {
    let folder = try DoublesExecutable.folder(
      ["Declarations.swift": declarations].merging(usage.map { ["Usage.swift": $0] } ?? [:]) { first, _ in first })
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder + "/Declarations.swift", "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let files = [folder + "/Declarations.swift", output] + (usage == nil ? [] : [folder + "/Usage.swift"])
    return (try String(contentsOfFile: output, encoding: .utf8), try await Compiler.compilesWarningFree(files))
  }

  /// Vapor's shape: a default that an extension gives the child's conformers for the parent's
  /// requirement is as specific as the parent's `Doubling` witness, so the child's double answers
  /// the requirement itself (Swift could choose neither otherwise).
  @Test func aParentsRequirementThatAnExtensionAnswersForTheChildIsAnsweredByTheChild() async throws {
    let declarations = """
      public protocol AnyOptionalType {
        var anyWrapped: Any? { get }
        func describe(in width: Int) -> String
        static var anyWrappedType: Any.Type { get }
      }

      /// @Doubled
      public protocol OptionalType: AnyOptionalType {
        associatedtype WrappedType
        var wrapped: WrappedType? { get }
      }

      extension AnyOptionalType where Self: OptionalType {
        public var anyWrapped: Any? { wrapped }
        public static var anyWrappedType: Any.Type { WrappedType.self }
      }

      extension OptionalType {
        public func describe(in width: Int) -> String { "\\(width)" }
      }
      """
    let usage = """
      import Doubles

      func use() {
        let optional = OptionalTypeDouble<Int>()
        optional.on.anyWrapped.returns(3)
        optional.on.describe.returns("three")
        _ = optional.anyWrapped
        _ = optional.describe(in: 1)
        let erased: any AnyOptionalType = optional
        _ = erased.anyWrapped
        optional.on.anyWrapped.verify(.exactly(2))
      }
      """
    #expect(
      try await Self.generateAndCompile(declarations, usage: usage).compiles,
      "the double meets the extension's default and its parent's witness, and Swift chooses neither")
  }

  @Test func aRequirementADefaultAnswersUnderAnAssociatedTypeConstraintCompiles() async throws {
    let declarations = """
      public protocol Context {
        associatedtype Decoder = Int
        var decoder: Decoder { get }
        var size: Int { get }
      }

      extension Context where Decoder == Int {
        public var decoder: Int { 0 }
      }

      /// @Doubled
      public protocol ChildContext: Context {
        var name: String { get }
      }
      """
    let usage = """
      import Doubles

      func read<C: Context>(_ context: C) -> C.Decoder { context.decoder }

      func use() {
        let context = ChildContextDouble<Int>()
        context.on.decoder.returns(3)
        _ = context.decoder
        _ = read(context)
        let other = ContextDouble<String>()
        other.on.decoder.returns("three")
        _ = read(other)
        context.on.decoder.verify(.exactly(2))
      }
      """
    #expect(
      try await Self.generateAndCompile(declarations, usage: usage).compiles,
      "a witness in the double's class wins over the extension's default")
  }

  @Test func aTypeAliasOfTheProtocolInItsWhereClauseIsSpelledOut() async throws {
    let (text, compiles) = try await Self.generateAndCompile(
      """
      public protocol Named { var name: String { get } }

      public protocol Responder { associatedtype Context }

      /// @Doubled
      public protocol Application where Context: Named {
        associatedtype Handler: Responder
        typealias Context = Handler.Context
        var handler: Handler { get }
      }
      """)
    #expect(
      text.contains(
        "ApplicationDouble<Handler: Responder>: ApplicationDoubling, TestDouble, @unchecked Swift.Sendable where Handler.Context: Named {"
      ))
    #expect(compiles)
  }
}
