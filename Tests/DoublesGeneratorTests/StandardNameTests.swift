import DoublesTestSupport
import Foundation
import Testing

/// The names of the standard library that a double writes itself mean the standard library's in
/// a module that declares its own (`typealias Error = Int`, a `Result`, a `Never`…): through the
/// macro, which expands in that module, and through the command, whose doubles import it.
@Suite("The standard library's names, shadowed")
struct StandardNameTests {
  static let shadows = """
    public typealias Error = Swift.Int
    public struct Never {}
    public struct Void {}
    public struct Bool {}
    public struct String {}
    public struct StaticString {}
    public struct UInt {}
    public struct Sendable {}
    public struct Hasher {}
    public struct ObjectIdentifier {}
    public struct KeyPath {}
    public struct AsyncStream {}
    public struct AsyncThrowingStream {}
    public struct UnownedJob {}
    public struct Mirror {}
    public struct Result {}
    public struct Task {}
    public struct Failure: Swift.Error, Swift.Equatable {}
    """

  /// Protocols whose doubles write each of those names: effects, streams, generics, statics,
  /// initializers, subscripts, the known parents' requirements, and a parent's handles.
  static let protocols = """
    public protocol Shadowed {
      func load() throws -> Swift.Int
      func typed() throws(Failure) -> Swift.Int
      func later() async throws -> Swift.Int
      func run(_ work: @escaping @Sendable () -> Swift.Void)
      func values() -> Swift.AsyncStream<Swift.Int>
      func failing() -> Swift.AsyncThrowingStream<Swift.Int, any Swift.Error>
      func generic<Value>(_ value: Value) -> Value
      var count: Swift.Int { get set }
      var remote: Swift.Int { get async throws }
      subscript(index: Swift.Int) -> Swift.String { get }
      static var shared: Swift.Int { get }
      init(seed: Swift.Int)
    }
    public protocol ShadowedParents: Swift.Hashable, Swift.CustomStringConvertible, Swift.Comparable {
      func ping()
    }
    public protocol ShadowedParent {
      func parent() -> Swift.Int
    }
    public protocol ShadowedChild: ShadowedParent {
      func child() -> Swift.Int
    }
    """

  @Test func theMacrosDoublesCompile() async throws {
    let marked = Self.protocols.replacingOccurrences(of: "public protocol", with: "@Doubled public protocol")
    let folder = try DoublesExecutable.folder([
      "Shadows.swift": Self.shadows, "Protocols.swift": "import DoublesMacros\n\n" + marked,
    ])
    let compiled = try await Compiler.compileWithDoubled([folder + "/Shadows.swift", folder + "/Protocols.swift"])
    #expect(compiled.status == 0, "\(compiled.errors)")
  }

  @Test func theCommandsDoublesCompile() async throws {
    let folder = try DoublesExecutable.folder(["Shadows.swift": Self.shadows, "Protocols.swift": Self.protocols])
    #expect(
      try await Compiler.buildModule(
        "Shadowing", from: [folder + "/Shadows.swift", folder + "/Protocols.swift"], in: folder))
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Protocols.swift", "--all-protocols", "--import", "Shadowing", "-o",
      folder + "/Doubles.swift",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try await Compiler.compilesWarningFree([folder + "/Doubles.swift"], searchPaths: [folder]))
  }
}
