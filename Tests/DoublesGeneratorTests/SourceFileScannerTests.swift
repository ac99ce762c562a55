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
}
