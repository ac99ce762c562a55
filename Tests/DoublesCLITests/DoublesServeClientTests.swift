import DoublesHTTP
import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `DoublesServeClient`, as a UI test uses it: stubs sent to a running `doubles-serve`, the
/// requests an app sent verified, and each failure at the line that asked.
@Suite("DoublesServeClient")
struct DoublesServeClientTests {
  @Test func aTestStubsTheServerAndVerifiesWhatTheAppSent() async throws {
    let server = try await DoublesServeAdminTests.Server()
    let backend = DoublesServeClient(try #require(URL(string: server.base)))
    await backend.reset()
    #expect(
      await backend.stub(
        RequestPattern.any.method("GET").path(template: "/v1/books/{isbn}").query("format", "short"),
        .json(string: #"{"title": "Dune"}"#), times: 1))
    #expect(await backend.stub(.post("/v1/orders").body(json: #"{"isbn": "1"}"#), .status(201)))
    #expect(await backend.stub(.get("/v1/cover"), .data(Data([0xFF, 0x00, 0x01]))))

    // The app's requests.
    #expect(try await server.send("GET", "/v1/books/9780441013593?format=short") == (200, #"{"title": "Dune"}"#))
    #expect(try await server.send("GET", "/v1/books/9780441013593?format=short").0 == 404)  // answered once
    #expect(try await server.send("POST", "/v1/orders", #"{"isbn":"1"}"#).0 == 201)
    let (cover, _) = try await server.client.data(from: try #require(URL(string: server.base + "/v1/cover")))
    #expect(cover == Data([0xFF, 0x00, 0x01]))

    #expect(await backend.verify(RequestPattern.any.method("GET").path(prefix: "/v1/books/"), .exactly(2)))
    #expect(await backend.verifyEventually(.post("/v1/orders").body(json: #"{"isbn": "1"}"#)))
    #expect(await backend.requests().map(\.method) == ["GET", "GET", "POST", "GET"])
    await withKnownIssue {
      #expect(await backend.verify(.delete("/v1/orders/1")) == false)
    } matching: { issue in
      issue.comments.first?.rawValue
        == """
        Expected a request where method is DELETE and path is /v1/orders/1 to arrive once, but none did.
        doubles-serve at \(server.base) received 4 requests:
          1. GET http://localhost/v1/books/9780441013593?format=short -> 200 by stub #1 (the request's body:1)
          2. GET http://localhost/v1/books/9780441013593?format=short -> unmatched
          3. POST http://localhost/v1/orders -> 201 by stub #2 (the request's body:1)
          4. GET http://localhost/v1/cover -> 200 by stub #3 (the request's body:1)
        """
    }
    _ = await server.running.stop()
  }

  @Test func whatAStubFileCannotSayIsRefusedBeforeAnythingIsSent() async throws {
    // No server: nothing is sent.
    let backend = DoublesServeClient(try #require(URL(string: "http://127.0.0.1:9")))
    await withKnownIssue {
      #expect(await backend.stub(.get("/a").matching("a custom check") { _ in true }, .status(200)) == false)
      #expect(await backend.stub(.get("/a"), .error(.notConnectedToInternet)) == false)
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      return message
        == "doubles-serve cannot match 'a custom check': a stub it serves matches the method, the path (exact, a "
        + "template or a prefix), query items, headers and the body (exact, a part, or JSON). Match that here, with "
        + "verify(), instead; nothing was stubbed."
        || message
          == "doubles-serve cannot send an error (URLError(notConnectedToInternet)): a stub it serves answers with a "
          + "status, headers and a body, or a socket fault (.fault(.connectionReset)), after a delay; nothing was "
          + "stubbed."
    }
  }

  @Test func aServerThatDoesNotAnswerFailsTheTestWithHowToStartIt() async throws {
    let backend = DoublesServeClient(try #require(URL(string: "http://127.0.0.1:9")))
    await withKnownIssue {
      await backend.reset()
    } matching: { issue in
      issue.comments.first?.rawValue
        == "doubles-serve at http://127.0.0.1:9 did not answer POST /__doubles/v1/reset: "
        + "URLError(cannotConnectToHost). Is it running? Start it with `doubles-serve --port 9`, before the test."
    }
  }
}

/// Two test runners sharing one server, each in a session of its own.
@Suite("doubles-serve sessions")
struct DoublesServeSessionTests {
  @Test func twoRunnersAtOnceSeeOnlyTheirOwnStubsAndRequests() async throws {
    let server = try await DoublesServeAdminTests.Server()
    let url = try #require(URL(string: server.base))

    func run(_ key: String, name: String) async throws -> (Bool, [String]) {
      let backend = DoublesServeClient(url, sessionKey: key)
      await backend.reset()
      await backend.stub(.get("/me"), .json(string: #"{"name": "\#(name)"}"#))
      // The app, pointed at the session's address.
      var names: [String] = []
      for _ in 0..<5 {
        let (data, _) = try await server.client.data(from: backend.baseURL.appendingPathComponent("me"))
        names.append(String(decoding: data, as: UTF8.self))
      }
      return (await backend.verify(.get("/me"), .exactly(5)), names)
    }
    async let first = run("runner-1", name: "Ann")
    async let second = run("runner-2", name: "Bob")
    let ((ann, annNames), (bob, bobNames)) = try await (first, second)

    #expect(ann && bob)
    #expect(annNames == Array(repeating: #"{"name": "Ann"}"#, count: 5))
    #expect(bobNames == Array(repeating: #"{"name": "Bob"}"#, count: 5))
    // The server's own double saw none of them, and has no stub.
    #expect(await DoublesServeClient(url).requests().isEmpty)
    #expect(try await server.send("GET", "/me").0 == 404)
    let outcome = await server.running.stop()
    #expect(outcome.lines.contains("[runner-1] 1. GET http://localhost/me -> 200 by stub #1 (the request's body:1)"))
    #expect(outcome.lines.contains("[runner-2] admin: POST /__doubles/v1/stubs -> 201"))
  }

  /// An app that can change neither its base URL nor its headers carries the session in a cookie.
  @Test func aCookieNamesTheSessionToo() async throws {
    let server = try await DoublesServeAdminTests.Server()
    let url = try #require(URL(string: server.base))
    let backend = DoublesServeClient(url, sessionKey: "runner-3")
    await backend.stub(.get("/me"), .json(string: #"{"name": "Cy"}"#))
    var request = URLRequest(url: url.appendingPathComponent("me"))
    request.setValue("theme=dark; doubles-session=runner-3", forHTTPHeaderField: "Cookie")
    let (data, _) = try await server.client.data(for: request)

    #expect(String(decoding: data, as: UTF8.self) == #"{"name": "Cy"}"#)
    #expect(await backend.verify(.get("/me"), .exactly(1)))
    #expect(await DoublesServeClient(url).requests().isEmpty)
    _ = await server.running.stop()
  }
}
