import DoublesGenerator
import SwiftParser
import Testing

@Suite("Source file scanner")
struct SourceFileScannerTests {
  /// What the command's pipeline makes of one file.
  static func generate(_ source: String, file: String, allProtocols: Bool = false) -> Generator.Output {
    Generator.generate([.init(file: file, text: source)], options: .init(allProtocols: allProtocols))
  }

  /// Found by the generator's fuzzing (nightly's case set, case 2589): a raw identifier, which
  /// may hold spaces, was used as the handle's name.
  @Test func aRawIdentifiersHandleIsNamedAfterItsWords() {
    let source = "@Doubled protocol Jobs {\n  func `retry later`()\n  func `1st`() -> Int\n}"
    let output = Self.generate(source, file: "Jobs.swift").doubles.joined()
    #expect(output.contains("let retryLater: MethodDouble<Swift.Void, Swift.Void, Swift.Never>"))
    #expect(output.contains("let _1st: MethodDouble<Swift.Void, Int, Swift.Never>"))
    #expect(output.contains("func `retry later`() {"))
    #expect(!Parser.parse(source: output).hasError)
  }

  /// Found by the generator's fuzzing again (nightly's case set, case 2589, 2026-11-28): a raw
  /// identifier as an argument label lost its backticks in the witness and its call.
  @Test func aRawIdentifierLabelKeepsItsBackticks() {
    let source = "@Doubled protocol Moves {\n  func move(`inout async` value: Int, `1st` first: Int)\n}"
    let output = Self.generate(source, file: "Moves.swift").doubles.joined()
    #expect(output.contains("func move(`inout async` value: Int, `1st` first: Int) {"))
    #expect(output.contains("$0.move(`inout async`: value, `1st`: first)"))
    #expect(!Parser.parse(source: output).hasError)
  }

  /// Found by running Mockolo's fixtures through the command: a marker line after an attribute.
  @Test func aMarkerLineAfterAnAttributeMarks() {
    let source = """
      @MainActor
      /// @Doubled
      protocol Screen { func show() }

      /// A list.
      @available(iOS 18.0, *)
      /// @Doubled
      public protocol List { func reload() }

      @MainActor
      /// Not marked.
      protocol Other { func run() }
      """
    let output = Self.generate(source, file: "Screen.swift")
    #expect(output.plan.protocolModels.map(\.name) == ["Screen", "List"])
  }

  @Test func findsOnlyDoubledProtocolsUnlessAskedForAll() {
    let source = """
      import Foundation
      @Doubled protocol A { func a() }
      protocol B { func b() }
      """
    #expect(Self.generate(source, file: "x.swift").doubles.count == 1)
    #expect(Self.generate(source, file: "x.swift", allProtocols: true).doubles.count == 2)
    #expect(Self.generate(source, file: "x.swift").plan.imports.map(\.name) == ["Foundation"])
  }

