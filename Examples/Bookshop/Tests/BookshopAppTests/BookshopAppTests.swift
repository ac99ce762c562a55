import DoublesHTTP
import DoublesTestSupport
import Foundation
import Testing

/// The app of the Bookshop example, launched as a UI test launches an app: a process of its own,
/// pointed at `doubles-serve` through its environment, whose requests the test sets up and
/// verifies through the server's admin API.
@Suite("Bookshop app against doubles-serve")
struct BookshopAppTests {
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardized
  static let document = example.appendingPathComponent("Sources/BookshopClient/openapi.yaml").path
  static let cassette = example.appendingPathComponent("Tests/BookshopClientTests/Fixtures/bookshop.har").path

  /// Starts `doubles-serve` with `arguments` on a free port; returns it and its address.
  static func serve(_ arguments: [String]) async throws -> (RunningServer, URL) {
    let server = try RunningServer(["--port", "0"] + arguments)
    let address = try #require(await server.nextLine()?.split(separator: " ").last.map(String.init))
    return (server, try #require(URL(string: address)))
  }

  /// Launches the app for `isbn` against `api`; returns what it printed.
  static func launch(_ isbn: String, api: URL) async throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["BOOKSHOP_API_URL"] = api.appendingPathComponent("v1").absoluteString
    let run = try await runProcess(BuildProducts.executable("bookshop-app"), [isbn], environment: environment)
    #expect(run.status == 0, "\(run.errors)")
    return run.output
  }

  @Test func theAppShowsAStubbedBookAndTheTestSeesItsRequest() async throws {
    let (server, url) = try await Self.serve(["--openapi", Self.document, "--fail-closed"])
    let backend = DoublesServeClient(url)
    await backend.reset()
    await backend.stub(
      .get("/v1/books/9780441013593"),
      .json(
        string:
          #"{"isbn": "9780441013593", "title": "Dune", "price": 9.5, "genre": "fiction", "authors": [{"name": "Frank Herbert"}]}"#
      ))

    #expect(try await Self.launch("9780441013593", api: url) == "Dune, by Frank Herbert\n")

    await backend.verify(.get("/v1/books/9780441013593"), .once)
    let outcome = await server.stop()
    #expect(!outcome.lines.contains { $0.hasPrefix("contract violation") })
  }

  /// A book no stub names: the document's example answers, as the backend's authors wrote it.
  @Test func theDocumentAnswersWhatNoStubDoes() async throws {
    let (server, url) = try await Self.serve(["--openapi", Self.document])
    #expect(try await Self.launch("9780000000000", api: url) == "Introduction to Algorithms, by Thomas H. Cormen\n")
    _ = await server.stop()
  }

  /// The cassette the client's unit tests replay, served to the app.
  @Test func theUnitTestsCassetteIsReplayedToTheApp() async throws {
    let (server, url) = try await Self.serve([Self.cassette])
    #expect(try await Self.launch("9780465026562", api: url) == "Gödel, Escher, Bach, by Douglas Hofstadter\n")
    _ = await server.stop()
  }
}
