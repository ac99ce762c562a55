import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A user, as the articles' service fetches it.
struct User: Codable, Equatable, Sendable {
  var id: Int
  var name: String
}

/// The articles' service: it fetches users over a `URLSession`.
struct UserService {
  let session: URLSession

  func user(id: Int) async throws -> User {
    let (data, _) = try await session.data(from: URL(string: "https://example.com/user/\(id)")!)
    return try JSONDecoder().decode(User.self, from: data)
  }
}

/// The snippets of the DocC catalogs of `DoublesHTTP` and `DoublesHTTPServer`.
@Suite struct DoublesHTTPArticleSnippets {
  @Test func theOverview() async throws {
    // snippet README.md & Sources/DoublesHTTP/DoublesHTTP.docc/DoublesHTTP.md
    let http = HTTPDouble()
    http.stub(.get("https://example.com/user/42"), try .json(User(id: 42, name: "Ada")))

    let service = UserService(session: http.session)
    let user = try await service.user(id: 42)

    http.verify(.get("https://example.com/user/42"), .once)
    // end of snippet
    #expect(user == User(id: 42, name: "Ada"))
  }

  @Test func aCassetteFromTheTestTargetsResources() async throws {
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/RecordingAndReplaying.md
    let http = try HTTPDouble(cassette: .resource("QuoteService.har", in: .module))
    // end of snippet
    let (data, _) = try await http.session.data(from: URL(string: "https://example.com/quote")!)
    #expect(String(decoding: data, as: UTF8.self) == "Be the change.")
  }

