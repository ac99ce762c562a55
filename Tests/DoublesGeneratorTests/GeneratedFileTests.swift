import DoublesGenerator
import Testing

/// The file of doubles: its header and imports.
@Suite("The file of doubles")
struct GeneratedFileTests {
  @Test func theSourcesOwnImportOfDoublesStandsForThePlainOne() {
    let text = GeneratedFile.render(
      imports: [
        ImportedModule("Doubles", accessLevel: .internal), ImportedModule("Foundation", accessLevel: .internal),
      ],
      testableImports: [], doubles: [])
    #expect(text == GeneratedFile.header + "\ninternal import Doubles\ninternal import Foundation\n")
  }

  @Test func aTestableImportKeepsWhatTheSourcesImportsOfItSay() {
    let text = GeneratedFile.render(
      imports: [
        ImportedModule("App", attributes: ["@_spi(Raw)"]), ImportedModule("App", attributes: ["@preconcurrency"]),
        ImportedModule("Foundation"),
      ],
      testableImports: ["App"], doubles: [])
    #expect(
      text == GeneratedFile.header
        + "\nimport Doubles\nimport Foundation\n@_spi(Raw) @preconcurrency @testable import App\n")
  }
}
