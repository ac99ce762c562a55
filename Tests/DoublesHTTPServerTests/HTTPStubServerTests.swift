import DoublesHTTP
import DoublesHTTPServer
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loopback server, used the way URLProtocol cannot be on Linux: real sockets, so
/// downloads, upload tasks, redirects and broken connections all work.
@Suite struct HTTPStubServerTests {
  /// A client with no custom protocol: it talks to the server over TCP like any HTTP client.
  let client = URLSession(configuration: .patient)

  @Test func answersARealHTTPClientAndJournalsTheRequest() async throws {
    let http = HTTPDouble()
    http.stub(.any.method("GET").path("/hello").query("name", "ada"), .text("hi ada", headers: ["X-Trace": "1"]))

    try await withServer(http) { server in
      let (data, response) = try await client.data(from: server.url("/hello?name=ada"))

      let status = (response as? HTTPURLResponse)?.statusCode
      #expect(status == 200)
      #expect(String(decoding: data, as: UTF8.self) == "hi ada")
      #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Trace") == "1")
      #expect(http.requests.map(\.description) == ["GET http://127.0.0.1:\(server.port)/hello?name=ada"])
    }
  }

  @Test func servesDownloadsWhichURLProtocolCannotOnLinux() async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/report.csv"), .text("a,b\n1,2\n", headers: ["Content-Type": "text/csv"]))

    try await withServer(http) { server in
      let (file, _) = try await client.download(from: server.url("/report.csv"))
      defer { try? FileManager.default.removeItem(at: file) }

      #expect(try String(contentsOf: file, encoding: .utf8) == "a,b\n1,2\n")
    }
  }

  @Test func seesUploadTaskBodiesWhichURLProtocolCannotOnLinux() async throws {
    let http = HTTPDouble()
    http.stub(.any.method("PUT").path("/upload").body("payload"), .status(201))

    try await withServer(http) { server in
      var request = URLRequest(url: server.url("/upload"))
      request.httpMethod = "PUT"
      let (_, response) = try await client.upload(for: request, from: Data("payload".utf8))

      #expect((response as? HTTPURLResponse)?.statusCode == 201)
      #expect(http.requests.first?.bodyText == "payload")
    }
  }

  @Test func sendsRealRedirectsForTheClientToFollow() async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/old"), .redirect(to: "/new", status: 301))
    http.stub(.any.path("/new"), .text("moved here"))

    try await withServer(http) { server in
      let (data, response) = try await client.data(from: server.url("/old"))

      #expect(String(decoding: data, as: UTF8.self) == "moved here")
      #expect(response.url == server.url("/new"))
      #expect(http.journal.map(\.outcome) == [.responded(status: 301), .responded(status: 200)])
    }
  }

  /// What libcurl, under URLSession on Linux, reports for each fault.
  @Test(arguments: [
    (SocketFault.connectionReset, "Recv failure: Connection reset by peer"),
    (.emptyResponse, "Empty reply from server"),
    (.malformedChunk, "Illegal or missing hexadecimal sequence in chunked-encoding"),
  ])
  func breaksTheConnectionAsTheStubAsks(fault: SocketFault, clientSees: String) async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/flaky"), .fault(fault))

    try await withServer(http) { server in
      let error = await #expect(throws: URLError.self) { _ = try await client.data(from: server.url("/flaky")) }

      #if canImport(FoundationNetworking)
        // libcurl's words; Apple's URLSession words each fault its own way.
        #expect(error?.localizedDescription == clientSees)
      #else
        _ = error
      #endif
      #expect(http.journal.map(\.outcome) == [.fault(fault)])
    }
  }

  @Test func aFaultThroughTheSessionIsTheErrorAClientWouldSee() async throws {
    let http = HTTPDouble()
    http.stub(.get("https://example.com/flaky"), .fault(.connectionReset))

    let error = await #expect(throws: URLError.self) {
      _ = try await http.session.data(from: URL(string: "https://example.com/flaky")!)
    }

    #expect(error?.code == .networkConnectionLost)
  }

  @Test func dribblesABodyInPieces() async throws {
    let http = HTTPDouble()
    http.stub(.any.path("/slow"), .text(String(repeating: "x", count: 1_000)).dribbled(100, every: .milliseconds(5)))

    try await withServer(http) { server in
      let (data, _) = try await client.data(from: server.url("/slow"))

      #expect(data.count == 1_000)
    }
  }

  /// A stream of events through a real socket: each event reaches the client when the waits
  /// before it have passed on the double's manual clock, which the test moves; no time passes.
  @Test func streamsEventsOneByOneAsTheClockMovesOn() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.any.path("/chat"), .events([.data("one"), .wait(.seconds(1)), .data("two")]))

    try await withServer(http) { server in
      let reader = StreamReader()
      let session = URLSession(configuration: .patient, delegate: reader, delegateQueue: nil)
      defer { session.finishTasksAndInvalidate() }
      session.dataTask(with: server.url("/chat")).resume()
      await clock.waitForSleepers()
      let read = await reader.readEvents(movingTheClockWith: { await clock.advance(by: .seconds(1)) })

      #expect(!read.clockMovedFirst, "the first event came only when the clock moved on")
      #expect(read.first == "data: one\n\n")
      #expect(read.all == "data: one\n\ndata: two\n\n")
    }
  }

  @Test func anUnmatchedRequestGetsTheReportAndFailsTheTest() async throws {
    let http = HTTPDouble(name: "loopback")
    http.stub(.any.path("/known"), .status(200))

    // The server's tasks inherit the test's context from where it starts: here, the capture.
    let failures = await withCapturedFailures {
      try? await withServer(http) { server in
        let (data, response) = try await client.data(from: server.url("/unknown"))
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("loopback has no stub for GET http://127.0.0.1:"))
      }
    }

    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("1. stub #1") == true)
  }
}
