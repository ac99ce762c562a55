import Foundation
import Testing

/// The generator's stages hand values forward only, as ARCHITECTURE.md says: a file of an earlier
/// stage names nothing that a later one declares. Read from the sources, without compiling them:
/// the types each folder declares, and the members it adds to the model's types in extensions
/// (`extension ProtocolModel { func resolvingPins() … }`), looked for in the earlier folders'
/// code, comments and string literals left out.
@Suite("The generator's stages hand values forward only")
struct StageDependencyTests {
  static let generator = ArchitectureTests.root.appendingPathComponent("Sources/DoublesGenerator")

  /// The stages in order, each with the folders that may name nothing of a later one.
  static let order = ["Model", "Values", "Parsing", "Planning", "Emitting", "Pipeline"]

  /// Names of a later stage that an earlier one still uses, each with the reason it has not
  /// moved yet. Empty is the goal; an entry that no longer holds fails the test too.
  static let knownReaches: [String: String] = [:]

  /// Member names of later stages that are also Swift's or Foundation's, which an earlier stage
  /// uses on values of its own (`text.range(of:)`, a dictionary element's `key`).
  static let standardNames: Set<String> = ["range", "key", "value"]

  @Test func noStageNamesWhatALaterOneDeclares() throws {
    var declared: [String: (types: Set<String>, members: Set<String>)] = [:]
    var sources: [String: [(path: String, code: String)]] = [:]
    for stage in Self.order {
      let files = try Self.swiftFiles(in: stage)
      sources[stage] = files
      declared[stage] = Self.declarations(in: files.map(\.code))
    }
    let modelTypes = declared["Model", default: ([], [])].types.union(declared["Values", default: ([], [])].types)
    var reaches: Set<String> = []
    for (index, stage) in Self.order.enumerated() {
      let earlierDeclared = Self.order[...index].reduce(into: (types: Set<String>(), members: Set<String>())) {
        $0.types.formUnion(declared[$1, default: ([], [])].types)
        $0.members.formUnion(Self.allMembers(in: sources[$1, default: []].map(\.code)))
      }
      for later in Self.order[(index + 1)...] {
        let types = declared[later, default: ([], [])].types.subtracting(earlierDeclared.types)
        let members = Self.extensionMembers(in: sources[later, default: []].map(\.code), of: modelTypes)
          .subtracting(earlierDeclared.members).subtracting(Self.standardNames)
        for (path, code) in sources[stage, default: []] {
          for name in try Self.names(of: types, members: members, in: code) {
            reaches.insert("\(path) -> \(later) \(name)")
          }
        }
      }
    }
    let unexpected = reaches.subtracting(Self.knownReaches.keys).sorted()
    #expect(unexpected.isEmpty, "earlier stages name what later ones declare:\n\(unexpected.joined(separator: "\n"))")
    let gone = Set(Self.knownReaches.keys).subtracting(reaches).sorted()
    #expect(gone.isEmpty, "no longer so, take them out of knownReaches:\n\(gone.joined(separator: "\n"))")
  }

  /// What Emitting still calls of Planning, each with the reason it has not moved into the plan
  /// yet. Empty is the goal; an entry that no longer holds fails the test too.
  static let emittingReadsOfPlanning: [String: String] = [:]

  /// Emitting reads the plan and writes text: it names no type that Planning declares (but the
  /// plan's, `GenerationPlan`) and calls no member that Planning adds to the model's types.
  @Test func emittingCallsNothingOfPlanning() throws {
    let planning = try Self.swiftFiles(in: "Planning").map(\.code)
    let emitting = try Self.swiftFiles(in: "Emitting")
    let earlier = try ["Model", "Values", "Parsing"].flatMap { try Self.swiftFiles(in: $0).map(\.code) }
    let modelTypes = Self.declarations(in: earlier).types
    // The plan itself is what Emitting reads.
    let types = Self.declarations(in: planning).types.subtracting(modelTypes).subtracting(["GenerationPlan"])
    let members = Self.extensionMembers(in: planning, of: modelTypes.union(types))
      .subtracting(Self.allMembers(in: earlier)).subtracting(Self.standardNames)
    var reads: Set<String> = []
    for (path, code) in emitting {
      for name in try Self.names(of: types, members: members, in: code) { reads.insert("\(path) -> Planning \(name)") }
    }
    let unexpected = reads.subtracting(Self.emittingReadsOfPlanning.keys).sorted()
    #expect(unexpected.isEmpty, "Emitting calls Planning:\n\(unexpected.joined(separator: "\n"))")
    let gone = Set(Self.emittingReadsOfPlanning.keys).subtracting(reads).sorted()
    #expect(gone.isEmpty, "no longer so, take them out of emittingReadsOfPlanning:\n\(gone.joined(separator: "\n"))")
  }

  /// Which of `types` the code names, and which of `members` it reaches (`.name`, `name(`).
  static func names(of types: Set<String>, members: Set<String>, in code: String) throws -> [String] {
    var found = types.filter { code.contains(word($0)) }
    for name in members {
      let access = try Regex("\\.\(name)\\b").wordBoundaryKind(.simple)
      let call = try Regex("\\b\(name)\\(").wordBoundaryKind(.simple)
      if code.contains(access) || code.contains(call) { found.insert(name) }
    }
    return found.sorted()
  }

  /// The Swift files of a folder of the generator, by their path from it, without comments and
  /// string literals.
  static func swiftFiles(in folder: String) throws -> [(path: String, code: String)] {
    let base = generator.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var files: [(String, String)] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
      files.append(("\(folder)/\(relative)", code(of: text)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// `text` without its comments and the contents of its string literals.
  static func code(of text: String) -> String {
    text.replacing(/\/\/[^\n]*/, with: "").replacing(/"(?:[^"\\\n]|\\.)*"/, with: "\"\"")
  }

  /// The types the files declare, and the members they declare anywhere.
  static func declarations(in codes: [String]) -> (types: Set<String>, members: Set<String>) {
    var types: Set<String> = []
    for code in codes {
      for match in code.matches(of: /\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)/) {
        types.insert(String(match.output.1))
      }
    }
    return (types, allMembers(in: codes))
  }

  /// Every function, property and constant the files declare, by name.
  static func allMembers(in codes: [String]) -> Set<String> {
    Set(codes.flatMap { $0.matches(of: /\b(?:func|var|let)\s+([a-z]\w*)/).map { String($0.output.1) } })
  }

  /// The members the files add, in extensions, to `types`: what the extensions' bodies declare
  /// outside any inner braces (not the locals of a function).
  static func extensionMembers(in codes: [String], of types: Set<String>) -> Set<String> {
    var members: Set<String> = []
    for code in codes {
      for match in code.matches(of: /\bextension\s+([A-Z]\w*)[^{]*\{/) where types.contains(String(match.output.1)) {
        var depth = 1
        var outer = ""
        var index = match.range.upperBound
        while depth > 0, index < code.endIndex {
          let character = code[index]
          if character == "{" {
            depth += 1
          } else if character == "}" {
            depth -= 1
          } else if depth == 1 {
            outer.append(character)
          }
          index = code.index(after: index)
        }
        members.formUnion(allMembers(in: [outer]))
      }
    }
    return members
  }

  /// `name` as a whole word, `.` ending one (Unicode's words run on through `Plan.Needed`).
  static func word(_ name: String) -> Regex<Substring> {
    try! Regex("\\b\(name)\\b").wordBoundaryKind(.simple)
  }
}
