import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Doubles

/// The runtime's lock, on threads of its own rather than the cooperative pool, which a test must
/// not block. A lock that never lets a thread in fails these tests after 30 seconds, leaving the
/// stuck threads behind, rather than hanging the run.
@Suite("The runtime's lock")
struct LockTests {
  @Test func threadsIncrementingUnderTheLockLoseNoIncrement() async {
    let counter = LockedCounter()
    let ended = await onThreads(4) { _ in
      for _ in 0..<20_000 { counter.increment() }
    }
    #expect(ended)
    #expect(counter.value == 80_000)
  }

  /// A thread that finds the lock taken spins a little, then marks the lock contended and waits;
  /// the owner's release must wake it. The owner holds the lock until it sees the mark, so the
  /// waiting path runs whatever the machine's speed.
  @Test func aThreadWaitingForTheLockIsWokenByItsRelease() async {
    let lock = Lock()
    let order = Locked<[String]>([])
    let taken = Locked(false)
    let ended = await onThreads(2) { thread in
      if thread == 0 {
        lock.reference.lock()
        taken.withLock { $0 = true }
        if waitForAWaiter(on: lock) { order.withLock { $0.append("a thread waits") } }
        order.withLock { $0.append("owner releases") }
        lock.reference.unlock()
      } else {
        while !taken.withLock({ $0 }) { sched_yield() }
        lock.withLock { order.withLock { $0.append("waiter holds") } }
      }
    }
    #expect(ended)
    #expect(order.withLock { $0 } == ["a thread waits", "owner releases", "waiter holds"])
  }

  /// Two threads wait; the release wakes one, and that one's release must wake the other: a
  /// thread woken from waiting keeps the lock marked contended for those still waiting.
  @Test func everyThreadWaitingForTheLockGetsItInTurn() async {
    let lock = Lock()
    let waiting = Locked(0)
    let holders = Locked<[Int]>([])
    let taken = Locked(false)
    let ended = await onThreads(3) { thread in
      if thread == 0 {
        lock.reference.lock()
        taken.withLock { $0 = true }
        while waiting.withLock({ $0 }) < 2 { sched_yield() }
        _ = waitForAWaiter(on: lock)
        usleep(50_000)  // for the second waiter to end its spinning and wait too
        lock.reference.unlock()
      } else {
        while !taken.withLock({ $0 }) { sched_yield() }
        waiting.withLock { $0 += 1 }
        lock.withLock { holders.withLock { $0.append(thread) } }
      }
    }
    #expect(ended)
    #expect(holders.withLock { $0.sorted() } == [1, 2])
  }

  /// Whether a thread is waiting for `lock`, held by the caller, within ten seconds. On Apple's
  /// systems, whose lock does not tell, after a tenth of a second.
  private func waitForAWaiter(on lock: Lock) -> Bool {
    #if canImport(Darwin)
      usleep(100_000)
      return true
    #else
      for _ in 0..<10_000 {
        if lock.reference.word.pointee.load(ordering: .relaxed) == LockWord.contended { return true }
        usleep(1_000)
      }
      return false
    #endif
  }
}

/// A count that only the lock guards, so that a lock that lets two threads in loses increments
/// (and the thread sanitizer reports the race).
private final class LockedCounter: @unchecked Sendable {
  private let lock = Lock()
  private var count = 0

  func increment() { lock.withLock { count += 1 } }

  var value: Int { lock.withLock { count } }
}

/// Runs `body` on `count` threads of their own, each given its number, and returns whether all
/// ended within `seconds`, without blocking the task; threads still running then are left.
private func onThreads(_ count: Int, within seconds: Int = 30, _ body: @escaping @Sendable (Int) -> Void) async -> Bool
{
  await withCheckedContinuation { (finished: CheckedContinuation<Bool, Never>) in
    let state = Locked((running: count, resumed: false))
    @Sendable func finish(allEnded: Bool) {
      let first = state.withLock { state in
        defer { state.resumed = true }
        return !state.resumed
      }
      if first { finished.resume(returning: allEnded) }
    }
    for number in 0..<count {
      Thread {
        body(number)
        let last = state.withLock { state in
          state.running -= 1
          return state.running == 0
        }
        if last { finish(allEnded: true) }
      }.start()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { finish(allEnded: false) }
  }
}
