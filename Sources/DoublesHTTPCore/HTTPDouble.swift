import Doubles
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A network double: stubs, a journal of requests and verification for code that talks HTTP.
///
/// Each double owns its stubs and journal and hands out its own `URLSession`, wired to a
/// `URLProtocol` class of its own, so tests running in parallel never see each other's stubs.
/// Nothing reaches the network: a request no stub matches fails at once, and the test fails with
/// a report of the stubs that nearly matched.
/// ```swift
/// let http = HTTPDouble()
/// http.stub(.get("https://example.com/user/42"), try .json(User(id: 42, name: "Ada")))
/// let service = UserService(session: http.session)
/// let user = try await service.user(id: 42)
/// http.verify(.get("https://example.com/user/42"), .once)
/// ```
public final class HTTPDouble: Sendable, CustomStringConvertible {
  /// The state every scenario starts in.
  public static let startedState = "Started"
  /// How many redirects the double follows before it fails the request.
  public static let maximumRedirects = 10

  /// The name used in failure messages.
  public let name: String
  /// Where the double was created; unmatched requests are reported there.
  public let site: CallSite
  /// The clock on which delays and timeouts are measured.
  public let clock: any Clock<Duration>
  /// Where the double's failures go: the test that created it.
  let failures = FailureRoute()
  let storage = Locked(State())
  let passThroughHosts: Set<String>
  let upstream: (any HTTPTransport)?
  let recording: CassetteRecording?
  private let registration: ProtocolRegistration
  /// The `URLSession` wired to this double; inject it into the code under test.
  public let session: URLSession

