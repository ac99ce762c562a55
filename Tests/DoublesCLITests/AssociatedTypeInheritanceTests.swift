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
        "public nonisolated final class EmittingDouble<Out>: EmittingDoubling, TestDouble, @unchecked Sendable {"))
    #expect(
      text.contains(
        "public nonisolated final class InboundDouble<Out, In>: InboundDoubling, TestDouble, @unchecked Sendable where In: Sendable {"
      ))
    #expect(text.contains("public let inheritedEmitting: EmittingDouble<Out>.Members"))

    #expect(
      try await Compiler.compilesWarningFree([folder + "/Handlers.swift", folder + "/Usage.swift", output]),
      "the doubles do not compile, or do not offer what a test uses")
  }

  @Test func aParentWithStaticRequirementsIsNamedInANote() async throws {
    let path = try DoublesExecutable.file(
      "Factory.swift",
      "public protocol Factory {\n  static func make() -> Int\n}\n\n/// @Doubled\npublic protocol Plant: Factory {}\n")
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "\(path):6:8: error: no double for 'Plant': it refines 'Factory', which has static, initializer or Self "
        + "requirements, and a double cannot inherit those yet; declare the requirements in 'Plant' itself\n")
  }
}
