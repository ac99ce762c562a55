import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate` on classes: which get subclass doubles, and the one-line notes and errors
/// for those that do not.
@Suite("doubles generate: classes")
struct ClassSelectionTests {
  static let source = """
    /// The worker of the orders scene.
    ///
    /// @Doubled
    class OrdersWorker {
      init(store: String) {}
      func fetchOrders() -> [String] { [] }
    }

    class Unmarked {
      func run() {}
    }

    @Doubled
    final class Sealed {
      func run() {}
    }

    @Doubled
    private class Hidden {}

    open class Framework {
      public init() {}
      open func open() {}
      public func closed() {}
    }
    """

  @Test func doublesMarkedClassesAndNotesWhatItCannotDouble() async throws {
    let path = try DoublesExecutable.file("Orders.swift", Self.source)
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 1)
    #expect(DoublesExecutable.doubles(in: run.output) == ["OrdersWorkerDouble"])
    #expect(
      run.errors == """
        \(path):14:1: error: 'Sealed' is final, so @Doubled cannot write a subclass double of it; \
        put a protocol in front of it and attach @Doubled to the protocol
        \(path):19:9: note: no double for class 'Hidden': it is private, so no other file can see it

        """)
  }

  @Test func writesTheSubclassDoubleOfAClassMarkedInItsDocComment() async throws {
    let path = try DoublesExecutable.file("Orders.swift", Self.source.replacingOccurrences(of: "final ", with: ""))
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["OrdersWorkerDouble", "SealedDouble"])
    #expect(run.output.contains("final class OrdersWorkerDouble: OrdersWorker, TestDouble {"))
    #expect(run.output.contains("override func fetchOrders() -> [String] {"))
  }

  @Test func allClassesDoublesEveryClassItCan() async throws {
    let path = try DoublesExecutable.file("Orders.swift", Self.source)
    let run = try await DoublesExecutable.run(["generate", path, "--all-classes"])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["OrdersWorkerDouble", "UnmarkedDouble", "FrameworkDouble"])
    #expect(
      run.errors == """
        \(path):14:7: note: no double for class 'Sealed': 'Sealed' is final, so @Doubled cannot write a subclass \
        double of it; put a protocol in front of it and attach @Doubled to the protocol
        \(path):19:9: note: no double for class 'Hidden': it is private, so no other file can see it

        """)
  }

  @Test func anotherModuleWithoutTestableImportOverridesOnlyOpenMembers() async throws {
    let path = try DoublesExecutable.file("Orders.swift", Self.source)
    let run = try await DoublesExecutable.run(["generate", path, "--all-classes", "--import", "Orders"])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["FrameworkDouble"])
    #expect(run.output.contains("override func open() {"))
    #expect(!run.output.contains("override func closed()"))
    #expect(run.output.contains("/// - `closed`: not open"))
    #expect(
      run.errors.contains(
        "\(path):4:1: note: no double for class 'OrdersWorker': it is not open, so a subclass in another module "
          + "needs --testable-import of its module"))
  }

  /// The doubles of another module's classes compile in Swift 6 mode, warning-free: `open`
  /// members through a plain import, internal ones too through `@testable import`.
  @Test func doublesOfAnotherModulesClassesCompile() async throws {
    let framework = """
      open class Renderer {
        public let name: String
        public init(name: String) { self.name = name }
        open func draw(_ shape: String) -> Bool { true }
        open var scale: Double = 1
        public func closed() {}
        func hidden() {}
        open subscript(layer: Int) -> String { "layer \\(layer)" }
      }

      public class Internalish {
        public init() {}
        public func run() -> Int { 1 }
      }
      """
    let folder = try DoublesExecutable.folder(["Framework.swift": framework])
    #expect(try await Compiler.buildModule("Framework", from: [folder + "/Framework.swift"], in: folder))
    for (flag, expected) in [
      ("--import", ["RendererDouble"]), ("--testable-import", ["RendererDouble", "InternalishDouble"]),
    ] {
      let output = folder + "/Doubles\(expected.count).swift"
      let run = try await DoublesExecutable.run([
        "generate", folder + "/Framework.swift", "--all-classes", flag, "Framework", "-o", output,
      ])
      #expect(run.status == 0)
      let text = try String(contentsOfFile: output, encoding: .utf8)
      #expect(DoublesExecutable.doubles(in: text) == expected)
      #expect(
        try await Compiler.compilesWarningFree([output], searchPaths: [folder]),
        "the doubles written with \(flag) do not compile")
    }
  }
}
