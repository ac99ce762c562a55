import Synchronization

/// The handle of one method (or property accessor, subscript, initializer) of a double.
///
/// It records every call with its arguments, answers calls from its stubs, and verifies.
/// `Arguments` is the labelled tuple of the method's parameters (a single parameter is its own
/// type, no parameter is `Void`), `Result` is its return type, and `Failure` is `Never` for a
/// method that does not throw, `any Error` for `throws`, and `E` for `throws(E)`.
/// ```swift
/// let authorizer = AuthorizerDouble()
/// authorizer.on.authorize.when(\.username, "Bob").returns(true)
/// #expect(authorizer.on.authorize.callCount == 1)
/// authorizer.on.authorize.verify(.once, \.password, .notNil())
/// ```
public final class MethodDouble<Arguments, Result, Failure: Error>: @unchecked Sendable {
  /// The member's name, used to render its calls.
  public let signature: MemberSignature
  /// The recorder shared by all members of the double.
  public let recorder: DoubleRecorder

  @usableFromInline let fallback: Result?
  /// This member's number in the recorder.
  @usableFromInline let memberID: Int
  /// The member's mutable state, guarded by the recorder's lock.
  ///
  /// Behind a pointer rather than in stored `var`s: the lock already makes access exclusive, and
  /// Swift's dynamic exclusivity checks on class properties cost more than the rest of a call.
  @usableFromInline let state: UnsafeMutablePointer<State>

  @usableFromInline
  struct State {
    @usableFromInline var calls: [RecordedCall] = []
    @usableFromInline var stubs: [Stub<Arguments, Result, Failure>] = []
    /// The answer of the newest stub when it takes every call and has a single answer: the
    /// common case, answered without touching the stub.
    @usableFromInline var fastAnswer: Answer<Arguments, Result, Failure>?
    var expectations: [Expectation] = []
    /// The value a property getter returns when no stub answers; set through its setter.
    @usableFromInline var storedValue: Result?

    init() {}
  }

  @usableFromInline
  struct RecordedCall {
    @usableFromInline let arguments: Arguments
    @usableFromInline let sequence: UInt64
    /// Whether a passing verification counted this call.
    var verified = false

    @inlinable
    init(arguments: Arguments, sequence: UInt64) {
      self.arguments = arguments
      self.sequence = sequence
    }
  }

  struct Expectation {
    let times: Times
    let matcher: ArgumentMatcher<Arguments>?
    let site: CallSite
  }

  /// Creates the handle of the method `name` (such as `authorize(username:password:)`).
  public convenience init(_ recorder: DoubleRecorder, _ name: String) {
    self.init(recorder, MemberSignature(name))
  }

  /// Creates the handle of a property whose getter is `async` or `throws`.
  public convenience init(_ recorder: DoubleRecorder, property name: String) {
    self.init(recorder, MemberSignature(name, kind: .getter))
  }

