import DoublesTestSupport
import Foundation
import Testing

/// What the compiler says when `@Doubled`, which sees only the protocol it is attached to, meets a
/// parent unlike most (README, "Known limits", which quotes these messages): pinned, so that the
/// table stays true, and so that a change that doubles one of these shapes shows here.
@Suite("@Doubled and the parents it cannot see")
struct MacroParentLimitTests {
  @Test(
    arguments: [
      (
        "protocol Parent { func a() }\n@Doubled protocol Child: Parent { func b() }",
        "cannot find type 'ParentDouble' in scope"
      ),
      (
        "@Doubled protocol Parent { static func make() -> Int }\n@Doubled protocol Child: Parent { func b() }",
        "type 'ChildDouble' does not conform to protocol 'Parent'"
      ),
      (
        "@Doubled protocol Parent { associatedtype Item; func a(_ item: Item) }\n"
          + "@Doubled protocol Child: Parent { func b() }",
        "reference to generic type 'ParentDouble' requires arguments in <...>"
      ),
      (
        "@Doubled protocol Parent: Actor { func a() }\n@Doubled protocol Child: Parent { func b() }",
        "non-actor type 'ChildDouble' cannot conform to the 'Actor' protocol"
      ),
      (
        "@Doubled protocol A { func update(arg: Int) }\n@Doubled protocol B { func update(arg: Int) }\n"
          + "@Doubled protocol Child: A, B {}",
        "type 'ChildDouble' does not conform to protocol 'A'"
      ),
    ])
  func theCompilerSaysWhatTheREADMEQuotes(source: String, message: String) async throws {
    let folder = try DoublesExecutable.folder(["Shapes.swift": "import DoublesMacros\n\n" + source + "\n"])
    let compiled = try await Compiler.compileWithDoubled([folder + "/Shapes.swift"])
    #expect(compiled.status != 0)
    #expect(compiled.errors.contains(message), "\(compiled.errors)")
  }
}
