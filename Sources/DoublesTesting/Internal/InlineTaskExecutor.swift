/// A task executor that runs each job on the thread that enqueues it, at once.
///
/// A ``SwiftTestingCourier`` prefers it, so that resuming the courier from any thread runs the
/// courier there and then, and a failure is recorded before the code that found it goes on.
/// It runs no job of its own accord and owns no thread: it cannot be starved when every thread
/// of the cooperative pool is blocked by tests that wait synchronously.
final class InlineTaskExecutor: TaskExecutor {
  static let shared = InlineTaskExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    job.runSynchronously(on: asUnownedTaskExecutor())
  }
}