  init(_ recorder: DoubleRecorder, _ signature: MemberSignature) {
    self.recorder = recorder
    self.signature = signature
    self.fallback = defaultValue(of: Result.self)
    self.memberID = recorder.reserveMember()
    self.state = .allocate(capacity: 1)
    state.initialize(to: State())
    recorder.register(self, as: memberID)
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  // MARK: - Calling (used by generated doubles)

  @usableFromInline
  enum Resolution {
    case answer(Answer<Arguments, Result, Failure>)
    case stored(Result)
    case unstubbed
  }

  /// Records a call and picks the stub that answers it: the most recently added one that matches.
  ///
  /// The common cases, a newest stub without a matcher or no stub at all, are settled under the
  /// lock; otherwise the stubs are copied out and matched after it, so that no code of the test
  /// runs under the lock.
  @inlinable
  func record(_ arguments: Arguments) -> Resolution {
    var candidates: [Stub<Arguments, Result, Failure>] = []
    let (settled, waiters) = recorder.withLock { () -> (Resolution?, [CheckedContinuation<Void, Never>]?) in
      let (sequence, waiters) = recorder.countCallLocked()
      state.pointee.calls.append(RecordedCall(arguments: arguments, sequence: sequence))
      if let answer = state.pointee.fastAnswer { return (.answer(answer), waiters) }
      let stored = state.pointee.storedValue.map(Resolution.stored)
      guard let newest = state.pointee.stubs.last else { return (stored ?? .unstubbed, waiters) }
      if newest.matcher == nil { return (.answer(newest.nextAnswer()), waiters) }
      candidates = state.pointee.stubs
      return (stored, waiters)
    }
    if let waiters { for waiter in waiters { waiter.resume() } }
    for stub in candidates.reversed() where stub.matches(arguments) {
      return .answer(stub.nextAnswer())
    }
    return settled ?? .unstubbed
  }

  /// Records a call and answers it: from a stub, else from `real` when the double forwards,
  /// else with the relaxed default (or a failure, in strict mode).
  @inlinable
  public func call<Real>(
    _ arguments: Arguments,
    forwardingTo real: Real?,
    _ forward: (Real) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try answer(arguments, real, forward, convert: { $0 }, fallback: fallback)
  }

  /// Records a call of a member that cannot forward to a real object, and answers it.
  @inlinable
  public func call(_ arguments: Arguments) throws(Failure) -> Result {
    try answer(arguments, Never?.none, { never throws(Failure) -> Result in }, convert: { $0 }, fallback: fallback)
  }

  /// The asynchronous form of ``call(_:forwardingTo:_:)``, for `async` members.
  @inlinable
  public func callAsync<Real>(
    _ arguments: Arguments,
    forwardingTo real: Real?,
    _ forward: (Real) async throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    try await answerAsync(arguments, real, forward, convert: { $0 }, fallback: fallback)
  }

  /// Records a call of an `async` member that cannot forward to a real object, and answers it.
  @inlinable
  public func callAsync(_ arguments: Arguments) async throws(Failure) -> Result {
    try await answerAsync(
      arguments, Never?.none, { never async throws(Failure) -> Result in }, convert: { $0 }, fallback: fallback)
  }

  /// Records a call and answers it as a `Value`: the stubbed `Result`, converted; the real
  /// object's answer; or `fallback`.
  @inlinable
  func answer<Real, Value>(
    _ arguments: Arguments,
    _ real: Real?,
    _ forward: (Real) throws(Failure) -> Value,
    convert: (Result) -> Value?,
    fallback: Value?
  ) throws(Failure) -> Value {
    let answer: Answer<Arguments, Result, Failure>
    switch record(arguments) {
    case .stored(let value): return try converted(value, convert, arguments, fallback)
    case .answer(let chosen): answer = chosen
    case .unstubbed:
      if let real { return try forward(real) }
      return try unanswered(arguments, reason: .noStub, fallback: fallback)
    }
    switch answer {
    case .value(let value): return try converted(value, convert, arguments, fallback)
    case .failure(let error): throw error
    case .compute(let body): return try converted(try body(arguments), convert, arguments, fallback)
    case .forward:
      if let real { return try forward(real) }
      return try unanswered(arguments, reason: .noRealObject, fallback: fallback)
    case .computeAsync, .suspendForever:
      return try unanswered(arguments, reason: .asyncAnswerOnSyncMember, fallback: fallback)
    }
  }

  /// The asynchronous form of ``answer(_:_:_:convert:fallback:)``.
  @inlinable
  func answerAsync<Real, Value>(
    _ arguments: Arguments,
    _ real: Real?,
    _ forward: (Real) async throws(Failure) -> Value,
    convert: (Result) -> Value?,
    fallback: Value?
  ) async throws(Failure) -> Value {
    let answer: Answer<Arguments, Result, Failure>
    switch record(arguments) {
    case .stored(let value): return try converted(value, convert, arguments, fallback)
    case .answer(let chosen): answer = chosen
    case .unstubbed:
      if let real { return try await forward(real) }
      return try unanswered(arguments, reason: .noStub, fallback: fallback)
    }
    switch answer {
    case .value(let value): return try converted(value, convert, arguments, fallback)
    case .failure(let error): throw error
    case .compute(let body): return try converted(try body(arguments), convert, arguments, fallback)
    case .computeAsync(let body): return try converted(try await body(arguments), convert, arguments, fallback)
    case .suspendForever:
      await suspendUntilCancelled()
      if let cancellation = CancellationError() as? Failure { throw cancellation }
      return try unanswered(arguments, reason: .cancelled, fallback: fallback)
    case .forward:
      if let real { return try await forward(real) }
      return try unanswered(arguments, reason: .noRealObject, fallback: fallback)
    }
  }

  @inlinable
  func converted<Value>(
    _ result: Result, _ convert: (Result) -> Value?, _ arguments: Arguments, _ fallback: Value?
  ) throws(Failure) -> Value {
    if let value = convert(result) { return value }
    return try unanswered(
      arguments, reason: .wrongType(stubbed: "\(type(of: result as Any))", expected: "\(Value.self)"),
      fallback: fallback)
  }

  @usableFromInline
  enum Unanswered {
    case noStub, noRealObject, asyncAnswerOnSyncMember, cancelled
    case wrongType(stubbed: String, expected: String)
  }

  /// Answers a call that no stub answered: the relaxed default, or a reported failure.
  @usableFromInline
  func unanswered<Value>(
    _ arguments: Arguments, reason: Unanswered, fallback: Value?
  ) throws(Failure) -> Value {
    let call = renderCall(arguments)
    let noDefault = Messages.noDefault(call: call, double: recorder.name, resultType: "\(Value.self)")
    var message: String?
    switch reason {
    case .noStub where recorder.strictness == .strict:
      message = Messages.missingStub(call: call, double: recorder.name, stubs: stubSummaries)
    case .noStub, .cancelled:
      message = fallback == nil ? noDefault : nil
    case .noRealObject:
      message = Messages.noRealObject(call: call, double: recorder.name)
    case .asyncAnswerOnSyncMember:
      message = Messages.asyncAnswerOnSyncMember(call: call)
    case .wrongType(let stubbed, let expected):
      message = Messages.wrongType(call: call, stubbed: stubbed, expected: expected)
    }
    if let message { recorder.report(message, at: recorder.site) }
    if let fallback { return fallback }
    let final = message ?? noDefault
    if let error = DoublesError(message: final) as? Failure { throw error }
    fatalError(final)
  }

  private var stubSummaries: [String] { recorder.withLock { state.pointee.stubs.map(\.summary) } }

  // MARK: - Stubbing

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

  private func updateFastAnswerLocked() {
    guard let newest = state.pointee.stubs.last, newest.matcher == nil, newest.answers.count == 1 else {
      state.pointee.fastAnswer = nil
      return
    }
    state.pointee.fastAnswer = newest.answers[0]
  }

  /// Starts a stub that answers only the calls `matcher` accepts.
  public func when(_ matcher: ArgumentMatcher<Arguments>) -> StubBuilder<Arguments, Result, Failure> {
    StubBuilder(method: self, matcher: matcher)
  }

  /// Starts a stub that answers only the calls whose arguments satisfy `predicate`.
  public func when(
    _ description: String = "where …", _ predicate: @escaping (Arguments) -> Bool
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
      state.pointee.fastAnswer = nil
    }
  }

