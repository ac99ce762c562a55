/// A value guarded by a ``Lock``, for state that is shared between threads.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
  @usableFromInline let lock = Lock()
  @usableFromInline var value: Value

  package init(_ value: Value) { self.value = value }

  @inlinable
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { () throws(Failure) -> Result in try body(&value) }
  }
}
