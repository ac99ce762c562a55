import DoublesTestSupport
import Foundation
import Testing

/// The shapes only the command doubles, since it reads the parents: inherited static,
/// initializer and `Self` requirements, a parent of another module (`--dependency`),
/// standard-library parents, a pinned associated type, a requirement of two parents, a
/// constrained default. Their doubles are pinned in a golden file a reviewer can read, and
/// compiled with a file that uses each. (The macro sees one protocol: for these it says which
/// command doubles them, see `DoubledMacroTests`.)
@Suite("doubles generate: the shapes only the command doubles")
struct CommandShapeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "CommandShapes")

  @Test func theirDoublesAreTheGoldenFileAndCompile() async throws {
    let shapes = Self.folder.appendingPathComponent("InheritedShapes.swift").path
    let lifecycle = Self.folder.appendingPathComponent("Lifecycle").path
    let work = try DoublesExecutable.folder([:])
    #expect(
      try await Compiler.buildModule("Lifecycle", from: [lifecycle + "/Service.swift"], in: work))
    let output = work + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", shapes, "--dependency", lifecycle, "-o", output])
    #expect(run.status == 0)
    #expect(run.errors == "")

    let generated = try String(contentsOfFile: output, encoding: .utf8)
    let golden = Self.folder.appendingPathComponent("InheritedShapes.generated.swift.golden")
    if ProcessInfo.processInfo.environment["DOUBLES_UPDATE_GOLDEN"] != nil {
      try generated.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(
      generated == (try String(contentsOf: golden, encoding: .utf8)),
      "run with DOUBLES_UPDATE_GOLDEN=1 and read the diff")
    #expect(
      try await Compiler.compilesWarningFree(
        [shapes, Self.folder.appendingPathComponent("UsingShapes.swift").path, output], searchPaths: [work]))
  }
}
