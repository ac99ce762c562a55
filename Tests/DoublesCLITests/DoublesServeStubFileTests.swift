import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `doubles-serve --stubs`: stub files written by hand, served before the cassettes, with
/// sequences, faults, delays and scenarios; and what a mistake in one is told.
@Suite("doubles-serve stub files")
struct DoublesServeStubFileTests {
  /// Writes `text` into `name` in a folder of its own, and returns its path.
  static func file(_ name: String, _ text: String) throws -> String {
    let path = try DoublesExecutable.folder([:]) + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func stubsAnswerBeforeTheCassetteInTurnAndWithFaults() async throws {
    let stubs = try Self.file(
      "stubs.yaml",
      """
      stubs:
        - request: {method: GET, path: /v1/books/9780465026562}
          response:
            json: {title: Stubbed, price: 1.5, tags: [a, "7"]}
        - request: {method: POST, path: /v1/orders}
          responses:
            - {status: 503, times: 2}
            - status: 201
              headers: {Location: /v1/orders/7}
              text: placed
        - request: {path: /v1/flaky}
          response: {fault: connectionReset}
      """)
    let server = try RunningServer(["--port", "0", "--stubs", stubs, DoublesServeTests.bookshop.path])
    let first = try #require(await server.nextLine())
    #expect(
      first.hasPrefix(
        "Serving 3 stubs of stubs.yaml, 4 recorded exchanges of https://api.bookshop.example, on http://127.0.0.1:"))
    let base = try #require(first.split(separator: " ").last.map(String.init))
    let client = URLSession(configuration: .patient)

    let (book, bookResponse) = try await client.data(from: try #require(URL(string: base + "/v1/books/9780465026562")))
    #expect((bookResponse as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(String(decoding: book, as: UTF8.self) == #"{"price":1.5,"tags":["a","7"],"title":"Stubbed"}"#)
    var order = URLRequest(url: try #require(URL(string: base + "/v1/orders")))
    order.httpMethod = "POST"
    var statuses: [Int] = []
    for _ in 0..<3 {
      let (_, response) = try await client.data(for: order)
      statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
    }
    #expect(statuses == [503, 503, 201])
    // The cassette still answers what no stub does.
    let (_, listResponse) = try await client.data(
      from: try #require(URL(string: base + "/v1/books?genre=science&limit=2")))
    #expect((listResponse as? HTTPURLResponse)?.statusCode == 200)
    await #expect(throws: URLError.self) {
      _ = try await client.data(from: try #require(URL(string: base + "/v1/flaky")))
    }

    let outcome = await server.stop()
    #expect(outcome.status == 0)
    #expect(
      outcome.lines.contains(
        "1. GET https://api.bookshop.example/v1/books/9780465026562 -> 200 by stub #5 (stubs.yaml:2)"))
    #expect(
      outcome.lines.contains(
        "6. GET https://api.bookshop.example/v1/flaky -> connection reset by stub #7 (stubs.yaml:11)"))
  }

  /// The stub file DoublesHTTPServer's DocC catalog shows, as written there.
  @Test func theDocumentationsStubFileIsServed() async throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/DoublesHTTPServer/DoublesHTTPServer.docc/DoublesHTTPServer.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let start = try #require(text.range(of: "```yaml\n# stubs.yaml"))
    let end = try #require(text[start.upperBound...].range(of: "```\n"))
    let stubs = try Self.file("stubs.yaml", String(text[text.index(start.lowerBound, offsetBy: 8)..<end.lowerBound]))
    let server = try RunningServer(["--port", "0", "--stubs", stubs])
    let first = try #require(await server.nextLine())
    #expect(first.hasPrefix("Serving 5 stubs of stubs.yaml on http://127.0.0.1:"))
    let base = try #require(first.split(separator: " ").last.map(String.init))

    let (dune, response) = try await URLSession(configuration: .patient).data(
      from: try #require(URL(string: base + "/v1/books/9780441013593?format=short")))
    #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Cache-Control") == "no-store")
    #expect(String(decoding: dune, as: UTF8.self) == #"{"price":9.5,"title":"Dune"}"#)
    _ = await server.stop()
  }

  /// Logged out, then logged in: the state moves when the login is answered.
  @Test func aScenarioAnswersByItsState() async throws {
    let stubs = try Self.file(
      "session.yaml",
      """
      stubs:
        - request: {method: GET, path: /me}
          response: {status: 401}
        - request: {method: POST, path: /login}
          response: {status: 204}
          scenario: {name: session, next: loggedIn}
        - request: {method: GET, path: /me}
          response: {json: {name: Ann}}
          scenario: {name: session, state: loggedIn}
      """)
    let server = try RunningServer(["--port", "0", "--stubs", stubs])
    let first = try #require(await server.nextLine())
    #expect(first.hasPrefix("Serving 3 stubs of session.yaml on http://127.0.0.1:"))
    let base = try #require(first.split(separator: " ").last.map(String.init))
    let client = URLSession(configuration: .patient)
    let me = try #require(URL(string: base + "/me"))
    var login = URLRequest(url: try #require(URL(string: base + "/login")))
    login.httpMethod = "POST"

    let (_, before) = try await client.data(from: me)
    _ = try await client.data(for: login)
    let (name, after) = try await client.data(from: me)

    #expect((before as? HTTPURLResponse)?.statusCode == 401)
    #expect((after as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: name, as: UTF8.self) == #"{"name":"Ann"}"#)
    _ = await server.stop()
  }

  @Test(arguments: [
    (
      "stubs:\n  - request: {path: /a}\n    respnse: {status: 200}\n",
      "3:5: 'respnse' is not a field of a stub; did you mean 'response'? It has: request, response, responses, "
        + "times, scenario"
    ),
    (
      "stubs:\n  - request: {path: /a}\n    response:\n      status: ok\n",
      "4:15: status: expected a status code from 100 to 599, found 'ok'"
    ),
    (
      "stubs:\n  - response: {status: 200}\n",
      "2:5: a stub needs `request:`, what it answers (`request: {method: GET, path: /books}`)"
    ),
    (
      "stubs:\n  - request: {path: /a}\n    response: {fault: reset}\n",
      "3:23: fault: 'reset' is not a fault; one of connectionReset, emptyResponse, malformedChunk"
    ),
    (
      "stubs:\n  - request: {path: /a}\n    response: {json: {a: 1}, text: b}\n",
      "3:36: text: a response has one body: `json:`, `text:`, `base64:` or `file:`"
    ),
    (
      "stubs:\n  - request: {path: /a}\n    response: {delay: 1e300}\n",
      "3:23: delay: expected at most an hour (3600s), found '1e300'"
    ),
    ("stubs: [\n", "2:1: is not YAML: did not find expected node content (while parsing a flow node)"),
    ("- request: {path: /a}\n", "1:1: expected the file, a mapping of stubs"),
  ])
  func aStubFileWithAMistakeIsRefusedAtItsLineAndColumn(text: String, message: String) async throws {
    let stubs = try Self.file("broken.yaml", text)
    let run = try await runProcess(BuildProducts.executable("doubles-serve"), ["--port", "0", "--stubs", stubs])
    #expect(run.status == 1)
    #expect(run.errors == "error: \(stubs):\(message)\n")
  }
}
