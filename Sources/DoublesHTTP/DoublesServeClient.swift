import Doubles
import DoublesHAR
import DoublesHTTPCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `doubles-serve` process, driven from a test through its admin API: a UI test stubs what the
/// app it launches will get, and verifies what the app sent, the way it would with an
/// ``HTTPDouble``. Each failure (a stub the server refuses, a verification that does not hold, a
/// server that does not answer) fails the test at the line of the call.
///
/// ```swift
/// let backend = DoublesServeClient(URL(string: "http://127.0.0.1:8080")!)
/// await backend.reset()
/// await backend.stub(.get("/v1/books/9780441013593"), .json(string: #"{"title": "Dune"}"#))
/// app.launch()  // pointed at http://127.0.0.1:8080
/// // …
/// await backend.verifyEventually(.get("/v1/books/9780441013593"))
/// ```
///
/// A stub is sent as a stub file writes it: it matches the method, the path (exact, a
/// template, a prefix), query items, headers and the body (exact, a part, or JSON), and answers
/// with a status, headers and a body, or a socket fault, after a delay. The scheme, host and port
/// of a pattern's URL are not sent: the server stands in for one service. A verification reads
/// the requests the server received since its last reset, and matches them here, with every
/// condition a pattern may hold.
///
/// Test runners that share one server (a sharded UI-test run) each name a session: its stubs,
/// requests and scenarios are its own. The app under a session's test uses ``baseURL``, the
/// session's path on the server.
public struct DoublesServeClient: Sendable {
  /// The server: `http://127.0.0.1:8080`.
  public let url: URL
  /// The session this client's stubs, verifications and resets are for; `nil` for the server's
  /// own, which every request without a session reaches.
  public let sessionKey: String?
  private let session: URLSession

  /// A client of the server at `url`, for the session `sessionKey` when given, through `session`.
  public init(_ url: URL, sessionKey: String? = nil, session: URLSession = .shared) {
    self.url = url
    self.sessionKey = sessionKey
    self.session = session
  }

  /// The address the app under test uses: the server's, or with a session,
  /// `http://127.0.0.1:8080/__doubles/sessions/<key>`, whose requests the session's stubs answer
  /// as if they had come to the server's root.
  public var baseURL: URL {
    guard let sessionKey else { return url }
    return url.appendingPathComponent("__doubles").appendingPathComponent("sessions").appendingPathComponent(sessionKey)
  }

  // MARK: - Stubs

  /// Stubs `pattern` with `response`, answered `times` times (for good when `nil`), tried before
  /// every stub the server had. Returns whether the server took it.
  @discardableResult
  public func stub(
    _ pattern: RequestPattern, _ response: StubbedResponse, times: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    switch RemoteStub.entry(pattern, response, times: times) {
    case .failure(let error):
      FailureReporter.report("\(error); nothing was stubbed.", at: site)
      return false
    case .success(let entry):
      return await send("POST", "stubs", body: JSONValue.object(["stubs": .array([entry])]).text, at: site) != nil
    }
  }

