import Foundation
import Testing

/// What an app or tool that declares `@Doubled` protocols links and does, run as a person would.
///
/// `swift test` builds the executables these tests depend on beside the test bundle.
@Suite("Production safety")
struct ProductionSafetyTests {
  struct Run {
    let status: Int32
    let signalled: Bool
    let output: String
    let errors: String
  }

  static func executable(_ name: String) -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent(name)
  }

  /// Runs `executable` off the cooperative pool, whose two threads a blocking wait would stall.
  static func run(_ executable: URL, _ arguments: [String]) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            // The failure is the message under test; a symbolicated backtrace would only slow it.
            process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) {
              $1
            }
            let (output, errors) = (Pipe(), Pipe())
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Run(
              status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
              output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
          })
      }
    }
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
  /// CI checks the optimized build without it too.
  @Test(arguments: ["QuickStartApp", "NoTestFrameworkProbe"])
  func anExecutableWithDoublesLinksNoTestFramework(name: String) async throws {
    let run = try await Self.run(URL(fileURLWithPath: "/usr/bin/ldd"), [Self.executable(name).path])
    #expect(run.status == 0)
    #expect(run.output.contains("libswiftCore.so"))
    let frameworks = run.output.split(separator: "\n").filter { $0.contains("XCTest") || $0.contains("Testing") }
    #expect(frameworks.isEmpty)
  }

  @Test func theAppRuns() async throws {
    let run = try await Self.run(Self.executable("QuickStartApp"), ["bob", "secret"])
    #expect(run.output == "logged in\n")
  }
}
