import DoublesHTTP
import DoublesTesting
import Foundation
import HTTPTypes
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct StubbingTests {
  let http = HTTPDouble()

  @Test func answersDataForWithStatusHeadersAndBody() async throws {
    http.stub(.get("https://example.com/hello"), .text("hi", status: 201, headers: ["X-Trace": "7"]))

    let (status, body, response) = try await send(request("GET", "https://example.com/hello"), on: http.session)

    #expect(status == 201)
    #expect(body == "hi")
    #expect(response.value(forHTTPHeaderField: "x-trace") == "7")
    #expect(response.url?.absoluteString == "https://example.com/hello")
  }

  @Test func answersADataTaskWithACompletionHandler() async throws {
    http.stub(.get("https://example.com/a"), .text("a"))
    let text = await awaitCallback { (done: @escaping @Sendable (String?) -> Void) in
      http.session.dataTask(with: URL(string: "https://example.com/a")!) { data, _, _ in
        done(data.map { String(decoding: $0, as: UTF8.self) })
      }.resume()
    }
    #expect(text == "a")
  }

  @Test func theNewestMatchingStubAnswers() async throws {
    http.stub(.any, .status(404))
    http.stub(.get("https://example.com/user/1"), .text("Ada"))

    #expect(try await send(request("GET", "https://example.com/user/1"), on: http.session).body == "Ada")
    #expect(try await send(request("GET", "https://example.com/other"), on: http.session).status == 404)
  }

  @Test func aPathWithEscapesMatchesAsWrittenInTheURLOrDecoded() async throws {
    http.stub(.get("https://example.com/files/annual%20report.pdf"), .text("from the URL"))
    http.stub(.any.path("/notes/to do.txt"), .text("from the decoded path"))

    let fromURL = try await send(request("GET", "https://example.com/files/annual%20report.pdf"), on: http.session)
    let fromPath = try await send(request("GET", "https://example.com/notes/to%20do.txt"), on: http.session)

    #expect(fromURL.body == "from the URL")
    #expect(fromPath.body == "from the decoded path")
  }

  @Test func matchesPathTemplatesAndHandsTheCapturesToAComputedResponse() async throws {
    http.stub(.any.method("GET").host("example.com").path(template: "/users/{id}/posts/{post}")) { request in
      .text("user \(request.pathParameters["id"] ?? "?") post \(request.pathParameters["post"] ?? "?")")
    }

    let body = try await send(request("GET", "https://example.com/users/42/posts/7"), on: http.session).body

    #expect(body == "user 42 post 7")
  }

  @Test func matchesQueriesInAnyOrderHeadersInAnyCaseAndBodies() async throws {
    http.stub(.get("https://example.com/search?q=swift&page=2"), .text("query"))
    http.stub(
      .post("https://example.com/form").header("content-type", "application/x-www-form-urlencoded")
        .body(form: ["method": "getQuote", "lang": "en"]), .text("form"))
    http.stub(
      .put("https://example.com/json").body(
        json: #"{"tags": ["a", "b"]}"#, options: [.ignoringExtraKeys, .ignoringArrayOrder]), .text("json"))

    #expect(
      try await send(request("GET", "https://example.com/search?page=2&q=swift"), on: http.session).body == "query")
    let form = request(
      "POST", "https://example.com/form", headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: "lang=en&method=getQuote")
    #expect(try await send(form, on: http.session).body == "form")
    let json = request("PUT", "https://example.com/json", body: #"{"id": 3, "tags": ["b", "a"]}"#)
    #expect(try await send(json, on: http.session).body == "json")
  }

  @Test func matchesADecodedBodyWithAPredicate() async throws {
    struct Order: Decodable { var quantity: Int }
    http.stub(.post("https://example.com/orders"), .status(422))
    http.stub(
      .post("https://example.com/orders").body(decoding: Order.self, where: "quantity > 1") { $0.quantity > 1 },
      .status(201))

    #expect(
      try await send(request("POST", "https://example.com/orders", body: #"{"quantity": 3}"#), on: http.session).status
        == 201)
    #expect(
      try await send(request("POST", "https://example.com/orders", body: #"{"quantity": 1}"#), on: http.session).status
        == 422)
  }

  @Test func anyOfMatchesEitherPattern() async throws {
    http.stub(.anyOf(.get("https://a.example/"), .get("https://b.example/")), .text("either"))

    #expect(try await send(request("GET", "https://b.example/"), on: http.session).body == "either")
  }

  @Test func failsTwiceThenSucceeds() async throws {
    http.stub(.get("https://example.com/feed"), .error(.notConnectedToInternet), times: 2).then(.text("feed"))
    let feed = request("GET", "https://example.com/feed")

    #expect(await urlErrorCode { _ = try await send(feed, on: http.session) } == .notConnectedToInternet)
    #expect(await urlErrorCode { _ = try await send(feed, on: http.session) } == .notConnectedToInternet)
    #expect(try await send(feed, on: http.session).body == "feed")
    #expect(try await send(feed, on: http.session).body == "feed")
  }

  @Test func aScenarioMovesBetweenNamedStates() async throws {
    let list = RequestPattern.get("https://example.com/todos")
    http.stub(list, .json(string: "[]")).inScenario("todos")
    http.stub(.post("https://example.com/todos"), .status(201)).inScenario("todos", willSetStateTo: "added")
    http.stub(list, .json(string: #"["milk"]"#)).inScenario("todos", whenStateIs: "added")

    #expect(try await send(request("GET", "https://example.com/todos"), on: http.session).body == "[]")
    #expect(try await send(request("POST", "https://example.com/todos", body: "milk"), on: http.session).status == 201)
    #expect(try await send(request("GET", "https://example.com/todos"), on: http.session).body == #"["milk"]"#)
    #expect(http.state(ofScenario: "todos") == "added")
  }

  @Test func servesAFixtureFromTheModuleBundle() async throws {
    http.stub(.get("https://example.com/quote"), try .fixture("Quote.json", in: .module))

    let (_, body, response) = try await send(request("GET", "https://example.com/quote"), on: http.session)

    #expect(body.contains(#""quoteAuthor": "Me""#))
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
  }

  @Test func aMissingOrMalformedFixtureIsAnErrorNamingTheFile() throws {
    #expect(throws: DoublesHTTPError.fixtureNotFound(name: "Nope.json", bundle: Bundle.module.bundlePath)) {
      try StubbedResponse.fixture("Nope.json", in: .module)
    }
    let error = #expect(throws: DoublesHTTPError.self) { try StubbedResponse.fixture("Broken.json", in: .module) }
    #expect(
      error?.description
        == "Fixture Broken.json is malformed: it is not valid JSON (Unexpected end of file during JSON parse.)."
    )
  }

  @Test func queryItemsComeFromTheQueryAloneWhicheverWayTheRequestArrived() async throws {
    let url = URL(string: "https://example.com/search?q=a%20b&tag=x&tag=&flag#results")!
    let expected = [
      URLQueryItem(name: "q", value: "a b"), URLQueryItem(name: "tag", value: "x"),
      URLQueryItem(name: "tag", value: ""), URLQueryItem(name: "flag", value: nil),
    ]
    #expect(RecordedRequest(url: url).queryItems == expected)
    #expect(RecordedRequest(url: URL(string: "https://example.com/search?#top")!).queryItems == [])
    #expect(RecordedRequest(url: URL(string: "https://example.com/search")!).queryItems == [])

    http.stub(.get("https://example.com/search").query("q", "a b").query("tag", "x")) { request in
      .text(request.queryItems.map { "\($0.name)=\($0.value ?? "-")" }.joined(separator: ","))
    }
    let (_, body) = try await http.transport.send(
      HTTPRequest(method: .get, scheme: "https", authority: "example.com", path: "/search?q=a%20b&tag=x&tag=&flag"),
      body: nil)

    #expect(String(decoding: body, as: UTF8.self) == "q=a b,tag=x,tag=,flag=-")
  }

  @Test func theTransportSeamAnswersFromTheSameStubsAndJournal() async throws {
    http.stub(.post("https://example.com/echo")) { request in .text("echo \(request.bodyText ?? "")") }

    let (response, body) = try await http.transport.send(
      HTTPRequest(method: .post, scheme: "https", authority: "example.com", path: "/echo"), body: Data("ping".utf8))

    #expect(response.status.code == 200)
    #expect(String(decoding: body, as: UTF8.self) == "echo ping")
    #expect(http.journal.map(\.description) == ["1. POST https://example.com/echo -> 200 by \(http.stubs[0])"])
  }
}

@Suite struct PassThroughTests {
  @Test func onlyListedHostsReachTheUpstreamAndEverythingElseFailsClosed() async throws {
    let network = HTTPDouble(name: "network")
    network.stub(.any, .text("from the network"))
    var journal: [JournalEntry.Outcome] = []
    var passed: String?

    let failures = try await withCapturedFailures {
      let http = HTTPDouble(passThroughHosts: ["localhost"], upstream: network.transport)
      passed = try await send(request("GET", "http://LOCALHOST:8080/health"), on: http.session).body
      let code = await urlErrorCode { _ = try await http.session.data(for: request("GET", "https://example.com/")) }
      #expect(code == .resourceUnavailable)
      journal = http.journal.map(\.outcome)
    }

    #expect(passed == "from the network")
    #expect(journal == [.passedThrough(status: 200), .unmatched])
    #expect(network.requests.map(\.description) == ["GET http://LOCALHOST:8080/health"])
    #expect(failures.count == 1)
  }

  @Test func a401KeepsItsStatusButNotTheChallengeThatWouldHangURLSession() async throws {
    let http = HTTPDouble()
    http.stub(.get("https://example.com/private"), .status(401, headers: ["WWW-Authenticate": "Basic realm=x"]))

    let (status, _, response) = try await send(request("GET", "https://example.com/private"), on: http.session)

    #expect(status == 401)
    #expect(response.value(forHTTPHeaderField: "WWW-Authenticate") == nil)
  }
}