  /// Adds the stubs of `stubFile`, written as a stub file (`stubs:` in YAML or JSON). Returns
  /// whether the server took them.
  @discardableResult
  public func stub(
    file stubFile: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await send(
      "POST", "stubs", body: stubFile, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      != nil
  }

  /// Removes the stubs added through this API; those of the server's files stay.
  public func removeStubs(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    _ = await send("DELETE", "stubs", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Removes the stubs added through this API, starts the list of requests again and puts every
  /// scenario back in its first state: what a test calls first.
  public func reset(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    _ = await send("POST", "reset", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Moves the scenario `name` to `state`.
  public func setState(
    ofScenario name: String, to state: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let path = "scenarios/" + (name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)
    _ = await send(
      "PUT", path, body: JSONValue.object(["state": .string(state)]).text,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: - Verification

  /// The requests the server received since its last reset, oldest first.
  public func requests(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> [RecordedRequest] {
    await received(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))?.map(\.request) ?? []
  }

  /// Checks that `times` requests the server received match `pattern`; fails the test otherwise,
  /// listing what it received.
  @discardableResult
  public func verify(
    _ pattern: RequestPattern, _ times: Times = .once,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let received = await received(at: site) else { return false }
    let matching = received.filter { pattern.matches($0.request) }
    guard !times.accepts(matching.count) else { return true }
    FailureReporter.report(
      HTTPMessages.countMismatch(pattern, expected: times, matching: matching, journal: received, doubleName: name),
      at: site)
    return false
  }

  /// Waits until `times` requests the server received match `pattern`, asking it every 50 ms,
  /// for at most `timeout`: an app sends its requests in its own time. Fails the test as
  /// ``verify(_:_:fileID:filePath:line:column:)`` does when they do not come in time.
  @discardableResult
  public func verifyEventually(
    _ pattern: RequestPattern, _ times: Times = .atLeastOnce, timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let deadline = ContinuousClock.now + timeout
    while true {
      guard let received = await received(at: site) else { return false }
      let matching = received.filter { pattern.matches($0.request) }
      if times.accepts(matching.count) { return true }
      // More may come while fewer than the maximum have; past it, no later request helps.
      if ContinuousClock.now >= deadline || (times.maximum.map { matching.count > $0 } ?? false) {
        FailureReporter.report(
          "After \(timeout): "
            + HTTPMessages.countMismatch(
              pattern, expected: times, matching: matching, journal: received, doubleName: name),
          at: site)
        return false
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  // MARK: - The admin API

  /// The server as messages name it.
  private var name: String { "doubles-serve at \(url.absoluteString)" }

  /// A request the server received, as its admin API lists it.
  private struct Received: CustomStringConvertible {
    let request: RecordedRequest
    let description: String
  }

  private func received(at site: CallSite) async -> [Received]? {
    guard let data = await send("GET", "requests", at: site) else { return nil }
    guard let list = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["requests"] as? [[String: Any]]
    else {
      FailureReporter.report(
        "\(name) answered GET \(Self.root)/requests with what is not its list of requests.", at: site)
      return nil
    }
    return list.compactMap { item in
      guard let method = item["method"] as? String, let text = item["url"] as? String, let url = URL(string: text)
      else { return nil }
      let headers = (item["headers"] as? [[String: String]] ?? []).compactMap { header in
        header["name"].map { HTTPHeader($0, header["value"] ?? "") }
      }
      let body =
        (item["body"] as? String).map { Data($0.utf8) }
        ?? (item["bodyBase64"] as? String).flatMap { Data(base64Encoded: $0) } ?? Data()
      let number = (item["number"] as? NSNumber)?.intValue ?? 0
      let stub = (item["stub"] as? String).map { " by \($0)" } ?? ""
      return Received(
        request: RecordedRequest(method: method, url: url, headers: headers, body: body),
        description: "\(number). \(method) \(text) -> \(item["outcome"] as? String ?? "?")\(stub)")
    }
  }

  private static let root = "/__doubles/v1"

  /// Sends `method` to the endpoint `path` of the admin API; returns the answer's body, or `nil`
  /// after failing the test with why there is none.
  private func send(_ method: String, _ path: String, body: String? = nil, at site: CallSite) async -> Data? {
    let endpoint = url.appendingPathComponent(String(Self.root.dropFirst())).appendingPathComponent(path)
    var request = URLRequest(url: endpoint)
    request.httpMethod = method
    if let sessionKey { request.setValue(sessionKey, forHTTPHeaderField: "X-Doubles-Session") }
    request.httpBody = body.map { Data($0.utf8) }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      FailureReporter.report(
        "\(name) did not answer \(method) \(Self.root)/\(path): \(HTTPMessages.describe(error)). Is it running? "
          + "Start it with `doubles-serve --port \(url.port ?? 8080)`, before the test.",
        at: site)
      return nil
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      let detail =
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["detail"] as? String
        ?? String(decoding: data, as: UTF8.self)
      FailureReporter.report("\(name) refused \(method) \(Self.root)/\(path) (\(status)): \(detail)", at: site)
      return nil
    }
    return data
  }
}
