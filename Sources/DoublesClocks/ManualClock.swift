import Doubles

/// A clock that moves only when the test advances it, for tests that look at the state of
/// the code under test while a response is on its way.
///
/// ```swift
/// let clock = ManualClock()
/// let http = HTTPDouble(clock: clock)
/// http.stub(.get(url), .text("late").delayed(by: .seconds(2)))
/// // start the request, check the loading state, then:
/// await clock.advance(by: .seconds(2))
/// ```
public final class ManualClock: Clock, Sendable {
  /// A point in the clock's time.
  public typealias Instant = InstantClock.Instant

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Int: Sleeper] = [:]
    var nextID = 0
    /// Tasks waiting for more sleepers, woken by each new one to count them again.
    var watchers = Waiters()
  }

  private let state = Locked(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The clock's time.
  public var now: Instant { state.withLock { $0.now } }
  /// Any duration can be slept.
  public var minimumResolution: Duration { .zero }
  /// How many tasks are sleeping on the clock, for tests that wait until a request is in flight.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock is advanced to `deadline`, or throws `CancellationError` when the
  /// task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (resumeNow, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]?) in
          if deadline <= state.now || Task.isCancelled { return (true, nil) }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return (false, state.watchers.takeAll())
        }
        for watcher in watchers ?? [] { watcher.resume() }
        if resumeNow {
          if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
        }
      }
    } onCancel: {
      state.withLock { $0.sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Suspends until at least `count` tasks sleep on the clock: for example until the code under
  /// test has sent the request whose delayed answer the test is about to release.
  public func waitForSleepers(_ count: Int = 1) async {
    var enough = false
    while !enough && !Task.isCancelled {
      let id = state.withLock { $0.watchers.reserve() }
      await suspendUntilResumed(
        parkUnlessReady: { continuation in
          state.withLock { state in
            enough = state.sleepers.count >= count
            return !enough && state.watchers.park(continuation, as: id)
          }
        },
        unpark: { self.state.withLock { $0.watchers.unpark(id) } })
    }
  }

  /// Moves the clock forward by `duration` and wakes the sleepers whose deadline has come.
  public func advance(by duration: Duration) async {
    let woken = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
      state.now = state.now.advanced(by: duration)
      let due = state.sleepers.filter { $0.value.deadline <= state.now }
      for id in due.keys { state.sleepers.removeValue(forKey: id) }
      return due.sorted { $0.value.deadline < $1.value.deadline }.map(\.value.continuation)
    }
    for continuation in woken { continuation.resume() }
    await Task.yield()
  }
}
