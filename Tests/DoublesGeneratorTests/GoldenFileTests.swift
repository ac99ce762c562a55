import DoublesGenerator
import Foundation
import Testing

/// The doubles of every shape the macro must handle, pinned as files a reviewer can read: what
/// the command's pipeline (``Generator``) writes for each shape file.
///
/// Each `Tests/ShapeTests/*Shapes.swift` file has its generated doubles in
/// `Golden/<name>.generated.swift.golden` (not `.swift`, so that formatters leave the generated
/// text as it is). Run with `DOUBLES_UPDATE_GOLDEN=1` to rewrite them after an intended change,
/// then read the diff.
@Suite("Golden files")
struct GoldenFileTests {
  static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let shapeFiles =
    (try? FileManager.default.contentsOfDirectory(
      at: testsFolder.appendingPathComponent("ShapeTests"), includingPropertiesForKeys: nil))?
    .filter { $0.lastPathComponent.hasSuffix("Shapes.swift") }
    .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []

  @Test func thereAreShapeFiles() {
    #expect(Self.shapeFiles.count >= 4)
  }

  /// What the command says of the shapes it leaves to the macro, by shape file.
  static let notes = [
    "AccessShapes.swift": [
      "AccessShapes.swift:15:9: note: no double for 'PrivateShapes': it is private, so no other file can see it",
      "AccessShapes.swift:21:13: note: no double for 'FilePrivateShapes': it is fileprivate, so no other file can see it",
    ]
  ]

  @Test(arguments: shapeFiles)
  func generatedDoublesMatchTheGoldenFile(_ shapeFile: URL) throws {
    let source = try String(contentsOf: shapeFile, encoding: .utf8)
    let result = Generator.generate([.init(file: shapeFile.lastPathComponent, text: source)])
    #expect(result.diagnostics.map(\.description) == Self.notes[shapeFile.lastPathComponent, default: []])
    let generated = result.doubles.joined(separator: "\n")
    let golden = Self.testsFolder.appendingPathComponent("DoublesGeneratorTests/Golden")
      .appendingPathComponent(shapeFile.deletingPathExtension().lastPathComponent + ".generated.swift.golden")
    if ProcessInfo.processInfo.environment["DOUBLES_UPDATE_GOLDEN"] != nil {
      try generated.write(to: golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(generated == expected, "run with DOUBLES_UPDATE_GOLDEN=1 and read the diff")
  }

  @Test(arguments: shapeFiles)
  func generationIsDeterministic(_ shapeFile: URL) throws {
    let source = try String(contentsOf: shapeFile, encoding: .utf8)
    let first = Generator.generate([.init(file: "a.swift", text: source)]).text
    let second = Generator.generate([.init(file: "a.swift", text: source)]).text
    #expect(first == second)
  }
}
