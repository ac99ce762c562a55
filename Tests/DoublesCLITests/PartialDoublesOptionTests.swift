import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate --no-partial-doubles`: doubles without `forwardingTo:`, which
/// compile to about 30% less code, still record, answer and inherit. (The macro's condition,
/// `DOUBLES_NO_PARTIAL_DOUBLES`: `MacroBuildConditionTests`.)
@Suite("doubles generate --no-partial-doubles")
struct PartialDoublesOptionTests {
  @Test func theDoublesHaveNoRealObjectAndCompile() async throws {
    let folder = try DoublesExecutable.folder([
      "Sources/Greeter.swift": GreeterFixture.protocols, "Using.swift": GreeterFixture.using,
    ])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Sources", "--no-partial-doubles", "-o", output,
    ])
    #expect(run.status == 0)
    #expect(run.errors == "")
    let generated = try String(contentsOfFile: output, encoding: .utf8)
    #expect(generated.contains("final class GreeterDouble"))
    #expect(!generated.contains("forwardingTo"), "a double without partial doubles forwards nothing")
    #expect(!generated.contains("Real"), "no accessor of a real object: \(generated)")
    #expect(
      try await Compiler.compilesWarningFree(
        [folder + "/Sources/Greeter.swift", folder + "/Using.swift", output]))
  }

  /// Every shape the golden files pin, doubled with the option, compiles: the shape files, each
  /// `@Doubled` made a `/// @Doubled` line, and one file of their doubles.
  @Test func everyShapeCompilesWithoutPartialDoubles() async throws {
    let shapes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ShapeTests")
    let names = try FileManager.default.contentsOfDirectory(atPath: shapes.path).filter { $0.hasSuffix("Shapes.swift") }
    #expect(names.count >= 8)
    var files: [String: String] = [:]
    for name in names {
      let source = try String(contentsOf: shapes.appendingPathComponent(name), encoding: .utf8)
      files["Sources/" + name] = source.replacingOccurrences(of: "import DoublesMacros", with: "import Doubles")
        .replacing(/(?m)^( *)@Doubled( |$)/) { "\($0.output.1)/// @Doubled\n\($0.output.1)" }
    }
    let folder = try DoublesExecutable.folder(files)
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Sources", "--no-partial-doubles", "-o", output,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let generated = try String(contentsOfFile: output, encoding: .utf8)
    let marks = files.values.reduce(0) { $0 + $1.matches(of: /(?m)^ *\/\/\/ @Doubled$/).count }
    #expect(marks > 50)
    // All but the two file-private protocols of AccessShapes.swift, which no other file sees.
    #expect(generated.matches(of: /A test double of/).count == marks - 2, "every marked declaration is doubled")
    #expect(!generated.contains("forwardingTo"), "nor the structs of closures' doubles forward")
    #expect(
      try await Compiler.compilesWarningFree(names.map { folder + "/Sources/" + $0 } + [output]))
  }

  @Test func withoutTheOptionTheSameDoublesArePartial() async throws {
    let folder = try DoublesExecutable.folder(["Greeter.swift": GreeterFixture.protocols])
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 0)
    #expect(run.output.contains("forwardingTo real: (any Greeter)? = nil,"))
  }
}
