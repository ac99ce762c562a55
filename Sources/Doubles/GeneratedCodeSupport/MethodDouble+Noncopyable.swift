/// Calls of generic members whose result may be noncopyable (`func make<T: ~Copyable>() -> T`).
///
/// A handle keeps a generic member's result as `Any`, which cannot hold a noncopyable value, so no
/// stub can answer such a call: the real object of a partial double answers it, and without one
/// the call fails its test, throwing where the member throws and stopping otherwise, since it has
/// no value to return. The call is recorded either way, for verifications.
extension MethodDouble where Result == Any {
  /// Records a call and answers it from `real` (used by generated doubles).
  @_documentation(visibility: internal)
  @inlinable
  public func callNoncopyable<Real, Value: ~Copyable>(
    _ arguments: Arguments,
    forwardingTo real: @autoclosure () -> Real?,
    as type: Value.Type,
    _ forward: (Real) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let resolution = record(arguments)
    if resolution.forwards(unstubbed: true), let real = real() { return try forward(real) }
    try failNoncopyable(arguments, resultType: "\(Value.self)")
  }

  /// Records a call of a member that cannot forward to a real object, and fails it.
  @_documentation(visibility: internal)
  @inlinable
  public func callNoncopyable<Value: ~Copyable>(_ arguments: Arguments, as type: Value.Type) throws(Failure) -> Value {
    _ = record(arguments)
    try failNoncopyable(arguments, resultType: "\(Value.self)")
  }

  /// The asynchronous form of ``callNoncopyable(_:as:)``.
  @_documentation(visibility: internal)
  @inlinable
  public func callAsyncNoncopyable<Value: ~Copyable>(
    _ arguments: Arguments, as type: Value.Type
  ) async throws(Failure) -> Value {
    _ = record(arguments)
    try failNoncopyable(arguments, resultType: "\(Value.self)")
  }

  /// Reports that no stub can answer the call, then throws, or stops.
  @usableFromInline
  func failNoncopyable(_ arguments: Arguments, resultType: String) throws(Failure) -> Never {
    let message = Messages.noncopyableResult(call: renderCall(arguments), double: recorder.name, resultType: resultType)
    recorder.report(message, at: recorder.site)
    if let error = DoublesError(message: message) as? Failure { throw error }
    fatalError(message)
  }
}

extension AsyncCall where Result == Any {
  /// Answers a call of a generic member whose result may be noncopyable, which the real object
  /// did not answer: it fails (see ``MethodDouble/callNoncopyable(_:forwardingTo:as:_:)``).
  @inlinable
  public func answerNoncopyable<Value: ~Copyable>(as type: Value.Type) async throws(Failure) -> Value {
    try method.failNoncopyable(arguments, resultType: "\(Value.self)")
  }
}
