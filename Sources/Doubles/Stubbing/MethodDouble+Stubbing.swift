extension MethodDouble {
  /// Registers `stub` and returns the chain that extends it.
  func add(_ stub: Stub<Arguments, Result, Failure>) -> StubChain<Arguments, Result, Failure> {
    recorder.withLock {
      state.pointee.stubs.append(stub)
      updateFastAnswerLocked()
    }
    return StubChain(method: self, stub: stub)
  }

  /// Replaces `old` by `new` (a longer sequence of answers), keeping its precedence.
  func replace(_ old: Stub<Arguments, Result, Failure>, with new: Stub<Arguments, Result, Failure>) {
    recorder.withLock {
      if let index = state.pointee.stubs.firstIndex(where: { $0 === old }) { state.pointee.stubs[index] = new }
      updateFastAnswerLocked()
    }
  }

  func updateFastAnswerLocked() {
    guard let newest = state.pointee.stubs.last, newest.matcher == nil, newest.answers.count == 1 else {
      state.pointee.fastAnswer = nil
      state.pointee.fastUses = nil
      state.pointee.fastValue = nil
      return
    }
    state.pointee.fastAnswer = newest.answers[0]
    state.pointee.fastUses = newest.uses
    state.pointee.fastAnswerMarkedUsed = false
    state.pointee.fastValue = nil
    if case .value(let value) = newest.answers[0] { state.pointee.fastValue = value }
  }

  /// Starts a stub that answers only the calls `matcher` accepts.
  public func when(_ matcher: ArgumentMatcher<Arguments>) -> StubBuilder<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: matcher)
  }

  /// Starts a stub that answers only the calls whose arguments satisfy `predicate`.
  public func when(
    _ description: String = "the predicate holds", _ predicate: @escaping (Arguments) -> Bool
  ) -> StubBuilder<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: ArgumentMatcher(description, predicate))
  }

  /// Starts a stub that answers only the calls whose argument at `keyPath` matches `matcher`.
  public func when<Value>(
    _ keyPath: KeyPath<Arguments, Value>, _ matcher: ArgumentMatcher<Value>
  ) -> StubBuilder<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: ArgumentMatcher(keyPath, matcher))
  }

  /// Starts a stub that answers only the calls whose argument at `keyPath` equals `value`.
  public func when<Value: Equatable>(
    _ keyPath: KeyPath<Arguments, Value>, _ value: Value
  ) -> StubBuilder<Arguments, Result, Failure> {
    when(keyPath, .equal(value))
  }

  /// Answers every call with `value`.
  @discardableResult
  public func returns(
    _ value: Result, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: nil).returns(
      value, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers every call by throwing `error`.
  @discardableResult
  public func `throws`(
    _ error: Failure, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: nil).throws(
      error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers every call with the result of `body`, which receives the real arguments
  /// (closures among them can be called, as a completion handler).
  @discardableResult
  public func answers(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: @escaping (Arguments) throws(Failure) -> Result
  ) -> StubChain<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: nil).answers(
      fileID: fileID, filePath: filePath, line: line, column: column, body)
  }

  /// Answers every call with the result of the asynchronous `body`; for `async` members.
  @discardableResult
  public func answers(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: @escaping (Arguments) async throws(Failure) -> Result
  ) -> StubChain<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: nil).answers(
      fileID: fileID, filePath: filePath, line: line, column: column, body)
  }

  /// Makes every call suspend until its task is cancelled; for `async` members.
  ///
  /// A cancelled call throws `CancellationError` when the member throws untyped errors, and
  /// otherwise returns the relaxed default. No task or continuation is left behind.
  @discardableResult
  public func neverCompletes(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: nil).neverCompletes(
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends every call to the real object the double was created with (a partial double).
  @discardableResult
  public func forwardsToReal(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: nil).forwardsToReal(
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Removes every stub of this member.
  public func removeStubs() {
    recorder.withLock {
      state.pointee.stubs.removeAll()
      updateFastAnswerLocked()
    }
  }
}

// The arguments themselves, for a member of one `Equatable` argument (`when(7)`) and for a closure's
// double of any number of them (`log.on.verify(.once, with: "cat.png", 3)`): generic over their
// pack, so that a `FunctionDouble`'s handle, whose arguments are `(repeat each Argument)`, takes
// them as a protocol double's handle does.
extension MethodDouble {
  /// Starts a stub that answers only calls whose arguments equal `arguments`.
  public func when<each Argument: Equatable>(
    _ arguments: repeat each Argument
  ) -> StubBuilder<Arguments, Result, Failure> where Arguments == (repeat each Argument) {
    when(.equal(arguments: repeat each arguments))
  }

  /// Fails the test unless the member was called `times` with exactly `arguments`.
  @discardableResult
  public func verify<each Argument: Equatable>(
    _ times: Times = .atLeastOnce,
    with arguments: repeat each Argument,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool where Arguments == (repeat each Argument) {
    check(
      times, .equal(arguments: repeat each arguments),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
