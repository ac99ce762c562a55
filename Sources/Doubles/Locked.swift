/// A value guarded by a ``Lock``, for state that is shared between threads.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { () throws(Failure) -> Result in try body(&value) }
  }
}
