import Dispatch
import DoublesTesting
import Foundation
import Testing
import XCTest

/// `verify(_:within:)`: that something did not happen, or not too often, within a time.
@Suite("Verification within a window")
struct VerifyWithinTests {
  static let neverButOnce =
    "Within 60 seconds: Expected reloadData() not to be called, but it was called 1 time:\n  1. reloadData()"

  /// The call comes only once the window is open (its sleep has started, so its first count found
  /// no call), on a clock whose window never runs out: the verification can only return because
  /// the call failed it at once. A regression that waits out the window hangs, and the time limit
  /// ends it.
  @Test(.timeLimit(.minutes(1)))
  func aCallTooManyFailsAtOnceWithoutWaitingOutTheWindow() async {
    let table = TableReloadingDouble()
    let clock = EndlessClock()
    async let failures = withCapturedFailures {
      await table.on.reloadData.verify(.never, within: .seconds(60), clock: clock)
    }
    for await _ in clock.sleeps { break }  // the window is open, and no call was counted
    table.reloadData()
    #expect(await failures.map(\.message) == [Self.neverButOnce])
    #expect(clock.sleepCount == 1)
    #expect(clock.endedCount == 1)  // the call cut the window short: nothing else ends it
  }

  /// Calls made before the window count: the first count fails it, and the window is never slept.
  @Test(.timeLimit(.minutes(1)))
  func aCallBeforeTheWindowFailsItWithoutWaiting() async {
    let table = TableReloadingDouble()
    let clock = EndlessClock()
    table.reloadData()
    let failures = await withCapturedFailures {
      await table.on.reloadData.verify(.never, within: .seconds(60), clock: clock)
    }
    #expect(failures.map(\.message) == [Self.neverButOnce])
    #expect(clock.sleepCount == 0)
  }

  @Test func noCallInTheWindowPasses() async {
    let table = TableReloadingDouble()
    let clock = SkippingClock()
    #expect(await table.on.reloadData.verify(.never, within: .seconds(3_600), clock: clock))
    #expect(clock.skipped == .seconds(3_600))
  }

  @Test func atMostCountsOnlyTheCallsItsMatcherAccepts() async {
    let table = TableReloadingDouble()
    _ = table.numberOfRows(inSection: 0)
    _ = table.numberOfRows(inSection: 1)
    _ = table.numberOfRows(inSection: 1)
    let clock = SkippingClock()
    #expect(
      await table.on.numberOfRows.verify(.atMost(2), where: .equal(1), within: .seconds(10), clock: clock))
    #expect(await table.on.numberOfRows.verify(.atMost(3), within: .seconds(10), clock: clock))
    let failures = await withCapturedFailures {
      await table.on.numberOfRows.verify(.atMost(1), where: .equal(1), within: .seconds(10), clock: clock)
    }
    #expect(
      failures.map(\.message) == [
        """
        Within 10 seconds: Expected numberOfRows(inSection: 1) to be called at most once, but it was called \
        2 times.
        Calls that matched:
          ✓ numberOfRows(inSection: 1)
          ✓ numberOfRows(inSection: 1)
        Calls that did not match:
          ✗ numberOfRows(inSection: 0)
        """
      ])
  }

  /// A count short of its minimum when the window ends fails with the same "Within …" as a call
  /// too many during it.
  @Test func aWindowThatEndsShortOfTheMinimumSaysWithin() async {
    let table = TableReloadingDouble()
    _ = table.numberOfRows(inSection: 0)
    let untimed = withCapturedFailures { table.on.numberOfRows.verify(.atLeast(2)) }.map(\.message)
    let failures = await withCapturedFailures {
      await table.on.numberOfRows.verify(.atLeast(2), within: .seconds(10), clock: SkippingClock())
    }
    #expect(failures.map(\.message) == untimed.map { "Within 10 seconds: " + $0 })
    #expect(
      failures.first?.message.hasPrefix(
        "Within 10 seconds: Expected numberOfRows(inSection:) to be called at least 2 times, but it was called 1 time"
      )
        == true)
  }

  @Test func aPropertyReadTooOftenFails() async {
    let label = LabeledDouble()
    label.on.title.returns("Bid")
    _ = label.title
    let failures = await withCapturedFailures {
      await label.on.title.verify(.never, within: .seconds(1), clock: SkippingClock())
    }
    #expect(
      failures.map(\.message) == [
        "Within 1 second: Expected title not to be read, but it was read 1 time:\n  1. title"
      ])
  }
}

/// The same in an XCTest case: the failure reaches the test as `XCTFail` does.
final class VerifyWithinXCTests: XCTestCase {
  func testACallTooManyFailsTheTest() async {
    let table = TableReloadingDouble()
    table.reloadData()
    let failures = await withCapturedFailures {
      await table.on.reloadData.verify(.never, within: .seconds(1), clock: SkippingClock())
    }
    XCTAssertEqual(failures.count, 1)
  }

  func testNoCallPasses() async {
    let table = TableReloadingDouble()
    let passed = await table.on.reloadData.verify(.atMost(1), within: .seconds(1), clock: SkippingClock())
    XCTAssertTrue(passed)
  }
}

/// A clock whose sleeps end at once, moving its time on by what they would have waited: a window
/// of an hour passes in no time.
final class SkippingClock: Clock, @unchecked Sendable {
  private let lock = NSLock()
  private var offset = Duration.zero
  private let start = ContinuousClock.now

  var now: ContinuousClock.Instant { lock.withLock { start.advanced(by: offset) } }
  var minimumResolution: Duration { .zero }
  /// How far sleeps have moved the clock on.
  var skipped: Duration { lock.withLock { offset } }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    lock.withLock { offset = max(offset, start.duration(to: deadline)) }
  }
}

/// A clock on which a window never runs out: a sleep on it ends only when its task is cancelled.
/// `sleeps` gives one element as each sleep starts; for `verify(_:within:clock:)` that is once the
/// window is open, its first count taken and found within bounds.
final class EndlessClock: Clock, @unchecked Sendable {
  private let lock = NSLock()
  private var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var started = 0
  private var ended = 0
  private let start = ContinuousClock.now
  private let signal: AsyncStream<Void>.Continuation
  /// One element each time a task starts to sleep on the clock.
  let sleeps: AsyncStream<Void>

  init() {
    (sleeps, signal) = AsyncStream.makeStream(of: Void.self)
  }

  /// The clock never moves.
  var now: ContinuousClock.Instant { start }
  var minimumResolution: Duration { .zero }
  /// How many sleeps started.
  var sleepCount: Int { lock.withLock { started } }
  /// How many sleeps ended: only their task's cancellation ends one.
  var endedCount: Int { lock.withLock { ended } }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    let id = lock.withLock {
      started += 1
      return started
    }
    defer { lock.withLock { ended += 1 } }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let parked = lock.withLock {
          // Cancelled before parking: the handler below may already have run and found nothing.
          guard !Task.isCancelled else { return false }
          sleepers[id] = continuation
          return true
        }
        if parked { signal.yield() } else { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      lock.withLock { sleepers.removeValue(forKey: id) }?.resume(throwing: CancellationError())
    }
  }
}
