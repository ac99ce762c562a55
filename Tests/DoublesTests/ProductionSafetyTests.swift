import DoublesTestSupport
import Foundation
import Testing

/// What an app or tool that declares `@Doubled` protocols links and does, run as a person would.
///
/// `swift test` builds the executables these tests depend on beside the test bundle.
@Suite("Production safety")
struct ProductionSafetyTests {
  static func executable(_ name: String) -> URL { BuildProducts.executable(name) }

  static func run(_ executable: URL, _ arguments: [String]) async throws -> ProcessOutcome {
    // The failure is the message under test; a symbolicated backtrace would only slow it.
    let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    return try await runProcess(executable, arguments, environment: environment)
  }

  static let noFramework = """
    Doubles: no test framework can receive this failure, so the process stops. In a test \
    target, add the DoublesTesting product to its dependencies; in an app or tool, a double \
    failed outside any test.
    """

  @Test func aStrictDoubleCalledWhereNoTestRunsStopsTheProcessLoudly() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["strict"])
    #expect(run.signalled)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "NoTestFrameworkProbe/main.swift:15: error: No stub of strict GreeterDouble answers greet(name: \"Ada\"). "
          + "Stubs of this member: none\n\(Self.noFramework)\n"))
  }

  @Test func aFailedVerificationWhereNoTestRunsStopsTheProcessLoudly() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["verify"])
    #expect(run.signalled)
    #expect(
      run.errors.hasPrefix(
        "NoTestFrameworkProbe/main.swift:19: error: Expected greet(name:) to be called once, but it was never "
          + "called. GreeterDouble recorded no calls.\n\(Self.noFramework)\n"))
  }

  @Test func doublesThatDoNotFailRunWithoutATestFramework() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["pass"])
    #expect(run.status == 0 && !run.signalled)
    #expect(run.output == "finished\n")
    #expect(run.errors.isEmpty)
  }

  /// The debug build of an app whose library declares `@Doubled` protocols, with `DOUBLES` set:
  /// CI checks the optimized build without it too. The libraries it loads are listed by `ldd` on
  /// Linux and `otool -L` on Darwin, whose first line is the executable's own path.
  @Test(arguments: ["QuickStartApp", "NoTestFrameworkProbe"])
  func anExecutableWithDoublesLinksNoTestFramework(name: String) async throws {
    #if canImport(Darwin)
      let run = try await Self.run(URL(fileURLWithPath: "/usr/bin/otool"), ["-L", Self.executable(name).path])
      let libraries = run.output.split(separator: "\n").dropFirst()
      #expect(libraries.contains { $0.contains("libswiftCore.dylib") })
    #else
      let run = try await Self.run(URL(fileURLWithPath: "/usr/bin/ldd"), [Self.executable(name).path])
      let libraries = run.output.split(separator: "\n")
      #expect(libraries.contains { $0.contains("libswiftCore.so") })
    #endif
    #expect(run.status == 0)
    #expect(libraries.filter { $0.contains("XCTest") || $0.contains("Testing") } == [])
  }

  @Test func theAppRuns() async throws {
    let run = try await Self.run(Self.executable("QuickStartApp"), ["bob", "secret"])
    #expect(run.output == "logged in\n")
  }
}
