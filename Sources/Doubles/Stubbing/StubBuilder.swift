/// A stub being set up for the calls a matcher accepts; finish it with an answer.
///
/// ```swift
/// double.on.fetchQuote.when(.equal(3)).returns(quote)
/// double.on.authorize.when(\.username, "Bob").and(\.password, .notNil()).returns(true)
/// ```
public struct StubBuilder<Arguments, Result, Failure: Error> {
  let method: MethodDouble<Arguments, Result, Failure>
  var matcher: ArgumentMatcher<Arguments>?
  /// Whether the stub answers an expectation (`expect`), whose count is checked instead of its use.
  var answersAnExpectation = false

  init(method: MethodDouble<Arguments, Result, Failure>, matcher: ArgumentMatcher<Arguments>?) {
    self.method = method
    self.matcher = matcher
  }

  /// Narrows the stub to calls whose argument at `keyPath` also matches `matcher`.
  public func and<Value>(
    _ keyPath: KeyPath<Arguments, Value>, _ matcher: ArgumentMatcher<Value>
  ) -> StubBuilder {
    let added = ArgumentMatcher(keyPath, matcher)
    var narrowed = self
    narrowed.matcher = self.matcher.map { $0.and(added) } ?? added
    return narrowed
  }

  /// Narrows the stub to calls whose argument at `keyPath` also equals `value`.
  public func and<Value: Equatable>(_ keyPath: KeyPath<Arguments, Value>, _ value: Value) -> StubBuilder {
    and(keyPath, .equal(value))
  }

  private func finish(
    _ answer: Answer<Arguments, Result, Failure>, _ site: CallSite
  ) -> StubChain<Arguments, Result, Failure> {
    method.add(Stub(matcher: matcher, answers: [answer], site: site, uses: UseCounter(lenient: answersAnExpectation)))
  }

  /// Answers with `value`.
  @discardableResult
  public func returns(
    _ value: Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    finish(.value(value), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers by throwing `error`.
  @discardableResult
  public func `throws`(
    _ error: Failure,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    finish(.failure(error), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers with the result of `body`, which receives the real arguments.
  @discardableResult
  public func answers(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (Arguments) throws(Failure) -> Result
  ) -> StubChain<Arguments, Result, Failure> {
    finish(.compute(body), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers with the result of the asynchronous `body`; for `async` members.
  @discardableResult
  public func answers(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @escaping (Arguments) async throws(Failure) -> Result
  ) -> StubChain<Arguments, Result, Failure> {
    finish(.computeAsync(body), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Suspends the call until its task is cancelled; for `async` members.
  @discardableResult
  public func neverCompletes(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    finish(.suspendForever, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Sends the call to the real object the double was created with.
  @discardableResult
  public func forwardsToReal(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StubChain<Arguments, Result, Failure> {
    finish(.forward, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A registered stub, which ``then`` extends into a sequence of answers.
///
/// ```swift
/// double.on.fetchQuote.throws(URLError(.timedOut)).then.returns(quote)
/// ```
/// Each call takes the next answer; the last one repeats.
public struct StubChain<Arguments, Result, Failure: Error> {
  let method: MethodDouble<Arguments, Result, Failure>
  let stub: Stub<Arguments, Result, Failure>

  /// The next answer of the sequence.
  public var then: StubContinuation<Arguments, Result, Failure> {
    StubContinuation(chain: self)
  }

  /// Lets the stub go unused in a test that fails on unused stubs (`.verifiesDoubles(strictStubs: true)`):
  /// for a stub set up for every test of a suite, or for a path only some runs take.
  @discardableResult
  public func lenient() -> StubChain {
    stub.uses.lenient.store(true, ordering: .relaxed)
    return self
  }
}

/// Adds the next answer to a stub's sequence; see ``StubChain/then``.
public struct StubContinuation<Arguments, Result, Failure: Error> {
  let chain: StubChain<Arguments, Result, Failure>

  private func append(_ answer: Answer<Arguments, Result, Failure>) -> StubChain<Arguments, Result, Failure> {
    let longer = chain.stub.appending(answer)
    chain.method.replace(chain.stub, with: longer)
    return StubChain(method: chain.method, stub: longer)
  }

  /// Then answers with `value`.
  @discardableResult
  public func returns(_ value: Result) -> StubChain<Arguments, Result, Failure> { append(.value(value)) }

  /// Then throws `error`.
  @discardableResult
  public func `throws`(_ error: Failure) -> StubChain<Arguments, Result, Failure> { append(.failure(error)) }

  /// Then answers with the result of `body`.
  @discardableResult
  public func answers(
    _ body: @escaping (Arguments) throws(Failure) -> Result
  ) -> StubChain<Arguments, Result, Failure> {
    append(.compute(body))
  }

  /// Then answers with the result of the asynchronous `body`.
  @discardableResult
  public func answers(
    _ body: @escaping (Arguments) async throws(Failure) -> Result
  ) -> StubChain<Arguments, Result, Failure> {
    append(.computeAsync(body))
  }

  /// Then never completes.
  @discardableResult
  public func neverCompletes() -> StubChain<Arguments, Result, Failure> { append(.suspendForever) }

  /// Then forwards to the real object.
  @discardableResult
  public func forwardsToReal() -> StubChain<Arguments, Result, Failure> { append(.forward) }
}

/// Suspends until the current task is cancelled, holding no thread.
@usableFromInline
func suspendUntilCancelled() async {
  while !Task.isCancelled {
    try? await Task.sleep(nanoseconds: UInt64.max / 2)
  }
}
