import DoublesTesting
import Testing

/// Stream members driven by a feed: values, finishing, failing, one call's stream or all, and
/// the consumer's cancellation.
@Suite("Stream feeds")
struct StreamFeedTests {
  /// Collects what `stream` gives until it finishes.
  static func collect(_ stream: AsyncStream<Int>) async -> [Int] {
    var values: [Int] = []
    for await value in stream { values.append(value) }
    return values
  }

  @Test func valuesSentBeforeTheStreamOpensAreKeptForIt() async {
    let locations = LocationFeedingDouble()
    let feed = locations.on.updates.feed()
    feed.yield(1)
    feed.yield(2)
    let consumer = Task { await Self.collect(locations.updates) }
    feed.finish()
    #expect(await consumer.value == [1, 2])
    #expect(feed.consumerCount == 1)
    #expect(!feed.wasCancelled)
  }

  @Test func whatIsSentAfterAFinishWaitsForTheNextStream() async {
    let locations = LocationFeedingDouble()
    let feed = locations.on.updates.feed()
    feed.yield(1)
    feed.finish()
    feed.yield(2)
    feed.finish()
    #expect(await Self.collect(locations.updates) == [1])
    #expect(await Self.collect(locations.updates) == [2])
  }

  @Test func everyOpenStreamGetsWhatIsSentAndOneCallsStreamCanBeDrivenAlone() async {
    let locations = LocationFeedingDouble()
    let feed = locations.on.updates.feed()
    let first = locations.updates
    let second = locations.updates
    feed.yield(1)
    feed.consumer(1).yield(2)
    feed.consumer(0).finish()
    feed.yield(3)
    feed.finish()
    #expect(await Self.collect(first) == [1])
    #expect(await Self.collect(second) == [1, 2, 3])
    #expect(feed.consumerCount == 2)
  }

  struct LostSignal: Error, Equatable {}

  @Test func aThrowingStreamFailsWithTheErrorGiven() async {
    let locations = LocationFeedingDouble()
    let feed = locations.on.progress.feed()
    let stream = locations.progress(of: 7)
    feed.yield(0.5)
    feed.fail(LostSignal())
    var values: [Double] = []
    await #expect(throws: LostSignal.self) {
      for try await value in stream { values.append(value) }
    }
    #expect(values == [0.5])
    locations.on.progress.verify(.once, \.self, 7)
  }

  @Test func theConsumersCancellationIsVisible() async {
    let locations = LocationFeedingDouble()
    let feed = locations.on.updates.feed()
    let stream = locations.updates
    let consumer = Task {
      for await _ in stream {}
    }
    consumer.cancel()
    await consumer.value
    #expect(feed.wasCancelled)
    #expect(feed.cancelledCount == 1)
    // A cancelled stream takes nothing more.
    feed.yield(1)
  }

  @Test func anAnyAsyncSequenceMemberIsFedToo() async {
    let locations = LocationFeedingDouble()
    let feed = locations.on.events.feed()
    feed.yield("moved")
    feed.finish()
    var events: [String] = []
    for await event in locations.events() { events.append(event) }
    #expect(events == ["moved"])
  }

  @Test func anUnfedStreamMemberOfARelaxedDoubleFinishesAtOnce() async {
    let locations = LocationFeedingDouble()
    #expect(await Self.collect(locations.updates).isEmpty)
  }
}