  @Test func streams() async throws {
    let reader = StreamReader()
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/StubbingRequests.md
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("https://api.example.com/ticks"), .events([.data("1"), .wait(.seconds(1)), .data("2")]))
    let session = URLSession(configuration: http.makeConfiguration(), delegate: reader, delegateQueue: nil)
    session.dataTask(with: URL(string: "https://api.example.com/ticks")!).resume()
    // the reader has "data: 1"; after `await clock.advance(by: .seconds(1))`, "data: 2" too
    // end of snippet
    defer { session.finishTasksAndInvalidate() }
    await clock.waitForSleepers()
    let read = await reader.readEvents(movingTheClockWith: { await clock.advance(by: .seconds(1)) })
    #expect(!read.clockMovedFirst && read.first == "data: 1\n\n")
    #expect(read.all == "data: 1\n\ndata: 2\n\n")
  }

  @Test func webSockets() async throws {
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/StubbingRequests.md
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(
      .get("/ticks"),
      .webSocket(answers: [.when(.text("start"), reply: [.text("1"), .wait(.seconds(1)), .text("2"), .close()])]))
    // a client that sends "start" gets "1"; after `await clock.advance(by: .seconds(1))`, "2" and the close
    // end of snippet
    let server = try await HTTPStubServer.start(answering: http)
    let events = try await WebSocketTestClient.connect(to: server.webSocketURL("/ticks")) { client in
      try await client.send(.text("start"))
      let first = try await client.next()
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(1))
      return [first] + (try await client.rest())
    }
    await server.stop()
    #expect(events == [.message(.text("1")), .message(.text("2")), .closed(.normalClosure, reason: "")])
  }

  @Test func recordingAWebSocket() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.get("/prices"), .webSocket(onConnect: [.text("hello")]))
    let staging = try await HTTPStubServer.start(answering: origin)
    let stagingURL = staging.baseURL
    let cassetteURL = TestScratch.file("prices.har")
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/RecordingAndReplaying.md
    let recording = try HTTPDouble(cassette: Cassette(cassetteURL, mode: .once))
    let server = try await HTTPStubServer.start(answering: recording, origin: stagingURL)
    // the client connects to server.webSocketURL("/prices"); server.stop() and recording.finish() write it
    // end of snippet
    let hello = try await WebSocketTestClient.connect(to: server.webSocketURL("/prices")) { try await $0.next() }
    await server.stop()
    await staging.stop()
    #expect(recording.finish())
    #expect(hello == .message(.text("hello")))
    #expect(recording.webSocketJournal.first?.event == .relayed(to: "ws://127.0.0.1:\(staging.port)/prices"))
    #expect(try String(contentsOf: cassetteURL, encoding: .utf8).contains("_webSocketMessages"))
  }

  @Test func graphQLMatching() async throws {
    let http = HTTPDouble()
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/StubbingRequests.md
    let getUser = RequestPattern.graphQL(
      "https://api.example.com/graphql", operation: "GetUser", variables: .subset(["id": 1]))
    let firstPage = RequestPattern.graphQL(operation: "Feed", variables: .exactly(["first": 10, "after": nil]))
    http.stub(getUser, .graphQL(data: ["user": ["id": 1, "name": "Ada"]]))
    http.stub(firstPage, .graphQL(errors: [GraphQLError("Rate limited", extensions: ["code": "RATE_LIMITED"])]))
    // end of snippet
    func post(_ body: String) -> RecordedRequest {
      RecordedRequest(method: "POST", url: URL(string: "https://api.example.com/graphql")!, body: Data(body.utf8))
    }
    let user = post(#"{"query": "query GetUser($id: ID!) { user(id: $id) { name } }", "variables": {"id": 1}}"#)
    let feed = post(
      #"{"query": "query Feed($first: Int, $after: String) { feed }", "variables": {"first": 10, "after": null}}"#)
    #expect(getUser.matches(user) && !getUser.matches(feed))
    #expect(firstPage.matches(feed) && !firstPage.matches(user))
    var request = URLRequest(url: user.url)
    request.httpMethod = "POST"
    request.httpBody = user.body
    let answer = try await http.session.data(for: request).0
    #expect(String(decoding: answer, as: UTF8.self) == #"{"data":{"user":{"id":1,"name":"Ada"}}}"#)
  }

  @Test func patterns() {
    let (a, b) = ("https://example.com/a", "https://example.com/b")
    // snippet Sources/DoublesHTTP/DoublesHTTP.docc/StubbingRequests.md
    let quote = RequestPattern.post("https://api.forismatic.com/api/1.0/")
      .header("Content-Type", "application/x-www-form-urlencoded")  // names are case-insensitive
      .body(form: ["method": "getQuote", "lang": "en", "format": "json"])

    let user = RequestPattern.any.host("example.com").path(template: "/users/{id}")  // captures `id`
    let search = RequestPattern.get("https://example.com/search?q=swift&page=2")  // query in any order
    let tags = RequestPattern.put("https://example.com/items/3")
      .body(json: #"{"tags": ["a", "b"]}"#, options: [.ignoringExtraKeys, .ignoringArrayOrder])
    let either = RequestPattern.anyOf(.get(a), .get(b))
    // end of snippet
    func request(_ method: String, _ url: String, headers: [HTTPHeader] = [], body: String = "") -> RecordedRequest {
      RecordedRequest(method: method, url: URL(string: url)!, headers: headers, body: Data(body.utf8))
    }
    let form = HTTPHeader("content-type", "application/x-www-form-urlencoded")
    #expect(
      quote.matches(
        request(
          "POST", "https://api.forismatic.com/api/1.0/", headers: [form], body: "format=json&lang=en&method=getQuote")
      ))
    #expect(user.matches(request("GET", "https://example.com/users/7")))
    #expect(search.matches(request("GET", "https://example.com/search?page=2&q=swift")))
    #expect(tags.matches(request("PUT", "https://example.com/items/3", body: #"{"tags": ["b", "a"], "more": 1}"#)))
    #expect(either.matches(request("GET", b)))
  }

  /// The UI test's lines, against `doubles-serve` on a free port, with an app that asks for the
  /// book when it is launched.
  @Test func aUITestDrivesDoublesServe() async throws {
    let running = try RunningServer(["--port", "0"])
    let address = try #require(await running.nextLine()?.split(separator: " ").last.map(String.init))
    let server = try #require(URL(string: address))
    let app = LaunchedApp()

    // snippet Sources/DoublesHTTPServer/DoublesHTTPServer.docc/DoublesHTTPServer.md
    // A UI test (XCTest), with `doubles-serve --port 8080` started before it, and `app`, the
    // XCUIApplication it launches; `server` is http://127.0.0.1:8080.
    let backend = DoublesServeClient(server)
    await backend.reset()
    await backend.stub(.get("/v1/books/9780441013593"), .json(string: #"{"title": "Dune"}"#))
    app.launchEnvironment["API_URL"] = server.appending(path: "v1").absoluteString
    app.launch()
    // … the app shows the book
    await backend.verifyEventually(.get("/v1/books/9780441013593"))
    // end of snippet

    #expect(await app.title.value == "Dune")
    _ = await running.stop()
  }

  @Test func theLoopbackServer() async throws {
    // snippet Sources/DoublesHTTPServer/DoublesHTTPServer.docc/DoublesHTTPServer.md
    let http = HTTPDouble()
    http.stub(.any.path("/report.csv"), .text("a,b\n1,2\n"))
    let server = try await HTTPStubServer.start(answering: http)

    let (file, _) = try await URLSession(configuration: .ephemeral).download(from: server.url("/report.csv"))

    await server.stop()
    // end of snippet
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "a,b\n1,2\n")
  }
}

/// What the UI test launches, standing in for an `XCUIApplication`: launched, it asks the API its
/// environment names for a book, and keeps the title.
private final class LaunchedApp: @unchecked Sendable {
  var launchEnvironment: [String: String] = [:]
  private(set) var title: Task<String?, Never> = Task { nil }

  func launch() {
    let api = launchEnvironment["API_URL"] ?? ""
    title = Task {
      guard let url = URL(string: api + "/books/9780441013593"),
        let (data, _) = try? await URLSession(configuration: .patient).data(from: url),
        let book = try? JSONSerialization.jsonObject(with: data) as? [String: String]
      else { return nil }
      return book["title"]
    }
  }
}
