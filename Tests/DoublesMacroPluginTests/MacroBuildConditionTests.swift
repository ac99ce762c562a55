import DoublesMacroPlugin
import DoublesTestSupport
import Testing

/// `@Doubled` reads the module's compilation conditions from the build configuration the compiler
/// hands it: `DOUBLES_NO_PARTIAL_DOUBLES` leaves partial doubles out.
@Suite("@Doubled and the module's conditions")
struct MacroBuildConditionTests {
  /// The macro reads the condition from the build configuration the compiler hands it: with it,
  /// `forwardingTo:` is gone (the compiler's error names it); without it, the same file compiles.
  @Test(.enabled(if: BuildConditions.areRead, "the compiler hands macros a build configuration from swift-syntax 603"))
  func theMacroLeavesPartialDoublesOutUnderTheCondition() async throws {
    let partial = """

      struct RealGreeter: Greeter {
        var name = "Ada"
        func rename(to newName: String) async throws -> Bool { true }
        func greet(_ person: String) -> String { "Hi" }
      }

      func usePartial() { _ = GreeterDouble(forwardingTo: RealGreeter()) }

      """
    let marked =
      "import DoublesMacros\n\n"
      + GreeterFixture.protocols.replacingOccurrences(of: "/// @Doubled\n", with: "@Doubled\n")
    let folder = try DoublesExecutable.folder([
      "Greeter.swift": marked, "Using.swift": GreeterFixture.using, "Partial.swift": partial,
    ])
    let files = ["Greeter.swift", "Using.swift"].map { folder + "/" + $0 }

    let lean = try await Compiler.compileWithDoubled(files, conditions: ["DOUBLES_NO_PARTIAL_DOUBLES"])
    #expect(lean.status == 0, "\(lean.errors)")
    let refused = try await Compiler.compileWithDoubled(
      files + [folder + "/Partial.swift"], conditions: ["DOUBLES_NO_PARTIAL_DOUBLES"])
    #expect(refused.status != 0)
    #expect(refused.errors.contains("extraneous argument label 'forwardingTo:' in call"), "\(refused.errors)")
    let full = try await Compiler.compileWithDoubled(files + [folder + "/Partial.swift"])
    #expect(full.status == 0, "\(full.errors)")
  }

  /// The double of a struct of closures leaves out its real value the same way.
  @Test(.enabled(if: BuildConditions.areRead, "the compiler hands macros a build configuration from swift-syntax 603"))
  func theMacroLeavesAStructsRealValueOutUnderTheCondition() async throws {
    let client = """
      import DoublesMacros

      @Doubled
      struct FactClient: Sendable {
        var fact: @Sendable (_ number: Int) async throws -> String
        var count: @Sendable () -> Int
      }

      """
    let partial =
      "func usePartial() { _ = FactClientDouble(forwardingTo: FactClient(fact: { _ in \"\" }, count: { 0 })) }\n"
    let folder = try DoublesExecutable.folder(["Client.swift": client, "Partial.swift": partial])
    let files = [folder + "/Client.swift", folder + "/Partial.swift"]
    let refused = try await Compiler.compileWithDoubled(files, conditions: ["DOUBLES_NO_PARTIAL_DOUBLES"])
    #expect(refused.errors.contains("extraneous argument label 'forwardingTo:' in call"), "\(refused.errors)")
    let lean = try await Compiler.compileWithDoubled([files[0]], conditions: ["DOUBLES_NO_PARTIAL_DOUBLES"])
    #expect(lean.status == 0, "\(lean.errors)")
    let full = try await Compiler.compileWithDoubled(files)
    #expect(full.status == 0, "\(full.errors)")
  }
}
