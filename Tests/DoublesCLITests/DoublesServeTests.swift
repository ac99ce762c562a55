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
    #expect(await server.line(containing: "Reloaded") == "Reloaded: 4 recorded exchanges")
    #expect(try await title().contains("\"Gödel, Escher, Bach, revised\""))

    try #"{"log": 3}"#.write(to: cassette, atomically: true, encoding: .utf8)
    let refusal = await server.line(containing: "error:")
    #expect(
      refusal?.hasPrefix("error: ") == true
        && refusal?.hasSuffix("; still serving what the cassettes held before") == true)
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
}

/// The server running as a child process: its output read on a thread of its own, never on the
/// cooperative pool, and its end awaited through its termination handler.
private final class RunningServer: @unchecked Sendable {
  struct Outcome {
    let status: Int32
    let signalled: Bool
    let lines: [String]
  }

  private let process = Process()
  /// The first line, then the end of the stream.
  private let firstLine: AsyncStream<String>
  /// Every line, the first included, then the end of the stream.
  private let lines: AsyncStream<String>
  /// How the process ended, once it has and its output is drained.
  private let ended: AsyncStream<Outcome>

  init(_ arguments: [String]) throws {
    process.executableURL = BuildProducts.executable("doubles-serve")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let (firstLine, first) = AsyncStream<String>.makeStream()
    self.firstLine = firstLine
    let (lines, every) = AsyncStream<String>.makeStream()
    self.lines = lines
    let (ended, end) = AsyncStream<Outcome>.makeStream()
    self.ended = ended
    let drained = DispatchSemaphore(value: 0)
    let box = LineBox()
    Thread.detachNewThread {
      var pending = Data()
      while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[..<newline], as: UTF8.self)
          pending.removeSubrange(...newline)
          every.yield(line)
          if box.append(line) == 1 {
            first.yield(line)
            first.finish()
          }
        }
      }
      first.finish()
      every.finish()
      drained.signal()
    }
    process.terminationHandler = { process in
      // On the process's own thread, not the pool: the reader ends when the pipe closes.
      drained.wait()
      end.yield(
        Outcome(
          status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
          lines: box.all))
      end.finish()
    }
    try process.run()
  }

  /// The first line the server prints, or `nil` when it ended without one.
  func nextLine() async -> String? {
    for await line in firstLine { return line }
    return nil
  }

  /// The next line that holds `text`, or `nil` when the server ended first. (One caller at a time.)
  func line(containing text: String) async -> String? {
    for await line in lines where line.contains(text) { return line }
    return nil
  }

  /// Sends SIGTERM.
  func terminate() { process.terminate() }

  /// Sends SIGTERM and returns how the server ended and every line it printed.
  func stop() async -> Outcome {
    process.terminate()
    for await outcome in ended { return outcome }
    return Outcome(status: -1, signalled: true, lines: [])
  }
}

/// The lines read so far, shared by the reading thread and the termination handler.
private final class LineBox: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  /// Appends `line`; returns how many lines there are now.
  func append(_ line: String) -> Int {
    lock.withLock {
      lines.append(line)
      return lines.count
    }
  }

  var all: [String] { lock.withLock { lines } }
}
