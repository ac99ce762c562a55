import Foundation
import Testing

/// README is the landing page: short, with a table of contents whose links all land, installation
/// for SwiftPM and Xcode, and a whole first test within its first screenfuls. The guides are
/// the DocC articles.
@Suite struct READMEShape {
  static let readme =
    (try? String(contentsOf: Documentation.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test func isAtMost20KB() {
    #expect(Self.readme.utf8.count <= 20 * 1024, "README.md has \(Self.readme.utf8.count) bytes")
  }

  @Test func everyLinkToAHeadingLands() {
    let headings: Set<String> = Set(Self.readme.split(separator: "\n").filter { $0.hasPrefix("#") }.map(Self.anchor))
    let links = Self.readme.matches(of: /\]\(#([^)]+)\)/).map { String($0.output.1) }
    #expect(links.count >= 10)
    for link in links {
      let lands = headings.contains(link)
      #expect(lands, "README links to #\(link), which is no heading of it")
    }
  }

  @Test func installsAndTestsWithinItsFirst150Lines() {
    let first = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(150)
    for heading in ["### Swift Package Manager", "### Xcode", "### Swift Testing", "### XCTest"] {
      let found = first.contains(Substring(heading))
      #expect(found, "README's first 150 lines have no \(heading)")
    }
    let swiftTesting = first.contains { $0.hasPrefix("@Test func") }
    let xcTest = first.contains { $0.hasPrefix("final class") && $0.hasSuffix(": XCTestCase {") }
    #expect(swiftTesting && xcTest, "README's first 150 lines have no whole first test in each framework")
  }

  /// GitHub's anchor of a heading: lower-cased, spaces as hyphens, punctuation left out.
  static func anchor(_ heading: Substring) -> String {
    let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
    return String(
      title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
  }
}
