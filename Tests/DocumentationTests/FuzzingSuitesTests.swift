import Foundation
import Testing

/// CI's scripts select the fuzzing suites by name, from `.ci/fuzzing-suites`: `swift test` here
/// (Swift 6.3.1) cannot filter by tag. The list must be the suites tagged `.fuzzing`, or a new
/// fuzzing suite would slow every stress run and an old name would select nothing.
@Suite("The fuzzing suites CI selects")
struct FuzzingSuitesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The names of the suites whose `@Suite` attribute carries the `.fuzzing` tag, in `Tests`.
  static func taggedSuites() throws -> Set<String> {
    var names: Set<String> = []
    let tests = root.appendingPathComponent("Tests")
    let enumerator = FileManager.default.enumerator(atPath: tests.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
      for match in text.matches(of: /@Suite\([^\n]*\.tags\([^)]*\.fuzzing[^\n]*\n?\s*struct (\w+)/) {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  @Test func theListIsTheSuitesTaggedFuzzing() throws {
    let list = try String(contentsOf: Self.root.appendingPathComponent(".ci/fuzzing-suites"), encoding: .utf8)
    let listed = Set(list.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|").map(String.init))
    let tagged = try Self.taggedSuites()
    #expect(!tagged.isEmpty)
    #expect(
      listed == tagged, ".ci/fuzzing-suites lists \(listed.sorted()); the suites tagged .fuzzing are \(tagged.sorted())"
    )
  }
}
