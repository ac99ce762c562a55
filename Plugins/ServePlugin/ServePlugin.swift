import Dispatch
import Foundation
import PackagePlugin

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift package serve`: runs `doubles-serve` from the package's folder, with the arguments
/// given, until Ctrl-C, so that a team serves its fake backend without installing a command:
///
/// ```sh
/// swift package serve --openapi Sources/App/openapi.yaml
/// swift package serve Tests/AppTests/Fixtures/books.har --port 8081
/// swift package --disable-sandbox serve …    # on macOS, whose sandbox keeps a plug-in off ports
/// ```
/// `swift package serve --help` lists the options, which are `doubles-serve`'s.
@main
struct ServePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    let process = Process()
    process.executableURL = try context.tool(named: "doubles-serve").url
    process.arguments = arguments
    // Paths are the package's: as `swift run doubles-serve` takes them from its folder.
    process.currentDirectoryURL = context.package.directoryURL
    // A plug-in's standard input is SwiftPM's channel, closed to the server.
    process.standardInput = FileHandle.nullDevice
    let stop = StopForwarding(to: process)
    try process.run()
    // SwiftPM killed outright (SIGKILL, the terminal closed) leaves the plug-in to its own parent's
    // parent: the server is stopped then too, not left holding the port.
    let parent = getppid()
    Thread.detachNewThread {
      while process.isRunning {
        if getppid() != parent {
          process.terminate()
          return
        }
        sleep(1)
      }
    }
    process.waitUntilExit()
    stop.cancel()
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0): return
    case (.exit, let status): throw ServeFailure("doubles-serve ended with status \(status)")
    case (_, let signal): throw ServeFailure("doubles-serve was stopped by signal \(signal)")
    }
  }
}

/// Passes Ctrl-C on to the server. SwiftPM runs a plug-in in a process group of its own, so the
/// terminal's Ctrl-C reaches SwiftPM alone, which sends SIGINT to the plug-in, then SIGTERM: the
/// plug-in asks the server to stop (SIGTERM, which it catches however it was started) and waits
/// for it, so that a recording is written and the port given back.
private final class StopForwarding {
  private let sources: [any DispatchSourceSignal]

  init(to process: Process) {
    sources = [SIGINT, SIGTERM].map { number in
      // Ignored, so that only the source sees it. The server may inherit SIGINT ignored, which it
      // keeps; it is asked to stop with SIGTERM, which it always catches.
      _ = signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { if process.isRunning { process.terminate() } }
      source.resume()
      return source
    }
  }

  func cancel() {
    for source in sources { source.cancel() }
  }
}

struct ServeFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
