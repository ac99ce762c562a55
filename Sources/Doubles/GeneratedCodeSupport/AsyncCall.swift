/// A recorded call of an `async` member whose answer is still to come: from the real object, which
/// the double's witness calls itself (``real``), or from the handle (``answer()``).
///
/// A witness that handed the real object to the handle, in a closure, would send it (and the
/// arguments) to wherever the handle runs; calling it in place keeps it where the witness runs,
/// which is the main actor for the protocols of an app module isolated to it by default:
/// ```swift
/// func quote(id: Int) async throws -> Quote {
///   let call = on.quote.beginAsync(id, forwardingTo: real)
///   if let real = call.real { return try await real.quote(id: id) }
///   return try await call.answer()
/// }
/// ```
@_documentation(visibility: internal)
public struct AsyncCall<Arguments, Result, Failure: Error, Real> {
  @usableFromInline let method: MethodDouble<Arguments, Result, Failure>
  @usableFromInline let arguments: Arguments
  @usableFromInline let resolution: MethodDouble<Arguments, Result, Failure>.Resolution
  /// The object that answers the call, when the double forwards it: the real object of a partial
  /// double, or `()` for the superclass's implementation in a class double.
  public let real: Real?

  @inlinable
  init(
    method: MethodDouble<Arguments, Result, Failure>, arguments: Arguments,
    resolution: MethodDouble<Arguments, Result, Failure>.Resolution, real: Real?
  ) {
    self.method = method
    self.arguments = arguments
    self.resolution = resolution
    self.real = real
  }

  /// Answers the call from the handle: its stub, else the relaxed default or a strict failure.
  @inlinable
  public func answer() async throws(Failure) -> Result {
    try await method.answerAsync(arguments, resolution, convert: { $0 }, fallback: method.fallback)
  }
}

extension AsyncCall where Real == Void {
  /// Whether the superclass's implementation answers the call of a class double's override.
  @inlinable
  public var callsSuper: Bool { real != nil }
}

extension AsyncCall where Result == Any {
  /// Answers a call of a generic member, whose result the handle keeps as `Any`, as `Value`.
  @inlinable
  public func answer<Value>(as type: Value.Type) async throws(Failure) -> Value {
    try await method.answerAsync(
      arguments, resolution, convert: { $0 as? Value }, fallback: defaultValue(of: Value.self))
  }
}

extension MethodDouble {
  /// Records a call of an `async` member and says who answers it: `real`, when the double
  /// forwards the call there (no stub answers it, or a `forwardsToReal()` stub does), else the
  /// handle, through ``AsyncCall/answer()``. Used by generated doubles.
  @_documentation(visibility: internal)
  @inlinable
  public func beginAsync<Real>(_ arguments: Arguments, forwardingTo real: @autoclosure () -> Real?) -> AsyncCall<
    Arguments, Result, Failure, Real
  > {
    let resolution = record(arguments)
    return AsyncCall(
      method: self, arguments: arguments, resolution: resolution,
      real: resolution.forwards(unstubbed: true) ? real() : nil)
  }

  /// Records a call of an overridden `async` method of a class double and says whether the
  /// superclass's implementation answers it (``AsyncCall/real`` is `()`): when `unstubbed` is
  /// ``Unstubbed/callSuper`` and no stub answers, or a `forwardsToReal()` stub does.
  @_documentation(visibility: internal)
  @inlinable
  public func beginAsync(_ arguments: Arguments, unstubbed: Unstubbed) -> AsyncCall<Arguments, Result, Failure, Void> {
    let resolution = record(arguments)
    return AsyncCall(
      method: self, arguments: arguments, resolution: resolution,
      real: resolution.forwards(unstubbed: unstubbed == .callSuper) ? () : nil)
  }
}

extension MethodDouble.Resolution {
  /// Whether the call goes to the real object (or `super`) when there is one.
  @inlinable
  func forwards(unstubbed: Bool) -> Bool {
    switch self {
    case .unstubbed: unstubbed
    case .answer(.forward): true
    case .answer, .stored: false
    }
  }
}