  /// Creates a network double.
  ///
  /// - Parameters:
  ///   - name: the name failure messages use.
  ///   - clock: where delays and timeouts are measured; the default `InstantClock` makes
  ///     them take no real time, `ManualClock` lets the test move time, `ContinuousClock()`
  ///     makes them real.
  ///   - passThroughHosts: hosts whose unmatched requests go to the real network instead of
  ///     failing. Empty by default: nothing leaves the process unless you ask.
  ///   - upstream: where pass-through requests go; the real network through an ephemeral
  ///     `URLSession` by default.
  ///   - fileID: the file of the line that creates the double, where its failures are reported;
  ///     leave it to its default, as `filePath`, `line` and `column`.
  ///   - filePath: the path of that file.
  ///   - line: the line.
  ///   - column: the column.
  public convenience init(
    name: String = "HTTPDouble",
    clock: any Clock<Duration> = InstantClock(),
    passThroughHosts: Set<String> = [],
    upstream: (any HTTPTransport)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name: name, clock: clock, passThroughHosts: passThroughHosts, upstream: upstream, recording: nil,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  init(
    name: String,
    clock: any Clock<Duration>,
    passThroughHosts: Set<String>,
    upstream: (any HTTPTransport)?,
    recording: CassetteRecording?,
    site: CallSite
  ) {
    self.name = name
    self.site = site
    self.clock = clock
    self.passThroughHosts = Set(passThroughHosts.map { $0.lowercased() })
    self.upstream = upstream
    self.recording = recording
    self.registration = ProtocolRegistration()
    self.session = URLSession(configuration: registration.configuration())
    registration.attach(self)
  }

  // The session is not invalidated when the double goes: the code under test may still hold it,
  // and corelibs stops the process when an invalidated session is asked for a task. Its requests
  // fail with `URLError(.cancelled)` instead, since its protocol class no longer finds this
  // double.

  /// A configuration whose sessions answer from this double, for code that builds its own
  /// `URLSession` (with a delegate, say).
  public func makeConfiguration() -> URLSessionConfiguration {
    registration.configuration()
  }

  /// `HTTPDouble "name" (File.swift:12)`.
  public var description: String { "\(name) (\(site))" }

  // MARK: Stubbing

  /// Answers requests that match `pattern` with `response`, `times` times (for ever when `nil`).
  ///
  /// When several stubs match, the one added last answers, so a test can override a stub from
  /// its set-up. A stub that is used up, or waits for another scenario state, is skipped.
  @discardableResult
  public func stub(
    _ pattern: RequestPattern,
    _ response: StubbedResponse,
    times: Int? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> HTTPStub {
    addStub(
      pattern, response, times: times, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Registers a stub under the next number: what ``stub(_:_:times:fileID:filePath:line:column:)``
  /// and the replay of a cassette both do.
  @discardableResult
  func addStub(_ pattern: RequestPattern, _ response: StubbedResponse, times: Int?, site: CallSite) -> HTTPStub {
    let stub = newStub(pattern, response, times: times, site: site)
    add([stub])
    return stub
  }

  /// A stub under the next number that answers nothing until ``add(_:)`` or
  /// ``replaceStubs(numbered:with:replaying:)`` puts it in: a stub whose answers and scenario are
  /// all set before any request can meet it.
  package func newStub(_ pattern: RequestPattern, _ response: StubbedResponse, times: Int?, site: CallSite)
    -> HTTPStub
  {
    storage.withLock { state in
      defer { state.nextStubNumber += 1 }
      return HTTPStub(number: state.nextStubNumber, pattern: pattern, response: response, times: times, site: site)
    }
  }

  /// Adds a stub of last resort: it answers a request only when no other stub does, whenever
  /// either was added.
  package func addLastResortStub(_ pattern: RequestPattern, _ response: StubbedResponse, site: CallSite) {
    let stub = newStub(pattern, response, times: nil, site: site)
    storage.withLock { $0.lastResortStubs.append(stub) }
  }

  /// Answers requests that match `pattern` with a response computed from each request.
  @discardableResult
  public func stub(
    _ pattern: RequestPattern,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    respond: @escaping @Sendable (RecordedRequest) async throws -> StubbedResponse
  ) -> HTTPStub {
    stub(pattern, .respond(respond), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Removes every stub, the journal and the scenario states (a contract's checks stay).
  public func reset() {
    storage.withLock { state in
      let (waiters, checks, limit) = (state.waiters, state.exchangeChecks, state.journalLimit)
      state = State()
      // A contract outlives a reset: it is the API's, not the test's.
      (state.waiters, state.exchangeChecks, state.journalLimit) = (waiters, checks, limit)
    }
  }

  /// The state the scenario `name` is in.
  public func state(ofScenario name: String) -> String {
    storage.withLock { $0.scenarios[name] ?? Self.startedState }
  }

  /// Moves the scenario `name` to `state`.
  public func setState(ofScenario name: String, to state: String) {
    storage.withLock { $0.scenarios[name] = state }
  }

  // MARK: Journal

  /// Every request the double received, in order, with what became of it.
  public var journal: [JournalEntry] { storage.withLock { $0.journal } }

  /// Every request the double received, in order.
  public var requests: [RecordedRequest] { journal.map(\.request) }

  /// The requests that match `pattern`, in order.
  public func requests(matching pattern: RequestPattern) -> [RecordedRequest] {
    requests.filter(pattern.matches)
  }

  /// The requests no stub matched.
  public var unmatchedRequests: [RecordedRequest] {
    journal.filter { $0.outcome == .unmatched }.map(\.request)
  }

  /// The stubs, in the order they were added.
  public var stubs: [HTTPStub] { storage.withLock { $0.stubs } }

  /// Reports a failure of this double to the test that created it.
  ///
  /// URLSession answers on its own threads, where Swift Testing cannot tell which test is
  /// running; `failures` carries what is found there to the test that created the double.
  package func report(_ message: String, at site: CallSite) {
    failures.report(message, at: site)
  }
}

extension HTTPDouble {
  /// What the double knows, guarded by its lock: requests arrive on any thread.
  struct State {
    var stubs: [HTTPStub] = [] {
      didSet { stubIndex = nil }
    }
    /// The stubs by path, made when a request needs it after they changed.
    var stubIndex: StubIndex?
    /// Stubs that answer only what no other stub does (an API document's examples, behind a
    /// server's cassettes), which replacing the stubs keeps.
    var lastResortStubs: [HTTPStub] = []
    var journal: [JournalEntry] = []
    /// How many of the oldest entries the journal no longer holds, past its limit.
    var journalDropped = 0
    /// How many entries the journal keeps at least, when it does not keep them all.
    var journalLimit: Int?
    var scenarios: [String: String] = [:]
    var nextStubNumber = 1
    var waiters = Waiters()
    var exchangeChecks: [any HTTPExchangeCheck] = []
    var webSocketJournal: [WebSocketJournalEntry] = []
    var webSocketConnections = 0
  }
}
