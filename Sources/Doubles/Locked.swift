import Synchronization

/// A value guarded by a `Mutex`, for state that is shared between threads.
///
/// Doubles records calls synchronously under a lock: an uncontended `Mutex` costs tens of
/// nanoseconds, where an actor hop costs microseconds.
final class Locked<Value>: @unchecked Sendable {
  private let mutex = Mutex<Void>(())
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try mutex.withLock { _ throws(Failure) -> Result in try body(&value) }
  }
}
