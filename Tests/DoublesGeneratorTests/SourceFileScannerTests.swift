import DoublesGenerator
import Testing

@Suite("Source file scanner")
struct SourceFileScannerTests {
  @Test func findsOnlyDoubledProtocolsUnlessAskedForAll() {
    let source = """
      import Foundation
      @Doubled protocol A { func a() }
      protocol B { func b() }
      """
    #expect(SourceFileScanner.scan(source, file: "x.swift").doubles.count == 1)
    #expect(SourceFileScanner.scan(source, file: "x.swift", allProtocols: true).doubles.count == 2)
    #expect(SourceFileScanner.scan(source, file: "x.swift").imports == ["Foundation"])
  }

  @Test func invalidSwiftIsReportedWithItsPlace() {
    let source = """
      @Doubled
      protocol Broken {
        func run(
      }
      """
    let result = SourceFileScanner.scan(source, file: "Broken.swift")
    #expect(result.doubles.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "Broken.swift:3:12: error: not valid Swift (expected ')' to end parameter clause); no double was written for this file"
      ])
  }

  @Test func unsupportedShapesAreReportedWithTheirPlace() {
    let source = """
      @Doubled
      protocol Numbers: Sequence<Int> {}
      """
    let result = SourceFileScanner.scan(source, file: "Numbers.swift")
    #expect(
      result.diagnostics.map(\.description) == [
        "Numbers.swift:2:19: error: 'Numbers' refines 'Sequence<Int>', which @Doubled cannot answer for: a doubled "
          + "protocol may refine AnyObject, Actor, Sendable, Equatable, Hashable, CustomStringConvertible and other "
          + "@Doubled protocols"
      ])
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
    let result = SourceFileScanner.scan(source, file: "Store.swift")
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
    let result = SourceFileScanner.scan(source, file: "Describable.swift")
    #expect(result.doubles.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "Describable.swift:3:20: error: a named opaque result type ('<T: Sendable> T') cannot be written in a "
          + "double; return 'some' or a generic parameter of the method instead"
      ])
  }
}
