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

  @Test func spiProtocolsAreDoubledForTheGroupsNamed() async throws {
    let folder = try DoublesExecutable.folder([
      "Nodes.swift": """
      @_spi(RawSyntax) public protocol RawNode { var raw: [UInt8] { get } }
      @_spi(RawSyntax) public protocol Node: RawNode { var name: String { get } }
      public protocol Visitor {
        func visit(_ name: String)
        @_spi(RawSyntax) func visitRaw(_ bytes: [UInt8])
      }
      @_spi(Testing) public protocol Probe { func probe() }
      """
    ])
    #expect(try await Compiler.buildModule("Nodes", from: [folder + "/Nodes.swift"], in: folder))
    let output = folder + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Nodes.swift", "--all-protocols", "--import", "Nodes", "--spi", "RawSyntax", "-o",
      output,
    ])
    #expect(run.status == 0)
    #expect(
      run.errors
        == "\(folder)/Nodes.swift:7:23: note: no double for 'Probe': it is SPI (@_spi(Testing)), which the doubles "
        + "of the public interface leave out; --spi Testing doubles it\n")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix(DoublesExecutable.header + "@_spi(RawSyntax) import Nodes\n"))
    #expect(text.contains("final class RawNodeDouble") && text.contains("final class VisitorDouble"))
    #expect(
      try await Compiler.compilesWarningFree([output], searchPaths: [folder]),
      "the doubles of SPI protocols do not compile")
    let wrong = try await DoublesExecutable.run(["generate", folder, "--spi", "@_spi(Raw)"])
    #expect(wrong.status != 0)
    #expect(
      wrong.errors.hasPrefix(
        "Error: --spi '@_spi(Raw)': give the name of an SPI group, as @_spi(<name>) writes it, such as "
          + "'RawSyntax'.\n"))
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
