import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `doubles-serve` as a user runs it: the built executable, a cassette, requests from a client
/// over the loopback, and SIGTERM to stop it.
@Suite("doubles-serve")
struct DoublesServeTests {
  static let bookshop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Bookshop/Tests/BookshopClientTests/Fixtures/bookshop.har").standardized
  static let bookshopDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Bookshop/Sources/BookshopClient/openapi.yaml").standardized

  @Test func servesWhatTheCassetteRecordedAndPrintsEachRequest() async throws {
    let server = try RunningServer(["--port", "0", Self.bookshop.path])
    let first = try #require(await server.nextLine())
    #expect(first.hasPrefix("Serving 4 recorded exchanges of https://api.bookshop.example on http://127.0.0.1:"))
    let base = try #require(first.split(separator: " ").last.map(String.init))
    let client = URLSession(configuration: .patient)

    let (book, bookResponse) = try await client.data(from: try #require(URL(string: base + "/v1/books/9780465026562")))
    #expect((bookResponse as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: book, as: UTF8.self).contains("Gödel, Escher, Bach"))
    let (report, missResponse) = try await client.data(from: try #require(URL(string: base + "/v1/nothing")))
    #expect((missResponse as? HTTPURLResponse)?.statusCode == 404)
    #expect(
      String(decoding: report, as: UTF8.self)
        .hasPrefix("doubles-serve has no stub for GET https://api.bookshop.example/v1/nothing"))

    let outcome = await server.stop()
    #expect(outcome.status == 0 && !outcome.signalled)
    #expect(
      outcome.lines.contains(
        "1. GET https://api.bookshop.example/v1/books/9780465026562 -> 200 by stub #3 (bookshop.har:0)"))
    #expect(outcome.lines.contains("2. GET https://api.bookshop.example/v1/nothing -> unmatched"))
    // The report of the request no entry answers, with the entries nearest to it.
    #expect(outcome.lines.contains("1. stub #3 (bookshop.har:0): 4 of 5 conditions hold"))
  }

