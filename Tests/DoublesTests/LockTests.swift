import Foundation
import Synchronization
import Testing

@testable import Doubles

/// The runtime's lock, on threads of its own rather than the cooperative pool, which a test must
/// not block.
@Suite("The runtime's lock")
struct LockTests {
  @Test func threadsIncrementingUnderTheLockLoseNoIncrement() async {
    let counter = LockedCounter()
    await onThreads(4) { _ in
      for _ in 0..<20_000 { counter.increment() }
    }
    #expect(counter.value == 80_000)
  }

  /// A thread that finds the lock taken spins a little, then marks the lock contended and waits;
  /// the owner's release must wake it. The owner holds the lock until it sees the mark, so the
  /// waiting path runs whatever the machine's speed; a lost wake-up hangs, and the time limit
  /// fails the test.
  @Test(.timeLimit(.minutes(1))) func aThreadWaitingForTheLockIsWokenByItsRelease() async {
    let lock = Lock()
    let order = Locked<[String]>([])
    let taken = Locked(false)
    await onThreads(2) { thread in
      if thread == 0 {
        lock.lock()
        taken.withLock { $0 = true }
        if waitForAWaiter(on: lock) { order.withLock { $0.append("a thread waits") } }
        order.withLock { $0.append("owner releases") }
        lock.unlock()
      } else {
        while !taken.withLock({ $0 }) { sched_yield() }
        lock.withLock { order.withLock { $0.append("waiter holds") } }
      }
    }
    #expect(order.withLock { $0 } == ["a thread waits", "owner releases", "waiter holds"])
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

/// Runs `body` on `count` threads of their own, each given its number, and returns when all
/// have ended, without blocking the task.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
  await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
    let remaining = Locked(count)
    for number in 0..<count {
      Thread {
        body(number)
        let last = remaining.withLock { count in
          count -= 1
          return count == 0
        }
        if last { finished.resume() }
      }.start()
    }
  }
}
