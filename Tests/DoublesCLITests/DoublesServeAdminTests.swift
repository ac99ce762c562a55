import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `doubles-serve`'s admin API, as a UI test drives it: stubs added and removed, the requests the
/// app sent read back, scenarios moved; and what a request it cannot take is told.
@Suite("doubles-serve admin API")
struct DoublesServeAdminTests {
  /// A server started empty, and a client of it.
  struct Server {
    let running: RunningServer
    let base: String
    let client = URLSession(configuration: .patient)

    init(_ arguments: [String] = []) async throws {
      running = try RunningServer(["--port", "0"] + arguments)
      let first = try #require(await running.nextLine())
      base = try #require(first.split(separator: " ").last.map(String.init))
    }

    /// Sends `method` to `path` with `body`; returns the status and the body's text.
    func send(_ method: String, _ path: String, _ body: String? = nil) async throws -> (Int, String) {
      var request = URLRequest(url: try #require(URL(string: base + path)))
      request.httpMethod = method
      request.httpBody = body.map { Data($0.utf8) }
      let (data, response) = try await client.data(for: request)
      return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
  }

  @Test func aTestAddsStubsReadsTheRequestsAndResets() async throws {
    let running = try RunningServer(["--port", "0"])
    let first = try #require(await running.nextLine())
    #expect(
      first.hasPrefix(
        "Serving nothing yet (the admin API adds stubs: POST /__doubles/v1/stubs) on http://127.0.0.1:"))
    _ = await running.stop()

    let server = try await Server()
    let stubs = #"{"stubs": [{"request": {"method": "GET", "path": "/v1/me"}, "response": {"json": {"name": "Ann"}}}]}"#
    #expect(try await server.send("POST", "/__doubles/v1/stubs", stubs) == (201, #"{"stubs":[1]}"#))
    #expect(try await server.send("GET", "/v1/me") == (200, #"{"name":"Ann"}"#))

    let (status, listed) = try await server.send("GET", "/__doubles/v1/requests")
    #expect(status == 200)
    let requests = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: [[String: Any]]])["requests"]
    #expect(requests?.count == 1)
    #expect(requests?.first?["method"] as? String == "GET")
    #expect(requests?.first?["url"] as? String == "http://localhost/v1/me")
    #expect(requests?.first?["outcome"] as? String == "200")
    #expect(requests?.first?["stub"] as? String == "stub #1 (the request's body:1)")

    #expect(try await server.send("POST", "/__doubles/v1/reset") == (200, #"{"removed":1}"#))
    #expect(try await server.send("GET", "/v1/me").0 == 404)
    let (_, afterReset) = try await server.send("GET", "/__doubles/v1/requests")
    #expect(afterReset.components(separatedBy: "\"number\"").count == 2)  // the 404 alone

    let outcome = await server.running.stop()
    #expect(outcome.lines.contains("admin: POST /__doubles/v1/stubs -> 201"))
    #expect(outcome.lines.contains("1. GET http://localhost/v1/me -> 200 by stub #1 (the request's body:1)"))
  }

  @Test func aScenarioIsMovedByTheTest() async throws {
    let stubs = try DoublesServeStubFileTests.file(
      "session.yaml",
      """
      stubs:
        - request: {method: GET, path: /me}
          response: {status: 401}
        - request: {method: GET, path: /me}
          response: {json: {name: Ann}}
          scenario: {name: session, state: loggedIn}
      """)
    let server = try await Server(["--stubs", stubs])
    #expect(try await server.send("GET", "/me").0 == 401)
    #expect(
      try await server.send("PUT", "/__doubles/v1/scenarios/session", #"{"state": "loggedIn"}"#)
        == (200, #"{"name":"session","state":"loggedIn"}"#))
    #expect(try await server.send("GET", "/me") == (200, #"{"name":"Ann"}"#))
    #expect(try await server.send("POST", "/__doubles/v1/reset") == (200, #"{"removed":0}"#))
    #expect(try await server.send("GET", "/me").0 == 401)
    _ = await server.running.stop()
  }

  @Test func theAPIsStubsOutliveAReloadOfTheFilesAndAreTriedFirst() async throws {
    let file = try DoublesServeStubFileTests.file(
      "books.yaml", "stubs:\n  - request: {path: /books}\n    response: {text: from the file}\n")
    let server = try await Server(["--stubs", file])
    let stub = #"{"stubs": [{"request": {"path": "/books"}, "response": {"text": "from the test"}}]}"#
    #expect(try await server.send("POST", "/__doubles/v1/stubs", stub).0 == 201)
    try "stubs:\n  - request: {path: /books}\n    response: {text: edited}\n"
      .write(toFile: file, atomically: true, encoding: .utf8)
    #expect(await server.running.line(containing: "Reloaded") == "Reloaded: 1 stub of books.yaml")
    #expect(try await server.send("GET", "/books") == (200, "from the test"))
    #expect(try await server.send("DELETE", "/__doubles/v1/stubs") == (200, #"{"removed":1}"#))
    #expect(try await server.send("GET", "/books") == (200, "edited"))
    _ = await server.running.stop()
  }

  @Test func aRequestTheAPICannotTakeGetsA4xxThatSaysWhy() async throws {
    let server = try await Server()
    let typo = #"{"stubs": [{"request": {"path": "/a"}, "respnse": {}}]}"#
    let refused = try await server.send("POST", "/__doubles/v1/stubs", typo)
    #expect(refused.0 == 400)
    #expect(
      try Self.detail(of: refused.1)
        == "the request's body:1:40: 'respnse' is not a field of a stub; did you mean 'response'? It has: request, "
        + "response, responses, times, scenario")
    let badState = try await server.send("PUT", "/__doubles/v1/scenarios/session", #"{"stat": 1}"#)
    #expect(badState.0 == 400)
    #expect(try Self.detail(of: badState.1) == #"state: expected {"state": "…"}, a text"#)
    let unknown = try await server.send("GET", "/__doubles/v1/stub")
    #expect(unknown.0 == 404)
    #expect(
      try Self.detail(of: unknown.1)
        == "GET /__doubles/v1/stub is not an endpoint of the admin API, which has:\n"
        + "- POST /__doubles/v1/stubs (a stub file's `stubs:`, in YAML or JSON)\n- DELETE /__doubles/v1/stubs\n"
        + "- GET /__doubles/v1/requests\n- POST /__doubles/v1/reset\n- GET /__doubles/v1/scenarios/{name}\n"
        + #"- PUT /__doubles/v1/scenarios/{name} ({"state": "…"})"#)
    #expect(try await server.send("PATCH", "/__doubles/v1/stubs").0 == 405)
    // Nothing was added by the refused body.
    #expect(try await server.send("GET", "/a").0 == 404)
    _ = await server.running.stop()
  }

  /// The `detail` of a problem document.
  static func detail(of problem: String) throws -> String? {
    (try JSONSerialization.jsonObject(with: Data(problem.utf8)) as? [String: Any])?["detail"] as? String
  }
}
