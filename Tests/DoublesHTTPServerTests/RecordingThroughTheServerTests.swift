import DoublesHAR
import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Records real HTTP traffic from a loopback server into a HAR file, proves no credential of
/// the request or the response was written, then replays the file offline.
@Suite struct RecordingThroughTheServerTests {
  static let secrets = [
    "bearer-5ecret-1", "cookie-5ecret-2", "query-5ecret-3", "password-5ecret-4", "set-cookie-5ecret-5",
    "access-5ecret-6", "refresh-5ecret-7",
  ]

  @Test func recordsRedactedThenReplays() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any.method("POST").path("/oauth/token")) { request in
      .status(
        200,
        headers: [
          "Content-Type": "application/json", "Set-Cookie": "session=set-cookie-5ecret-5; Path=/; HttpOnly",
        ],
        body: Data(
          #"{"access_token": "access-5ecret-6", "refresh_token": "refresh-5ecret-7", "user": "\#(request.formFields["username"] ?? "?")"}"#
            .utf8))
    }
    let server = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("cassette.har")

    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all, secrets: Self.secrets))
    let (recorded, _) = try await recorder.session.data(for: login(server, token: "query-5ecret-3"))
    #expect(recorder.finish())
    await server.stop()

    #expect(String(decoding: recorded, as: UTF8.self).contains("access-5ecret-6"))
    #expect(origin.requests.first?.header("Authorization") == "Bearer bearer-5ecret-1")
    let written = try String(contentsOf: file, encoding: .utf8)
    for secret in Self.secrets {
      #expect(!written.contains(secret), "\(secret) was written to the cassette")
    }
    #expect(written.contains(#""user\":\"ada\""#))

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let (replayed, response) = try await replayer.session.data(for: login(server, token: "another-token"))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: replayed, as: UTF8.self).contains(#""user":"ada""#))
    #expect(replayer.unmatchedRequests.isEmpty)
  }

  /// An OAuth authorization-code login with PKCE, an API call with its bearer token, and a
  /// signed download, recorded through the loopback server with no secret list: none of the
  /// flow's credentials may reach the file, whatever they are named, and the file replays the
  /// whole flow offline with other credentials.
  @Test func recordsAnOAuthLoginAndASignedDownloadWithoutItsCredentials() async throws {
    let flow = OAuthFlow()
    let origin = HTTPDouble(name: "origin")
    let server = try await HTTPStubServer.start(answering: origin)
    flow.stub(origin, base: server.url("/"))
    let file = TestScratch.file("cassette.har")

    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all))
    let csv = try await flow.run(on: recorder.session, base: server.url("/"), code: flow.code)
    #expect(recorder.finish())
    await server.stop()

    #expect(csv == "id,total\n1,42\n")
    let written = try String(contentsOf: file, encoding: .utf8)
    for credential in flow.credentials {
      #expect(!written.contains(credential), "\(credential) was written to the cassette")
    }
    #expect(
      Set(recorder.redactions.map(\.rule)).isSuperset(of: [.jwt, .oauthGrant, .signedURL(provider: "AWS SigV4")]))

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let replayed = try await flow.run(
      on: replayer.session, base: server.url("/"), code: "another-code-from-the-browser")
    #expect(replayed == csv)
    #expect(replayer.unmatchedRequests.isEmpty)
  }

  /// A password-reset link followed through two redirects, recorded through the loopback
  /// server: each hop is its own entry (the reset token redacted in the `Location` and in the
  /// next request, the rest of the URL byte for byte), and the cassette replays hop by hop,
  /// through the double's session and through the loopback server, whose client follows the
  /// redacted relative `Location` itself.
  @Test func aRedirectChainIsRecordedAndReplayedHopByHop() async throws {
    let token = "rst_" + String(repeating: "Q7x9Lm2P", count: 4)
    let origin = HTTPDouble(name: "origin")
    origin.stub(.get("/login"), .redirect(to: "/account/reset?token=\(token)&lang=fr%2DCA", status: 302))
    origin.stub(.get("/account/reset"), .redirect(to: "/welcome", status: 303))
    origin.stub(.get("/welcome"), .text("Welcome back"))
    let server = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("cassette.har")

    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all))
    let (recorded, _) = try await recorder.session.data(from: server.url("/login"))
    #expect(recorder.finish())
    await server.stop()

    #expect(String(decoding: recorded, as: UTF8.self) == "Welcome back")
    #expect(
      recorder.journal.map(\.outcome.description) == [
        "302 from the network", "303 from the network", "200 from the network",
      ])
    let entries = try HARFile.read(from: file).log.entries
    #expect(entries.map(\.response.status) == [302, 303, 200])
    #expect(entries[0].response.redirectURL == "/account/reset?token=REDACTED&lang=fr%2DCA")
    #expect(entries[1].request.url.hasSuffix("/account/reset?token=REDACTED&lang=fr%2DCA"))
    #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(token))

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let (replayed, response) = try await replayer.session.data(from: server.url("/login"))
    #expect(String(decoding: replayed, as: UTF8.self) == "Welcome back")
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(replayer.journal.count == 3)
    #expect(replayer.unmatchedRequests.isEmpty)

    // Over the loopback server the client follows the redirect itself: the first hop is what it
    // gets, with the redacted relative `Location` byte for byte.
    let overSocket = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let login = RecordedRequest(method: "GET", url: server.url("/login"), headers: [], body: Data())
    guard case .reply(let hop) = await overSocket.handle(login, timeout: .seconds(60), overSocket: true) else {
      Issue.record("the first hop is no reply")
      return
    }
    #expect(hop.status == 302)
    #expect(hop.headers.value(for: "Location") == "/account/reset?token=REDACTED&lang=fr%2DCA")
  }

  /// The login request, with every kind of credential a request carries.
  func login(_ server: HTTPStubServer, token: String) -> URLRequest {
    var request = URLRequest(url: server.url("/oauth/token?client_id=app&access_token=\(token)"))
    request.httpMethod = "POST"
    request.setValue("Bearer bearer-5ecret-1", forHTTPHeaderField: "Authorization")
    request.setValue("session=cookie-5ecret-2", forHTTPHeaderField: "Cookie")
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data("username=ada&password=password-5ecret-4&grant_type=password".utf8)
    return request
  }
}

