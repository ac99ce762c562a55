import Doubles
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPDouble {
  /// What the double does first with a request, before anything waits.
  package enum FirstStep: Sendable {
    /// The answer is ready: a canned response, or the failure of a request no stub matches.
    case answered(Delivery)
    /// The stub that answers, whose answer takes time (a delay, a computation, a redirect).
    case answering(HTTPStub, StubbedResponse, RecordedRequest)
    /// No stub matches, and the request goes to `upstream`: its host passes through, or a
    /// cassette records.
    case passingThrough(RecordedRequest, to: any HTTPTransport)
  }

  /// Picks what answers `request` and answers it at once when nothing needs to wait: what a
  /// `URLProtocol` does inside `startLoading`, on the session's own queue.
  package func firstStep(for request: RecordedRequest) -> FirstStep {
    switch refusal(of: request) {
    case .failure(let error):
      journal(request, nil, Self.outcome(of: error))
      return .answered(.failure(error))
    case .reply(let status, let headers, let body):
      journal(request, nil, .responded(status: status))
      return .answered(.reply(HTTPReply(request: request, status: status, headers: headers, body: body)))
    case nil:
      break
    }
    guard let (stub, response) = pickStub(for: request) else {
      if let upstream = upstreamTransport(for: request) { return .passingThrough(request, to: upstream) }
      return .answered(failUnmatched(request))
    }
    var current = request
    if let template = stub.pattern.template {
      current.pathParameters = template.values(in: RequestPattern.path(of: current)) ?? [:]
    }
    if response.delay == .zero, response.dribble == nil, case .reply(let status, let headers, let body) = response.kind
    {
      // Checked before it is journaled: a test that waits for the journal sees the check's findings.
      let reply = checked(
        HTTPReply(request: current, status: status, headers: headers, body: body, head: response.head), from: .stub)
      journal(current, stub, .responded(status: status))
      return .answered(.reply(reply))
    }
    return .answering(stub, response, current)
  }

  /// Answers one request as a server would: picks the stub, waits its delay on the clock,
  /// follows redirects, and journals every hop.
  ///
  /// - Parameters:
  ///   - timeout: the request's timeout; the double enforces it (URLSession on Linux does not
  ///     for custom protocols).
  ///   - overSocket: whether a real socket carries the answer (the loopback server): then
  ///     socket faults and slow bodies are acted out by the server; otherwise the double turns
  ///     faults into `URLError`s.
  ///   - streamsBody: whether the caller sends a slow body (a dribble, a stream of events) in
  ///     its pieces as they come, as the loopback server does and the URL protocol does for a
  ///     client that reads a body as it arrives: then the reply carries the pieces and their
  ///     waits, instead of coming whole once they have passed.
  ///   - followsRedirects: whether the double follows redirects, its stubs' and the network's
  ///     (each hop journaled, and recorded by a cassette), or answers with them; by default it
  ///     follows them unless a socket carries the answer to a client that follows them itself.
  ///   - first: what ``firstStep(for:)`` already did with the request, if it was called.
  package func handle(
    _ request: RecordedRequest, timeout: Duration, overSocket: Bool = false, streamsBody: Bool = false,
    followsRedirects: Bool? = nil, after first: FirstStep? = nil
  ) async -> Delivery {
    let follows = followsRedirects ?? !overSocket
    var step = first ?? firstStep(for: request)
    var hops: [String] = []
    while true {
      let (stub, response, current): (HTTPStub, StubbedResponse, RecordedRequest)
      switch step {
      case .answered(let delivery): return delivery
      case .passingThrough(let request, let upstream):
        let delivery = await passThrough(request, to: upstream)
        guard follows, case .reply(let reply) = delivery, let target = Self.redirectTarget(of: reply) else {
          return delivery
        }
        hops.append("\(request) -> \(reply.status)")
        guard hops.count <= Self.maximumRedirects else {
          let message = HTTPMessages.tooManyRedirects(hops, limit: Self.maximumRedirects)
          return .failure(URLError(.httpTooManyRedirects, userInfo: [NSLocalizedDescriptionKey: message]))
        }
        step = firstStep(for: Self.request(following: reply.status, to: target, from: request))
        continue
      case .answering(let picked, let answer, let request): (stub, response, current) = (picked, answer, request)
      }
      let resolved: StubbedResponse
      do {
        resolved = try await resolve(response, for: current)
      } catch is CancellationError {
        journal(current, stub, .cancelled)
        return .cancelled
      } catch {
        journal(current, stub, Self.outcome(of: error))
        return .failure(error)
      }
      switch await wait(for: resolved, timeout: timeout, pacesBody: overSocket || streamsBody) {
      case .cancelled:
        journal(current, stub, .cancelled)
        return .cancelled
      case .timedOut:
        journal(current, stub, .failed(.timedOut))
        let message = HTTPMessages.timedOut(
          current, after: timeout, stub: stub, response: resolved,
          bodyWait: Self.bodyWait(of: resolved, pacesBody: overSocket || streamsBody))
        return .failure(URLError(.timedOut, userInfo: [NSLocalizedDescriptionKey: message]))
      case .answered:
        break
      }
      switch resolved.kind {
      case .reply(let status, let headers, let body):
        var reply = checked(
          HTTPReply(request: current, status: status, headers: headers, body: body, head: resolved.head), from: .stub)
        journal(current, stub, .responded(status: status))
        if overSocket || streamsBody { reply.dribble = resolved.dribble }
        return .reply(reply)
      case .fault(let fault):
        guard overSocket else {
          journal(current, stub, .failed(fault.urlError))
          let message = "\(stub) answers \(current) with a \(fault), which a URLSession client sees as this error."
          return .failure(URLError(fault.urlError, userInfo: [NSLocalizedDescriptionKey: message]))
        }
        journal(current, stub, .fault(fault))
        return .fault(fault)
      case .redirect(let location, let status, let headers) where !follows:
        let reply = checked(
          HTTPReply(
            request: current, status: status, headers: headers + [HTTPHeader("Location", location)], body: Data()),
          from: .stub)
        journal(current, stub, .responded(status: status))
        return .reply(reply)
      case .failure(let error):
        journal(current, stub, Self.outcome(of: error))
        return .failure(error)
      case .redirect(let location, let status, _):
        guard let target = URL(string: location, relativeTo: current.url)?.absoluteURL else {
          let message = HTTPMessages.badRedirect(location, from: current, stub: stub)
          journal(current, stub, .failed(.badURL))
          return .failure(URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: message]))
        }
        journal(current, stub, .redirected(status: status, location: target))
        hops.append("\(current) -> \(status)")
        guard hops.count <= Self.maximumRedirects else {
          let message = HTTPMessages.tooManyRedirects(hops, limit: Self.maximumRedirects)
          return .failure(URLError(.httpTooManyRedirects, userInfo: [NSLocalizedDescriptionKey: message]))
        }
        step = firstStep(for: Self.request(following: status, to: target, from: current))
      case .webSocket:
        guard overSocket else {
          let message = HTTPMessages.webSocketOverURLSession(current, stub: stub)
          journal(current, stub, .failed(.unsupportedURL))
          report(message, at: site)
          return .failure(URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: message]))
        }
        // A request that asks for no upgrade (a client without WebSocket support).
        let reply = HTTPReply(
          request: current, status: 426, headers: [HTTPHeader("Upgrade", "websocket")],
          body: Data("\(stub) answers with a WebSocket: connect with a WebSocket client.".utf8))
        journal(current, stub, .responded(status: 426))
        return .reply(reply)
      case .computed, .never:
        preconditionFailure("resolve(_:for:) returns neither")
      }
    }
  }

  /// The newest stub that matches and may answer now, with the answer it gives; moves its
  /// scenario to the next state.
  private func pickStub(for request: RecordedRequest) -> (HTTPStub, StubbedResponse)? {
    storage.withLock { state in
      guard let stub = Self.answeringStub(for: request, in: &state), let response = stub.takeResponse() else {
        return nil
      }
      if let rule = stub.scenario, let next = rule.nextState { state.scenarios[rule.name] = next }
      return (stub, response)
    }
  }

  /// The newest stub that matches `request` and may answer it now: not used up, and its
  /// scenario, if any, in the state it needs; else the newest such stub of last resort.
  static func answeringStub(for request: RecordedRequest, in state: inout State) -> HTTPStub? {
    let scenarios = state.scenarios
    func answers(_ stub: HTTPStub) -> Bool {
      guard stub.pattern.matches(request), !stub.isExhausted else { return false }
      guard let rule = stub.scenario else { return true }
      return (scenarios[rule.name] ?? startedState) == rule.requiredState
    }
    let stubs = state.stubs
    if stubs.count < StubIndex.threshold {
      return stubs.last(where: answers) ?? state.lastResortStubs.last(where: answers)
    }
    let index = state.stubIndex ?? StubIndex(stubs)
    state.stubIndex = index
    let newest = index.newest(forPath: RequestPattern.path(of: request)) { answers(stubs[$0]) }
    return newest.map { stubs[$0] } ?? state.lastResortStubs.last(where: answers)
  }

  /// Runs computed answers until a concrete one comes out, adding up their delays.
  private func resolve(_ response: StubbedResponse, for request: RecordedRequest) async throws -> StubbedResponse {
    var current = response
    var delay = Duration.zero
    while case .computed(let compute) = current.kind {
      delay += current.delay
      current = try await compute(request)
    }
    return current.delayed(by: delay + current.delay)
  }

  private enum Wait {
    case answered, timedOut, cancelled
  }

  /// Sleeps the answer's delay on the clock, and a slow body's waits unless the caller
  /// (`pacesBody`) sends its pieces as they come; or the timeout, when that comes first.
  private func wait(for response: StubbedResponse, timeout: Duration, pacesBody: Bool) async -> Wait {
    let never: Bool
    if case .never = response.kind { never = true } else { never = false }
    let delay = never ? timeout : response.delay + Self.bodyWait(of: response, pacesBody: pacesBody)
    let sleep = min(delay, timeout)
    do {
      if sleep > .zero {
        try await clock.sleep(for: sleep)
      } else {
        try Task.checkCancellation()
      }
    } catch {
      return .cancelled
    }
    return never || delay > timeout ? .timedOut : .answered
  }

  /// How long a client that takes the whole body waits for it after the head: the waits between
  /// its pieces (a stream's events, a dribbled body), unless they are paced on the way, over the
  /// socket or to a reader of the stream.
  static func bodyWait(of response: StubbedResponse, pacesBody: Bool) -> Duration {
    guard !pacesBody, let dribble = response.dribble, case .reply(_, _, let body) = response.kind else { return .zero }
    return dribble.duration(of: body)
  }

  /// Where a reply from upstream redirects: a 301, 302, 303, 307 or 308 with a `Location`
  /// (absolute, or relative to the request's URL); `nil` for any other reply.
  static func redirectTarget(of reply: HTTPReply) -> URL? {
    guard [301, 302, 303, 307, 308].contains(reply.status), let location = reply.headers.value(for: "Location"),
      !location.isEmpty
    else { return nil }
    return URL(string: location, relativeTo: reply.request.url)?.absoluteURL
  }

  /// The request a client sends after a redirect with `status`.
  static func request(following status: Int, to target: URL, from request: RecordedRequest) -> RecordedRequest {
    let becomesGet = status == 303 || ((status == 301 || status == 302) && request.method == "POST")
    guard becomesGet else {
      return RecordedRequest(method: request.method, url: target, headers: request.headers, body: request.body)
    }
    let headers = request.headers.filter {
      !HeaderName.matches($0.name, HeaderName.contentType) && !HeaderName.matches($0.name, HeaderName.contentLength)
    }
    return RecordedRequest(method: request.method == "HEAD" ? "HEAD" : "GET", url: target, headers: headers)
  }

  /// Sends a request no stub matches to `upstream`, and records what it answers when a cassette
  /// records.
  private func passThrough(_ request: RecordedRequest, to upstream: any HTTPTransport) async -> Delivery {
    do {
      // The network's transport notes when each piece of the body came, for a recorded stream.
      let (received, arrivals) =
        if let network = upstream as? NetworkTransport {
          try await network.send(timing: request)
        } else {
          (try await upstream.send(request), [BodyArrival]())
        }
      let reply = checked(received, from: .network)
      journal(request, nil, .passedThrough(status: reply.status))
      didPassThrough(request, reply, arrivals: arrivals)
      return .reply(reply)
    } catch {
      journal(request, nil, Self.outcome(of: error))
      return .failure(error)
    }
  }

  /// Fails a request no stub matches: journals it, fails the test with the closest stubs, and
  /// answers with `URLError(.resourceUnavailable)`.
  private func failUnmatched(_ request: RecordedRequest) -> Delivery {
    let candidates = storage.withLock { $0.lastResortStubs + $0.stubs }
    journal(request, nil, .unmatched)
    let message = HTTPMessages.unmatched(request, doubleName: name, stubs: candidates, scenarios: scenarioStates)
    report(message, at: site)
    return .failure(URLError(.resourceUnavailable, userInfo: [NSLocalizedDescriptionKey: message]))
  }

  var scenarioStates: [String: String] { storage.withLock { $0.scenarios } }

  func journal(_ request: RecordedRequest, _ stub: HTTPStub?, _ outcome: JournalEntry.Outcome) {
    let waiters = storage.withLock { state in
      state.journal.append(
        JournalEntry(number: state.lastJournalNumber + 1, request: request, stub: stub, outcome: outcome))
      // Past its limit by a quarter, the oldest entries go at once: one copy for many requests.
      if let limit = state.journalLimit, state.journal.count > limit + limit / 4 {
        let dropped = state.journal.count - limit
        state.journal.removeFirst(dropped)
        state.journalDropped += dropped
      }
      return state.waiters.takeAll()
    }
    for waiter in waiters ?? [] { waiter.resume() }
  }

  /// Suspends until the journal (or the one `counting` counts) has more than `count` entries or
  /// `deadline` passes.
  func journalChanged(
    since count: Int, until deadline: ContinuousClock.Instant,
    counting: @escaping @Sendable (State) -> Int = { $0.lastJournalNumber }
  ) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.waitForJournal(beyond: count, counting: counting) }
      group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
      await group.next()
      group.cancelAll()
    }
  }

  /// Suspends until the journal (or the one `counting` counts) has more than `count` entries, or
  /// the task is cancelled. No timer: a cancelled sleep keeps its timer, and its memory, until
  /// its deadline.
  func waitForJournal(beyond count: Int, counting: @escaping @Sendable (State) -> Int) async {
    let id = storage.withLock { $0.waiters.reserve() }
    await suspendUntilResumed(
      parkUnlessReady: { continuation in
        storage.withLock { counting($0) <= count && $0.waiters.park(continuation, as: id) }
      },
      unpark: { self.storage.withLock { $0.waiters.unpark(id) } })
  }

  static func outcome(of error: any Error) -> JournalEntry.Outcome {
    if let error = error as? URLError { return error.code == .cancelled ? .cancelled : .failed(error.code) }
    return .failedWithOtherError(String(describing: error))
  }
}
