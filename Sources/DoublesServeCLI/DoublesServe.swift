import ArgumentParser
import Doubles
import DoublesHTTPCore
import DoublesHTTPServer
import DoublesOpenAPICore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@main
struct DoublesServe: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doubles-serve",
    abstract: "Serve a fake backend from HAR cassettes, for an app run outside tests.",
    discussion: """
      Answers each request on 127.0.0.1 with what a cassette recorded for it, as a test's \
      HTTPDouble replays it: the same matching, redirects and streams. A request no entry \
      answers gets a 404 whose body says why and names the nearest entries. Prints one line a \
      request, and the report of each unmatched one. Replays a cassette again when its file \
      changes. Stops on Ctrl-C or SIGTERM.

      The cassettes' requests went to a service (https://api.example.com): the server stands in \
      for it, so that the app's requests to 127.0.0.1 match them. With one service in the \
      cassettes, that is the one; with several, name it with --origin.

      It listens on 127.0.0.1, which only this machine (and its simulators) reaches; --host \
      0.0.0.0 lets a device or an emulator on the network reach it too, and everyone else on that \
      network: the cassettes' responses are theirs to read.

      With --record-to and --origin, it records instead: each request goes on to the origin, \
      and the exchanges are written into the file, credentials redacted, when it stops.

      With --openapi, every exchange is checked against the API's document, the cassettes' \
      when the server starts and each one as it is answered, and each violation printed \
      (`contract violation: getBook response 200 body $.price: expected a number, …`); the app is \
      answered all the same. With --fail-closed too, a request the document does not declare \
      gets a 404 that names the closest operations, and each violation is printed as the \
      failure a test would report.

      A cassette that cannot be read is refused before the server starts, with the file and the \
      place in it (exit status 1); so is a document.

      Examples:
        # For the app, on this Mac or a simulator, at http://127.0.0.1:8080
        doubles-serve Tests/AppTests/Fixtures/books.har
        # A free port, printed on the first line; two cassettes of the same service
        doubles-serve --port 0 login.har books.har
        # Record a cassette from a running backend, for the app or for tests
        doubles-serve --origin https://staging.example.com --record-to books.har
      """
  )

  @Option(help: "The port to listen on; 0 picks a free one, which the first line names.")
  var port = 8080

  @Option(help: ArgumentHelp("The address to listen on: 0.0.0.0 for every interface.", valueName: "address"))
  var host = "127.0.0.1"

  @Option(
    help: ArgumentHelp("The service the server stands in for (or records), as the cassettes name it.", valueName: "url")
  )
  var origin: String?

  @Option(
    name: .customLong("openapi"),
    help: ArgumentHelp(
      "An OpenAPI document (JSON, or YAML when its name ends in .yaml or .yml) to check each exchange against.",
      valueName: "document"))
  var document: String?

  @Flag(
    help: ArgumentHelp(
      "With --openapi: refuse a request the document does not declare, with a 404 naming the closest operations, "
        + "before any entry answers it."))
  var failClosed = false

  @Option(
    name: .customLong("record-to"),
    help: ArgumentHelp(
      "Relay each request to --origin and record the exchanges, redacted, into this HAR file when the server stops.",
      valueName: "file"), completion: .file(extensions: ["har"]))
  var recordTo: String?

  @Argument(help: "The HAR cassettes to replay.", completion: .file(extensions: ["har"]))
  var cassettes: [String] = []

  func validate() throws {
    if failClosed && document == nil {
      throw ValidationError("--fail-closed needs --openapi: the document that declares the operations.")
    }
    if recordTo != nil {
      guard origin != nil else { throw ValidationError("--record-to needs --origin: the service to record.") }
      guard cassettes.isEmpty else {
        throw ValidationError("Name cassettes to replay, or --record-to to record: not both.")
      }
    } else {
      guard !cassettes.isEmpty else { throw ValidationError("Name at least one HAR cassette.") }
    }
    for path in cassettes + (document.map { [$0] } ?? []) where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file: \(path)")
    }
    guard (0...65_535).contains(port) else { throw ValidationError("--port \(port): not a port (0 to 65535).") }
  }

  func run() async throws {
    if let recordTo { return try await record(into: recordTo) }
    let served: ServedCassettes
    do {
      served = try ServedCassettes(cassettes, origin: origin)
    } catch {
      Output.error("error: \(error)")
      throw ExitCode.failure
    }
    // One cassette is replayed from its file, which the stubs' names then name; several, from one
    // file of all their entries.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-serve-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = try replayed(served, in: folder)
    // No test runs here: a request no entry answers is reported on standard output, and served its 404.
    FailureReporter.outsideTests = .custom { failure in Output.line(failure.message) }
    // Replayed as recorded, streams at their pace: the client is an app, not a test that waits.
    let double = try HTTPDouble(
      cassette: Cassette(file, mode: .none), name: "doubles-serve", clock: ContinuousClock())
    let violations = try checking(double)
    let server = try await listen(double, standingInFor: served.origin)
    let count = served.entries.count
    Output.release(
      after: "Serving \(count) recorded exchange\(count == 1 ? "" : "s") of \(served.origin.absoluteString) "
        + "on http://\(host):\(server.port)")
    // The cassettes' own violations, found when the document was read, after the line above.
    violations.printNew()
    let printing = printing(double, violations)
    let reloading = Task {
      await CassetteWatch(paths: cassettes).run { reload(double, origin: served.origin, folder: folder) }
    }
    await StopSignal.wait()
    printing.cancel()
    reloading.cancel()
    await server.stop()
  }

  /// Relays each request to the origin, and writes what it answered into `path` when stopped.
  private func record(into path: String) async throws {
    let service: URL
    do {
      service = try ServedCassettes.origin(named: origin ?? "")
    } catch {
      Output.error("error: \(error)")
      throw ExitCode.failure
    }
    FailureReporter.outsideTests = .custom { failure in Output.line(failure.message) }
    let double = try HTTPDouble(
      cassette: Cassette(URL(fileURLWithPath: path), mode: .all), name: "doubles-serve", clock: ContinuousClock())
    let violations = try checking(double)
    let server = try await listen(double, standingInFor: service)
    Output.release(after: "Recording \(service.absoluteString) on http://\(host):\(server.port) into \(path)")
    let printing = printing(double, violations)
    await StopSignal.wait()
    printing.cancel()
    await server.stop()
    do {
      // Which prints what it wrote and redacted, and the values it kept that look like credentials.
      try double.writeCassette()
    } catch {
      Output.error("error: \(error)")
      throw ExitCode.failure
    }
  }

  /// The contract of `--openapi` over `double`, and what prints its violations. Reporting only,
  /// the app is answered all the same; failing closed (`--fail-closed`), a request the document
  /// does not declare gets a 404, and each violation is a failure, which the reporter prints.
  private func checking(_ double: HTTPDouble) throws -> ViolationPrinter {
    do {
      let contract = try document.map {
        OpenAPIDouble(
          try OpenAPIContract(contentsOf: URL(fileURLWithPath: $0)), http: double,
          enforcement: failClosed ? .failing : .reporting)
      }
      return ViolationPrinter(failClosed ? nil : contract)
    } catch {
      Output.error("error: \(error)")
      throw ExitCode.failure
    }
  }

  /// The server answering from `double` on `--host` and `--port`, as `service`.
  private func listen(_ double: HTTPDouble, standingInFor service: URL) async throws -> HTTPStubServer {
    do {
      return try await HTTPStubServer.start(
        answering: double, origin: StandIn(origin: service, trustedCertificates: []), host: host, port: port)
    } catch {
      Output.error("error: cannot listen on \(host):\(port): \(error)")
      throw ExitCode.failure
    }
  }

  /// Prints each request as it is answered, and the contract's violations it brought.
  private func printing(_ double: HTTPDouble, _ violations: ViolationPrinter) -> Task<Void, Never> {
    Task {
      for await entry in double.journalEntries() {
        Output.line(entry.description)
        violations.printNew()
      }
    }
  }

  /// The file the double replays: the one cassette named, or one of every named cassette's
  /// entries, written into `folder`.
  private func replayed(_ served: ServedCassettes, in folder: URL) throws -> URL {
    cassettes.count == 1 ? URL(fileURLWithPath: cassettes[0]) : try served.write(into: folder)
  }

  /// Replays the cassettes as they are now; keeps what it served when they cannot be read, or now
  /// hold another service's requests.
  private func reload(_ double: HTTPDouble, origin: URL, folder: URL) {
    do {
      let served = try ServedCassettes(cassettes, origin: self.origin)
      guard served.origin == origin else {
        Output.error(
          "error: the cassettes now hold requests to \(served.origin.absoluteString), not \(origin.absoluteString): "
            + "still serving what they held; restart to serve the new service")
        return
      }
      try double.replaceStubs(replaying: Cassette(try replayed(served, in: folder), mode: .none))
      let count = served.entries.count
      Output.line("Reloaded: \(count) recorded exchange\(count == 1 ? "" : "s")")
    } catch {
      Output.error("error: \(error); still serving what the cassettes held before")
    }
  }
}
