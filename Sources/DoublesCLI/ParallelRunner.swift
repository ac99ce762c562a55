import Dispatch
import DoublesGenerator
import Synchronization

/// Runs a stage's work on `jobs` threads, and returns the results in index order: the output
/// never depends on which thread finished first.
struct ParallelRunner: WorkRunner {
  let jobs: Int

  func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let results = ResultSlots<Result>(count: count)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        results.store(body(index), at: index)
      }
    }
    return results.collect()
  }
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
