/// The handle of one property of a double: a getter and a setter that record, and the value
/// the property holds.
///
/// A read answers, in this order: a getter stub, the value last written (by the code under
/// test through the setter, or by the test through ``value``), the real object of a partial
/// double, the relaxed default. The object you store is returned as it is, so identity (`===`)
/// is kept.
/// ```swift
/// viewModel.on.title.returns("FakeTitle")      // or: viewModel.on.title.value = "FakeTitle"
/// viewModel.on.title.verify(.once)              // read once
/// label.on.text.verifySet(.once, to: "FakeTitle")
/// ```
public final class PropertyDouble<Value>: @unchecked Sendable {
  /// Reads of the property: stub them, count them.
  public let getter: MethodDouble<Void, Value, Never>
  /// Writes to the property, with the written value as argument.
  public let setter: MethodDouble<Value, Void, Never>

  /// Creates the handle of the property `name`; with `requirement` (`title: String`), one that
  /// shares its reads, writes and stubs with the other handles of the recorder made for it (see
  /// ``MethodDouble/init(_:_:sharedAs:)``).
  @_documentation(visibility: internal)
  public init(_ recorder: DoubleRecorder, _ name: String, sharedAs requirement: String? = nil) {
    getter = MethodDouble(recorder, MemberSignature(name, kind: .getter), requirement: requirement)
    setter = MethodDouble(recorder, MemberSignature(name, kind: .setter), requirement: requirement)
  }

  /// Creates the handle of the property `name` whose reads no stub or write answers get
  /// `relaxedAnswer`: for a type without a default of its own, such as
  /// `any AsyncSequence<Element, Never>`, which a generated double answers with a finished stream.
  @_documentation(visibility: internal)
  public init(_ recorder: DoubleRecorder, _ name: String, sharedAs requirement: String? = nil, relaxedAnswer: Value) {
    getter = MethodDouble(
      recorder, MemberSignature(name, kind: .getter), requirement: requirement, fallback: relaxedAnswer)
    setter = MethodDouble(recorder, MemberSignature(name, kind: .setter), requirement: requirement)
  }

  /// The value the property holds when no getter stub answers; `nil` when none was written.
  ///
  /// Setting it stubs a get-only requirement too, with the very object given.
  @inlinable
  public var value: Value? {
    get { getter.recorder.withLock { getter.state.pointee.storedValue } }
    set { getter.recorder.withLock { getter.state.pointee.storedValue = newValue } }
  }

  /// Makes every read answer `value`; extend it into a sequence with `.then`.
  @discardableResult
  public func returns(
    _ value: Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Void, Value, Never> {
    getter.returns(value, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How many times the property was read.
  public var getCount: Int { getter.callCount }
  /// How many times the property was written.
  public var setCount: Int { setter.callCount }
  /// Every value written to the property, in order.
  public var setValues: [Value] { setter.allArguments }

  /// Fails the test unless the property was read `times`.
  @discardableResult
  public func verify(
    _ times: Times = .atLeastOnce,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    getter.verify(times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until the property was read `times`, and fails the test if that does not happen
  /// within `timeout`.
  @discardableResult
  public func verifyEventually(
    _ times: Times = .atLeastOnce,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await getter.verifyEventually(
      times, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Watches the property for `window` and fails the test as soon as it has been read more often
  /// than `times` allows: `verify(.never, within: .seconds(1))`. See
  /// ``MethodDouble/verify(_:where:within:clock:fileID:filePath:line:column:)``.
  @discardableResult
  public func verify(
    _ times: Times,
    within window: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await getter.verify(
      times, within: window, clock: clock, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Declares that the property will be read `times`, checked by `verify()` on the double; returns
  /// a stub builder for the reads.
  @discardableResult
  public func expect(
    _ times: Times = .once,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StubBuilder<Void, Value, Never> {
    getter.expect(times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Declares that the property will be written `times`, with a value `matcher` accepts (any
  /// value without one), checked by `verify()` on the double. A strict double accepts the writes
  /// a test expects, and only those; returns a stub builder for them, to run code on a write.
  @discardableResult
  public func expectSet(
    _ times: Times = .once,
    to matcher: ArgumentMatcher<Value>? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StubBuilder<Value, Void, Never> {
    setter.expect(times, where: matcher, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Fails the test unless the property was written `times`, whatever the values.
  @discardableResult
  public func verifySet(
    _ times: Times = .atLeastOnce,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setter.verify(times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Fails the test unless the property was written `times` with a value `matcher` accepts.
  @discardableResult
  public func verifySet(
    _ times: Times = .atLeastOnce,
    to matcher: ArgumentMatcher<Value>,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setter.verify(times, where: matcher, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a read and answers it (used by generated doubles).
  @_documentation(visibility: internal)
  @inlinable
  public func get<Real>(forwardingTo real: @autoclosure () -> Real?, _ forward: (Real) -> Value) -> Value {
    getter.call((), forwardingTo: real(), forward)
  }

  /// Records a read of a property that cannot forward to a real object, and answers it.
  @_documentation(visibility: internal)
  @inlinable
  public func get() -> Value { getter.call(()) }

  /// Records a write, keeps the value for later reads, and forwards it to the real object of a
  /// partial double (used by generated doubles).
  @_documentation(visibility: internal)
  @inlinable
  public func set<Real>(_ newValue: Value, forwardingTo real: @autoclosure () -> Real?, _ forward: (Real) -> Void) {
    value = newValue
    setter.call(newValue, forwardingTo: real(), forward)
  }

  /// Records a write of a property that cannot forward to a real object.
  @_documentation(visibility: internal)
  @inlinable
  public func set(_ newValue: Value) {
    value = newValue
    setter.call(newValue)
  }
}

extension PropertyDouble where Value: Equatable {
  /// Declares that the property will be written `times` with `value`, as `expectSet(_:to:)`
  /// with a matcher does.
  @discardableResult
  public func expectSet(
    _ times: Times = .once,
    to value: Value,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StubBuilder<Value, Void, Never> {
    setter.expect(times, where: .equal(value), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Fails the test unless the property was written `times` with `value`.
  @discardableResult
  public func verifySet(
    _ times: Times = .atLeastOnce,
    to value: Value,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setter.verify(times, with: value, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
