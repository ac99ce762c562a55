import Foundation
import Testing

/// ARCHITECTURE.md names files, folders and types of the repository between backticks: each must
/// exist, so that a file moved or a type renamed fails here until the map follows.
@Suite("ARCHITECTURE.md names what exists")
struct ArchitectureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folders whose files the document names, by a path from the root or by a file's name alone.
  static let folders = ["Sources", "Tests", "Plugins", "Examples", "Benchmarks", ".ci", "API"]

  /// The names the document gives that no declaration, module or Swift file of the repository has.
  static let notDeclared = [
    "Self": "Swift's keyword, which the model keeps as written",
    "Sendable": "Swift's protocol, one of the parents `KnownParent` knows",
    "Hashable": "Swift's protocol, one of the parents `KnownParent` knows",
    "AuthorizerDoubling": "a protocol the generator writes, in the example of a generated witness",
  ]

  /// Every span of ARCHITECTURE.md between backticks, with its line breaks made spaces.
  static func spans() throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    return text.matches(of: /`([^`]+)`/).map { match in
      match.output.1.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
  }

  /// Every file and folder under `folders`, by its path from the root, leaving out hidden ones
  /// (an example's `.build`).
  static let entries: [String] = folders.flatMap { folder -> [String] in
    var paths = [folder]
    let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".") || path.contains("/.") {
        enumerator?.skipDescendants()
      } else {
        paths.append("\(folder)/\(path)")
      }
    }
    return paths
  }

  /// Whether `span` is a path: a file or a folder (`Sources/Doubles`, `Model/`, `.ci/run`), files
  /// by a pattern (`Tests/ShapeTests/*Shapes.swift`), or a Swift file's name.
  static func isPath(_ span: String) -> Bool {
    span.wholeMatch(of: #/[\w.+*-]+(/[\w.+*-]*)+|[\w.+-]+\.swift/#) != nil
  }

  /// Whether `path` names a file or folder: from the root when it starts with one of `folders`,
  /// else in any of them (`Model/`, `Doubles.generated.swift`). `*` stands for any part of a name.
  static func exists(_ path: String) throws -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    let fromRoot = folders.contains { trimmed.hasPrefix($0 + "/") }
    let pattern = trimmed.map { character -> String in
      character == "*" ? "[^/]*" : ".+".contains(character) ? "\\\(character)" : String(character)
    }
    let regex = try Regex((fromRoot ? "" : "(?:.*/)?") + pattern.joined())
    return entries.contains { $0.wholeMatch(of: regex) != nil }
  }

  /// The type names in `span`: `GenerationPlan` in `GenerationPlan.make`, both of
  /// `MemberWriter.PassingOn`; none in `verify(within:)` or `DOUBLES_SANITIZER_SUBSET`.
  static func typeNames(in span: String) -> [String] {
    guard let match = span.wholeMatch(of: /([A-Z]\w*(?:\.\w+)*)(?:\(.*\))?/) else { return [] }
    return match.output.1.split(separator: ".").map(String.init).filter { name in
      name.first!.isUppercase && name.contains(where: \.isLowercase) && !name.contains("_")
    }
  }

  /// The names declared in Sources/ and Plugins/ (nested declarations too), the targets of
  /// Package.swift, and the names of the repository's Swift files.
  static func knownNames() throws -> Set<String> {
    var names = Set(notDeclared.keys)
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = manifest.matches(of: #/\.(?:target|testTarget|executableTarget|macro|plugin)\(\s*name: "([\w-]+)"/#)
    names.formUnion(targets.map { String($0.output.1) })
    for entry in entries where entry.hasSuffix(".swift") {
      names.insert(String(entry.split(separator: "/").last!.dropLast(".swift".count)))
      guard entry.hasPrefix("Sources/") || entry.hasPrefix("Plugins/") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(entry), encoding: .utf8)
      let declarations = text.matches(of: /(?:class|struct|enum|protocol|actor|typealias|extension)\s+(\w+)/)
      names.formUnion(declarations.map { String($0.output.1) })
    }
    return names
  }

  @Test func everyFileAndFolderItNamesExists() throws {
    let paths = try Set(Self.spans().filter(Self.isPath))
    #expect(paths.count >= 30)
    for path in try paths.sorted().filter({ try !Self.exists($0) }) {
      Issue.record("ARCHITECTURE.md names `\(path)`, which no file or declaration of the repository has")
    }
  }

  @Test func everyTypeItNamesIsDeclared() throws {
    let names = try Set(Self.spans().filter { !Self.isPath($0) }.flatMap(Self.typeNames))
    #expect(names.count >= 60)
    let known = try Self.knownNames()
    for name in names.sorted() where !known.contains(name) {
      Issue.record("ARCHITECTURE.md names `\(name)`, which no file or declaration of the repository has")
    }
  }
}

/// A plug-in cannot depend on a library, so each holds the files of Plugins/Shared as symbolic
/// links to them: one copy, so that one plug-in cannot write other doubles than the other.
@Suite("The plug-ins share their files")
struct SharedPluginFilesTests {
  @Test(arguments: ["DoublesPlugin", "GenerateDoublesPlugin"])
  func eachPluginLinksToTheSharedFiles(plugin: String) throws {
    let shared = ArchitectureTests.root.appendingPathComponent("Plugins/Shared")
    let names = try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let link = ArchitectureTests.root.appendingPathComponent("Plugins/\(plugin)/\(name)").path
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
      #expect(
        destination == "../Shared/\(name)",
        "Plugins/\(plugin)/\(name) must be a symbolic link to ../Shared/\(name): ln -sf ../Shared/\(name) \(link)")
    }
  }
}

/// A file of the generator holds one thing a reader takes in at once: 320 lines at most
/// (CONTRIBUTING.md). A longer one is split by what its parts do, as `ProtocolModelBuilder`'s
/// requirement reading is.
@Suite("The generator's files stay short")
struct GeneratorFileLengthTests {
  @Test func noGeneratorFileIsLongerThan320Lines() throws {
    let folder = ArchitectureTests.root.appendingPathComponent("Sources/DoublesGenerator")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(lines <= 320, "Sources/DoublesGenerator/\(file) has \(lines) lines: split it by what its parts do")
    }
  }
}
