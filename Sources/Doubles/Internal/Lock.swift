import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A mutual-exclusion lock that owns its memory; ``reference`` takes and releases it.
@usableFromInline
package final class Lock: @unchecked Sendable {
  /// The lock itself: pointers only, so that a hot path holding it keeps no object alive. Code
  /// that cannot run its work in ``withLock(_:)`` takes and releases it here.
  @usableFromInline package let reference: LockReference

  package init() { reference = LockReference.allocate() }

  deinit { reference.deallocate() }

  /// Runs `body` with the lock held.
  @inlinable
  package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    let reference = reference
    reference.lock()
    defer { reference.unlock() }
    return try body()
  }
}

/// The memory of a ``Lock``, which takes and releases it in the caller's own code.
///
/// Every recorded call takes a lock once, so it is much of what a call costs beyond a
/// hand-written spy. On Apple's systems it is an `os_unfair_lock`, which lends a waiting thread's
/// priority to the owner. Elsewhere it is one atomic word, taken by a compare-and-swap inlined
/// into the caller, with a pthread mutex and condition where threads wait for a contended lock.
/// Not `Synchronization.Mutex`: on Linux its futex code is out of the thread sanitizer's sight,
/// so that accesses made under it were reported as races; the sanitizer sees the word's acquire
/// and release, and the Apple lock it knows.
///
/// Pointers rather than an object: a method of an object that runs an atomic operation or an
/// opaque call makes its caller retain and release the object around it, which costs more than
/// the lock.
@usableFromInline
package struct LockReference: @unchecked Sendable {
  #if canImport(Darwin)
    @usableFromInline let unfair: os_unfair_lock_t

    static func allocate() -> LockReference {
      let unfair = os_unfair_lock_t.allocate(capacity: 1)
      unfair.initialize(to: os_unfair_lock())
      return LockReference(unfair: unfair)
    }

    func deallocate() {
      unfair.deinitialize(count: 1)
      unfair.deallocate()
    }

    @inlinable
    package func lock() { os_unfair_lock_lock(unfair) }

    @inlinable
    package func unlock() { os_unfair_lock_unlock(unfair) }
  #else
    /// ``LockWord/unlocked``, ``LockWord/locked`` or ``LockWord/contended``.
    @usableFromInline let word: UnsafeMutablePointer<Atomic<UInt32>>
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let condition: UnsafeMutablePointer<pthread_cond_t>

    static func allocate() -> LockReference {
      let word = UnsafeMutablePointer<Atomic<UInt32>>.allocate(capacity: 1)
      word.initialize(to: Atomic(LockWord.unlocked))
      let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
      condition.initialize(to: pthread_cond_t())
      pthread_cond_init(condition, nil)
      return LockReference(word: word, mutex: mutex, condition: condition)
    }

    func deallocate() {
      pthread_cond_destroy(condition)
      pthread_mutex_destroy(mutex)
      condition.deinitialize(count: 1)
      condition.deallocate()
      mutex.deinitialize(count: 1)
      mutex.deallocate()
      word.deinitialize(count: 1)
      word.deallocate()
    }

    @inlinable
    package func lock() {
      if !word.pointee.compareExchange(expected: LockWord.unlocked, desired: LockWord.locked, ordering: .acquiring)
        .exchanged
      {
        lockContended()
      }
    }

    @inlinable
    package func unlock() {
      if word.pointee.exchange(LockWord.unlocked, ordering: .releasing) == LockWord.contended { wakeOne() }
    }

    /// Spins briefly, then waits until the owner releases the lock, marking it contended so that
    /// the release wakes a waiting thread.
    ///
    /// The exchange runs under the mutex, as does ``wakeOne()``: a thread that found the lock
    /// taken is waiting on the condition before the owner, releasing it, can signal.
    @usableFromInline @inline(never)
    func lockContended() {
      for _ in 0..<64 {
        if word.pointee.load(ordering: .relaxed) == LockWord.unlocked,
          word.pointee.compareExchange(expected: LockWord.unlocked, desired: LockWord.locked, ordering: .acquiring)
            .exchanged
        {
          return
        }
        sched_yield()
      }
      pthread_mutex_lock(mutex)
      while word.pointee.exchange(LockWord.contended, ordering: .acquiring) != LockWord.unlocked {
        pthread_cond_wait(condition, mutex)
      }
      pthread_mutex_unlock(mutex)
    }

    /// Wakes one thread waiting for the lock.
    @usableFromInline @inline(never)
    func wakeOne() {
      pthread_mutex_lock(mutex)
      pthread_cond_signal(condition)
      pthread_mutex_unlock(mutex)
    }
  #endif
}

#if !canImport(Darwin)
  /// The values of a ``LockReference``'s word.
  @usableFromInline
  enum LockWord {
    @inlinable static var unlocked: UInt32 { 0 }
    @inlinable static var locked: UInt32 { 1 }
    /// Locked, and a thread may be waiting for it.
    @inlinable static var contended: UInt32 { 2 }
  }
#endif
