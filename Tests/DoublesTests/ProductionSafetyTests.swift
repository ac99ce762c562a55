import Doubles
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

  static let warning = """
    Doubles: no test runs here, so this failure is a warning and the call goes on as a relaxed \
    double's would. FailureReporter.outsideTests chooses what failures do outside tests \
    (.crash stops the process, .custom hands them to you).
    """

  static let missingStub =
    "No stub of strict GreeterDouble answers greet(name: \"Ada\"). Stubs of this member: none"

  /// An app run, a preview, a demo: the misused strict double warns, naming where it was
  /// created, answers as a relaxed double would (`nil`), and the process goes on to exit 0.
  @Test func aStrictDoubleCalledWhereNoTestRunsWarnsAndTheProcessGoesOn() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["strict"])
    #expect(run.status == 0 && !run.signalled)
    #expect(run.output == "greeting: none\nfinished\n")
    #expect(run.errors == "NoTestFrameworkProbe/main.swift:15: warning: \(Self.missingStub)\n\(Self.warning)\n")
  }

  @Test func aFailedVerificationWhereNoTestRunsWarns() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["verify"])
    #expect(run.status == 0 && !run.signalled)
    #expect(run.output == "finished\n")
    #expect(
      run.errors
        == "NoTestFrameworkProbe/main.swift:19: warning: Expected greet(name:) to be called once, but it was never "
        + "called. GreeterDouble recorded no calls.\n\(Self.warning)\n")
  }

  @Test func anAppThatChoosesCrashStopsAsBefore() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["crash"])
    #expect(run.signalled)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "NoTestFrameworkProbe/main.swift:22: error: \(Self.missingStub)\n"
          + "Doubles: no test runs here, and FailureReporter.outsideTests is .crash, so the process stops.\n"))
  }

  @Test func aCustomReporterGetsEachFailure() async throws {
    let run = try await Self.run(Self.executable("NoTestFrameworkProbe"), ["custom"])
    #expect(run.status == 0 && !run.signalled)
    #expect(run.output == "reported at line 26: \(Self.missingStub)\nfinished\n")
    #expect(run.errors.isEmpty)
  }

  /// The test bundle is a test process: a failure there never goes to `outsideTests`.
  @Test func aTestProcessIsToldFromAnApp() {
    #expect(FailureReporter.runsTests)
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
