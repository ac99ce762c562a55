import Clocks
import ConcurrencyExtras
import Dependencies
import DoublesHTTP
import DoublesTesting
import NumberFacts
import Testing

/// A test file that imports swift-clocks (through swift-dependencies) beside Doubles: each
/// library's clocks are spelled unqualified, and `verify(_:within:clock:)` takes any of them.
@MainActor
@Suite struct ClockSpellingTests {
  @Test func swiftClocksImmediateClockEndsTheWindowAtOnce() async {
    let facts = NumberFactClientDouble()
    let clock = ImmediateClock<Duration>()
    #expect(await facts.on.fact.verify(.never, within: .seconds(60), clock: clock))
  }

  @Test func swiftClocksTestClockEndsTheWindowWhenAdvanced() async {
    let facts = NumberFactClientDouble()
    let clock = TestClock<Duration>()
    let finished = LockIsolated(false)
    let verification = Task {
      let held = await facts.on.fact.verify(.never, within: .seconds(5), clock: clock)
      finished.setValue(true)
      return held
    }
    // The window's end is set when the verification starts: advance until it has ended.
    while !finished.value { await clock.advance(by: .seconds(1)) }
    #expect(await verification.value)
  }

  @Test func doublesOwnClocksNeedNoQualifierEither() async {
    let facts = NumberFactClientDouble()
    #expect(await facts.on.fact.verify(.never, within: .seconds(60), clock: InstantClock()))
    let http = HTTPDouble(clock: ManualClock())
    #expect(http.requests.isEmpty)
  }
}
