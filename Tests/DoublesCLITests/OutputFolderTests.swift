import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate --output-folder`, the build-tool plug-in's way: the doubles in
/// the files the plug-in declares, each rewritten only when its text changes, so that an edit to
/// one protocol makes the build recompile a sixteenth of the doubles, not all of them.
@Suite("doubles generate --output-folder")
struct OutputFolderTests {
  static func services(_ count: Int, changing changed: Int? = nil) -> [String: String] {
    var files: [String: String] = [:]
    for index in 0..<count {
      let extra = index == changed ? " func added() -> Int;" : ""
      files["Sources/Service\(index).swift"] =
        "/// @Doubled\npublic protocol Service\(index) {\(extra) func load(id: Int) -> String }\n"
    }
    return files
  }

  @Test func theDoublesAreSpreadOverTheDeclaredFilesAndCompile() async throws {
    let folder = try DoublesExecutable.folder(Self.services(40))
    let output = folder + "/Doubles"
    let run = try await DoublesExecutable.run(["generate", folder + "/Sources", "--output-folder", output])
    #expect(run.status == 0, "\(run.errors)")
    let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(written == DoublesFiles.names, "the files the build-tool plug-in declares")
    let texts = try written.map { try String(contentsOfFile: output + "/" + $0, encoding: .utf8) }
    #expect(texts.allSatisfy { $0.hasPrefix(DoublesExecutable.header) })
    #expect(texts.map { $0.matches(of: /final class Service\d+Double/).count }.reduce(0, +) == 40)
    #expect(texts.filter { $0.contains("final class") }.count > 8, "spread, not piled into a few")
    let sources = (0..<40).map { folder + "/Sources/Service\($0).swift" }
    #expect(try await Compiler.compilesWarningFree(sources + written.map { output + "/" + $0 }))
  }

  @Test func aChangedProtocolRewritesOnlyItsFile() async throws {
    let folder = try DoublesExecutable.folder(Self.services(40))
    let output = folder + "/Doubles"
    #expect(try await DoublesExecutable.run(["generate", folder + "/Sources", "--output-folder", output]).status == 0)
    let longAgo = Date(timeIntervalSince1970: 1_000_000_000)
    for name in DoublesFiles.names {
      try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: output + "/" + name)
    }
    try Self.services(40, changing: 7)["Sources/Service7.swift"]!.write(
      toFile: folder + "/Sources/Service7.swift", atomically: true, encoding: .utf8)

    #expect(try await DoublesExecutable.run(["generate", folder + "/Sources", "--output-folder", output]).status == 0)
    let rewritten = try DoublesFiles.names.filter { name in
      let attributes = try FileManager.default.attributesOfItem(atPath: output + "/" + name)
      return (attributes[.modificationDate] as? Date) != longAgo
    }
    #expect(rewritten.count == 1)
    let text = try String(contentsOfFile: output + "/" + rewritten[0], encoding: .utf8)
    #expect(text.contains("func added() -> Int"))
  }

  @Test func aFailedRunWritesNothing() async throws {
    var files = Self.services(3)
    files["Sources/Broken.swift"] = "/// @Doubled\nprotocol Broken {\n  func run(\n}\n"
    let folder = try DoublesExecutable.folder(files)
    let run = try await DoublesExecutable.run(["generate", folder + "/Sources", "--output-folder", folder + "/Doubles"])
    #expect(run.status == 1)
    #expect(!FileManager.default.fileExists(atPath: folder + "/Doubles"))
  }

  @Test func itTakesNoOutputFileBesideIt() async throws {
    let folder = try DoublesExecutable.folder(Self.services(1))
    let run = try await DoublesExecutable.run([
      "generate", folder, "--output-folder", folder + "/Doubles", "--output", folder + "/Doubles.swift",
    ])
    #expect(run.status != 0)
    #expect(run.errors.contains("--output writes one file and --output-folder several; give one of them."))
  }
}
