import DoublesTestSupport
import Foundation
import Testing

/// `doubles generate` on structs of closures: which get doubles, and the errors and notes for
/// those that do not.
@Suite("doubles generate: structs of closures")
struct ClosureStructSelectionTests {
  static let source = """
    /// The client of the number-fact API.
    ///
    /// @Doubled
    public struct NumberFactClient: Sendable {
      public var fact: @Sendable (_ number: Int) async throws -> String
      public init(fact: @escaping @Sendable (_ number: Int) async throws -> String) { self.fact = fact }
    }

    /// @Doubled
    struct Settings {
      var load: () -> [String: String]
    }

    struct Unmarked {
      var run: () -> Void
    }

    /// @Doubled
    struct Endpoint {
      var baseURL: String
      let send: (String) -> Void = { _ in }
      lazy var cache: () -> Void = {}
      private var secret: () -> Void
    }

    /// @Doubled
    struct Custom {
      var save: (String) -> Void
      init(fileName: String) { save = { _ in } }
    }
    """

  @Test func doublesMarkedStructsAndSaysWhyItCannotDoubleOthers() async throws {
    let path = try DoublesExecutable.file("Clients.swift", Self.source)
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 1)
    #expect(DoublesExecutable.doubles(in: run.output) == ["NumberFactClientDouble", "SettingsDouble"])
    #expect(run.output.contains("final class NumberFactClientDouble: TestDouble, @unchecked Swift.Sendable {"))
    #expect(
      run.errors == """
        \(path):20:7: error: 'baseURL' is not a closure and has no default value, so the double of 'Endpoint' \
        cannot make one; give it a default value, or write its type as a function type if it is a closure
        \(path):21:3: error: 'send' is a 'let' with a value of its own, which no initializer can replace; make it \
        a 'var' so that the double of 'Endpoint' can record its calls
        \(path):22:3: error: 'cache' is lazy, which no initializer can set; drop 'lazy' so that the double of \
        'Endpoint' can record its calls
        \(path):23:15: error: 'secret' is private, which makes the memberwise initializer of 'Endpoint' private \
        too, so its double cannot call it; make the property internal, or add an initializer that takes every \
        closure
        \(path):29:3: error: 'Custom' declares initializers but none takes every closure, so it has no memberwise \
        initializer for its double to call; add 'init(save:)', or declare the other initializers in an extension

        """)
  }

  @Test func anotherModuleWithoutTestableImportDoublesOnlyStructsWithAPublicInitializer() async throws {
    let path = try DoublesExecutable.file(
      "Clients.swift", Self.source.components(separatedBy: "/// @Doubled\nstruct Endpoint")[0])
    let run = try await DoublesExecutable.run(["generate", path, "--import", "Clients"])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["NumberFactClientDouble"])
    #expect(
      run.errors == """
        \(path):10:1: note: no double for struct 'Settings': its memberwise initializer is internal, so a double \
        in another module needs --testable-import of its module, or a public initializer that takes every closure

        """)
  }

  /// The doubles of another module's structs of closures compile in Swift 6 mode, warning-free:
  /// a public client through a plain import, an internal one through `@testable import`.
  @Test func doublesOfAnotherModulesStructsCompile() async throws {
    let source = Self.source.components(separatedBy: "/// @Doubled\nstruct Endpoint")[0]
    let folder = try DoublesExecutable.folder(["Clients.swift": source])
    #expect(try await Compiler.buildModule("Clients", from: [folder + "/Clients.swift"], in: folder))
    for (flag, expected) in [
      ("--import", ["NumberFactClientDouble"]), ("--testable-import", ["NumberFactClientDouble", "SettingsDouble"]),
    ] {
      let output = folder + "/Doubles\(expected.count).swift"
      let run = try await DoublesExecutable.run(["generate", folder + "/Clients.swift", flag, "Clients", "-o", output])
      #expect(run.status == 0)
      let text = try String(contentsOfFile: output, encoding: .utf8)
      #expect(DoublesExecutable.doubles(in: text) == expected)
      #expect(
        try await Compiler.compilesWarningFree([output], searchPaths: [folder]),
        "the doubles written with \(flag) do not compile")
    }
  }
}
