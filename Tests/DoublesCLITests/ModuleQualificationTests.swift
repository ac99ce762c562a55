import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate` on another module's protocols, in the shapes Vapor showed: a protocol
/// named like one of the standard library's, a protocol declared under `#if`, a parent that is
/// a type alias of a marker protocol.
@Suite("doubles generate: another module's protocols")
struct ModuleQualificationTests {
  static let framework = """
    /// Named like the standard library's `Identifiable`, which needs an `id`.
    public protocol Identifiable {
      var name: String { get }
    }

    #if os(Linux)
      public protocol LinuxOnly {
        func run()
      }
    #else
      public protocol NotOnLinux {
        func run()
      }
    #endif

    public typealias MarkerMetatype = Sendable

    public protocol Marked: MarkerMetatype {
      func mark() -> Int
    }
    """

  @Test func doublesOfAnotherModuleCompileWhereNamesAreShadowedOrConditional() async throws {
    let folder = try DoublesExecutable.folder(["Framework.swift": Self.framework])
    #expect(try await Compiler.buildModule("Framework", from: [folder + "/Framework.swift"], in: folder))
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Framework.swift", "--all-protocols", "--import", "Framework", "-o", output,
    ])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("public protocol IdentifiableDoubling: Framework.Identifiable, AnyObject {"))
    #expect(text.contains("extension Framework.Identifiable where Self: IdentifiableDoubling {"))
    #expect(text.contains("#if os(Linux)\n/// A test double of `LinuxOnly`"))
    #expect(text.contains("#if !(os(Linux))\n/// A test double of `NotOnLinux`"))
    #expect(text.contains("public protocol MarkedDoubling: Framework.Marked, AnyObject {"))

    #expect(
      try await Compiler.compilesWarningFree([output], searchPaths: [folder]),
      "the doubles of another module's protocols do not compile")
  }

  /// From GraphQL, whose `IndexPath` is ambiguous beside Foundation's in another module, and
  /// whose protocol `Type` Swift reads as a metatype after `GraphQL.`.
  @Test func theModulesTypesAreNamedThroughItWhereAnotherImportCouldTakeThem() async throws {
    let folder = try DoublesExecutable.folder([
      "Schema.swift": """
      import Foundation

      public struct IndexPath: Sendable { public init() {} }

      public protocol Node { var kind: String { get } }

      public protocol Type: Node {
        func named(_ name: String) -> Type?
      }

      public protocol Resolver {
        associatedtype Value
        func resolve(at path: IndexPath) async throws -> Value
        func each<IndexPath>(_ path: IndexPath) -> [IndexPath]
      }
      """
    ])
    #expect(try await Compiler.buildModule("Schema", from: [folder + "/Schema.swift"], in: folder))
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Schema.swift", "--all-protocols", "--import", "Schema", "-o", output,
    ])
    #expect(run.status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("public protocol TypeDoubling: Schema.`Type`, AnyObject, NodeDoubling {"))
    #expect(text.contains("public func resolve(at path: Schema.IndexPath) async throws -> Value {"))
    #expect(text.contains("public func each<IndexPath>(_ path: IndexPath) -> [IndexPath] {"))
    #expect(
      try await Compiler.compilesWarningFree([output], searchPaths: [folder]),
      "the doubles of a module whose type Foundation declares too do not compile")
  }

  @Test func aModuleWithATypeOfItsOwnNameIsNotUsedAsAQualifier() async throws {
    let path = try DoublesExecutable.file(
      "Shipping.swift", "public struct Shipping {}\n\n/// @Doubled\npublic protocol Rates {\n  func rate() -> Int\n}\n")
    let run = try await DoublesExecutable.run(["generate", path, "--import", "Shipping"])
    #expect(run.status == 0)
    #expect(run.output.contains("public protocol RatesDoubling: Rates, AnyObject {"))
  }
}
