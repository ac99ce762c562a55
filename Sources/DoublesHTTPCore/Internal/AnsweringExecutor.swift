import Foundation

/// Threads of their own for the work a test waits on: answering a URLSession request, serving
/// the loopback server's connections.
///
/// Swift's cooperative pool has one thread per core. A test that waits synchronously (a
/// semaphore, a `DispatchGroup`) blocks one of them, and two such tests on two cores block all
/// of them; an answer computed on the pool would then never come, and the test would wait for
/// its timeout. Tasks that prefer this executor run on its threads instead, whatever the pool
/// is doing. (Timers and other executors may still be involved in what a stub does, such as a
/// real `ContinuousClock` delay or an answer that hops to the main actor.) Its two threads serve
/// every double of the process: an answer closure that blocks a thread delays the others.
package final class AnsweringExecutor: TaskExecutor, @unchecked Sendable {
  /// The executor of every network double and loopback server of the process.
  package static let shared = AnsweringExecutor(threads: 2)

  private let condition = NSCondition()
  /// The jobs waiting for a thread, oldest first (a handful at most); guarded by `condition`.
  private var queue: [UnownedJob] = []

  private init(threads: Int) {
    for index in 1...threads {
      let thread = Thread { [unowned self] in self.run() }
      thread.name = "Doubles answering \(index)"
      thread.start()
    }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    queue.append(job)
    condition.signal()
    condition.unlock()
  }

  /// A thread's life: run the oldest job, or sleep until there is one.
  private func run() {
    while true {
      condition.lock()
      while queue.isEmpty { condition.wait() }
      let job = queue.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
