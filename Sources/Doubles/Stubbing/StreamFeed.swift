/// Drives the streams a stream member of a double returns: each call gets a new stream, and the
/// test yields values, finishes or fails them, and sees whether the code under test cancelled.
///
/// ```swift
/// let feed = locations.on.updates.feed()
/// let viewModel = MapViewModel(locations: locations)
/// viewModel.start()                 // iterates `locations.updates`
/// feed.yield(Location(lat: 1, lon: 2))
/// feed.finish()
/// #expect(feed.consumerCount == 1)
/// ```
/// Events sent while no stream is open are kept for the next one a call opens (up to a finish or
/// a failure; what follows waits for the stream after), so a test need not wait for the code
/// under test to start iterating; afterwards they go to every open stream, in the order sent.
/// ``consumer(_:)`` drives the stream of one call. Elements are `Sendable`: one value may go to
/// several streams.
public final class StreamFeed<Element: Sendable, Failure: Error>: @unchecked Sendable {
  /// What a test sends into the streams.
  enum Event {
    case element(Element)
    case finish
    case failure(Failure)

    /// Whether the event ends a stream.
    var isTerminal: Bool {
      if case .element = self { return false }
      return true
    }
  }

  /// One stream a call returned.
  struct Consumer {
    let send: (Event) -> Void
    var open = true
    var cancelled = false
  }

  private let state = Locked<(consumers: [Consumer], pending: [Event])>(([], []))
  /// Held while events go into streams, so that a stream gets them in the order they were
  /// sent, those sent before it opened first. Taken before `state`, never inside it.
  private let delivery = Lock()
  /// The uses of the stub that answers with this feed's streams.
  private let uses: UseCounter

  init(uses: UseCounter) { self.uses = uses }

  /// Lets the member go uncalled in a test that fails on unused stubs.
  @discardableResult
  public func lenient() -> StreamFeed {
    uses.lenient.store(true, ordering: .relaxed)
    return self
  }

  /// How many streams calls have opened so far.
  public var consumerCount: Int { state.withLock { $0.consumers.count } }

  /// How many of those the code under test cancelled (stopped iterating, or cancelled the task
  /// that iterated).
  public var cancelledCount: Int { state.withLock { $0.consumers.filter(\.cancelled).count } }

  /// Whether the code under test cancelled any of the streams.
  public var wasCancelled: Bool { cancelledCount > 0 }

  /// Sends `element` to every open stream, or keeps it for the next one a call opens.
  public func yield(_ element: Element) { send(.element(element)) }

  /// Finishes every open stream, or the next one a call opens.
  public func finish() { send(.finish) }

  /// Drives the stream the call number `index` (from 0) opened.
  public func consumer(_ index: Int) -> StreamConsumer<Element, Failure> {
    StreamConsumer(feed: self, index: index)
  }

  func send(_ event: Event) {
    delivery.withLock {
      let receivers = state.withLock { state -> [(Event) -> Void] in
        let open = state.consumers.indices.filter { state.consumers[$0].open }
        guard !open.isEmpty else {
          state.pending.append(event)
          return []
        }
        if event.isTerminal { for index in open { state.consumers[index].open = false } }
        return open.map { state.consumers[$0].send }
      }
      for receive in receivers { receive(event) }
    }
  }

  func send(_ event: Event, toConsumer index: Int) {
    delivery.withLock {
      let receive = state.withLock { state -> ((Event) -> Void)? in
        guard state.consumers.indices.contains(index), state.consumers[index].open else { return nil }
        if event.isTerminal { state.consumers[index].open = false }
        return state.consumers[index].send
      }
      receive?(event)
    }
  }

  /// Opens a new stream fed by `send`: `setUp` prepares it (its termination handler), then it
  /// gets what was sent while no stream was open, up to and including a finish or a failure
  /// (what came after stays for the next stream), before anything sent from now on.
  func open(_ send: @escaping (Event) -> Void, setUp: (Int) -> Void) {
    delivery.withLock {
      let (index, pending) = state.withLock { state -> (Int, [Event]) in
        let end = state.pending.firstIndex(where: \.isTerminal).map { $0 + 1 } ?? state.pending.count
        let given = Array(state.pending[..<end])
        state.pending.removeFirst(end)
        state.consumers.append(Consumer(send: send, open: !given.contains(where: \.isTerminal)))
        return (state.consumers.count - 1, given)
      }
      setUp(index)
      for event in pending { send(event) }
    }
  }

