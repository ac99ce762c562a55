/// The handle of one subscript of a double: a getter and a setter that record.
///
/// `Index` is the subscript's parameter (or a labelled tuple of several). Reads answer from
/// getter stubs, else the relaxed default; stub them per index with `when`:
/// ```swift
/// double.on.subscript.getter.when(.equal(0)).returns("first")
/// ```
public final class SubscriptDouble<Index, Value>: @unchecked Sendable {
  /// Reads, with the index as argument.
  public let getter: MethodDouble<Index, Value, Never>
  /// Writes, with the index and the new value as arguments.
  public let setter: MethodDouble<(index: Index, newValue: Value), Void, Never>

  /// Creates the handle of a subscript.
  @_documentation(visibility: internal)
  public init(_ recorder: DoubleRecorder) {
    getter = MethodDouble(recorder, MemberSignature("subscript", kind: .subscriptGetter))
    setter = MethodDouble(recorder, MemberSignature("subscript", kind: .subscriptSetter))
  }

  /// Records a read and answers it (used by generated doubles).
  @_documentation(visibility: internal)
  @inlinable
  public func get(_ index: Index) -> Value { getter.call(index) }

  /// Records a write (used by generated doubles).
  @_documentation(visibility: internal)
  @inlinable
  public func set(_ index: Index, _ newValue: Value) { setter.call((index, newValue)) }
}
