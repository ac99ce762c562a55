import Doubles
import DoublesHAR
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPDouble {
  /// Creates a double that replays `cassette` and, when its mode allows, records the requests
  /// it lacks from the network (or from `upstream`) into it; ``finish(requireAllStubsUsed:fileID:filePath:line:column:)``
  /// writes the file.
  ///
  /// - Throws: ``DoublesHTTPError/malformedCassette(file:problem:)`` when the file exists but is
  ///   not a HAR file, naming the place in it; ``DoublesHTTPError/expiredCassette(file:recorded:age:maxAge:)``
  ///   when it is older than the cassette's `maxAge` and its mode does not allow recording.
  public convenience init(
    cassette: Cassette,
    name: String = "HTTPDouble",
    clock: any Clock<Duration> = InstantClock(),
    upstream: (any HTTPTransport)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let exists = FileManager.default.fileExists(atPath: cassette.fileURL.path)
    var existing: [HARFile.Entry] = []
    if exists, cassette.mode != .all {
      do {
        existing = try HARFile.read(from: cassette.fileURL).log.entries
      } catch {
        throw DoublesHTTPError.malformedCassette(file: error.file, problem: error.problem)
      }
    }
    var records: Bool
    switch cassette.mode {
    case .none: records = false
    case .once: records = !exists
    case .newEpisodes, .all: records = true
    }
    if let maxAge = cassette.maxAge, let age = CassetteAge(existing), age.age > maxAge {
      // An expired recording is not replayed: recorded anew where the mode allows, else a failure.
      guard cassette.mode != .none else {
        throw DoublesHTTPError.expiredCassette(
          file: cassette.fileURL.path, recorded: age.recorded, age: age.age, maxAge: maxAge)
      }
      existing = []
      records = true
    }
    // Each hop of a redirect is recorded: a double upstream answers with its redirects.
    var upstream = upstream
    if var transport = upstream as? HTTPDoubleTransport {
      transport.followsRedirects = false
      upstream = transport
    }
    self.init(
      name: name, clock: clock, passThroughHosts: [], upstream: upstream,
      recording: CassetteRecording(cassette: cassette, entries: existing, records: records),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    addReplayStubs(existing, of: cassette, filePath: filePath)
  }

  /// A double that replays the entries of `files` as one cassette, the first entry tried first,
  /// as `cassette` says (its redaction's placeholder, the parts it ignores, its time scale), each
  /// stub named after the file of its entry; it never records and reads no file. What
  /// `doubles-serve` makes for each session from the cassettes it read once.
  package convenience init(
    replaying files: [ReplayedFile], as cassette: Cassette, name: String, clock: any Clock<Duration>,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      name: name, clock: clock, passThroughHosts: [], upstream: nil,
      recording: CassetteRecording(cassette: cassette, files: files, records: false),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    add(replayStubs(of: files, as: cassette))
  }

  /// The stubs that replay the entries of `files`, the first entry tried first, numbered but
  /// answering nothing until ``add(_:)`` or ``replaceStubs(numbered:with:replaying:)`` puts them
  /// in; oldest first. An entry that holds no answer to replay (a request the browser gave up,
  /// ``HAREntryBuilder/isReplayable(_:)``) has none.
  package func replayStubs(of files: [ReplayedFile], as cassette: Cassette, filePath: StaticString = #filePath)
    -> [HTTPStub]
  {
    let replayed = files.flatMap { file in
      file.entries.filter(HAREntryBuilder.isReplayable).map { entry in
        (entry: entry, site: CallSite(fileID: file.name, filePath: filePath, line: 0, column: 0))
      }
    }
    let stubs = Self.replayStubs(
      replayed.map(\.entry), placeholder: cassette.redaction.placeholder, ignoring: cassette.ignoring,
      timeScale: cassette.timeScale)
    return zip(stubs, replayed).reversed().map { stub, replayed in
      let (pattern, response, times) = stub
      return newStub(pattern, response, times: times, site: replayed.site)
    }
  }

  /// Puts `stubs`, made by this double and not yet answering, in as the newest, tried first.
  package func add(_ stubs: [HTTPStub]) {
    storage.withLock { $0.stubs += stubs }
  }

  /// Replaces the stubs numbered `old` with `fresh` in one step, so that a request meanwhile meets
  /// the old ones or the new, never neither: `fresh` goes before every stub left (tried after
  /// them), oldest first. `files`, when given, are what the double's cassette replays now. What
  /// `doubles-serve` does when a file changes: the stubs its admin API added stay, tried first.
  /// The journal and the scenarios' states stay.
  package func replaceStubs(numbered old: Set<Int>, with fresh: [HTTPStub], replaying files: [ReplayedFile]?) {
    storage.withLock { state in state.stubs = fresh + state.stubs.filter { !old.contains($0.number) } }
    if let files { recording?.reloaded(files) }
  }

  /// Removes the stubs whose numbers are `numbers`; returns how many there were.
  @discardableResult
  package func removeStubs(numbered numbers: Set<Int>) -> Int {
    storage.withLock { state in
      let before = state.stubs.count
      state.stubs.removeAll { numbers.contains($0.number) }
      return before - state.stubs.count
    }
  }

  /// Puts every scenario back in its first state.
  package func resetScenarios() {
    storage.withLock { $0.scenarios.removeAll() }
  }

  /// Adds a stub for each of `entries`, named after `cassette`'s file, the first entry tried first.
  private func addReplayStubs(_ entries: [HARFile.Entry], of cassette: Cassette, filePath: StaticString) {
    let file = ReplayedFile(name: cassette.fileURL.lastPathComponent, entries: entries)
    add(replayStubs(of: [file], as: cassette, filePath: filePath))
  }

  /// The transport an unmatched request may go to: pass-through hosts and recording cassettes
  /// reach the network (or the injected upstream); everything else fails closed.
  func upstreamTransport(for request: RecordedRequest) -> (any HTTPTransport)? {
    let host = request.target.host
    guard passThroughHosts.contains(host) || recording?.records == true else { return nil }
    return upstream ?? NetworkTransport.shared
  }

  /// Records what the network answered, when a cassette is recording; `arrivals`, when each
  /// piece of the body came, keeps a stream's timing.
  func didPassThrough(_ request: RecordedRequest, _ reply: HTTPReply, arrivals: [BodyArrival] = []) {
    guard let recording, recording.records else { return }
    let (entry, findings) = HAREntryBuilder.entry(
      request, reply, arrivals: arrivals, redaction: recording.cassette.redaction)
    recording.append(entry, findings: findings)
  }

  /// Runs the end-of-test checks: writes the cassette when it recorded something new (failing
  /// the test when it cannot, or when it would contain a secret) and, when asked, verifies that
  /// every stub was used. The Swift Testing trait and the XCTest helper call it for you.
  ///
  /// - Returns: whether the double reported no failure in its life, these checks included.
  @discardableResult
  public func finish(
    requireAllStubsUsed: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    do {
      try writeCassette()
    } catch {
      report("\(error)", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    if requireAllStubsUsed {
      verifyAllStubsUsed(fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return failures.reportedCount == 0
  }

  /// What the cassette redacted in the entries this double recorded: which entry, where, and
  /// by which rule. ``finish(requireAllStubsUsed:fileID:filePath:line:column:)`` also prints a
  /// one-line summary when it writes the file.
  public var redactions: [RedactionFinding] { recording?.findings.filter { !$0.isKept } ?? [] }

  /// The values the cassette wrote as they are although they look like credentials (long and
  /// random, under names no rule redacts), with their entry and place: review them before
  /// committing the cassette. The summary lists them too, and ``Cassette/refusesKeptValues``
  /// refuses to write them.
  public var keptValues: [RedactionFinding] { recording?.findings.filter(\.isKept) ?? [] }

  /// Writes the cassette when it recorded new entries; does nothing otherwise.
  ///
  /// - Throws: ``DoublesHTTPError/secretInCassette(file:entry:request:secretIndex:)`` when an entry
  ///   would contain one of the cassette's secrets (nothing is written),
  ///   ``DoublesHTTPError/keptValuesInCassette(file:places:)`` when the cassette refuses kept
  ///   values and holds some, or ``DoublesHTTPError/cassetteNotWritten(file:reason:)``.
  public func writeCassette() throws {
    guard let recording, let entries = recording.entriesToWrite() else { return }
    let cassette = recording.cassette
    let file = cassette.fileURL.path
    let kept = recording.findings.filter(\.isKept)
    if cassette.refusesKeptValues, !kept.isEmpty {
      throw DoublesHTTPError.keptValuesInCassette(
        file: file, places: kept.map { "\($0.location) of entry \($0.entry) (\($0.request))" })
    }
    for (index, entry) in entries.enumerated() {
      if let secret = cassette.secrets.firstIndex(where: { SecretScan.entry(entry, contains: $0) }) {
        throw DoublesHTTPError.secretInCassette(
          file: file, entry: index + 1, request: "\(entry.request.method) \(entry.request.url)", secretIndex: secret)
      }
    }
    let document = HARFile(log: HARFile.Log(version: "1.2", creator: .doubles, entries: entries))
    do {
      try FileManager.default.createDirectory(
        at: cassette.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try document.encoded().write(to: cassette.fileURL, options: .atomic)
      recording.markWritten()
      print(recording.findings.summary(of: cassette.fileURL.lastPathComponent, entries: entries.count))
    } catch {
      throw DoublesHTTPError.cassetteNotWritten(file: file, reason: error.localizedDescription)
    }
  }

  /// The stubs that replay `entries`: each answers once in recorded order, and the last answer
  /// to a given request repeats. A recorded placeholder, and each part `ignoring` names, match
  /// any value. A recorded WebSocket replays as a script (``WebSocketScript/init(recorded:timeScale:placeholder:)``)
  /// for an upgrade to the same path and query: only the loopback server serves one, on its own
  /// host.
  static func replayStubs(
    _ entries: [HARFile.Entry], placeholder: String, ignoring: Set<VolatilePart> = [], timeScale: Double = 1
  ) -> [(RequestPattern, StubbedResponse, Int?)] {
    let keyed = entries.map { entry in
      let request = HAREntryBuilder.request(entry.request, ignoring: ignoring, placeholder: placeholder)
      return (entry, request, HAREntryBuilder.replayKey(request))
    }
    var lastIndex: [String: Int] = [:]
    for (index, item) in keyed.enumerated() { lastIndex[item.2] = index }
    return keyed.enumerated().map { index, item in
      let (entry, request, key) = item
      if entry.response.status == 101 {
        // Without its messages (a browser that exports none), the socket opens and stays quiet.
        let messages = entry.webSocketMessages ?? []
        var script = WebSocketScript(recorded: messages, timeScale: timeScale, placeholder: placeholder)
        // The subprotocol the origin picked, as it answered (to a client that offers it).
        script.subprotocol =
          entry.response.headers.first { HeaderName.matches($0.name, "Sec-WebSocket-Protocol") }?.value
        return (
          HAREntryBuilder.webSocketPattern(for: request), StubbedResponse(.webSocket(script)),
          lastIndex[key] == index ? nil : 1
        )
      }
      return (
        HAREntryBuilder.pattern(for: request, placeholder: placeholder),
        HAREntryBuilder.response(for: entry.response, timeScale: timeScale),
        lastIndex[key] == index ? nil : 1
      )
    }
  }
}

/// The recording side of a double that uses a cassette.
final class CassetteRecording: Sendable {
  let cassette: Cassette
  let records: Bool
  private let loaded: Locked<[ReplayedFile]>
  private let state: Locked<(entries: [HARFile.Entry], unwritten: Bool, findings: [RedactionFinding])>

  convenience init(cassette: Cassette, entries: [HARFile.Entry], records: Bool) {
    self.init(
      cassette: cassette, files: [ReplayedFile(name: cassette.fileURL.lastPathComponent, entries: entries)],
      records: records)
  }

  init(cassette: Cassette, files: [ReplayedFile], records: Bool) {
    self.cassette = cassette
    self.records = records
    self.loaded = Locked(files)
    // What a recording writes: the entries it replays, then those it adds; none when it never writes.
    self.state = Locked((records ? files.flatMap(\.entries) : [], false, []))
  }

  /// The files the double replays, as they were when it loaded them, or replayed them again.
  var loadedFiles: [ReplayedFile] { loaded.withLock { $0 } }

  /// Notes that the double replays `files` now, read again.
  func reloaded(_ files: [ReplayedFile]) { loaded.withLock { $0 = files } }

  func append(_ entry: HARFile.Entry, findings: [Redactor.Finding]) {
    state.withLock { state in
      state.entries.append(entry)
      state.unwritten = true
      let number = state.entries.count
      let request = "\(entry.request.method) \(entry.request.url)"
      state.findings += findings.map {
        RedactionFinding(entry: number, request: request, location: $0.location, rule: $0.rule, isKept: $0.isKept)
      }
    }
  }

  /// What was redacted, or kept and reported, in the entries recorded so far.
  var findings: [RedactionFinding] { state.withLock { $0.findings } }

  /// All entries when some are not written yet, else `nil`.
  func entriesToWrite() -> [HARFile.Entry]? {
    state.withLock { $0.unwritten ? $0.entries : nil }
  }

  func markWritten() { state.withLock { $0.unwritten = false } }
}