/// The traffic of an app that logs in with OAuth (authorization code and PKCE), reads the user
/// with its bearer token, and downloads a report from a signed storage URL.
struct OAuthFlow {
  let code = "SplxlOBeZQQYbYS6WxSbIA"
  let verifier = "M25iVXpKU3puUjFaYWg3T1NDTDQtcW1ROUY5YXlwalNoc0hhakxifmZHag"
  let clientSecret = "cs_live_9fQ2mX7pL4vR8tK1"
  let accessToken =
    "eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJhZGEiLCJzY29wZSI6InJlcG9ydHMifQ.c2lnbmF0dXJlLW9mLXRoZS1hY2Nlc3MtdG9rZW4"
  let idToken =
    "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZGEiLCJlbWFpbCI6ImFkYUBleGFtcGxlLmNvbSJ9.aWQtdG9rZW4tc2lnbmF0dXJl"
  let refreshToken = "rt_8Jk2Lm4Np6Qr8St0Uv2Wx4Yz"
  let sessionJWT =
    "eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiI3NzcifQ.c2Vzc2lvbi1zaWduYXR1cmU"
  let accessKey = "AKIAIOSFODNN7EXAMPLE"
  let signature = "fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024"

  var credentials: [String] {
    [code, verifier, clientSecret, accessToken, idToken, refreshToken, sessionJWT, accessKey, signature]
  }

  var signedPath: String {
    "/storage/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=\(accessKey)%2F20261122%2Fus-east-1%2Fs3"
      + "%2Faws4_request&X-Amz-Date=20261122T000000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host"
      + "&X-Amz-Signature=\(signature)"
  }

