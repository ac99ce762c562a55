#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock on `pthread_mutex_t`.
///
/// Not `Synchronization.Mutex`: on Linux that is built on futexes in code the thread sanitizer
/// does not see, so `swift test --sanitize=thread` reported accesses made under it as races. A
/// pthread mutex is as fast uncontended (tens of nanoseconds) and the sanitizer understands it,
/// so it would also catch a real race.
@usableFromInline
package final class Lock: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock; for a hot path that cannot run its work in a closure. Pair with ``unlock()``.
  @inlinable
  package func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock taken with ``lock()``.
  @inlinable
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` with the lock held.
  @inlinable
  package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
