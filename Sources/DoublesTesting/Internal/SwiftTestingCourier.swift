import Doubles
import Testing

/// The way back into one Swift Testing test from any thread: a task started on the test's
/// task, so that it inherits the test's task-local values, suspended until there is something
/// to record.
///
/// Swift Testing attributes an issue to the test found in the task-local values of the task
/// that records it. On a detached task, a `DispatchQueue` block or URLSession's threads there
/// is none, and the issue lands on «unknown» or is dropped. Resumed with a failure, the courier
/// runs on the resuming thread (``InlineTaskExecutor``) in the test's context, so the failure
/// is the test's and is recorded before the code that found it goes on: a test that waits on a
/// semaphore for that code cannot end first. A failure that comes after the test ended still
/// names it; Swift Testing counts it while the run lasts, and ``RunEndCheck`` makes the
/// process fail for one that comes later.
///
/// The courier carries all of the test's context as it was when the double was made, a
/// `withKnownIssue` scope or a `withCapturedFailures` collector included.
final class SwiftTestingCourier: TestCourier {
  /// The courier running the current task, while it records.
  @TaskLocal static var delivering: SwiftTestingCourier?

  /// The test that created the double, as people read it: `name() (Module/File.swift:12)`.
  let testDescription: String

  private struct Mailbox {
    var waiter: CheckedContinuation<(@Sendable () -> Void)?, Never>?
    var isClosed = false
  }

  private let mailbox = Locked(Mailbox())
  /// One delivery at a time: each runs the courier to its next suspension before it returns.
  private let deliveries = Lock()

  /// A courier to the test running on the current task; `nil` outside a Swift Testing test.
  init?() {
    guard let test = Test.current else { return nil }
    testDescription = SwiftTestingCaseIdentity.describe(test)
    Task(executorPreference: InlineTaskExecutor.shared) {
      while let body = await self.nextDelivery() {
        Self.$delivering.withValue(self) { body() }
      }
    }
  }

  func runInTestContext(_ body: @escaping @Sendable () -> Void) -> Bool {
    deliveries.withLock {
      guard let waiter = takeWaiter(closing: false) else { return false }
      waiter.resume(returning: body)
      // The courier ran on this thread and waits for the next delivery again.
      assert(mailbox.withLock { $0.waiter != nil }, "the courier did not run where it was resumed")
      return true
    }
  }

  func close() {
    deliveries.withLock { takeWaiter(closing: true)?.resume(returning: nil) }
  }

  private func takeWaiter(closing: Bool) -> CheckedContinuation<(@Sendable () -> Void)?, Never>? {
    mailbox.withLock { mailbox in
      guard !mailbox.isClosed else { return nil }
      defer { mailbox.waiter = nil }
      mailbox.isClosed = closing
      return mailbox.waiter
    }
  }

  /// Suspends until a delivery comes; `nil` once the courier is closed.
  private func nextDelivery() async -> (@Sendable () -> Void)? {
    await withCheckedContinuation { continuation in
      let closed = mailbox.withLock { mailbox in
        if !mailbox.isClosed { mailbox.waiter = continuation }
        return mailbox.isClosed
      }
      if closed { continuation.resume(returning: nil) }
    }
  }
}
