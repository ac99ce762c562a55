import DoublesTestSupport
import Foundation
import Testing

/// The snippets of a `Package.swift`: each is put into a whole manifest, as a user pastes it into
/// theirs, and type-checked against the toolchain's PackageDescription.
@Suite("Package.swift snippets")
struct ManifestSnippetTests {
  static let fragments = (try? Documentation.allSnippets().filter(\.isManifestFragment)) ?? []

  /// The manifest around `fragment`: its `.package` lines are the package's dependencies, the
  /// rest its targets. (Type-checking does not resolve the names they refer to.)
  static func manifest(around fragment: Snippet) -> String {
    var dependencies: [Substring] = []
    var targets: [Substring] = []
    var inDependencies = false
    for line in fragment.code.split(separator: "\n") {
      if line.hasPrefix(".") { inDependencies = line.hasPrefix(".package(") }
      if inDependencies { dependencies.append(line) } else { targets.append(line) }
    }
    return """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [
      \(dependencies.joined(separator: "\n"))
        ],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
  }

  /// Where the toolchain keeps the PackageDescription module that manifests import.
  static func manifestAPI() async throws -> String {
    let info = try await runTool("swiftc", ["-print-target-info"])
    let json = try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any]
    let paths = json?["paths"] as? [String: Any]
    let resources = try #require(paths?["runtimeResourcePath"] as? String)
    return resources + "/pm/ManifestAPI"
  }

  @Test func theDocumentationHasManifestSnippets() {
    #expect(Self.fragments.count >= 3)
  }

  @Test(arguments: fragments.map(\.description))
  func aManifestWithTheSnippetTypeChecks(_ place: String) async throws {
    let fragment = try #require(Self.fragments.first { $0.description == place })
    let folder = try makeTemporaryFolder("doubles-manifest")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Package.swift")
    try Self.manifest(around: fragment).write(to: file, atomically: true, encoding: .utf8)
    let check = try await runTool(
      "swiftc",
      ["-typecheck", "-swift-version", "6", "-package-description-version", "6.2", "-I", try await Self.manifestAPI()]
        + [file.path])
    #expect(check.succeeded, "\(place) does not type-check in a manifest:\n\(check.errors)")
  }
}