  // MARK: - Recorded calls

  /// How many times the member was called.
  public var callCount: Int { recorder.withLock { state.pointee.calls.count } }

  /// Whether the member was called at least once.
  public var wasCalled: Bool { callCount > 0 }

  /// The arguments of every call, in order.
  public var allArguments: [Arguments] { recorder.withLock { state.pointee.calls.map(\.arguments) } }

  /// The arguments of the most recent call, or `nil` before the first call.
  public var lastArguments: Arguments? { recorder.withLock { state.pointee.calls.last?.arguments } }

  /// Every call rendered as `name(label: value)`, in order.
  public var callLog: [String] { allArguments.map(renderCall) }

  func renderCall(_ arguments: Arguments) -> String {
    let values: [String]
    switch (signature.kind, signature.labels.count) {
    case (.getter, _), (.method, 0): values = []
    case (.setter, _), (.subscriptGetter, _), (.method, 1): values = [render(arguments)]
    case (.subscriptSetter, _), (.method, _): values = Mirror(reflecting: arguments).children.map { render($0.value) }
    }
    return signature.render(values)
  }

  /// The global sequence numbers of the calls accepted by `matcher`, for order verification.
  func sequences(matching matcher: ArgumentMatcher<Arguments>?) -> [UInt64] {
    recorder.withLock { state.pointee.calls }.filter { matcher?.matches($0.arguments) ?? true }.map(\.sequence)
  }