  /// The provider, the API and the storage, all on the loopback server.
  func stub(_ origin: HTTPDouble, base: URL) {
    let tokens = """
      {"access_token": "\(accessToken)", "id_token": "\(idToken)", "refresh_token": "\(refreshToken)",
       "token_type": "Bearer", "expires_in": 3600}
      """
    origin.stub(
      .any.method("POST").path("/oauth/token"),
      .status(
        200, headers: ["Content-Type": "application/json", "X-Session-Jwt": sessionJWT], body: Data(tokens.utf8)))
    origin.stub(.any.method("GET").path("/api/me")) { request in
      request.header("Authorization") == "Bearer \(accessToken)"
        ? .json(string: #"{"id": 42, "name": "Ada"}"#) : .status(401)
    }
    let download = base.absoluteString.dropLast() + signedPath
    origin.stub(
      .any.method("GET").path("/api/reports/42"),
      .json(string: #"{"download_url": "\#(download)", "expires_in": 900}"#))
    origin.stub(
      .any.method("GET").path("/storage/report.csv"),
      .status(
        200, headers: ["Content-Type": "text/csv", "ETag": "\"33a64df551425fcc55e4\""],
        body: Data("id,total\n1,42\n".utf8)))
  }

  /// What the app does: exchange the code, read the user, fetch the report's signed URL, download.
  func run(on session: URLSession, base: URL, code: String) async throws -> String {
    var token = URLRequest(url: base.appendingPathComponent("oauth/token"))
    token.httpMethod = "POST"
    token.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    token.httpBody = Data(
      ("grant_type=authorization_code&code=\(code)&redirect_uri=app%3A%2F%2Fcallback&client_id=app"
        + "&client_secret=\(clientSecret)&code_verifier=\(verifier)").utf8)
    let (tokenData, _) = try await session.data(for: token)
    let tokens = try JSONSerialization.jsonObject(with: tokenData) as? [String: Any]
    let bearer = tokens?["access_token"] as? String ?? ""

    var me = URLRequest(url: base.appendingPathComponent("api/me"))
    me.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization")
    let (_, meResponse) = try await session.data(for: me)
    guard (meResponse as? HTTPURLResponse)?.statusCode == 200 else { return "me: not authorized" }

    var report = URLRequest(url: base.appendingPathComponent("api/reports/42"))
    report.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization")
    let (reportData, _) = try await session.data(for: report)
    let link = (try JSONSerialization.jsonObject(with: reportData) as? [String: Any])?["download_url"] as? String
    guard let url = link.flatMap(URL.init(string:)) else { return "report: no download link" }
    let (csv, _) = try await session.data(from: url)
    return String(decoding: csv, as: UTF8.self)
  }

  /// A stream of Server-Sent Events recorded from a server keeps when each event came, from the
  /// request's start, redacted as any body; the cassette replays the events at those times on
  /// the double's clock. The server's second event leaves 0.3 s (real time) after the request
  /// reached it, so it cannot be recorded as coming earlier.
  @Test func aRecordedEventStreamKeepsWhenEachEventCame() async throws {
    let origin = HTTPDouble(name: "origin", clock: ContinuousClock())
    origin.stub(
      .get("/chat"),
      .events([
        .data(#"{"token": "Hel", "access_token": "access-5ecret-6"}"#), .wait(.milliseconds(300)),
        .data(#"{"token": "lo"}"#), .data("[DONE]"),
      ]))
    let server = try await HTTPStubServer.start(answering: origin)
    let file = TestScratch.file("stream.har")
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all, secrets: ["access-5ecret-6"]))
    let (recorded, _) = try await recorder.session.data(from: server.url("/chat"))
    #expect(recorder.finish())
    await server.stop()

    #expect(String(decoding: recorded, as: UTF8.self).hasSuffix("data: [DONE]\n\n"))
    let content = try #require(try HARFile.read(from: file).log.entries.first).response.content
    let times = try #require(content.eventTimes)
    #expect(times.count == 3)
    #expect(times == times.sorted())
    #expect(times[1] >= 0.3)
    let written = try #require(content.text)
    #expect(!written.contains("access-5ecret-6"))

    let clock = ManualClock()
    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none), clock: clock)
    let reader = StreamReader()
    let session = URLSession(configuration: replayer.makeConfiguration(), delegate: reader, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    session.dataTask(with: server.url("/chat")).resume()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(times[0]))
    let read = await reader.readEvents(movingTheClockWith: { await clock.advance(by: .seconds(times[2])) })

    #expect(!read.clockMovedFirst, "the first event came only when the clock moved on")
    #expect(read.first.hasPrefix(#"data: {"access_token":"#))
    #expect(read.all == written)
    #expect(replayer.unmatchedRequests.isEmpty)
  }
}
