import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate` copies the imports of the files it doubles: each keeps its meaning, so that
/// the output compiles as written, in the module that declares the protocols and in another.
@Suite("doubles generate: the imports of the sources")
struct ImportFormTests {
  @Test func scopedImportsStayScopedInAnotherModule() async throws {
    let folder = try DoublesExecutable.folder([
      "Encoding.swift": """
      import class Foundation.JSONEncoder
      import struct Foundation.Data
      @preconcurrency import Dispatch
      @_exported import Foundation

      public protocol Encoding {
        func encoder() -> JSONEncoder
        func encode(_ data: Data, on queue: DispatchQueue)
      }
      """
    ])
    #expect(try await Compiler.buildModule("Framework", from: [folder + "/Encoding.swift"], in: folder))
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Encoding.swift", "--all-protocols", "--import", "Framework", "-o", output,
    ])
    #expect(run.status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      text.hasPrefix(
        DoublesExecutable.header
          + "import class Foundation.JSONEncoder\nimport struct Foundation.Data\n@preconcurrency import Dispatch\n"
          + "import Foundation\nimport Framework\n"))
    #expect(
      try await Compiler.compilesWarningFree([output], searchPaths: [folder]),
      "the doubles of a module with scoped imports do not compile")
  }

  @Test func accessLevelImportsKeepTheModulesConventionInTheDeclaringModule() async throws {
    let folder = try DoublesExecutable.folder([
      "Store.swift": """
      public import Foundation

      public struct Box {
        public let data: Data
      }

      /// @Doubled
      protocol Store {
        func load() -> Data
      }
      """,
      "Scheduler.swift": """
      internal import Dispatch
      internal import Foundation

      /// @Doubled
      protocol Scheduler {
        func queue() -> DispatchQueue
        func stamp() -> Date
      }
      """,
    ])
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run(["generate", folder, "-o", output])
    #expect(run.status == 0)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix(DoublesExecutable.header + "internal import Dispatch\ninternal import Foundation\n"))
    // A plain `import Foundation` beside the sources' explicit levels would be an error
    // ("ambiguous implicit access level"); the store file's `public import`, copied as written
    // beside doubles that are all internal, a warning.
    #expect(
      try await Compiler.compilesWarningFree([folder + "/Store.swift", folder + "/Scheduler.swift", output]),
      "the doubles do not compile beside sources that write access levels on their imports")
  }
}