  // MARK: - Verification

  /// Fails the test unless the member was called `times`, with arguments accepted by `matcher`.
  ///
  /// Returns whether the verification held. The calls it counted are marked as verified for
  /// ``TestDouble/verifyNoOtherCalls(site:)``.
  @discardableResult
  public func verify(
    _ times: Times = .atLeastOnce,
    where matcher: ArgumentMatcher<Arguments>? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(times, matcher, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func check(_ times: Times, _ matcher: ArgumentMatcher<Arguments>?, site: CallSite) -> Bool {
    let snapshot = recorder.withLock { state.pointee.calls }
    let matching = snapshot.indices.filter { matcher?.matches(snapshot[$0].arguments) ?? true }
    guard times.accepts(matching.count) else {
      recorder.report(failureMessage(times, matcher, snapshot, matching), at: site)
      return false
    }
    recorder.withLock {
      for index in matching where index < state.pointee.calls.count { state.pointee.calls[index].verified = true }
    }
    return true
  }

  /// Fails the test unless the member was called `times` with arguments satisfying `predicate`.
  @discardableResult
  public func verify(
    _ times: Times = .atLeastOnce,
    where description: String = "where …",
    _ predicate: @escaping (Arguments) -> Bool,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(
      times, ArgumentMatcher(description, predicate),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Fails the test unless the member was called `times` with the argument at `keyPath`
  /// accepted by `matcher`.
  @discardableResult
  public func verify<Value>(
    _ times: Times = .atLeastOnce,
    _ keyPath: KeyPath<Arguments, Value>,
    _ matcher: ArgumentMatcher<Value>,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(
      times, ArgumentMatcher(keyPath, matcher),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Fails the test unless the member was called `times` with the argument at `keyPath`
  /// equal to `value`.
  @discardableResult
  public func verify<Value: Equatable>(
    _ times: Times = .atLeastOnce,
    _ keyPath: KeyPath<Arguments, Value>,
    _ value: Value,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(
      times, ArgumentMatcher(keyPath, .equal(value)),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func failureMessage(
    _ times: Times,
    _ matcher: ArgumentMatcher<Arguments>?,
    _ all: [RecordedCall],
    _ matching: [Int]
  ) -> String {
    Messages.countMismatch(
      member: signature,
      expected: times,
      condition: matcher?.description,
      matchingCalls: matching.map { renderCall(all[$0].arguments) },
      otherCalls: all.indices.filter { !matching.contains($0) }.map { renderCall(all[$0].arguments) },
      doubleName: recorder.name,
      restOfLog: all.isEmpty ? recorder.callLog : nil
    )
  }

  /// Waits until the member has been called `times` with arguments accepted by `matcher`,
  /// and fails the test if that does not happen within `timeout`.
  ///
  /// It wakes on every recorded call and never sleeps for a fixed time, so it replaces
  /// `wait(for: [expectation], timeout: 0.01)` around a `DispatchQueue.main.async` hop.
  /// When `times` has an upper bound, it also fails if there are more calls at the deadline.
  @discardableResult
  public func verifyEventually(
    _ times: Times = .atLeastOnce,
    where matcher: ArgumentMatcher<Arguments>? = nil,
    timeout: Duration = .seconds(1),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let satisfied = await recorder.waitUntil(timeout: timeout) { [self] in
      let count = recorder.withLock { state.pointee.calls }.filter { matcher?.matches($0.arguments) ?? true }.count
      return count >= times.minimum
    }
    guard satisfied else {
      let snapshot = recorder.withLock { state.pointee.calls }
      let matching = snapshot.indices.filter { matcher?.matches(snapshot[$0].arguments) ?? true }
      recorder.report(
        "After waiting \(timeout): " + failureMessage(times, matcher, snapshot, matching), at: site)
      return false
    }
    return check(times, matcher, site: site)
  }

  // MARK: - Expectations (mock style)

  /// Declares, before the code under test runs, that the member will be called `times` with
  /// arguments accepted by `matcher`; ``TestDouble/verify(fileID:filePath:line:column:)`` checks
  /// it afterwards.
  ///
  /// Returns a stub builder for the same calls, so a mock is one line:
  /// `mock.on.authorize.expect(.once).returns(true)`.
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
    return StubBuilder(method: self, matcher: matcher)
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

extension MethodDouble where Arguments: Equatable {
  /// Starts a stub that answers only calls whose arguments equal `arguments`.
  public func when(_ arguments: Arguments) -> StubBuilder<Arguments, Result, Failure> {
    when(.equal(arguments))
  }

  /// Fails the test unless the member was called `times` with exactly `arguments`.
  @discardableResult
  public func verify(
    _ times: Times = .atLeastOnce,
    with arguments: Arguments,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(times, .equal(arguments), site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension MethodDouble: RecordingMember {
  func entriesLocked() -> [LogEntry] {
    state.pointee.calls.map {
      LogEntry(sequence: $0.sequence, rendered: renderCall($0.arguments), verified: $0.verified)
    }
  }

  var hasExpectations: Bool { recorder.withLock { !state.pointee.expectations.isEmpty } }

  func verifyExpectations(site: CallSite) -> Bool {
    let declared = recorder.withLock { state.pointee.expectations }
    var allHeld = true
    for expectation in declared {
      let held = check(expectation.times, expectation.matcher, site: expectation.site)
      allHeld = allHeld && held
    }
    return allHeld
  }

  func clearCalls() { recorder.withLock { state.pointee.calls.removeAll() } }
}

extension ArgumentMatcher {
  /// Applies `matcher` to the argument at `keyPath`, named after the key path's last component.
  init<Field>(_ keyPath: KeyPath<Value, Field>, _ matcher: ArgumentMatcher<Field>) {
    let path = "\(keyPath)"
    let name = path.split(separator: ".").last.map(String.init) ?? path
    self.init("\(name) \(matcher.description)") { matcher.matches($0[keyPath: keyPath]) }
  }
}

extension MethodDouble where Result == Any {
  /// Records a call of a generic member, whose result the handle keeps as `Any`, and answers it
  /// as `Value` (used by generated doubles). A stubbed value of another type fails the test.
  @inlinable
  public func call<Real, Value>(
    _ arguments: Arguments,
    forwardingTo real: Real?,
    as type: Value.Type,
    _ forward: (Real) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try answer(arguments, real, forward, convert: { $0 as? Value }, fallback: defaultValue(of: Value.self))
  }

  /// Records a call of a generic member that cannot forward, and answers it as `Value`.
  @inlinable
  public func call<Value>(_ arguments: Arguments, as type: Value.Type) throws(Failure) -> Value {
    try answer(
      arguments, Never?.none, { never throws(Failure) -> Value in }, convert: { $0 as? Value },
      fallback: defaultValue(of: Value.self))
  }

  /// The asynchronous form of ``call(_:forwardingTo:as:_:)``.
  @inlinable
  public func callAsync<Real, Value>(
    _ arguments: Arguments,
    forwardingTo real: Real?,
    as type: Value.Type,
    _ forward: (Real) async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    try await answerAsync(
      arguments, real, forward, convert: { $0 as? Value }, fallback: defaultValue(of: Value.self))
  }

  /// The asynchronous form of ``call(_:as:)``.
  @inlinable
  public func callAsync<Value>(_ arguments: Arguments, as type: Value.Type) async throws(Failure) -> Value {
    try await answerAsync(
      arguments, Never?.none, { never async throws(Failure) -> Value in }, convert: { $0 as? Value },
      fallback: defaultValue(of: Value.self))
  }
}
