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
    abstract: "Serve a fake backend from HAR cassettes and OpenAPI documents, for an app run outside tests.",
    discussion: """
      Answers each request on 127.0.0.1 with what a cassette recorded for it, as a test's \
      HTTPDouble replays it: the same matching, redirects and streams. A request no entry \
      answers gets a 404 whose body says why and names the nearest entries. Prints one line a \
      request, and the report of each unmatched one. Reads a cassette, a stub file or the \
      document again when its file changes. Stops on Ctrl-C or SIGTERM.

      The cassettes' requests went to a service (https://api.example.com): the server stands in \
      for it, so that the app's requests to 127.0.0.1 match them. With one service in the \
      cassettes, that is the one; with several, name it with --origin.

      It listens on 127.0.0.1, which only this machine (and its simulators) reaches; --host \
      0.0.0.0 lets a device or an emulator on the network reach it too, and everyone else on that \
      network: the cassettes' responses are theirs to read.

      With --record-to and --origin, it records instead: each request goes on to the origin, \
      and the exchanges are written into the file, credentials redacted, when it stops.

      With --openapi, the API's document answers what no cassette does: each operation with \
      its success response's example, else a value made from its schema; with no cassette, the \
      document alone. Every exchange is checked against it, the cassettes' when the server \
      starts and each one as it is answered, and each violation printed \
      (`contract violation: getBook response 200 body $.price: expected a number, …`); the app is \
      answered all the same. With --fail-closed too, a request the document does not declare \
      gets a 404 that names the closest operations, one that breaks it a 400 (a 422 for its \
      body) whose problem document names each rule, and each violation is printed as the \
      failure a test would report.

      With --stubs, a stub file (YAML or JSON) says by hand what requests get, before the \
      cassettes and the document: `stubs:`, a list of `request:` (method, path or pathPrefix, \
      query, headers, body, bodyContains, json) and `response:` (status, headers, json, text \
      or file, delay, fault), or `responses:` answered in turn, with `times:` and `scenario:`.

      A cassette, a stub file or a document that cannot be read is refused before the server \
      starts, with the file and the place in it (exit status 1).

      Tests drive it through its admin API, on the same port: POST /__doubles/v1/stubs adds \
      stubs written as in a stub file, DELETE /__doubles/v1/stubs removes them, GET \
      /__doubles/v1/requests lists the requests received, POST /__doubles/v1/reset does both, and \
      PUT /__doubles/v1/scenarios/{name} ({"state": "…"}) moves a scenario. With nothing to \
      serve, it starts empty for them. Test runners that share it each take a session: the \
      header X-Doubles-Session: <key>, the cookie doubles-session=<key>, or paths under \
      /__doubles/sessions/<key>/, reach a double of the session's own, made from the same files.

      Examples:
        # For the app, on this Mac or a simulator, at http://127.0.0.1:8080
        doubles-serve Tests/AppTests/Fixtures/books.har
        # A free port, printed on the first line; two cassettes of the same service
        doubles-serve --port 0 login.har books.har
        # A backend not written yet, from its OpenAPI document, refusing what breaks it
        doubles-serve --openapi openapi.yaml --fail-closed
        # Hand-written answers first, then the recording
        doubles-serve --stubs stubs.yaml books.har
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
      "An OpenAPI document (JSON, or YAML when its name ends in .yaml or .yml) that answers what no cassette does, "
        + "and that each exchange is checked against.",
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

  @Option(
    name: .customLong("stubs"),
    help: ArgumentHelp(
      "A stub file (YAML or JSON): requests and the responses they get, tried before the cassettes and the "
        + "document. Repeat it for several.",
      valueName: "file"), completion: .file(extensions: ["yaml", "yml", "json"]))
  var stubFiles: [String] = []

  @Option(
    help: ArgumentHelp(
      "How many requests the server remembers, the newest, for the admin API's list: older ones are forgotten, so "
        + "that its journal does not grow however long it runs.",
      valueName: "count"))
  var journalLimit = 10_000

  /// How many of the document's violations the server remembers, the newest, each printed once
  /// while remembered: an app that breaks it anew with each request (a new id in a path it does
  /// not declare) leaves the server's memory flat, and one that breaks it in fewer ways sees each
  /// printed once. Hidden: the tests lower it.
  @Option(help: .hidden)
  var violationLimit = 100_000

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
    }
    for path in cassettes + stubFiles + (document.map { [$0] } ?? [])
    where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file: \(path)")
    }
    guard (0...65_535).contains(port) else { throw ValidationError("--port \(port): not a port (0 to 65535).") }
    guard journalLimit > 0 else {
      throw ValidationError("--journal-limit \(journalLimit): the server remembers 1 request at least.")
    }
    guard violationLimit > 0 else {
      throw ValidationError("--violation-limit \(violationLimit): the server remembers 1 violation at least.")
    }
  }

  func run() async throws {
    // Caught from the start: a signal sent while the server starts stops it once it has.
    let stop = try StopSignal.catching()
    // No test runs here: a request nothing answers is reported on standard output, and served its 404.
    FailureReporter.outsideTests = .custom { failure in Output.line(failure.message) }
    let stubs = try refusingAtStart { () throws(StubFileError) in try stubFiles.map(StubFile.init(contentsOf:)) }
    let contract = try refusingAtStart { try readDocument() }
    if let recordTo { return try await record(into: recordTo, answering: stubs, checking: contract, until: stop) }
    let served = try refusingAtStart { () throws(ServedCassettes.Refusal) in
      cassettes.isEmpty ? nil : try ServedCassettes(cassettes, origin: origin)
    }
    let files = Locked(ReadFiles(stubs: stubs, contract: contract, cassettes: served))
    // Replayed as recorded, streams at their pace: the client is an app, not a test that waits.
    // Each session's double is made the same way, from what the files held when last read.
    let make = { @Sendable (session: String?) -> ServedDouble in
      let name = session.map { "doubles-serve session \($0)" } ?? "doubles-serve"
      let read = files.withLock { $0 }
      let double =
        if let replayed = read.cassettes {
          HTTPDouble(replaying: replayed.files, as: replayed.cassette, name: name, clock: ContinuousClock())
        } else {
          HTTPDouble(name: name, clock: ContinuousClock())
        }
      double.limitJournal(to: journalLimit)
      let contract = checking(double, against: read.contract, answering: true)
      // Added last, so tried first: a hand-written stub wins over a recording and the document.
      for file in read.stubs { file.add(to: double) }
      let loaded = Set(double.stubs.map(\.number))
      let violations = ViolationPrinter(failClosed ? nil : contract)
      if session != nil { violations.skipFound() }
      let printer = JournalPrinter(double, violations, prefix: session.map { "[\($0)] " } ?? "")
      let admin = AdminAPI(double, session: session)
      return ServedDouble(
        double: double, admin: admin, printer: printer, violations: violations, session: session,
        loaded: Locked(loaded))
    }
    let shared = make(nil)
    let named = try refusingAtStart { () throws(ServedCassettes.Refusal) in
      try origin.map { (named: String) throws(ServedCassettes.Refusal) in try ServedCassettes.origin(named: named) }
    }
    // The cassettes' service; else the one --origin names, or the document's server, which the
    // journal's lines then name.
    let service = served?.origin ?? named ?? contract?.serverURL ?? Self.anyService
    let router = SessionRouter(shared: shared, making: make)
    let server = try await listen(shared.double, standingInFor: service) { await router.route($0) }
    let sources = Self.sources(stubs, served, contract)
    let answering = sources.isEmpty ? ["nothing yet (the admin API adds stubs: POST \(AdminAPI.root)/stubs)"] : sources
    // `Serving 2 stubs of login.yaml, 4 recorded exchanges of https://api.example.com, on …`
    Output.release(
      after:
        "Serving \(answering.joined(separator: ", "))\(answering.count > 1 ? "," : "") on http://\(host):\(server.port)"
    )
    // What the cassettes and the document's own answers break, found as they were read.
    shared.violations.printNew()
    let reloading = Task {
      // The files that moved since the last reload that took: one refused is not forgotten.
      var moved: Set<String> = []
      await FileWatch(paths: cassettes + stubFiles + (document.map { [$0] } ?? [])).run { changed in
        moved.formUnion(changed)
        if reload(router, changed: moved, files: files, origin: served?.origin) { moved = [] }
      }
    }
    await stop.wait()
    reloading.cancel()
    await server.stop()
    for each in router.all { each.printer.finish() }
  }

  /// The document `--openapi` names, read as its file holds it now; `nil` without one.
  private func readDocument() throws -> OpenAPIContract? {
    try document.map { try OpenAPIContract(contentsOf: URL(fileURLWithPath: $0)) }
  }

  /// The service a server stands in for when nothing names one: any path of any host answers.
  private static let anyService = URL(string: "http://localhost")!

  /// What the stub files and the document held when last read whole: what every double serves,
  /// and what a session's double is made from.
  private struct ReadFiles: Sendable {
    var stubs: [StubFile]
    var contract: OpenAPIContract?
    var cassettes: ServedCassettes?
  }

  /// What answers, in the order it is tried: `2 stubs of login.yaml`, `4 recorded exchanges of
  /// https://api.example.com`, `then the answers of openapi.yaml (3 operations)`.
  private static func sources(_ stubs: [StubFile], _ served: ServedCassettes?, _ contract: OpenAPIContract?)
    -> [String]
  {
    func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    var parts = stubs.map { "\(count($0.stubs.count, "stub")) of \(URL(fileURLWithPath: $0.path).lastPathComponent)" }
    if let served {
      let (replayed, leftOut) = served.counts
      let without = leftOut == 0 ? "" : " (\(leftOut) that got no response left out)"
      parts.append("\(count(replayed, "recorded exchange")) of \(served.origin.absoluteString)\(without)")
    }
    if let contract { parts.append((parts.isEmpty ? "" : "then ") + "the answers of \(contract)") }
    return parts
  }

  /// What `read` returns; when it throws, the error printed and the command ended (status 1): what
  /// a file holds is refused before the server starts.
  private func refusingAtStart<Value, Failure: Error>(_ read: () throws(Failure) -> Value) throws -> Value {
    do {
      return try read()
    } catch {
      Output.error("error: \(error)")
      throw ExitCode.failure
    }
  }

  /// Relays each request no stub file answers to the origin, and writes what it answered into
  /// `path` when stopped.
  private func record(
    into path: String, answering stubs: [StubFile], checking contract: OpenAPIContract?, until stop: StopSignal
  ) async throws {
    let service = try refusingAtStart { () throws(ServedCassettes.Refusal) in
      try ServedCassettes.origin(named: origin ?? "")
    }
    let double = try HTTPDouble(
      cassette: Cassette(URL(fileURLWithPath: path), mode: .all), name: "doubles-serve", clock: ContinuousClock())
    let checked = checking(double, against: contract, answering: false)
    let violations = ViolationPrinter(failClosed ? nil : checked)
    for file in stubs { file.add(to: double) }
    let admin = AdminAPI(double)
    let server = try await listen(double, standingInFor: service) { admin.answer($0).map(Delivery.reply) }
    Output.release(after: "Recording \(service.absoluteString) on http://\(host):\(server.port) into \(path)")
    let printer = JournalPrinter(double, violations)
    await stop.wait()
    await server.stop()
    printer.finish()
    guard double.journal.contains(where: { if case .passedThrough = $0.outcome { true } else { false } }) else {
      Output.line("Nothing recorded: no request reached the origin; \(path) was not written.")
      return
    }
    do {
      // Which prints what it wrote and redacted, and the values it kept that look like credentials.
      try double.writeCassette()
    } catch {
      Output.error("error: \(error)")
      throw ExitCode.failure
    }
  }

  /// The contract of `--openapi` over `double`, made from `contract`. Reporting only, the app is
  /// answered all the same; failing closed (`--fail-closed`), a request the document does not
  /// declare gets a 404, one that breaks it a 4xx naming the rules, and each violation is a
  /// failure, which the reporter prints. `answering`, the document answers what no cassette does.
  private func checking(_ double: HTTPDouble, against contract: OpenAPIContract?, answering: Bool) -> OpenAPIDouble? {
    guard let contract else { return nil }
    let checked = OpenAPIDouble(contract, http: double, enforcement: failClosed ? .failing : .reporting)
    checked.limitViolations(to: violationLimit)
    if failClosed { checked.answerBrokenRequests() }
    if answering { checked.answerFromDocument() }
    return checked
  }

  /// The server answering from `double` on `--host` and `--port`, as `service`.
  private func listen(
    _ double: HTTPDouble, standingInFor service: URL, intercepting: @escaping Interception
  ) async throws -> HTTPStubServer {
    do {
      return try await HTTPStubServer.start(
        answering: double, origin: StandIn(origin: service, trustedCertificates: []), host: host, port: port,
        intercepting: intercepting)
    } catch {
      Output.error("error: cannot listen on \(host):\(port): \(error)")
      throw ExitCode.failure
    }
  }

  /// Serves what the files hold now from every double of `router`, once each file has been read
  /// whole; keeps what they served when one cannot be read, or the cassettes now hold another
  /// service's requests. `changed` names the files that moved: the document's contract is made
  /// again when it or a cassette did, and what it finds printed. Returns whether it served them.
  private func reload(_ router: SessionRouter, changed: Set<String>, files: Locked<ReadFiles>, origin: URL?) -> Bool {
    let stubs: [StubFile]
    let contract: OpenAPIContract?
    var reread: ServedCassettes?
    do {
      stubs = try stubFiles.map(StubFile.init(contentsOf:))
      contract = try readDocument()
      if let origin {
        let now = try ServedCassettes(cassettes, origin: self.origin)
        guard now.origin == origin else {
          Output.error(
            "error: the cassettes now hold requests to \(now.origin.absoluteString), not \(origin.absoluteString): "
              + "still serving what they held; restart to serve the new service")
          return false
        }
        reread = now
      }
    } catch {
      Output.error("error: \(error); still serving what the files held before")
      return false
    }
    let recheck = contract != nil && !changed.isDisjoint(with: cassettes + (document.map { [$0] } ?? []))
    files.withLock { $0 = ReadFiles(stubs: stubs, contract: contract, cassettes: reread) }
    router.reloading { doubles in
      for served in doubles {
        let double = served.double
        // The cassettes' stubs, then the stub files' (tried first), all swapped in at once for
        // what the files held before; the admin API's stubs stay, still tried first.
        var fresh = reread.map { double.replayStubs(of: $0.files, as: $0.cassette) } ?? []
        for file in stubs { fresh += file.stubs(for: double) }
        let old = served.loaded.withLock { loaded in
          defer { loaded = Set(fresh.map(\.number)) }
          return loaded
        }
        double.replaceStubs(numbered: old, with: fresh, replaying: reread?.files)
        if recheck {
          var checked: OpenAPIDouble?
          double.replacingChecksAndLastResortStubs { checked = checking(double, against: contract, answering: true) }
          // A session's violations are the shared double's, printed once.
          served.violations.watch(failClosed ? nil : checked, skippingFound: served.session != nil)
        }
        let session = served.session.map { "[\($0)] " } ?? ""
        let sources = Self.sources(stubs, reread, recheck ? contract : nil)
        Output.line("\(session)Reloaded: \(sources.joined(separator: ", "))")
        served.violations.printNew()
      }
    }
    return true
  }
}
