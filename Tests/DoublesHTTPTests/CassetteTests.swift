import DoublesHAR
import DoublesHTTP
import DoublesTestSupport
import DoublesTesting
import Foundation
import HTTPTypes
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct CassetteTests {
  let folder = TestScratch.file("cassettes")

  func file(_ name: String, _ text: String? = nil) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    if let text { try Data(text.utf8).write(to: url) }
    return url
  }

  @Test func replaysABrowserCaptureAsItIs() async throws {
    let http = try HTTPDouble(cassette: .resource("Capture.har", in: .module))
    let quote = request(
      "POST", "https://api.forismatic.com/api/1.0/", headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: "format=json&method=getQuote&lang=en")

    let (status, body, response) = try await send(quote, on: http.session)
    let image = try await http.session.data(from: URL(string: "https://source.unsplash.com/random/1000x1000")!).0

    #expect(status == 200)
    #expect(body == #"{"quoteText":"Hi","quoteAuthor":"Me"}"#)
    #expect(response.value(forHTTPHeaderField: "Content-Encoding") == nil)
    #expect(image == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func recordsRedactedAndReplaysWithOtherCredentials() async throws {
    let server = HTTPDouble(name: "server")
    server.stub(.post("https://auth.example.com/token")) { request in
      .status(
        200,
        headers: ["Content-Type": "application/json", "Set-Cookie": "session=cookie-value-123; HttpOnly"],
        body: Data(#"{"access_token": "at-secret-456", "refresh_token": "rt-secret-789", "expires_in": 3600}"#.utf8))
    }
    let url = try file("login.har")
    let recorder = try HTTPDouble(
      cassette: Cassette(url, mode: .once, secrets: ["pw-hunter2", "at-secret-456"]), upstream: server.transport)
    let login = request(
      "POST", "https://auth.example.com/token?client_id=app&api_key=key-secret-000",
      headers: [
        "Authorization": "Bearer bearer-secret-111", "Cookie": "session=cookie-secret-222",
        "Content-Type": "application/json",
      ],
      body: #"{"username": "ada", "password": "pw-hunter2"}"#)

    let recorded = try await send(login, on: recorder.session)
    #expect(recorder.finish())

    #expect(recorded.body.contains("at-secret-456"))
    let written = try String(contentsOf: url, encoding: .utf8)
    for secret in [
      "bearer-secret-111", "cookie-secret-222", "key-secret-000", "pw-hunter2", "cookie-value-123", "at-secret-456",
      "rt-secret-789",
    ] {
      #expect(!written.contains(secret), "\(secret) was written")
    }
    #expect(written.contains(#""name" : "Authorization","#))
    #expect(written.contains("REDACTED"))
    #expect(written.contains(#"{\"password\":\"REDACTED\",\"username\":\"ada\"}"#))

    let replayer = try HTTPDouble(cassette: Cassette(url, mode: .none))
    var again = login
    again.url = URL(string: "https://auth.example.com/token?api_key=other-key&client_id=app")
    again.httpBody = Data(#"{"password": "another", "username": "ada"}"#.utf8)
    let replayed = try await send(again, on: replayer.session)
    #expect(replayed.status == 200)
    #expect(replayed.body.contains(#""access_token":"REDACTED""#))
    #expect(replayed.body.contains(#""expires_in":3600"#))
  }

  /// A GraphQL request is replayed by its operation and variables: the same document laid out
  /// otherwise (whitespace, commas, comments), keys in another order or `"operationName": null`
  /// replay the recorded entry and record no second one; other variables do not.
  @Test func aGraphQLCassetteIsKeyedByOperationNotByTheQuerysLayout() async throws {
    @Sendable func getUser(_ id: Int, laidOutAgain: Bool) -> URLRequest {
      let query =
        laidOutAgain
        ? #"query GetUser(\n  $id: ID!\n) {\n  # the user\n  user(id: $id) { name, }\n}"#
        : "query GetUser($id: ID!) { user(id: $id) { name } }"
      let body =
        laidOutAgain
        ? #"{"variables": {"id": \#(id)}, "operationName": null, "query": "\#(query)"}"#
        : #"{"query": "\#(query)", "variables": {"id": \#(id)}}"#
      return request(
        "POST", "https://api.example.com/graphql", headers: ["Content-Type": "application/json"], body: body)
    }

    let miss = try await recordThenReplayLaidOutAgain("graphql.har", getUser)

    #expect(
      miss?.hasSuffix(
        #"""
           ✓ query is no query
           ✗ GraphQL body is {"operationName":"GetUser","query":"query GetUser($id:ID!){user(id:$id){name}}","variables":{"id":2}}
               but was: {"operationName":"GetUser","query":"query GetUser($id:ID!){user(id:$id){name}}","variables":{"id":3}}
        """#) == true)
  }

  /// A request that names the document's only operation and one that does not (`null`, or no
  /// `operationName`) run the same operation: each replays the entry the other recorded.
  @Test func aGraphQLRequestReplaysWhetherItNamesItsOnlyOperationOrNot() async throws {
    @Sendable func getUser(_ id: Int, laidOutAgain: Bool) -> URLRequest {
      let query = "query GetUser($id: ID!) { user(id: $id) { name } }"
      let body =
        laidOutAgain
        ? #"{"query": "\#(query)", "operationName": null, "variables": {"id": \#(id)}}"#
        : #"{"query": "\#(query)", "operationName": "GetUser", "variables": {"id": \#(id)}}"#
      return request(
        "POST", "https://api.example.com/graphql", headers: ["Content-Type": "application/json"], body: body)
    }

    let miss = try await recordThenReplayLaidOutAgain("graphql-named.har", getUser)

    #expect(miss?.contains(#"but was: {"operationName":"GetUser","query":"#) == true, "\(miss ?? "")")
  }

  /// A GraphQL `GET` (the query and variables in the query string, as persisted-query and CDN
  /// setups send them) is keyed the same way: the document laid out otherwise, variables' keys in
  /// another order and the query items in another order replay the recorded entry.
  @Test func aGraphQLGetIsKeyedByOperationNotByTheQueryStringsLayout() async throws {
    @Sendable func getUser(_ id: Int, laidOutAgain: Bool) -> URLRequest {
      var components = URLComponents(string: "https://api.example.com/graphql")!
      components.queryItems =
        laidOutAgain
        ? [
          URLQueryItem(name: "variables", value: #"{"locale": "en", "id": \#(id)}"#),
          URLQueryItem(
            name: "query", value: "query GetUser(\n  $id: ID!, $locale: String\n) {\n  user(id: $id) { name, }\n}"),
          URLQueryItem(name: "operationName", value: "GetUser"),
        ]
        : [
          URLQueryItem(name: "query", value: "query GetUser($id: ID!, $locale: String) { user(id: $id) { name } }"),
          URLQueryItem(name: "operationName", value: "GetUser"),
          URLQueryItem(name: "variables", value: #"{"id":\#(id),"locale":"en"}"#),
        ]
      return URLRequest(url: components.url!)
    }

    let miss = try await recordThenReplayLaidOutAgain("graphql-get.har", getUser)

    #expect(
      miss?.hasSuffix(
        #"""
           ✓ path is /graphql
           ✗ GraphQL query is operationName=GetUser&query=query GetUser($id:ID!$locale:String){user(id:$id){name}}&variables={"id":2,"locale":"en"}
               but was: operationName=GetUser&query=query GetUser($id:ID!$locale:String){user(id:$id){name}}&variables={"id":3,"locale":"en"}
        """#) == true, "\(miss ?? "")")
  }

  /// Records users 1 and 2 from a GraphQL server into `name`, replays user 2 laid out again
  /// (which must neither reach the server nor add an entry), and returns what a replay-only
  /// cassette reports for user 3.
  private func recordThenReplayLaidOutAgain(
    _ name: String, _ getUser: @Sendable (Int, _ laidOutAgain: Bool) -> URLRequest
  ) async throws -> String? {
    let server = HTTPDouble(name: "server")
    server.stub(
      .graphQL(operation: "GetUser", variables: .subset(["id": 1])), .graphQL(data: ["user": ["name": "Ada"]]))
    server.stub(
      .graphQL(operation: "GetUser", variables: .subset(["id": 2])), .graphQL(data: ["user": ["name": "Bob"]]))
    let url = try file(name)
    let answer = { (id: Int) in #"{"data":{"user":{"name":"\#(id == 1 ? "Ada" : "Bob")"}}}"# }

    let recorder = try HTTPDouble(cassette: Cassette(url, mode: .once), upstream: server.transport)
    #expect(try await send(getUser(1, false), on: recorder.session).body == answer(1))
    #expect(try await send(getUser(2, false), on: recorder.session).body == answer(2))
    #expect(recorder.finish())
    let again = try HTTPDouble(cassette: Cassette(url, mode: .newEpisodes), upstream: server.transport)
    #expect(try await send(getUser(2, true), on: again.session).body == answer(2))
    #expect(again.finish())
    #expect(server.journal.count == 2)
    #expect(try HARFile.read(from: url).log.entries.count == 2)

    let failures = await withCapturedFailures {
      let replayer = try? HTTPDouble(cassette: Cassette(url, mode: .none))
      #expect(await urlErrorCode { _ = try await replayer?.session.data(for: getUser(3, true)) } != nil)
    }
    #expect(failures.count == 1)
    return failures.first?.message
  }

  /// A double given as `upstream` answers a recording cassette with its redirects, so each hop
  /// is an entry, and the replay follows the same hops; used directly, it follows them.
  @Test func aRedirectThroughAnUpstreamDoubleIsRecordedHopByHop() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.get("/go"), .redirect(to: "/there?step=2", status: 307))
    origin.stub(.get("/there"), .text("arrived"))
    let file = TestScratch.file("redirect.har")
    let url = URL(string: "https://api.example.com/go")!

    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), upstream: origin.transport)
    let (recorded, _) = try await recorder.session.data(from: url)
    #expect(recorder.finish())
    #expect(String(decoding: recorded, as: UTF8.self) == "arrived")
    #expect(try HARFile.read(from: file).log.entries.map(\.response.status) == [307, 200])

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let (replayed, _) = try await replayer.session.data(from: url)
    #expect(String(decoding: replayed, as: UTF8.self) == "arrived")
    #expect(
      replayer.journal.map(\.outcome.description) == ["307 redirect to https://api.example.com/there?step=2", "200"])

    let (direct, _) = try await origin.transport.send(HTTPRequest(method: .get, url: url), body: nil)
    #expect(direct.status.code == 200)
  }

  @Test func aSecretLeftAfterRedactionStopsTheWrite() async throws {
    let server = HTTPDouble()
    server.stub(.any, .text("ok"))
    let url = try file("leak.har")
    let recorder = try HTTPDouble(
      cassette: Cassette(url, mode: .all, redaction: .none, secrets: ["unused", "tok-123"]), upstream: server.transport)
    _ = try await send(
      request("GET", "https://example.com/feed", headers: ["X-Custom": "tok-123"]), on: recorder.session)

    #expect(
      throws: DoublesHTTPError.secretInCassette(
        file: url.path, entry: 1, request: "GET https://example.com/feed", secretIndex: 1)
    ) { try recorder.writeCassette() }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(
      DoublesHTTPError.secretInCassette(
        file: "a.har", entry: 1, request: "GET https://example.com/feed", secretIndex: 1
      )
      .description
        == "Cassette a.har was not written: entry 1 (GET https://example.com/feed) contains secrets[1] even after "
        + "redaction. Add the header, query parameter or body key that carries it to the cassette's redaction, "
        + "or a pattern for it (Redaction.adding(pattern:named:)).")
  }

  @Test func replayOnlyFailsClosedOnAMissAndNeverWrites() async throws {
    let url = try file(
      "empty.har", #"{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": []}}"#)
    let failures = try await withCapturedFailures {
      let http = try HTTPDouble(cassette: Cassette(url, mode: .none))
      let code = await urlErrorCode { _ = try await http.session.data(for: request("GET", "https://example.com/")) }
      #expect(code == .resourceUnavailable)
      #expect(!http.finish())
    }

    #expect(failures.count == 1)
    #expect(try String(contentsOf: url, encoding: .utf8).hasSuffix(#""entries": []}}"#))
  }

  @Test(arguments: [
    ("not json", "it is not valid JSON (Invalid value around character 1.)"),
    (#"{"log": {"version": "1.2", "entries": []}}"#, "log.creator is missing"),
    (
      #"{"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": [{"request": {}}]}}"#,
      "log.entries[0].startedDateTime is missing"
    ),
    (
      #"{"log": {"version": 1.2, "creator": {"name": "x", "version": "1"}, "entries": []}}"#,
      "log.version is not a string"
    ),
    (
      #"{"log": {"version": "2.0", "creator": {"name": "x", "version": "1"}, "entries": []}}"#,
      #"log.version is "2.0"; Doubles reads HAR 1.x"#
    ),
  ])
  func aMalformedCassetteIsAnErrorNamingTheFileAndThePlace(text: String, problem: String) throws {
    let url = try file("bad.har", text)
    let error = #expect(throws: DoublesHTTPError.self) { try HTTPDouble(cassette: Cassette(url, mode: .none)) }
    #expect(error?.description == "Cassette \(url.path) is not a usable HAR file: \(problem).")
  }

  @Test func theRecordingModeComesFromTheEnvironment() {
    #expect(RecordingMode.fromEnvironment([:]) == .once)
    #expect(RecordingMode.fromEnvironment(["CI": "true"]) == .none)
    #expect(RecordingMode.fromEnvironment(["CI": "true", "DOUBLES_RECORD": "new_episodes"]) == .newEpisodes)
    #expect(RecordingMode.fromEnvironment(["DOUBLES_RECORD": "ALL"]) == .all)
    #expect(RecordingMode.fromEnvironment(["DOUBLES_RECORD": "sometimes"]) == .none)
  }
}