  /// An app's UI tests start it as any process: it must run where no test framework is (on macOS,
  /// an executable that links XCTest does not start outside a test run).
  @Test func itLinksNoTestFramework() async throws {
    let executable = BuildProducts.executable("doubles-serve").path
    #if canImport(Darwin)
      let run = try await runProcess(URL(fileURLWithPath: "/usr/bin/otool"), ["-L", executable])
      let libraries = run.output.split(separator: "\n").dropFirst()
    #else
      let run = try await runProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [executable])
      let libraries = run.output.split(separator: "\n")
    #endif
    #expect(run.status == 0)
    #expect(libraries.contains { $0.contains("libswiftCore") })
    #expect(libraries.filter { $0.contains("XCTest") || $0.contains("Testing") } == [])
  }

  @Test func withADocumentEachExchangeIsCheckedAndEachViolationPrinted() async throws {
    let fixtures = Self.bookshop.deletingLastPathComponent()
    let document = fixtures.appendingPathComponent("../../../Sources/BookshopClient/openapi.yaml").standardized
    let server = try RunningServer([
      "--port", "0", "--openapi", document.path, fixtures.appendingPathComponent("drifted.har").path,
    ])
    let first = try #require(await server.nextLine())
    let base = try #require(first.split(separator: " ").last.map(String.init))
    let (_, response) = try await URLSession(configuration: .patient).data(
      from: try #require(URL(string: base + "/v1/authors")))
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    let outcome = await server.stop()
    #expect(outcome.status == 0)
    // The cassette's own violations, when it starts; then the request's, as it is answered.
    #expect(
      outcome.lines.filter { $0.hasPrefix("contract violation: ") } == [
        #"contract violation: listBooks response 200 body $.books[0].price: expected a number, but was a string ("89.50")"#,
        #"contract violation: placeOrder response 201 body $.state: "pending" is not one of "placed", "shipped""#,
        "contract violation: GET /authors request: the document declares no such operation "
          + "(closest: listBooks, getBook, placeOrder)",
      ])
  }

  /// A violation is printed once while the server remembers it, and again once forgotten: the
  /// server remembers the newest (100,000, lowered here to 2).
  @Test func aViolationIsPrintedOnceWhileRemembered() async throws {
    let server = try RunningServer([
      "--port", "0", "--openapi", Self.bookshopDocument.path, "--violation-limit", "2",
    ])
    let base = try #require(await server.nextLine()?.split(separator: " ").last.map(String.init))
    let client = URLSession(configuration: .patient)
    for path in ["/v1/authors", "/v1/publishers", "/v1/shelves", "/v1/shelves", "/v1/authors"] {
      _ = try await client.data(from: try #require(URL(string: base + path)))
    }
    let outcome = await server.stop()
    let violations = outcome.lines.compactMap { line in
      line.hasPrefix("contract violation: ")
        ? line.dropFirst("contract violation: ".count).components(separatedBy: " request:").first : nil
    }
    #expect(violations == ["GET /authors", "GET /publishers", "GET /shelves", "GET /authors"])
  }

  /// Several cassettes are served as one, but what breaks the document is named by its own file
  /// and its place in it.
  @Test func aBrokenEntryOfOneOfSeveralCassettesIsNamedByItsFile() async throws {
    let fixtures = Self.bookshop.deletingLastPathComponent()
    let server = try RunningServer([
      "--port", "0", "--openapi", Self.bookshopDocument.path, "--fail-closed", Self.bookshop.path,
      fixtures.appendingPathComponent("drifted.har").path,
    ])
    #expect(try #require(await server.nextLine()).hasPrefix("Serving 6 recorded exchanges of"))
    let outcome = await server.stop()
    #expect(
      outcome.lines.filter { $0.hasPrefix("Entry ") } == [
        "Entry 1 of drifted.har (GET https://api.bookshop.example/v1/books?genre=science&limit=2) breaks openapi.yaml:",
        "Entry 2 of drifted.har (POST https://api.bookshop.example/v1/orders) breaks openapi.yaml:",
      ])
  }

  @Test func failingClosedARequestTheDocumentDoesNotDeclareGetsA404NamingTheClosest() async throws {
    let fixtures = Self.bookshop.deletingLastPathComponent()
    let document = fixtures.appendingPathComponent("../../../Sources/BookshopClient/openapi.yaml").standardized
    let server = try RunningServer([
      "--port", "0", "--openapi", document.path, "--fail-closed", Self.bookshop.path,
    ])
    let base = try #require(await server.nextLine()?.split(separator: " ").last.map(String.init))
    let (body, response) = try await URLSession(configuration: .patient).data(
      from: try #require(URL(string: base + "/v1/authors")))
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    #expect(
      String(decoding: body, as: UTF8.self)
        == "openapi.yaml declares no operation for GET /authors; the request failed before any stub could answer it, "
        + "as an OpenAPI double fails closed on what its document does not declare. The closest operations:\n"
        + "- listBooks (GET /books)\n- getBook (GET /books/{isbn})\n- placeOrder (POST /orders)")
    let outcome = await server.stop()
    #expect(outcome.lines.contains("1. GET https://api.bookshop.example/v1/authors -> URLError(resourceUnavailable)"))
  }

  /// README's command, as written there but on a free port, from the package's folder.
  @Test func readmesCommandServesTheBookshopsDocument() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
      .standardized
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("swift run doubles-serve ") })
    let arguments = line.prefix { $0 != "#" }.split(separator: " ").dropFirst(3).map { argument in
      argument.hasSuffix(".yaml") ? root.appendingPathComponent(String(argument)).path : String(argument)
    }
    let server = try RunningServer(arguments + ["--port", "0"])
    #expect(
      await server.nextLine()?.hasPrefix("Serving the answers of openapi.yaml (3 operations) on http://127.0.0.1:")
        == true)
    _ = await server.stop()
  }

  /// The Bookshop's document alone: `getBook` answers with its example, `listBooks` (which has
  /// none) with a value of its schema and the header it requires.
  @Test func aDocumentAloneAnswersFromItsExamplesAndSchemas() async throws {
    let server = try RunningServer(["--port", "0", "--openapi", Self.bookshopDocument.path])
    let first = try #require(await server.nextLine())
    #expect(first.hasPrefix("Serving the answers of openapi.yaml (3 operations) on http://127.0.0.1:"))
    let base = try #require(first.split(separator: " ").last.map(String.init))
    let client = URLSession(configuration: .patient)

    let (book, bookResponse) = try await client.data(from: try #require(URL(string: base + "/v1/books/9780000000000")))
    #expect((bookResponse as? HTTPURLResponse)?.statusCode == 200)
    #expect(
      String(decoding: book, as: UTF8.self)
        == #"{"authors":[{"name":"Thomas H. Cormen"}],"genre":"science","isbn":"9780262033848","price":89.5,"#
        + #""title":"Introduction to Algorithms"}"#)
    let (books, booksResponse) = try await client.data(
      from: try #require(URL(string: base + "/v1/books?genre=history")))
    let list = try #require(booksResponse as? HTTPURLResponse)
    #expect(list.statusCode == 200 && list.value(forHTTPHeaderField: "X-Total-Count") == "0")
    #expect(
      String(decoding: books, as: UTF8.self)
        == #"{"books":[{"authors":[{"name":"string"}],"genre":"fiction","isbn":"string","price":0,"title":"string"}]}"#)

    let outcome = await server.stop()
    #expect(outcome.status == 0)
    #expect(
      outcome.lines.contains(
        "1. GET https://api.bookshop.example/v1/books/9780000000000 -> 200 by stub #2 (openapi.yaml:0)"))
    #expect(!outcome.lines.contains { $0.hasPrefix("contract violation") })
  }

  /// A document edited while the server runs answers as it reads now; one that cannot be read is
  /// refused with its place, and the server answers as the document read before.
  @Test func aDocumentThatChangesAnswersAgainAndABrokenOneIsRefused() async throws {
    let folder = try DoublesExecutable.folder([:])
    let document = URL(fileURLWithPath: folder).appendingPathComponent("openapi.yaml")
    let original = try String(contentsOf: Self.bookshopDocument, encoding: .utf8)
    try original.write(to: document, atomically: true, encoding: .utf8)
    let server = try RunningServer(["--port", "0", "--openapi", document.path])
    let watchdog = Task {
      try await Task.sleep(for: .seconds(120))
      server.terminate()
    }
    defer { watchdog.cancel() }
    let base = try #require(await server.nextLine()?.split(separator: " ").last.map(String.init))
    let book = try #require(URL(string: base + "/v1/books/9780000000000"))
    let client = URLSession(configuration: .patient)
    func title() async throws -> String {
      String(decoding: try await client.data(from: book).0, as: UTF8.self)
    }
    #expect(try await title().contains(#""title":"Introduction to Algorithms""#))

    try original.replacingOccurrences(of: "title: Introduction to Algorithms", with: "title: The Art of Programming")
      .write(to: document, atomically: true, encoding: .utf8)
    #expect(await server.line(containing: "Reloaded") == "Reloaded: the answers of openapi.yaml (3 operations)")
    #expect(try await title().contains(#""title":"The Art of Programming""#))

    try "openapi: 3.1.0\npaths: [\n".write(to: document, atomically: true, encoding: .utf8)
    let refusal = try #require(await server.line(containing: "error:"))
    #expect(
      refusal
        == "error: openapi.yaml:3:1: is not YAML: did not find expected node content (while parsing a flow node); "
        + "still serving what the files held before")
    #expect(try await title().contains(#""title":"The Art of Programming""#))
    #expect(await server.stop().status == 0)
  }

  /// Failing closed, a request the document declares but that breaks it gets a 400, or a 422 for
  /// its body, whose problem document names each rule; no answer of the document is sent.
  @Test func failingClosedARequestThatBreaksTheDocumentGetsA4xxNamingTheRule() async throws {
    let server = try RunningServer(["--port", "0", "--openapi", Self.bookshopDocument.path, "--fail-closed"])
    let base = try #require(await server.nextLine()?.split(separator: " ").last.map(String.init))
    let client = URLSession(configuration: .patient)

    let (problem, response) = try await client.data(from: try #require(URL(string: base + "/v1/books?limit=80")))
    let refused = try #require(response as? HTTPURLResponse)
    #expect(refused.statusCode == 400)
    #expect(refused.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
    #expect(
      String(decoding: problem, as: UTF8.self)
        == #"{"detail":"listBooks request query parameter genre: the required parameter is missing\n"#
        + #"listBooks request query parameter limit: 80 is above the maximum 50","status":400,"#
        + #""title":"The request breaks openapi.yaml","violations":["listBooks request query parameter genre: "#
        + #"the required parameter is missing","listBooks request query parameter limit: 80 is above the maximum 50"]}"#
    )

    var order = URLRequest(url: try #require(URL(string: base + "/v1/orders")))
    order.httpMethod = "POST"
    order.setValue("application/json", forHTTPHeaderField: "Content-Type")
    order.httpBody = Data(#"{"isbn":"9780262033848","quantity":0,"payment":{"method":"card","token":"t"}}"#.utf8)
    let (orderProblem, orderResponse) = try await client.data(for: order)
    #expect((orderResponse as? HTTPURLResponse)?.statusCode == 422)
    #expect(
      String(decoding: orderProblem, as: UTF8.self)
        == #"{"detail":"placeOrder request body $.quantity: 0 is below the minimum 1","status":422,"#
        + #""title":"The request breaks openapi.yaml","violations":["placeOrder request body $.quantity: "#
        + #"0 is below the minimum 1"]}"#)

    let outcome = await server.stop()
    #expect(outcome.lines.contains("1. GET https://api.bookshop.example/v1/books?limit=80 -> 400"))
  }

  /// The origin is another `doubles-serve`, replaying the Bookshop cassette: no network needed.
  @Test func recordsThroughToTheOriginAndWritesTheCassetteWhenStopped() async throws {
    let origin = try RunningServer(["--port", "0", Self.bookshop.path])
    let originBase = try #require(await origin.nextLine()?.split(separator: " ").last.map(String.init))
    let recorded = try DoublesExecutable.folder([:]) + "/recorded.har"
    let recorder = try RunningServer(["--port", "0", "--origin", originBase, "--record-to", recorded])
    let first = try #require(await recorder.nextLine())
    #expect(first.hasPrefix("Recording \(originBase) on http://127.0.0.1:") && first.hasSuffix(" into \(recorded)"))
    let base = try #require(first.split(separator: " ").dropLast(2).last.map(String.init))

    let (book, response) = try await URLSession(configuration: .patient).data(
      from: try #require(URL(string: base + "/v1/books/9780465026562")))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: book, as: UTF8.self).contains("Gödel, Escher, Bach"))

    let outcome = await recorder.stop()
    _ = await origin.stop()
    #expect(outcome.status == 0)
    #expect(outcome.lines.last == "Cassette recorded.har: 1 entry written, nothing redacted.")
    let written = try String(contentsOfFile: recorded, encoding: .utf8)
    #expect(written.contains("\(originBase)/v1/books/9780465026562"))
  }

  /// As the `serve` plug-in starts it: from a thread that blocks SIGINT and SIGTERM (SwiftPM runs
  /// plug-ins from such a thread on Linux), a mask a child process inherits. SIGTERM stops it all
  /// the same.
  @Test func aServerStartedWithItsStopSignalsBlockedStopsOnSIGTERM() async throws {
    let server = try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        continuation.resume(with: Result { try RunningServer(["--port", "0", Self.bookshop.path]) })
      }
    }
    #expect(await server.nextLine()?.hasPrefix("Serving 4 recorded exchanges") == true)
    // Should SIGTERM go unheard, the test ends the server, and fails.
    let pid = server.processIdentifier
    let watchdog = Task {
      try await Task.sleep(for: .seconds(60))
      kill(pid, SIGKILL)
    }
    defer { watchdog.cancel() }
    let outcome = await server.stop()
    #expect(outcome.status == 0 && !outcome.signalled, "\(outcome.lines)")
  }

  /// As a script stops it: started in the background by a shell, which ignores SIGINT for it,
  /// and sent SIGTERM by `kill` as soon as it says it records. It stops as asked, and says that
  /// nothing reached it.
  @Test func aScriptThatStopsItAsSoonAsItRecordsHearsThatNothingWasRecorded() async throws {
    let origin = try RunningServer(["--port", "0", Self.bookshop.path])
    let originBase = try #require(await origin.nextLine()?.split(separator: " ").last.map(String.init))
    let folder = try DoublesExecutable.folder([:])
    let script = """
      "$1" --port 0 --origin "$2" --record-to "$3/recorded.har" > "$3/log" 2>&1 &
      server=$!
      tries=0
      until grep -q '^Recording' "$3/log" || [ $tries -ge 600 ]; do sleep 0.1; tries=$((tries + 1)); done
      kill -TERM "$server"
      wait "$server"
      """
    let run = try await runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", script, "sh", BuildProducts.executable("doubles-serve").path, originBase, folder])
    _ = await origin.stop()
    let log = (try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? ""
    #expect(run.status == 0, "the script's status is the server's: \(run.status)\n\(log)")
    #expect(
      log.hasSuffix("Nothing recorded: no request reached the origin; \(folder)/recorded.har was not written.\n"),
      "\(log)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/recorded.har"))
  }

  @Test func aCassetteThatChangesIsReplayedAgainAndABrokenOneIsNot() async throws {
    let folder = try DoublesExecutable.folder([:])
    let cassette = URL(fileURLWithPath: folder).appendingPathComponent("bookshop.har")
    let recorded = try String(contentsOf: Self.bookshop, encoding: .utf8)
    try recorded.write(to: cassette, atomically: true, encoding: .utf8)
    let server = try RunningServer(["--port", "0", cassette.path])
    // Should a line never come, the server is stopped, its output ends and the test fails.
    let watchdog = Task {
      try await Task.sleep(for: .seconds(120))
      server.terminate()
    }
    defer { watchdog.cancel() }
    let first = try #require(await server.nextLine())
    let base = try #require(first.split(separator: " ").last.map(String.init))
    let book = try #require(URL(string: base + "/v1/books/9780465026562"))
    let client = URLSession(configuration: .patient)
    func title() async throws -> String {
      String(decoding: try await client.data(from: book).0, as: UTF8.self)
    }
    #expect(try await title().contains("\"Gödel, Escher, Bach\""))

    try recorded.replacingOccurrences(of: "Escher, Bach", with: "Escher, Bach, revised")
      .write(to: cassette, atomically: true, encoding: .utf8)
    #expect(
      await server.line(containing: "Reloaded") == "Reloaded: 4 recorded exchanges of https://api.bookshop.example")
    #expect(try await title().contains("\"Gödel, Escher, Bach, revised\""))

    try #"{"log": 3}"#.write(to: cassette, atomically: true, encoding: .utf8)
    let refusal = await server.line(containing: "error:")
    #expect(
      refusal?.hasPrefix("error: ") == true
        && refusal?.hasSuffix("; still serving what the files held before") == true)
    #expect(try await title().contains("\"Gödel, Escher, Bach, revised\""))
    #expect(await server.stop().status == 0)
  }

  @Test func aPortInUseIsRefusedWithTheAddress() async throws {
    let first = try RunningServer(["--port", "0", Self.bookshop.path])
    let line = try #require(await first.nextLine())
    let port = try #require(line.split(separator: ":").last.map(String.init))
    let second = try await runProcess(BuildProducts.executable("doubles-serve"), ["--port", port, Self.bookshop.path])
    _ = await first.stop()
    #expect(second.status == 1)
    #expect(second.output.isEmpty)
    #expect(second.errors.hasPrefix("error: cannot listen on 127.0.0.1:\(port): "))
  }

  @Test func aFileThatIsNotHARIsRefusedBeforeTheServerStarts() async throws {
    let folder = try DoublesExecutable.folder([
      "broken.har": #"{"log": {"version": "1.2", "creator": {"name": "t", "version": "1"}, "entries": 3}}"#
    ])
    let run = try await runProcess(BuildProducts.executable("doubles-serve"), ["--port", "0", folder + "/broken.har"])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors == "error: \(folder)/broken.har: log.entries is not an array\n")
  }

  @Test func cassettesOfTwoServicesNeedTheOriginNamed() async throws {
    let entry = { (url: String) in
      #"{"startedDateTime": "2026-11-29T00:00:00Z", "time": 1, "request": {"method": "GET", "url": ""#
        + url + #"", "headers": [], "bodySize": 0}, "response": {"status": 204, "statusText": "", "headers": [], "#
        + #""content": {"size": 0, "mimeType": "text/plain"}, "redirectURL": "", "bodySize": 0}, "cache": {}, "#
        + #""timings": {"send": 0, "wait": 1, "receive": 0}}"#
    }
    let har = { (url: String) in
      #"{"log": {"version": "1.2", "creator": {"name": "t", "version": "1"}, "entries": ["#
        + entry(url) + "]}}"
    }
    let folder = try DoublesExecutable.folder([
      "a.har": har("https://a.example/x"), "b.har": har("https://b.example:8443/y"),
    ])
    let run = try await runProcess(
      BuildProducts.executable("doubles-serve"), ["--port", "0", folder + "/a.har", folder + "/b.har"])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "error: the cassettes hold requests to 2 services (https://a.example, https://b.example:8443): name the one "
        + "this server stands in for with --origin\n")
  }

  /// A browser's export lists what an ad blocker refused beside the app's requests, with status
  /// 0: it is not replayed, names no service, and the first line counts it apart.
  @Test func whatABrowserGotNoResponseToIsLeftOutAndCounted() async throws {
    let entry = { (url: String, status: Int, error: String) in
      #"{"startedDateTime": "2026-11-29T00:00:00Z", "time": 1, "request": {"method": "GET", "url": ""#
        + url + #"", "headers": [], "bodySize": 0}, "response": {"status": "# + "\(status)"
        + #", "statusText": "", "headers": [], "content": {"size": 0, "mimeType": "x-unknown"}, "redirectURL": "", "#
        + #""bodySize": 0, "_error": "# + error + #"}, "cache": {}, "timings": {"send": 0, "wait": 1, "receive": 0}}"#
    }
    let har =
      #"{"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}, "entries": ["#
      + [
        entry("https://api.example.com/v1/ping", 204, "null"),
        entry("https://ads.example.net/pixel", 0, #""net::ERR_BLOCKED_BY_CLIENT""#),
      ].joined(separator: ", ") + "]}}"
    let folder = try DoublesExecutable.folder(["export.har": har])
    let server = try RunningServer(["--port", "0", folder + "/export.har"])
    let first = try #require(await server.nextLine())
    #expect(
      first.hasPrefix(
        "Serving 1 recorded exchange of https://api.example.com (1 that got no response left out) on http://127.0.0.1:")
    )
    _ = await server.stop()
  }
}
