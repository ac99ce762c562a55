import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// @Doubled
protocol Analytics: Sendable {
  func track(event: String)
}

/// Where an app keeps its services: it keeps a double alive after the test that made it.
enum ServiceLocator {
  nonisolated(unsafe) static var analytics: (any Analytics)?
}

@Test func detachedCallOnAKeptAliveDouble() async {
  let analytics = AnalyticsDouble(.strict)
  ServiceLocator.analytics = analytics
  await Task.detached { ServiceLocator.analytics?.track(event: "opened") }.value
}

@Test func detachedCallThenACountRead() async {
  let analytics = AnalyticsDouble(.strict)
  ServiceLocator.analytics = analytics
  await Task.detached { ServiceLocator.analytics?.track(event: "opened") }.value
  #expect(analytics.on.track.callCount == 1)
}

/// The tutorials' synchronous style: a queue block, and a semaphore to wait for it.
@Test func queueCallsWhileASynchronousTestWaits() {
  let analytics = AnalyticsDouble(.strict)
  for round in 1...50 {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      analytics.track(event: "round \(round)")
      done.signal()
    }
    done.wait()
  }
}

@Test func strictCallInAURLSessionCompletionHandler() async {
  let http = HTTPDouble(name: "pages")
  http.stub(.get("https://example.com/page"), .text("page"))
  let analytics = AnalyticsDouble(.strict)
  await withCheckedContinuation { (loaded: CheckedContinuation<Void, Never>) in
    http.session.dataTask(with: URL(string: "https://example.com/page")!) { _, _, _ in
      analytics.track(event: "loaded")
      loaded.resume()
    }.resume()
  }
}

@Test func httpDoubleWithoutAStub() async {
  let http = HTTPDouble(name: "quotes")
  await withCheckedContinuation { (answered: CheckedContinuation<Void, Never>) in
    http.session.dataTask(with: URL(string: "https://example.com/quote")!) { _, _, _ in answered.resume() }.resume()
  }
}

@Suite struct SuiteWithADoubleProperty {
  let analytics = AnalyticsDouble(.strict)

  @Test func queueCallOnTheProperty() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async { [analytics] in
        analytics.track(event: "tapped")
        done.resume()
      }
    }
  }
}

@Test func failureThenReleaseOnAnotherThread() async {
  var analytics: AnalyticsDouble? = AnalyticsDouble(.strict)
  await Task.detached { [analytics] in analytics?.track(event: "closed") }.value
  let last = UncheckedBox(analytics.take())
  await withCheckedContinuation { (released: CheckedContinuation<Void, Never>) in
    DispatchQueue.global().async {
      _ = last
      released.resume()
    }
  }
}

/// One test leaves a double behind; the next, run after it has ended, makes it fail off its task.
@Suite(.serialized) struct AfterTheTest {
  nonisolated(unsafe) static var leftBehind: AnalyticsDouble?

  @Test func leavesAStrictDoubleBehind() {
    Self.leftBehind = AnalyticsDouble(.strict)
  }

  @Test func makesTheLeftDoubleFail() async {
    await Task.detached { Self.leftBehind?.track(event: "late") }.value
  }
}

@Test func failureAfterTheRun() {
  let analytics = AnalyticsDouble(.strict)
  AfterTheRun.add { await Task.detached { analytics.track(event: "after the run") }.value }
}

@Test func doubleCreatedOutsideAnyTest() async {
  await Task.detached { doubleOfNoTest.track(event: "orphan") }.value
}

/// What `main` runs once the Swift Testing run has ended, before the process exits.
enum AfterTheRun {
  nonisolated(unsafe) private static var actions: [@Sendable () async -> Void] = []
  private static let lock = NSLock()

  static func add(_ action: @escaping @Sendable () async -> Void) {
    lock.withLock { actions.append(action) }
  }

  static func perform() async {
    for action in lock.withLock({ actions }) { await action() }
  }
}

/// Carries a value into a block that is its only other user.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Doubles whose `expect` no `verify()` checks, in tests without the `.verifiesDoubles` trait.
enum KeptPastTheTest {
  nonisolated(unsafe) static var analytics: AnalyticsDouble?
}

@Test func uncheckedExpectationOnAReleasedDouble() {
  let analytics = AnalyticsDouble().with { $0.on.track.expect(.once) }  // unchecked: released
  _ = analytics
}

@Test func uncheckedExpectationOnAKeptAliveDouble() {
  KeptPastTheTest.analytics = AnalyticsDouble().with { $0.on.track.expect(.once) }  // unchecked: kept
}
