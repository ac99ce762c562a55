extension MethodDouble {
  /// Records a call of an overridden method of a class double, and answers it: from a stub,
  /// else from the superclass's implementation when `unstubbed` is ``Unstubbed/callSuper``,
  /// else as `unstubbed` says. A `forwardsToReal()` stub calls the superclass's implementation
  /// whatever `unstubbed` is.
  @_documentation(visibility: internal)
  @inlinable
  public func call(
    _ arguments: Arguments,
    unstubbed: Unstubbed,
    super implementation: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try answer(
      arguments, { () }, { () throws(Failure) -> Result in try implementation() }, convert: { $0 },
      fallback: fallback, forwardsUnstubbed: unstubbed == .callSuper)
  }
}

extension MethodDouble where Result == Any {
  /// Records a call of an overridden generic method, whose result the handle keeps as `Any`, and
  /// answers it as `Value`; see ``call(_:unstubbed:super:)``.
  @_documentation(visibility: internal)
  @inlinable
  public func call<Value>(
    _ arguments: Arguments,
    as type: Value.Type,
    unstubbed: Unstubbed,
    super implementation: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try answer(
      arguments, { () }, { () throws(Failure) -> Value in try implementation() }, convert: { $0 as? Value },
      fallback: defaultValue(of: Value.self), forwardsUnstubbed: unstubbed == .callSuper)
  }
}

extension PropertyDouble {
  /// Records a read of an overridden property of a class double, and answers it: from a getter
  /// stub, else the value last written (unless `unstubbed` is ``Unstubbed/callSuper``), else from
  /// the superclass's getter when `unstubbed` is ``Unstubbed/callSuper``, else as it says.
  @_documentation(visibility: internal)
  @inlinable
  public func get(unstubbed: Unstubbed, super implementation: () -> Value) -> Value {
    getter.call((), unstubbed: unstubbed, super: implementation)
  }

  /// Records a write to an overridden property of a class double. With
  /// ``Unstubbed/callSuper`` the superclass's setter takes the value, and later reads ask the
  /// superclass's getter; otherwise the double keeps the value for later reads.
  @_documentation(visibility: internal)
  @inlinable
  public func set(_ newValue: Value, unstubbed: Unstubbed, super implementation: () -> Void) {
    if unstubbed != .callSuper { value = newValue }
    setter.call(newValue, unstubbed: unstubbed, super: implementation)
  }
}

extension SubscriptDouble {
  /// Records a read of an overridden subscript of a class double, and answers it: from a getter
  /// stub, else from the superclass when `unstubbed` is ``Unstubbed/callSuper``, else as it says.
  @_documentation(visibility: internal)
  @inlinable
  public func get(_ index: Index, unstubbed: Unstubbed, super implementation: () -> Value) -> Value {
    getter.call(index, unstubbed: unstubbed, super: implementation)
  }

  /// Records a write through an overridden subscript of a class double, passing it to the
  /// superclass when `unstubbed` is ``Unstubbed/callSuper``.
  @_documentation(visibility: internal)
  @inlinable
  public func set(_ index: Index, _ newValue: Value, unstubbed: Unstubbed, super implementation: () -> Void) {
    setter.call((index, newValue), unstubbed: unstubbed, super: implementation)
  }
}
