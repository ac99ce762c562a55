import DoublesTestSupport
import Foundation
import Testing

/// An `@available` that names an availability macro means nothing in a test target, which does
/// not define it: the doubles say what it stands for (`--availability-macro`), or leave it out.
@Suite("doubles generate: availability macros")
struct AvailabilityMacroTests {
  static let cart = """
    @available(shop 2.0, *)
    public protocol Cart {
      func add(_ item: String)
      @available(shop 2.1, *)
      func pay() -> Int
    }
    """

  /// Builds the module Shop, whose build defines the macros, and runs the command on it with
  /// `arguments`.
  static func generate(_ arguments: [String]) async throws -> (folder: String, run: DoublesExecutable.Run) {
    let folder = try DoublesExecutable.folder(["Cart.swift": Self.cart])
    let built = try await Compiler.run([
      "-emit-module", "-module-name", "Shop", "-swift-version", "6", "-emit-module-path", folder + "/Shop.swiftmodule",
      "-define-availability", "shop 2.0:macOS 14.0, iOS 17.0", "-define-availability", "shop 2.1:macOS 15.0",
      folder + "/Cart.swift",
    ])
    #expect(built.succeeded)
    let run = try await DoublesExecutable.run(
      ["generate", folder + "/Cart.swift", "--import", "Shop", "--all-protocols", "-o", folder + "/Doubles.swift"]
        + arguments)
    return (folder, run)
  }

  @Test func aDefinedMacroIsSpelledOut() async throws {
    let (folder, run) = try await Self.generate([
      "--availability-macro", "shop 2.0:macOS 14.0, iOS 17.0", "--availability-macro", "shop 2.1: macOS 15.0",
    ])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: folder + "/Doubles.swift", encoding: .utf8)
    #expect(text.contains("@available(macOS 14.0, iOS 17.0, *)\npublic nonisolated final class CartDouble"))
    #expect(text.contains("    @available(macOS 15.0, *)\n    public func pay() -> Int {"))
    #expect(!text.contains("shop"))
    #expect(try await Compiler.compilesWarningFree([folder + "/Doubles.swift"], searchPaths: [folder]))
  }

  @Test func anUndefinedMacroIsLeftOutWithANote() async throws {
    let (folder, run) = try await Self.generate([])
    #expect(run.status == 0)
    #expect(
      run.errors == """
        \(folder)/Cart.swift:2:8: note: 'Cart' is available by the availability macro 'shop 2.0', which the \
        doubles leave out since a test target does not define it: give its definition with --availability-macro \
        'shop 2.0:macOS …' so that they compile on Apple platforms
        \(folder)/Cart.swift:2:8: note: 'Cart' is available by the availability macro 'shop 2.1', which the \
        doubles leave out since a test target does not define it: give its definition with --availability-macro \
        'shop 2.1:macOS …' so that they compile on Apple platforms

        """)
    let text = try String(contentsOfFile: folder + "/Doubles.swift", encoding: .utf8)
    #expect(!text.contains("@available"))
    #expect(try await Compiler.compilesWarningFree([folder + "/Doubles.swift"], searchPaths: [folder]))
  }

  @Test func aDefinitionWithoutAColonIsAUsageError() async throws {
    let run = try await DoublesExecutable.run(["generate", "/tmp", "--availability-macro", "shop 2.0"])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: --availability-macro 'shop 2.0': write the macro, a colon and the platforms, as in "
          + "'hummingbird 2.0:macOS 14.0, iOS 17.0'.\n"))
  }
}