  @Test func nestedProtocolsKnowTheirEnclosingTypeAndItsTypes() throws {
    let source = """
      enum Scene {
        struct Request {}
        enum Inner {
          @Doubled protocol Logic { func run(request: Request, other: Other.Request) -> [Request: Inner.Request] }
          typealias Reply = Int
        }
      }
      extension Scene.Inner { struct Detail {} }
      """
    let scanned = SourceFileScanner.read(source, file: "Scene.swift")
    #expect(scanned.protocols.map(\.name) == ["Scene.Inner.Logic"])
    #expect(
      scanned.nestedTypes == [
        "Scene.Request", "Scene.Inner", "Scene.Inner.Logic", "Scene.Inner.Reply", "Scene.Inner.Detail",
      ])
    let model = try #require(scanned.protocols.first?.model)
    #expect(model.enclosingType == "Scene.Inner")
    let qualified = model.spelled(TypeSpelling(qualifiedNames: ["Request": "Scene.Request", "Inner": "Scene.Inner"]))
    guard case .method(let method) = qualified.members.first?.kind else { throw CancellationError() }
    // Labels, members of other types and names already qualified stay as they are.
    #expect(method.parameters.map(\.declaredType) == ["Scene.Request", "Other.Request"])
    #expect(method.returnType == "[Scene.Request: Scene.Inner.Request]")
  }

  @Test func invalidSwiftIsReportedWithItsPlace() {
    let source = """
      @Doubled
      protocol Broken {
        func run(
      }
      """
    let result = Self.generate(source, file: "Broken.swift")
    #expect(result.doubles.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "Broken.swift:3:12: error: not valid Swift (expected ')' to end parameter clause); no double was written for this file"
      ])
  }

  @Test func unsupportedShapesAreReportedWithTheirPlace() {
    let source = """
      @Doubled
      protocol Lines: Collection where Index == String.Index {}
      """
    let result = Self.generate(source, file: "Lines.swift")
    #expect(
      result.diagnostics.map(\.description) == [
        "Lines.swift:2:1: error: no double for 'Lines': it refines 'Collection', whose requirements a double takes "
          + "from the protocol's own extensions, and none of those read declares 'startIndex' (a test that stubbed "
          + "a collection's indices one by one would loop forever on one it forgot); nor can its double be a fake of "
          + "an array of elements, since its 'Index' is 'String.Index'"
      ])
    // A sequence its extensions do not answer is a fake of the elements a test sets.
    let numbers = Self.generate("@Doubled\nprotocol Numbers: Sequence<Int> {}", file: "Numbers.swift")
    #expect(numbers.diagnostics.isEmpty)
    #expect(numbers.text.contains("(numbersHandles.elements.value ?? []).makeIterator()"))
  }

  /// Found by the fuzz tests: an isolated conformance constrains the protocol's associated type,
  /// but cannot be written on the double's generic parameter.
  @Test func anIsolatedConformanceOfAnAssociatedTypeIsDroppedFromTheDouble() {
    let source = """
      @Doubled
      protocol Store {
        associatedtype Key: @MainActor Hashable
        func item(for key: Key) -> Int?
      }
      """
    let result = Self.generate(source, file: "Store.swift")
    #expect(result.diagnostics.isEmpty)
    #expect(result.doubles.first?.contains("final class StoreDouble<Key: Hashable>") == true)
  }

  /// Found by the fuzz tests: a named opaque result type parses, but no double can spell it.
  @Test func aNamedOpaqueResultTypeIsReportedWithItsPlace() {
    let source = """
      @Doubled
      protocol Describable {
        func detail() -> <T: Sendable> T
      }
      """
    let result = Self.generate(source, file: "Describable.swift")
    #expect(result.doubles.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "Describable.swift:3:20: error: a named opaque result type ('<T: Sendable> T') cannot be written in a "
          + "double; return 'some' or a generic parameter of the method instead"
      ])
  }

  /// A property's named opaque type is reported too: the parser reads one there as well.
  @Test func aNamedOpaquePropertyTypeIsReported() {
    let source = "@Doubled\nprotocol Described {\n  var detail: <T: Sendable> T { get }\n}\n"
    let result = Self.generate(source, file: "Described.swift")
    #expect(result.doubles.isEmpty)
    #expect(result.diagnostics.map(\.line) == [3])
  }

  /// Places count lines as the compiler does: "\r\n" is one line break, "\r" alone another, and
  /// columns count UTF-8 bytes.
  @Test func placesCountLineBreaksAndBytesAsTheCompilerDoes() {
    let windows = "@Doubled\r\nprotocol Clock {\r\n  func now() -> <T: Sendable> T\r\n}\r\n"
    #expect(
      Self.generate(windows, file: "Clock.swift").diagnostics.map(\.location) == [
        .init(file: "Clock.swift", line: 3, column: 17)
      ])
    let classicMac = "@Doubled\rprotocol Clock {\r  /* é */ func now() -> <T: Sendable> T\r}\r"
    #expect(
      Self.generate(classicMac, file: "Clock.swift").diagnostics.map(\.location) == [
        .init(file: "Clock.swift", line: 3, column: 26)
      ])
    let broken = "protocol Fine {}\r\n\r\nprotocol Broken { func f( }\r\n"
    #expect(SourceFileScanner.read(broken, file: "Broken.swift").diagnostics.map(\.line) == [3])
  }

  @Test func aBorrowingClosureIsNeitherStoredNorPassedOn() throws {
    let output = Self.generate("@Doubled protocol Runner { func run(_ body: borrowing () -> Void) }", file: "R.swift")
    let text = output.text
    #expect(text.contains("MethodDouble<NonEscapingClosure, Swift.Void, Swift.Never>"))
    #expect(text.contains("runnerHandles.run.call(NonEscapingClosure())\n"))
    #expect(!text.contains("$0.run("))
  }
}
