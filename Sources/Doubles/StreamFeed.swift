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
/// Events sent while no stream is open are kept for the next one a call opens, so a test need
/// not wait for the code under test to start iterating; afterwards they go to every open stream.
/// ``consumer(_:)`` drives the stream of one call. Elements are `Sendable`: one value may go to
/// several streams.
public final class StreamFeed<Element: Sendable, Failure: Error>: @unchecked Sendable {
  /// What a test sends into the streams.
  enum Event {
    case element(Element)
    case finish
    case failure(Failure)
  }

  /// One stream a call returned.
  struct Consumer {
    let send: (Event) -> Void
    var open = true
    var cancelled = false
  }

  private let state = Locked<(consumers: [Consumer], pending: [Event])>(([], []))

  init() {}

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
    let receivers = state.withLock { state -> [(Event) -> Void] in
      let open = state.consumers.indices.filter { state.consumers[$0].open }
      guard !open.isEmpty else {
        state.pending.append(event)
        return []
      }
      if case .element = event {} else { for index in open { state.consumers[index].open = false } }
      return open.map { state.consumers[$0].send }
    }
    for receive in receivers { receive(event) }
  }

  func send(_ event: Event, toConsumer index: Int) {
    let receive = state.withLock { state -> ((Event) -> Void)? in
      guard state.consumers.indices.contains(index), state.consumers[index].open else { return nil }
      if case .element = event {} else { state.consumers[index].open = false }
      return state.consumers[index].send
    }
    receive?(event)
  }

  /// Registers a new stream fed by `send` and returns its number and what was sent while no
  /// stream was open, which the caller hands it (``deliver(_:to:at:)``) once it is set up.
  func attach(_ send: @escaping (Event) -> Void) -> (index: Int, pending: [Event]) {
    state.withLock { state in
      state.consumers.append(Consumer(send: send))
      defer { state.pending.removeAll() }
      return (state.consumers.count - 1, state.pending)
    }
  }

  /// Gives stream `index` the events sent before it opened.
  func deliver(_ pending: [Event], to send: (Event) -> Void, at index: Int) {
    for event in pending { send(event) }
    if pending.contains(where: { if case .element = $0 { false } else { true } }) {
      state.withLock { $0.consumers[index].open = false }
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
    let (index, pending) = attach(send)
    continuation.onTermination = { [weak self] termination in
      if case .cancelled = termination { self?.cancel(index) }
    }
    deliver(pending, to: send, at: index)
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
    let (index, pending) = attach(send)
    continuation.onTermination = { [weak self] termination in
      if case .cancelled = termination { self?.cancel(index) }
    }
    deliver(pending, to: send, at: index)
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
    let feed = StreamFeed<Element, StreamFailure>()
    _ = add(Stub(matcher: nil, answers: [.compute { _ in open(feed) }], site: site))
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
