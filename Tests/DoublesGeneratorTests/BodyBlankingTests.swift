import DoublesGenerator
import Foundation
import SwiftParser
import Testing

/// The scan stage parses files without their function bodies; these tests pin what is blanked,
/// that positions hold, and that the doubles are those of the whole file.
@Suite("Body blanking")
struct BodyBlankingTests {
  /// The text `blank` leaves, with runs of spaces shown as one.
  static func blanked(_ source: String) -> String? {
    BodyBlanking.blank(source)?.text.replacing(#/ +/#, with: " ")
  }

  @Test func functionInitializerAndDeinitializerBodiesAreBlankedAndEveryPositionHolds() throws {
    let source = """
      final class Box {
        init(value: Int = { 1 }()) { print("init {") }
        deinit { print(#"}"#) }
        func open() -> Int {
          let text = \"""
            } \\(value) {
            \"""
          return text.count // }
        }
        var count: Int { items.count }
      }
      """
    let blanked = try #require(BodyBlanking.blank(source))
    #expect(blanked.text.utf8.count == source.utf8.count)
    #expect(blanked.text.split(separator: "\n", omittingEmptySubsequences: false).count == 11)
    #expect(
      Self.blanked(source) == """
        final class Box {
         init(value: Int = { 1 }()) { }
         deinit { }
         func open() -> Int {
         
         
         
         
         }
         var count: Int { items.count }
        }
        """)
    #expect(BodyBlanking.bodiesMatch(Parser.parse(source: blanked.text), blanked.bodies))
  }

  @Test func requirementsCallsOfInitAndNestedFunctionsAreNoBodies() {
    let source = """
      protocol Store {
        func load() -> Int
        var count: Int { get }
        init()
      }
      let value = Box.init(value: 1)
      func outer() { func inner() {} }
      func make(token: Token = .keyword(.`init`), size: Size = .init()) { build() }
      """
    #expect(
      Self.blanked(source) == """
        protocol Store {
         func load() -> Int
         var count: Int { get }
         init()
        }
        let value = Box.init(value: 1)
        func outer() { }
        func make(token: Token = .keyword(.`init`), size: Size = .init()) { }
        """)
  }

  @Test func whatTheLexerMisreadsIsParsedWhole() throws {
    // A regex literal with an unbalanced brace ends the body early for the lexer; the parser
    // then disagrees, and the scan reads the whole file.
    let source = """
      /// @Doubled
      protocol Store { func load() -> Int }
      func pattern() -> Regex<Substring> { /}/ }
      struct Later { func run() {} }
      """
    let blanked = try #require(BodyBlanking.blank(source))
    let tree = Parser.parse(source: blanked.text)
    #expect(tree.hasError || !BodyBlanking.bodiesMatch(tree, blanked.bodies))
    let scanned = Generator.scan(source, file: "A.swift", options: .init(), blankingBodies: true)
    #expect(scanned.diagnostics.isEmpty)
    #expect(scanned.protocols.map(\.name) == ["Store"])
    #expect(scanned.topLevelTypes == ["Store", "Later"])
  }

  /// Every shape file, read with its bodies blanked and whole, gives the same doubles, notes and
  /// errors: the shapes hold every kind of member, body and literal the generator meets.
  @Test(arguments: GoldenFileTests.shapeFiles)
  func theShapesGiveTheSameDoublesBlanked(_ shapeFile: URL) throws {
    let source = try String(contentsOf: shapeFile, encoding: .utf8)
    let options = GenerationPlan.Options(allProtocols: true)
    func generate(blanking: Bool) -> Generator.Output {
      let scanned = Generator.scan(
        source, file: shapeFile.lastPathComponent, options: options, blankingBodies: blanking)
      return Generator.generate(scanned: [scanned], options: options)
    }
    let blanked = generate(blanking: true)
    let whole = generate(blanking: false)
    #expect(blanked.text == whole.text)
    #expect(blanked.diagnostics == whole.diagnostics)
  }
}
