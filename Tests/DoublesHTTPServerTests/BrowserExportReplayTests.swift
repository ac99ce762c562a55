import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A cassette a browser exported (over HTTP/2, as Chrome writes it) replays as the server
/// answered: each recorded header in its order, repeated ones each, without what described the
/// transfer, the connection or HTTP/2's framing; and no header a stub gives breaks the response
/// the loopback server writes.
@Suite struct BrowserExportReplayTests {
  /// The shape of a Chrome export: lowercase names, pseudo-headers, a repeated `set-cookie`, a
  /// decoded body beside the `content-encoding` it came with, and the fields only Chrome writes.
  static let export = #"""
    {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}, "pages": [],
      "entries": [{
        "_resourceType": "fetch", "_priority": "High", "cache": {}, "pageref": "page_1",
        "startedDateTime": "2026-11-20T10:00:00.000Z", "time": 176.9,
        "request": {"method": "GET", "url": "https://api.example.com/v1/session", "httpVersion": "http/2.0",
          "headers": [{"name": ":authority", "value": "api.example.com"}, {"name": ":method", "value": "GET"},
            {"name": ":path", "value": "/v1/session"}, {"name": ":scheme", "value": "https"},
            {"name": "accept", "value": "application/json"}],
          "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
        "response": {"status": 200, "statusText": "", "httpVersion": "http/2.0",
          "headers": [{"name": ":status", "value": "200"}, {"name": "content-encoding", "value": "br"},
            {"name": "content-type", "value": "application/json"}, {"name": "set-cookie", "value": "a=1; Path=/"},
            {"name": "vary", "value": "Accept-Encoding"}, {"name": "set-cookie", "value": "b=2; Path=/"},
            {"name": "keep-alive", "value": "timeout=5"}, {"name": "link", "value": "</v1/me>; rel=\"me\""}],
          "cookies": [], "content": {"size": 11, "mimeType": "application/json", "compression": 3,
            "text": "{\"ok\":true}"},
          "redirectURL": "", "headersSize": -1, "bodySize": 8, "_transferSize": 120, "_error": null},
        "serverIPAddress": "203.0.113.7", "connection": "443",
        "timings": {"blocked": 3.1, "dns": -1, "ssl": -1, "connect": -1, "send": 0.5, "wait": 172.2, "receive": 0.9}
      }, {
        "_resourceType": "fetch", "cache": {}, "pageref": "page_1",
        "startedDateTime": "2026-11-20T10:00:01.000Z", "time": 3.2,
        "request": {"method": "GET", "url": "https://api.example.com/v1/feed", "httpVersion": "",
          "headers": [], "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
        "response": {"status": 0, "statusText": "", "httpVersion": "", "headers": [], "cookies": [],
          "content": {"size": 0, "mimeType": "x-unknown"}, "redirectURL": "", "headersSize": -1, "bodySize": -1,
          "_transferSize": 0, "_error": "net::ERR_CONNECTION_RESET"},
        "serverIPAddress": "", "timings": {"blocked": -1, "dns": -1, "ssl": -1, "connect": -1, "send": 0, "wait": 0,
          "receive": 0}
      }, {
        "startedDateTime": "2026-11-20T10:00:02.000Z", "time": 20.4,
        "request": {"method": "DELETE", "url": "https://api.example.com/v1/session", "httpVersion": "http/2.0",
          "headers": [], "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
        "response": {"status": 204, "statusText": "", "httpVersion": "http/2.0",
          "headers": [{"name": ":status", "value": "204"}], "cookies": [],
          "content": {"size": 0, "mimeType": "x-unknown"}, "redirectURL": "", "headersSize": -1, "bodySize": 0},
        "cache": {}, "timings": {"send": 0, "wait": 20, "receive": 0}
      }, {
        "startedDateTime": "2026-11-20T10:00:03.000Z", "time": 1.1,
        "request": {"method": "GET", "url": "https://ads.example.net/pixel", "httpVersion": "",
          "headers": [], "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
        "response": {"status": 0, "statusText": "", "httpVersion": "", "headers": [], "cookies": [],
          "content": {"size": 0, "mimeType": "x-unknown"}, "redirectURL": "", "headersSize": -1, "bodySize": -1,
          "_error": "net::ERR_BLOCKED_BY_CLIENT"},
        "cache": {}, "timings": {"send": 0, "wait": 0, "receive": 0}
      }]}}
    """#

  static func cassette() throws -> Cassette {
    let file = try makeTemporaryFolder("browser-export").appendingPathComponent("export.har")
    try Data(export.utf8).write(to: file)
    return Cassette(file, mode: .none)
  }

  @Test func theDoubleAnswersWithEachRecordedHeaderInItsOrder() throws {
    let http = try HTTPDouble(cassette: Self.cassette())
    // The request an ad blocker stopped is not replayed: the app never saw it fail that way.
    #expect(http.stubs.count == 3)
    let request = RecordedRequest(
      method: "GET", url: try #require(URL(string: "https://api.example.com/v1/session")), headers: [], body: Data())
    guard case .answered(.reply(let reply)) = http.firstStep(for: request) else {
      Issue.record("the recorded exchange did not answer")
      return
    }
    #expect(
      reply.headers.map(\.description) == [
        "content-type: application/json", "set-cookie: a=1; Path=/", "vary: Accept-Encoding",
        "set-cookie: b=2; Path=/", #"link: </v1/me>; rel="me""#,
      ])
    #expect(String(decoding: reply.body, as: UTF8.self) == #"{"ok":true}"#)

    // No body, and no `Content-Type: x-unknown`, which is how Chrome types what has none.
    let delete = RecordedRequest(method: "DELETE", url: request.url, headers: [], body: Data())
    guard case .answered(.reply(let deleted)) = http.firstStep(for: delete) else {
      Issue.record("the recorded DELETE did not answer")
      return
    }
    #expect(deleted.status == 204 && deleted.headers.isEmpty && deleted.body.isEmpty)
  }

  /// Chrome lists a request that got no answer with status 0 and its `_error`.
  @Test func aRequestThatGotNoAnswerFailsAsItDid() async throws {
    let http = try HTTPDouble(cassette: Self.cassette())
    let request = RecordedRequest(
      method: "GET", url: try #require(URL(string: "https://api.example.com/v1/feed")), headers: [], body: Data())
    guard case .failure(let error) = await http.handle(request, timeout: .seconds(60)) else {
      Issue.record("the recorded failure was answered")
      return
    }
    #expect((error as? URLError)?.code == .networkConnectionLost)
  }

  @Test func theServerSendsEachRecordedHeader() async throws {
    let http = try HTTPDouble(cassette: Self.cassette())
    try await withServer(http, origin: URL(string: "https://api.example.com")) { server in
      let (data, response) = try await URLSession(configuration: .patient).data(from: server.url("/v1/session"))
      let fields = try #require(response as? HTTPURLResponse)
      #expect(fields.statusCode == 200)
      #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
      let headers = fields.allHeaderFields as? [String: String] ?? [:]
      let cookies = HTTPCookie.cookies(withResponseHeaderFields: headers, for: server.url("/"))
      #expect(cookies.map(\.name) == ["a", "b"])
      #expect(fields.value(forHTTPHeaderField: "Content-Encoding") == nil)
      #expect(fields.value(forHTTPHeaderField: "Keep-Alive") == nil)

      // What got no response fails again; how the client names it differs from platform to platform.
      await #expect(throws: (any Error).self) {
        _ = try await URLSession(configuration: .patient).data(from: server.url("/v1/feed"))
      }
    }
  }

  @Test func aHeaderNoResponseCanCarryIsLeftOutAndNoneStartsAnother() async throws {
    let http = HTTPDouble()
    http.stub(
      .any.path("/h"),
      .text(
        "ok",
        headers: [
          ":status": "200", "Bad Name": "x", "X-Note": " one\r\nX-Injected: yes\u{7}", "X-Blank": "\r\n", "X-Kept": "1",
        ]))
    try await withServer(http) { server in
      let (data, response) = try await URLSession(configuration: .patient).data(from: server.url("/h"))
      let fields = try #require(response as? HTTPURLResponse)
      #expect(fields.statusCode == 200)
      #expect(String(decoding: data, as: UTF8.self) == "ok")
      #expect(fields.value(forHTTPHeaderField: "X-Injected") == nil)
      #expect(fields.value(forHTTPHeaderField: "X-Note") == "one  X-Injected: yes")
      #expect(fields.value(forHTTPHeaderField: "X-Kept") == "1")
    }
  }
}
