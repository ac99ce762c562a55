import Dispatch
import Synchronization

/// Runs `work` for every index of `count` on `jobs` threads, and returns the results in index
/// order: the output never depends on which thread finished first.
func parallelMap<Result: Sendable>(
  count: Int, jobs: Int, progress: ProgressLine? = nil, _ work: @Sendable (Int) -> Result
) -> [Result] {
  let results = ResultSlots<Result>(count: count)
  let next = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count else { return }
      results.store(work(index), at: index)
      progress?.advance()
    }
  }
  return results.collect()
}

/// One slot per index, each written by exactly one thread, read after all have finished.
private final class ResultSlots<Result>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Result?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func store(_ result: Result, at index: Int) { slots[index] = result }

  func collect() -> [Result] { slots.map { $0! } }
}
