import Dispatch
import DoublesTesting
import Foundation
import Testing
import XCTest

/// `verify(_:within:)`: that something did not happen, or not too often, within a time.
@Suite("Verification within a window")
struct VerifyWithinTests {
  @Test func aCallTooManyFailsAtOnceWithoutWaitingOutTheWindow() async {
    let table = TableReloadingDouble()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { table.reloadData() }
    // The call fails the verification when it comes, long before the window ends.
    let clock = ContinuousClock()
    let start = clock.now
    let failures = await withCapturedFailures {
      await table.on.reloadData.verify(.never, within: .seconds(60))
    }
    #expect(start.duration(to: clock.now) < .seconds(30))
    #expect(
      failures.map(\.message) == [
        "Within 60.0 seconds: Expected reloadData() to be called never, but it was called 1 time:\n  1. reloadData()"
      ])
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
        Within 10.0 seconds: Expected numberOfRows(inSection:) to be called at most 1 time where == 1, but it was \
        called 2 times.
        Calls that matched:
          ✓ numberOfRows(inSection: 1)
          ✓ numberOfRows(inSection: 1)
        Calls that did not match:
          ✗ numberOfRows(inSection: 0)
        """
      ])
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
        "Within 1.0 seconds: Expected title to be read never, but it was read 1 time:\n  1. title"
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
