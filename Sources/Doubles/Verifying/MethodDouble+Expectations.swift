extension MethodDouble {
  /// Declares, before the code under test runs, that the member will be called `times` with
  /// arguments accepted by `matcher`; ``TestDouble/verify(fileID:filePath:line:column:)`` checks
  /// it afterwards.
  ///
  /// Returns a stub builder for the same calls, so a mock is one line:
  /// `mock.on.authorize.expect(.once).returns(true)`. An expected call is an allowed one: a
  /// strict double takes it without a stub when the member returns nothing, and fails it with a
  /// message asking for `.returns(…)` when it must return a value.
  @discardableResult
  public func expect(
    _ times: Times = .once,
    where matcher: ArgumentMatcher<Arguments>? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubBuilder<Arguments, Result, Failure> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    recorder.withLock { state.pointee.expectations.append(Expectation(times: times, matcher: matcher, site: site)) }
    if !recorder.isScoped { ExpectationWatch.watch(records) }
    var builder = StubBuilder(method: self, matcher: matcher)
    builder.answersAnExpectation = true
    return builder
  }

  /// Declares that the member will be called `times` with arguments satisfying `predicate`, and
  /// returns a stub builder for the same calls.
  @discardableResult
  public func expect(
    _ times: Times = .once,
    where description: String = "the predicate holds",
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ predicate: @escaping (Arguments) -> Bool
  ) -> StubBuilder<Arguments, Result, Failure> {
    expect(
      times, where: ArgumentMatcher(description, predicate), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Declares that the member will be called `times` with the argument at `keyPath` accepted by
  /// `matcher`, and returns a stub builder for the same calls.
  @discardableResult
  public func expect<Value>(
    _ times: Times = .once,
    _ keyPath: KeyPath<Arguments, Value>,
    _ matcher: ArgumentMatcher<Value>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubBuilder<Arguments, Result, Failure> {
    expect(
      times, where: ArgumentMatcher(keyPath, matcher), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Declares that the member will be called `times` with the argument at `keyPath` equal to
  /// `value`, and returns a stub builder for the same calls.
  @discardableResult
  public func expect<Value: Equatable>(
    _ times: Times = .once,
    _ keyPath: KeyPath<Arguments, Value>,
    _ value: Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubBuilder<Arguments, Result, Failure> {
    expect(
      times, where: ArgumentMatcher(keyPath, .equal(value)), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
