import DoublesTestSupport
import Foundation
import Testing

/// A protocol that refines one of another module is doubled when that module's sources are read
/// with `--dependency`: the parent gets a double in the same file, named through its module.
@Suite("doubles generate: parents from other modules")
struct DependencyParentTests {
  static let lifecycle = """
    public protocol Service: Sendable {
      func run() async throws
    }

    public typealias LifecycleSendableMetatype = Sendable

    public protocol Unrelated {
      func ignore()
    }
    """

  static let app = """
    import Lifecycle

    public protocol ApplicationProtocol: Service {
      var name: String { get }
    }

    public protocol Handler: LifecycleSendableMetatype {
      func handle(_ request: String) -> Int
    }
    """

  static let usage = """
    import Doubles
    import Lifecycle
    import Shop

    func use() async throws {
      let application = ApplicationProtocolDouble()
      application.on.name.returns("shop")
      application.on.run.throws(CancellationError())
      let service: any Service = application
      try? await service.run()
      _ = application.name
      application.on.run.verify(.once)
      let handler = HandlerDouble()
      handler.on.handle.returns(1)
      _ = handler.handle("a")
    }
    """

  /// Builds Lifecycle (in a folder named `folder`) and Shop, which imports it, and runs the
  /// command on Shop with `dependency` as its `--dependency` argument.
  static func generate(
    lifecycleFolder folder: String, dependency: (String) -> String
  ) async throws -> (folder: String, output: String, run: DoublesExecutable.Run) {
    let root = try DoublesExecutable.folder([
      "\(folder)/Service.swift": Self.lifecycle, "Shop/Application.swift": Self.app, "Usage.swift": Self.usage,
    ])
    #expect(try await Compiler.buildModule("Lifecycle", from: [root + "/\(folder)/Service.swift"], in: root))
    #expect(
      try await Compiler.buildModule(
        "Shop", from: [root + "/Shop/Application.swift"], in: root, searchPaths: [root]))
    let output = root + "/Doubles.swift"
    let run = try await DoublesExecutable.run([
      "generate", root + "/Shop", "--all-protocols", "--import", "Shop", "--dependency",
      dependency(root + "/\(folder)"), "-o", output,
    ])
    return (root, output, run)
  }

  @Test func aParentOfAnotherModuleIsDoubledThroughItsModule() async throws {
    let (folder, output, run) = try await Self.generate(lifecycleFolder: "Lifecycle") { $0 }
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("import Lifecycle\nimport Shop\n"))
    #expect(text.contains("public protocol ServiceDoubling: Lifecycle.Service, AnyObject {"))
    #expect(!text.contains("UnrelatedDouble"))
    #expect(
      try await Compiler.compilesWarningFree([output, folder + "/Usage.swift"], searchPaths: [folder]),
      "the doubles of a protocol refining another module's do not compile")
  }

  @Test func theModuleCanBeNamedWhereTheFolderDoesNot() async throws {
    let (_, output, run) = try await Self.generate(lifecycleFolder: "Sources") { "Lifecycle=" + $0 }
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("Lifecycle.Service"))
  }

  @Test func aDependencyThatDoesNotExistIsAUsageError() async throws {
    let run = try await DoublesExecutable.run(["generate", "/tmp", "--dependency", "/no/such/Lifecycle"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("Error: No such file or folder: /no/such/Lifecycle\n"))
  }

  /// Builds Lifecycle for library evolution, its interface in `Interfaces/` as `interface` names
  /// it, and Shop from source, and runs the command on Shop with `arguments`, which see the
  /// interface's folder as `interfaces`: Lifecycle's sources are not at hand, as a binary
  /// framework's are not.
  static func generateFromInterface(
    at interface: String, _ arguments: (_ interfaces: String) -> [String]
  ) async throws -> (folder: String, output: String, run: DoublesExecutable.Run) {
    let root = try DoublesExecutable.folder([
      "Lifecycle/Service.swift": Self.lifecycle, "Shop/Application.swift": Self.app, "Usage.swift": Self.usage,
    ])
    let interfaces = root + "/Interfaces"
    try FileManager.default.createDirectory(
      atPath: (interfaces + "/" + interface as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(
      try await Compiler.buildModule(
        "Lifecycle", from: [root + "/Lifecycle/Service.swift"], in: root, interface: interfaces + "/" + interface))
    try FileManager.default.removeItem(atPath: root + "/Lifecycle")
    #expect(
      try await Compiler.buildModule(
        "Shop", from: [root + "/Shop/Application.swift"], in: root, searchPaths: [root]))
    let output = root + "/Doubles.swift"
    let run = try await DoublesExecutable.run(
      ["generate", root + "/Shop", "--all-protocols", "--import", "Shop", "-o", output] + arguments(interfaces))
    return (root, output, run)
  }

  @Test func aParentIsReadFromTheInterfaceOfAModuleOnAnImportPath() async throws {
    let (folder, output, run) = try await Self.generateFromInterface(
      at: "Lifecycle.swiftmodule/arm64-apple-macos.swiftinterface"
    ) { ["--import-path", $0] }
    #expect(run.status == 0)
    #expect(run.errors == "")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    // The interface's own imports (`import Swift`, `import _Concurrency`) are the compiler's.
    #expect(text.contains("\nimport Doubles\nimport Lifecycle\nimport Shop\n\n"))
    #expect(text.contains("public protocol ServiceDoubling: Lifecycle.Service, AnyObject {"))
    #expect(
      try await Compiler.compilesWarningFree([output, folder + "/Usage.swift"], searchPaths: [folder]),
      "the doubles of a protocol refining a parent read from an interface do not compile")
  }

  @Test func aModuleInterfaceIsADependencyNamedByItsFile() async throws {
    let (folder, output, run) = try await Self.generateFromInterface(at: "Lifecycle.swiftinterface") {
      ["--dependency", $0 + "/Lifecycle.swiftinterface"]
    }
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("Lifecycle.Service"))
    #expect(try await Compiler.compilesWarningFree([output, folder + "/Usage.swift"], searchPaths: [folder]))
  }

  @Test func aModuleFolderIsADependencyWithOrWithoutItsSlash() async throws {
    let (folder, output, run) = try await Self.generateFromInterface(
      at: "Lifecycle.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
    ) { ["--dependency", $0 + "/Lifecycle.swiftmodule/"] }
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try await Compiler.compilesWarningFree([output, folder + "/Usage.swift"], searchPaths: [folder]))
  }

  @Test func aCompiledModuleWithoutAnInterfaceIsAUsageError() async throws {
    let (folder, _, _) = try await Self.generateFromInterface(at: "Lifecycle.swiftinterface") { _ in [] }
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Shop", "--dependency", folder + "/Lifecycle.swiftmodule",
    ])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: --dependency \(folder)/Lifecycle.swiftmodule: no .swiftinterface in it; a compiled module cannot be "
          + "read, only its interface (built with -enable-library-evolution) or its sources\n"))
  }

  @Test func anImportPathThatDoesNotExistIsAUsageError() async throws {
    let run = try await DoublesExecutable.run(["generate", "/tmp", "--import-path", "/no/such/Modules"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("Error: No such file or folder: /no/such/Modules\n"))
  }
}
