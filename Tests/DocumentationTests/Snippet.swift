import Foundation

/// A fenced Swift code block of the documentation, or the copy of one that a test claims.
struct Snippet: Sendable, CustomStringConvertible {
  /// The Markdown file (`README.md`, `Sources/Doubles/Doubles.docc/Doubles.md`) or test file.
  var file: String
  /// The line of the opening fence, or of the claim's first `// snippet` marker.
  var line: Int
  /// The code, as written there.
  var code: String

  /// The code without its imports, with all white space removed: what a claim must have in
  /// common with the block it copies, whatever indentation it gets in a test and however
  /// `swift format` breaks its lines. Blank lines between the parts of a claim disappear too.
  var tokens: String {
    let body = lines.filter { Self.importedModule($0) == nil && !Self.isCondition($0) }.joined(separator: "\n")
    return String(body.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
  }

  /// The modules the code imports. A test file has imports of its own, which `swift format`
  /// sorts together, so a claim does not copy them: its file must import these.
  var imports: Set<String> { Set(lines.compactMap(Self.importedModule)) }

  private var lines: [Substring] { code.split(separator: "\n") }

  /// `Foundation` for `import Foundation`, `@testable import App // why`; `nil` for other lines.
  static func importedModule(_ line: Substring) -> String? {
    var words = line.split(separator: " ").prefix { !$0.hasPrefix("//") }
    if words.first == "@testable" { words = words.dropFirst() }
    guard words.count == 2, words.first == "import" else { return nil }
    return String(words.last!)
  }

  /// Whether `line` is a line of an `#if` around imports (`#if canImport(…)`, `#else`, `#endif`).
  private static func isCondition(_ line: Substring) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.hasPrefix("#if canImport(") || trimmed == "#else" || trimmed == "#endif"
  }

  /// Whether the block is a fragment of a `Package.swift`, checked against PackageDescription.
  var isManifestFragment: Bool {
    let first = code.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    return first.hasPrefix("// Package.swift") || first.hasPrefix(".package(") || first.hasPrefix(".target(")
      || first.hasPrefix(".testTarget(")
  }

  var description: String { "\(file):\(line)" }
}

/// Where the documentation and its tests are, from this file's place in the repository.
enum Documentation {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// README.md and every DocC article, by path from the repository's root.
  static let files: [String] = {
    let sources = root.appendingPathComponent("Sources")
    let articles = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
      .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
      .map { "Sources/\($0)" }
    return ["README.md"] + articles.sorted()
  }()

  /// The Swift code blocks of `file`.
  static func snippets(in file: String) throws -> [Snippet] {
    let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var snippets: [Snippet] = []
    var open: (line: Int, code: [Substring])?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if trimmed.hasPrefix("```") {
          snippets.append(Snippet(file: file, line: block.line, code: block.code.joined(separator: "\n")))
          open = nil
        } else {
          block.code.append(line)
          open = block
        }
      } else if trimmed == "```swift" {
        open = (index + 1, [])
      }
    }
    return snippets
  }

  /// Every Swift code block of the documentation.
  static func allSnippets() throws -> [Snippet] {
    try files.flatMap(snippets(in:))
  }

  /// The folders whose Swift files claim snippets: the tests and the `App` module they test; the
  /// Bookshop example's tests, whose files the OpenAPI snippet is one of; and the app package's
  /// Nimble tests, which need Doubles' `Nimble` trait (`.ci/app-package` runs them).
  static let claimFolders = [
    "Tests/DocumentationTests", "Tests/DocumentationApp", "Examples/Bookshop/Tests/BookshopClientTests",
    "Examples/AppPackage/Tests/GalleryNimbleTests",
  ]

  /// The copies of documentation snippets in the test files, by the file they copy.
  ///
  /// A claim starts at `// snippet README.md` and runs to `// end of snippet`. A block that
  /// starts at `// snippet README.md, continued` adds a part to the claim before it in the same
  /// file, so that a test can fill in between two lines of a snippet what they need; a label
  /// (`// snippet README.md #network`, `// snippet README.md #network, continued`) ties parts
  /// that other claims separate, such as imports at the top of a file and statements in a test.
  /// A snippet that several documents show, as README's tour shows a guide's, is claimed once for
  /// all of them: `// snippet README.md & Sources/Doubles/Doubles.docc/GettingStarted.md`.
  static func claims() throws -> [(document: String, snippet: Snippet)] {
    var claims: [(document: String, snippet: Snippet)] = []
    for folder in claimFolders {
      let paths = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      for path in paths {
        claims += try self.claims(in: "\(folder)/\(path)")
      }
    }
    return claims
  }

  private static func claims(in file: String) throws -> [(document: String, snippet: Snippet)] {
    let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var claims: [(name: String, documents: [String], snippet: Snippet)] = []
    var part: (name: String, continued: Bool, line: Int, code: [Substring])?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let open = part, trimmed == "// end of snippet" {
        let code = open.code.joined(separator: "\n")
        if open.continued, let claim = claims.lastIndex(where: { $0.name == open.name }) {
          claims[claim].snippet.code += "\n" + code
        } else {
          let documents = open.name.components(separatedBy: " #")[0].components(separatedBy: " & ")
          claims.append((open.name, documents, Snippet(file: file, line: open.line, code: code)))
        }
        part = nil
      } else if part != nil {
        part?.code.append(line)
      } else if trimmed.hasPrefix("// snippet ") {
        let name = trimmed.dropFirst("// snippet ".count)
        let continued = name.hasSuffix(", continued")
        part = (String(continued ? name.dropLast(", continued".count) : name), continued, index + 1, [])
      }
    }
    return claims.flatMap { claim in claim.documents.map { ($0, claim.snippet) } }
  }

  /// The modules `file` imports.
  static func imports(of file: String) throws -> Set<String> {
    try Snippet(file: file, line: 1, code: String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
      .imports
  }
}
