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
    // Shorter, yet every line holds what it held at the same columns, or nothing.
    #expect(blanked.text.utf8.count < source.utf8.count)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    let blankedLines = blanked.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    #expect(blankedLines.count == lines.count)
    for (line, blankedLine) in zip(lines, blankedLines) {
      for (column, byte) in blankedLine.enumerated() where byte != UInt8(ascii: " ") {
        #expect(column < line.count && line[column] == byte)
      }
    }
    #expect(
      Self.blanked(source) == """
        final class Box {
         init(value: Int = { 1 }()) { }
         deinit { }
         func open() -> Int {




         }
         var count: Int { }
        }
        """)
    #expect(BodyBlanking.bodiesMatch(Parser.parse(source: blanked.text), blanked.bodies))
  }

  @Test func accessorBodiesAreBlankedButNotTheAccessorsOrAnInitialValue() throws {
    let source = """
      protocol Store {
        var count: Int { get set }
        subscript(id: Int) -> String { get async throws }
      }
      final class Box: Store {
        var count: Int {
          // how many
          get { items.count }
          @inlinable set(newValue) { items = Array(repeating: 0, count: newValue) }
        }
        var total: Int { items.reduce(0, +) }
        var name = "box" { didSet { print(name) } }
        var label: String { willSet { print("{") } }
        lazy var cache: [Int: Int] = { [:] }()
        static var shared: Box { Box() }
        subscript(id: Int) -> String { get async throws { "\\(id)" } }
        subscript<T>(key: T) -> T where T == Int { key }
      }
      """
    #expect(
      Self.blanked(source)?.replacing(" \n", with: "\n") == """
        protocol Store {
         var count: Int { get set }
         subscript(id: Int) -> String { get async throws }
        }
        final class Box: Store {
         var count: Int {

         get { }
         @inlinable set(newValue) { }
         }
         var total: Int { }
         var name = "box" { didSet { print(name) } }
         var label: String { willSet { } }
         lazy var cache: [Int: Int] = { [:] }()
         static var shared: Box { }
         subscript(id: Int) -> String { get async throws { } }
         subscript<T>(key: T) -> T where T == Int { }
        }
        """)
    let blanked = try #require(BodyBlanking.blank(source))
    #expect(BodyBlanking.bodiesMatch(Parser.parse(source: blanked.text), blanked.bodies))
    let options = GenerationPlan.Options(allProtocols: true)
    let whole = Generator.scanFile(source, file: "Box.swift", options: options)
    let read = Generator.scanFile(source, file: "Box.swift", options: options, blankingBodies: true)
    #expect(read.protocols.map(\.name) == ["Store"])
    #expect(
      Generator.generate(scanned: [read], options: options).text
        == Generator.generate(scanned: [whole], options: options).text)
  }

  /// Accessors after a comment, or starting with a word only newer parsers know, stay accessors:
  /// blanked as a getter's statements, a setter and effects would be lost with the parser's
  /// agreement (an empty getter has the same inside).
  @Test func accessorsAfterABlockCommentStayAccessors() throws {
    let source = """
      open class Store {
        open var value: Int { /* cached */ get { 1 } set { } }
        open var remote: Int { /* net */ get async throws { 1 } }
        var name: String { #if DEBUG
          "debug"
          #else
          "release"
          #endif
        }
        var view: Int { borrow { 1 } }
      }
      """
    let blanked = try #require(BodyBlanking.blank(source))
    #expect(
      Self.blanked(source)?.replacing(" \n", with: "\n") == """
        open class Store {
         open var value: Int { get { } set { } }
         open var remote: Int { get async throws { } }
         var name: String { #if DEBUG
         "debug"
         #else
         "release"
         #endif
         }
         var view: Int { borrow { } }
        }
        """)
    // The getter under `#if` is read as accessors: the parser disagrees, and the file is parsed whole.
    #expect(!BodyBlanking.bodiesMatch(Parser.parse(source: blanked.text), blanked.bodies))
  }

  /// A `{` after `var` that does not hold accessors (in a script's top-level code) is no body the
  /// parser finds: the file is parsed whole, and gives what it gives whole.
  @Test func braceAfterAStoredPropertyInTopLevelCodeIsNoAccessorBlock() throws {
    let source = "var ready: Bool\nif ready { start() }\nprotocol Store { func load() }"
    let blanked = try #require(BodyBlanking.blank(source))
    #expect(!BodyBlanking.bodiesMatch(Parser.parse(source: blanked.text), blanked.bodies))
    let scanned = Generator.scanFile(
      source, file: "main.swift", options: .init(allProtocols: true), blankingBodies: true)
    #expect(scanned.protocols.map(\.name) == ["Store"])
  }

  @Test func commentsAreBlankedUnlessTheFileMayBeMarked() throws {
    let source = """
      /// A store.
      protocol Store { // of orders
        func load(/* the id */ id: Int) -> Int
      }
      /* a block
         over lines */ protocol Cache {}
      """
    #expect(Self.blanked(source) == "\nprotocol Store { \n func load( id: Int) -> Int\n}\n\n protocol Cache {}")
    let blanked = try #require(BodyBlanking.blank(source))
    let lines = blanked.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[5] == String(repeating: " ", count: 17) + "protocol Cache {}", "the column after a comment holds")
    #expect(BodyBlanking.blank(source, keepingComments: true) == nil)
  }

  @Test func aFileWithOldMacLineEndsIsNotBlanked() {
    // Swift ends a line comment at a lone `\r` too; the lexer does not, so it leaves such a file.
    #expect(BodyBlanking.blank("// a comment\rprotocol Store { func load() }\rfunc f() { work() }") == nil)
    #expect(BodyBlanking.blank("// a comment\r\nfunc f() { work() }\r\n") != nil)
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

  @Test func bodiesTheParserDoesNotFindAreNoMatch() throws {
    // The scan parses a file whole when the bodies blanked are not exactly those the parser
    // finds in the blanked text.
    let source = "struct Later {\n  func run() { work() }\n  func stop() { halt() }\n}"
    let blanked = try #require(BodyBlanking.blank(source))
    let tree = Parser.parse(source: blanked.text)
    #expect(BodyBlanking.bodiesMatch(tree, blanked.bodies))
    #expect(!BodyBlanking.bodiesMatch(tree, Array(blanked.bodies.dropLast())))
    #expect(!BodyBlanking.bodiesMatch(tree, blanked.bodies.map { $0.lowerBound..<($0.upperBound - 1) }))
  }

  /// Two regex literals whose braces cancel out would let the lexer blank what lies between two
  /// bodies, a protocol included, and still give text the parser agrees with: at a regex
  /// literal, nothing is blanked.
  @Test func aRegexLiteralStopsTheBlanking() {
    let sources = [
      "func open() { _ = #/\\{/# }\npublic protocol Hidden { func r() }\nfunc close() { _ = #/\\}/# }",
      "func open() -> Bool { return /\\{/ ~= \"\" }\nprotocol Hidden { func r() }\nfunc close() { _ = (/\\}/) }",
    ]
    for source in sources {
      #expect(BodyBlanking.blank(source) == nil, "\(source)")
      let scanned = Generator.scanFile(
        source, file: "B.swift", options: .init(allProtocols: true), blankingBodies: true)
      #expect(scanned.protocols.map(\.name) == ["Hidden"])
    }
    // A slash after an operand divides, and the body is blanked.
    #expect(
      Self.blanked("func half(_ x: Int) -> Int { x / 2 + (x) / 2 + [x][0] / 2 }") == "func half(_ x: Int) -> Int { }")
  }

  @Test func aTypeDeclaredInADeinitializerIsNoNestedType() {
    let source = """
      final class Outer {
        deinit { struct Token {} }
        protocol Service { func make() -> Token }
      }
      struct Token {}
      """
    let options = GenerationPlan.Options(allProtocols: true)
    let blanked = Generator.scanFile(source, file: "A.swift", options: options, blankingBodies: true)
    let whole = Generator.scanFile(source, file: "A.swift", options: options)
    #expect(whole.nestedTypes == ["Outer.Service"])
    #expect(blanked.nestedTypes == whole.nestedTypes)
    #expect(
      Generator.generate(scanned: [blanked], options: options).text
        == Generator.generate(scanned: [whole], options: options).text)
  }

  /// Every shape file, read with its bodies blanked and whole, gives the same doubles, notes and
  /// errors: the shapes hold every kind of member, body and literal the generator meets.
  @Test(arguments: GoldenFileTests.shapeFiles)
  func theShapesGiveTheSameDoublesBlanked(_ shapeFile: URL) throws {
    let source = try String(contentsOf: shapeFile, encoding: .utf8)
    let options = GenerationPlan.Options(allProtocols: true)
    func generate(blanking: Bool) -> Generator.Output {
      let scanned = Generator.scanFile(
        source, file: shapeFile.lastPathComponent, options: options, blankingBodies: blanking)
      return Generator.generate(scanned: [scanned], options: options)
    }
    let blanked = generate(blanking: true)
    let whole = generate(blanking: false)
    #expect(blanked.text == whole.text)
    #expect(blanked.diagnostics == whole.diagnostics)
  }
}
