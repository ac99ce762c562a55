import Foundation
import Testing

/// Every Swift snippet of README.md and the DocC articles is copied into a test of this target,
/// which compiles and runs it: an API change that a snippet does not follow breaks the build, and
/// a snippet edited without its test fails here.
@Suite("Documentation snippets are tested")
struct SnippetCoverageTests {
  @Test func everySnippetIsCopiedIntoATest() throws {
    let claims = try Documentation.claims()
    for snippet in try Documentation.allSnippets() where !snippet.isManifestFragment {
      let copies = claims.filter { $0.document == snippet.file }
      if let copy = copies.first(where: { $0.snippet.tokens == snippet.tokens }) {
        let missing = snippet.imports.subtracting(try Documentation.imports(of: copy.snippet.file))
        #expect(missing.isEmpty, "\(copy.snippet.file) copies \(snippet) but does not import \(missing.sorted())")
        continue
      }
      Issue.record(
        """
        \(snippet) is not tested, or its test has another version of it. Copy it between \
        `// snippet \(snippet.file)` and `// end of snippet` in a test of Tests/DocumentationTests \
        (declarations it makes may go in Tests/DocumentationApp), and fill in around it what it needs.
        The snippet:
        \(snippet.code)
        """)
    }
  }

  @Test func everyCopyIsOfASnippetThatExists() throws {
    let snippets = try Documentation.allSnippets()
    for (document, copy) in try Documentation.claims() {
      guard !snippets.contains(where: { $0.file == document && $0.tokens == copy.tokens }) else { continue }
      Issue.record(
        """
        \(copy) claims a snippet of \(document) that \(document) does not have (any more). Update the \
        copy to the snippet as it now reads, or remove the claim.
        The copy:
        \(copy.code)
        """)
    }
  }

  @Test func theDocumentationHasSnippetsToTest() throws {
    #expect(Documentation.files.count >= 8)
    #expect(try Documentation.allSnippets().count >= 27)
  }
}