  /// Notes that the code under test stopped consuming stream `index`.
  func cancel(_ index: Int) {
    state.withLock { state in
      state.consumers[index].open = false
      state.consumers[index].cancelled = true
    }
  }

  /// A new stream for one call of an `AsyncStream` member.
  func makeStream() -> AsyncStream<Element> where Failure == Never {
    let (stream, continuation) = AsyncStream<Element>.makeStream()
    let send: (Event) -> Void = { event in
      switch event {
      case .element(let element): continuation.yield(element)
      case .finish, .failure: continuation.finish()
      }
    }
    // The handler is set before anything is sent: set on a finished stream, it would run at once.
    open(send) { index in
      continuation.onTermination = { [weak self] termination in
        if case .cancelled = termination { self?.cancel(index) }
      }
    }
    return stream
  }

  /// A new stream for one call of an `AsyncThrowingStream` member.
  func makeThrowingStream() -> AsyncThrowingStream<Element, any Error> where Failure == any Error {
    let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
    let send: (Event) -> Void = { event in
      switch event {
      case .element(let element): continuation.yield(element)
      case .finish: continuation.finish()
      case .failure(let error): continuation.finish(throwing: error)
      }
    }
    open(send) { index in
      continuation.onTermination = { [weak self] termination in
        if case .cancelled = termination { self?.cancel(index) }
      }
    }
    return stream
  }
}

extension StreamFeed where Failure == any Error {
  /// Ends every open stream with `error`, or the next one a call opens.
  public func fail(_ error: any Error) { send(.failure(error)) }
}

/// Drives the stream of one call of a stream member; see ``StreamFeed/consumer(_:)``. Events
/// for a call that has not opened its stream yet are dropped.
public struct StreamConsumer<Element: Sendable, Failure: Error>: Sendable {
  let feed: StreamFeed<Element, Failure>
  let index: Int

  /// Sends `element` to this stream.
  public func yield(_ element: Element) { feed.send(.element(element), toConsumer: index) }

  /// Finishes this stream.
  public func finish() { feed.send(.finish, toConsumer: index) }
}

extension StreamConsumer where Failure == any Error {
  /// Ends this stream with `error`.
  public func fail(_ error: any Error) { feed.send(.failure(error), toConsumer: index) }
}

extension MethodDouble {
  /// Answers every call of this `AsyncStream` member with a new stream that the returned feed
  /// drives.
  @discardableResult
  public func feed<Element: Sendable>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StreamFeed<Element, Never> where Result == AsyncStream<Element> {
    answering(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.makeStream() }
  }

  /// Answers every call of this `AsyncThrowingStream` member with a new stream that the returned
  /// feed drives.
  @discardableResult
  public func feed<Element: Sendable>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StreamFeed<Element, any Error> where Result == AsyncThrowingStream<Element, any Error> {
    answering(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.makeThrowingStream() }
  }

  /// Answers every call of this `any AsyncSequence<Element, Never>` member with a new stream
  /// that the returned feed drives.
  @discardableResult
  public func feed<Element: Sendable>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StreamFeed<Element, Never> where Result == any AsyncSequence<Element, Never> {
    answering(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.makeStream() }
  }

  /// Answers every call of this `any AsyncSequence<Element, any Error>` member with a new
  /// stream that the returned feed drives.
  @discardableResult
  public func feed<Element: Sendable>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StreamFeed<Element, any Error> where Result == any AsyncSequence<Element, any Error> {
    answering(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.makeThrowingStream() }
  }

  /// Answers every call with the stream `open` makes on a new feed, stubbed at `site`; returns
  /// the feed.
  private func answering<Element, StreamFailure>(
    _ site: CallSite, _ open: @escaping (StreamFeed<Element, StreamFailure>) -> Result
  ) -> StreamFeed<Element, StreamFailure> {
    let uses = UseCounter()
    let feed = StreamFeed<Element, StreamFailure>(uses: uses)
    _ = add(Stub(matcher: nil, answers: [.compute { _ in open(feed) }], site: site, uses: uses))
    return feed
  }
}

extension PropertyDouble {
  /// Answers every read of this `AsyncStream` property with a new stream that the returned feed
  /// drives.
  @discardableResult
  public func feed<Element: Sendable>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StreamFeed<Element, Never> where Value == AsyncStream<Element> {
    getter.feed(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers every read of this `AsyncThrowingStream` property with a new stream that the
  /// returned feed drives.
  @discardableResult
  public func feed<Element: Sendable>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StreamFeed<Element, any Error> where Value == AsyncThrowingStream<Element, any Error> {
    getter.feed(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
