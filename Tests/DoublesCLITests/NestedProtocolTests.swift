import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate` on protocols declared inside types, as Clean Swift scenes declare theirs:
/// each double lives in an extension of the enclosing type, with the names it uses qualified.
@Suite("doubles generate: nested protocols")
struct NestedProtocolTests {
  static let scenes = """
    public enum ListOrders {
      public struct Request: Equatable, Sendable {}
      /// @Doubled
      public protocol BusinessLogic {
        func fetch(request: Request) -> [Request]
      }
    }

    public enum CreateOrder {
      public struct Request: Equatable, Sendable {}
    }
    """

  static let extensions = """
    extension CreateOrder {
      /// @Doubled
      public protocol BusinessLogic: Logging {
        func create(request: Request) throws -> Request?
      }

      /// @Doubled
      public protocol Logging {
        func log(_ request: Request)
      }
    }
    """

  @Test func sameNamedProtocolsOfTwoTypesBothGetDoublesThatCompile() async throws {
    let folder = try DoublesExecutable.folder(["Scenes.swift": Self.scenes, "CreateOrder+Logic.swift": Self.extensions])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder, "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(DoublesExecutable.doubles(in: text) == ["BusinessLogicDouble", "LoggingDouble", "BusinessLogicDouble"])
    #expect(text.contains("extension CreateOrder.BusinessLogic where Self: CreateOrder.BusinessLogicDoubling {"))
    #expect(text.contains("public func create(request: CreateOrder.Request) throws -> CreateOrder.Request? {"))
    #expect(text.contains("public func fetch(request: ListOrders.Request) -> [ListOrders.Request] {"))

    #expect(
      try await Compiler.compilesWarningFree([folder + "/Scenes.swift", folder + "/CreateOrder+Logic.swift", output]),
      "the doubles of nested protocols do not compile")
  }

  @Test func qualifiesOnlyTypeNamesTheEnclosingTypesDeclare() async throws {
    let path = try DoublesExecutable.file("Scenes.swift", Self.scenes)
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.output.contains("extension ListOrders {\n    /// A test double of `BusinessLogic`"))
    // `request:` is a label and `fetch` a method: neither is a type of the enclosing enum.
    #expect(run.output.contains("$0.fetch(request: request)"))
  }
}
