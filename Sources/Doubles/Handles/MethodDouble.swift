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
  @_documentation(visibility: internal)
  public let signature: MemberSignature
  /// The recorder shared by all members of the double.
  @_documentation(visibility: internal)
  public let recorder: DoubleRecorder

  @usableFromInline let fallback: Result?
  /// This member's number in the recorder.
  @usableFromInline let memberID: Int
  /// The member's mutable state, guarded by the recorder's lock; owned by `records`.
  ///
  /// Behind a pointer rather than in stored `var`s: the lock already makes access exclusive, and
  /// Swift's dynamic exclusivity checks on class properties cost more than the rest of a call.
  @usableFromInline let state: UnsafeMutablePointer<State>
  /// What the recorder keeps of this handle; see ``HandleRecords``.
  let records: HandleRecords<Arguments, Result, Failure>
  /// Whether this is a view that ``HandleRecords`` made to run the handle's code on its state,
  /// rather than the handle a double owns.
  private let isView: Bool

  @usableFromInline
  struct State {
    @usableFromInline var calls = CallLog<RecordedCall>()
    @usableFromInline var stubs: [Stub<Arguments, Result, Failure>] = []
    /// The answer of the newest stub when it takes every call and has a single answer: the
    /// common case, answered without touching the stub.
    @usableFromInline var fastAnswer: Answer<Arguments, Result, Failure>?
    /// The uses of the stub `fastAnswer` comes from.
    @usableFromInline var fastUses: UseCounter?
    /// The value of `fastAnswer` when it returns one: what ``recordAnsweredByValue(_:)`` gives.
    @usableFromInline var fastValue: Result?
    /// Whether a call used `fastAnswer` since it was set, so that its stub was marked used: until
    /// then calls take the longer path, which marks it.
    @usableFromInline var fastAnswerMarkedUsed = false
    var expectations: [Expectation] = []
    /// The value a property getter returns when no stub answers; set through its setter.
    @usableFromInline var storedValue: Result?
    /// Calls answered by the relaxed default although a stub with other arguments exists.
    var misses: [StubMiss] = []

    init() {}
  }

  @usableFromInline
  struct RecordedCall {
    @usableFromInline let arguments: Arguments
    /// The call's number in the global sequence, and in the top bit whether a passing
    /// verification counted it: one word rather than two, so a call's record is 8 bytes smaller.
    @usableFromInline var numberAndVerified: UInt64

    @inlinable
    init(arguments: Arguments, sequence: UInt64) {
      self.arguments = arguments
      self.numberAndVerified = sequence & ~Self.verifiedBit
    }

    @usableFromInline static var verifiedBit: UInt64 { 1 << 63 }

    /// The call's number in the global sequence, which orders calls across doubles.
    var sequence: UInt64 { numberAndVerified & ~Self.verifiedBit }

    /// Whether a passing verification counted this call.
    var verified: Bool {
      get { numberAndVerified & Self.verifiedBit != 0 }
      set { numberAndVerified = newValue ? numberAndVerified | Self.verifiedBit : sequence }
    }
  }

  struct Expectation {
    let times: Times
    let matcher: ArgumentMatcher<Arguments>?
    let site: CallSite
    /// Whether a `verify()` (or the end of a scoped test) checked it already.
    var checked = false
  }

  /// Creates the handle of the method `name` (such as `authorize(username:password:)`).
  ///
  /// With `requirement`, the requirement as written without parameter names
  /// (`save(_:) (String) -> Bool`), the handle shares its calls and stubs with every other handle
  /// of the recorder made for the same requirement with the same types: the macro's double of a
  /// protocol that refines two which both declare it makes one through each parent's handles.
  @_documentation(visibility: internal)
  public convenience init(_ recorder: DoubleRecorder, _ name: String, sharedAs requirement: String? = nil) {
    self.init(recorder, MemberSignature(name), requirement: requirement)
  }

  /// Creates the handle of a property whose getter is `async` or `throws`; `requirement`: see
  /// ``init(_:_:sharedAs:)``.
  @_documentation(visibility: internal)
  public convenience init(_ recorder: DoubleRecorder, property name: String, sharedAs requirement: String? = nil) {
    self.init(recorder, MemberSignature(name, kind: .getter), requirement: requirement)
  }

  /// Creates the handle of a property whose getter is `async` or `throws`, and whose relaxed
  /// answer is `relaxedAnswer`; see ``init(_:_:sharedAs:relaxedAnswer:)``.
  @_documentation(visibility: internal)
  public convenience init(
    _ recorder: DoubleRecorder, property name: String, sharedAs requirement: String? = nil, relaxedAnswer: Result
  ) {
    self.init(recorder, MemberSignature(name, kind: .getter), requirement: requirement, fallback: relaxedAnswer)
  }

  /// Creates the handle of the method `name` whose relaxed answer, to a call no stub answers, is
  /// `relaxedAnswer`: for a result type without a default of its own, such as
  /// `any AsyncSequence<Element, Never>`, which a generated double answers with a finished stream.
  /// `requirement`: see ``init(_:_:sharedAs:)``.
  @_documentation(visibility: internal)
  public convenience init(
    _ recorder: DoubleRecorder, _ name: String, sharedAs requirement: String? = nil, relaxedAnswer: Result
  ) {
    self.init(recorder, MemberSignature(name), requirement: requirement, fallback: relaxedAnswer)
  }

  convenience init(
    _ recorder: DoubleRecorder, _ signature: MemberSignature, requirement: String? = nil, fallback: Result? = nil
  ) {
    let make = {
      HandleRecords<Arguments, Result, Failure>(
        recorder, signature, fallback: fallback ?? defaultValue(of: Result.self))
    }
    let (records, isShared) =
      requirement.map { recorder.records(for: $0, signature.kind, make: make) } ?? (make(), false)
    // A second handle of one requirement (declared by two parents) is a view of the first's records.
    self.init(records, isView: isShared)
    if !isShared { recorder.register(records, handle: self, as: memberID) }
  }

  /// The handle of `records`, or a view of it (`isView`).
  init(_ records: HandleRecords<Arguments, Result, Failure>, isView: Bool) {
    self.recorder = records.recorder
    self.signature = records.signature
    self.fallback = records.fallback
    self.memberID = records.memberID
    self.state = records.state
    self.records = records
    self.isView = isView
  }

  /// Checks the expectations that no `verify()` checked: a double going away with an `expect`
  /// unmet fails its test at the `expect` line, with or without `.verifiesDoubles`.
  deinit {
    if !isView, state.pointee.expectations.contains(where: { !$0.checked }) {
      _ = verifyUncheckedExpectations()
    }
  }

  @usableFromInline
  enum Resolution {
    case answer(Answer<Arguments, Result, Failure>)
    case stored(Result)
    case unstubbed
  }

  /// Records a call when the newest stub answers every call with one value, and returns that
  /// value; otherwise records nothing and returns `nil`, for ``recordAndResolve(_:)`` to do: when
  /// no such stub is the newest, when no call used it yet, when the log is full, or when a task
  /// waits for the call.
  ///
  /// The common call of a test, on the shortest path: one lock, one append, no answer enum.
  ///
  /// It releases no object (`@_effects(releasenone)`), and the compiler, told so, does not
  /// retain the handle around the call, which was a fifth of a call's time: every release is
  /// left to ``recordAndResolve(_:)``, which records the first call after a stub is added
  /// (marking the stub used) and each call that finds the log full (growing it). The checks come
  /// before anything is copied, so that a refused call has nothing to let go either.
  @inlinable @inline(never) @_effects(releasenone)
  func recordAnsweredByValue(_ arguments: Arguments) -> Result? {
    let lock = recorder.lock.reference
    lock.lock()
    defer { lock.unlock() }
    guard state.pointee.fastAnswerMarkedUsed, state.pointee.calls.hasRoom,
      recorder.state.pointee.waiters.parked.isEmpty, let value = state.pointee.fastValue
    else { return nil }
    state.pointee.calls.appendInRoom(RecordedCall(arguments: arguments, sequence: recorder.numberCallLocked()))
    return value
  }

  /// Records a call and picks the stub that answers it: the most recently added one that matches.
  ///
  /// The common cases, a newest stub without a matcher or no stub at all, are settled under the
  /// lock; otherwise the stubs are copied out and matched after it, so that no code of the test
  /// runs under the lock.
  @inlinable
  func record(_ arguments: Arguments) -> Resolution {
    if let value = recordAnsweredByValue(arguments) { return .stored(value) }
    return recordAndResolve(arguments)
  }

  /// ``record(_:)`` for every call but the common one.
  @inlinable @inline(never)
  func recordAndResolve(_ arguments: Arguments) -> Resolution {
    var candidates: [Stub<Arguments, Result, Failure>] = []
    let (settled, waiters) = recorder.withLock { () -> (Resolution?, [CheckedContinuation<Void, Never>]?) in
      let (sequence, waiters) = recorder.countCallLocked()
      state.pointee.calls.append(RecordedCall(arguments: arguments, sequence: sequence))
      if let answer = state.pointee.fastAnswer {
        state.pointee.fastUses?.markUsed()
        state.pointee.fastAnswerMarkedUsed = true
        return (.answer(answer), waiters)
      }
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
  ///
  /// `real` is read only when a call may go there: a double's common call, answered by a stub,
  /// does not copy the real object.
  @_documentation(visibility: internal)
  @inlinable
  public func call<Real>(
    _ arguments: Arguments,
    forwardingTo real: @autoclosure () -> Real?,
    _ forward: (Real) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try answer(arguments, real, forward, convert: { $0 }, fallback: fallback)
  }

  /// Records a call of a member that cannot forward to a real object, and answers it.
  @_documentation(visibility: internal)
  @inlinable
  public func call(_ arguments: Arguments) throws(Failure) -> Result {
    try answer(arguments, { Never?.none }, { never throws(Failure) -> Result in }, convert: { $0 }, fallback: fallback)
  }

  /// Records a call of an `async` member that cannot forward to a real object, and answers it.
  @_documentation(visibility: internal)
  @inlinable
  public func callAsync(_ arguments: Arguments) async throws(Failure) -> Result {
    try await answerAsync(
      arguments, { Never?.none }, { never async throws(Failure) -> Result in }, convert: { $0 }, fallback: fallback)
  }

  /// Records a call and answers it as a `Value`: the stubbed `Result`, converted; the real
  /// object's answer (for a call no stub answers, only when `forwardsUnstubbed`); or `fallback`.
  @inlinable
  func answer<Real, Value>(
    _ arguments: Arguments,
    _ real: () -> Real?,
    _ forward: (Real) throws(Failure) -> Value,
    convert: (Result) -> Value?,
    fallback: Value?,
    forwardsUnstubbed: Bool = true
  ) throws(Failure) -> Value {
    if let value = recordAnsweredByValue(arguments) { return try converted(value, convert, arguments, fallback) }
    return try answer(
      arguments, recordAndResolve(arguments), real(), forward, convert: convert, fallback: fallback,
      forwardsUnstubbed: forwardsUnstubbed)
  }

  /// Answers a call that ``recordAndResolve(_:)`` recorded; kept out of line so that the common
  /// call, answered by ``recordAnsweredByValue(_:)``, runs through a small function.
  @inlinable @inline(never)
  func answer<Real, Value>(
    _ arguments: Arguments,
    _ resolution: Resolution,
    _ real: Real?,
    _ forward: (Real) throws(Failure) -> Value,
    convert: (Result) -> Value?,
    fallback: Value?,
    forwardsUnstubbed: Bool
  ) throws(Failure) -> Value {
    let answer: Answer<Arguments, Result, Failure>
    switch resolution {
    case .stored(let value): return try converted(value, convert, arguments, fallback)
    case .answer(let chosen): answer = chosen
    case .unstubbed:
      if forwardsUnstubbed, let real { return try forward(real) }
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
    _ real: () -> Real?,
    _ forward: (Real) async throws(Failure) -> Value,
    convert: (Result) -> Value?,
    fallback: Value?,
    forwardsUnstubbed: Bool = true
  ) async throws(Failure) -> Value {
    let resolution = record(arguments)
    if resolution.forwards(unstubbed: forwardsUnstubbed), let real = real() { return try await forward(real) }
    return try await answerAsync(arguments, resolution, convert: convert, fallback: fallback)
  }

  /// Answers a recorded call of an `async` member that its real object does not answer.
  @inlinable
  func answerAsync<Value>(
    _ arguments: Arguments,
    _ resolution: Resolution,
    convert: (Result) -> Value?,
    fallback: Value?
  ) async throws(Failure) -> Value {
    let answer: Answer<Arguments, Result, Failure>
    switch resolution {
    case .stored(let value): return try converted(value, convert, arguments, fallback)
    case .answer(let chosen): answer = chosen
    case .unstubbed: return try unanswered(arguments, reason: .noStub, fallback: fallback)
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
    var expected: ExpectedCall?
    if case .noStub = reason, recorder.strictness == .strict { expected = expectation(of: arguments) }
    switch (reason, expected) {
    case (.noStub, .allowed):
      // `expect` allows the call; a member returning nothing needs no answer.
      if Value.self == Void.self, let fallback { return fallback }
      message = Messages.expectedWithoutAnswer(call: call, double: recorder.name, resultType: "\(Value.self)")
    case (.noStub, .exceeded(let times, let count)):
      message = Messages.expectedFewerCalls(
        call: call, member: signature, double: recorder.name, expected: times, count: count)
    case (.noStub, .none) where recorder.strictness == .strict:
      message = Messages.missingStub(
        call: call, double: recorder.name, member: signature, stubs: stubSummaries(for: arguments))
    case (.noStub, _):
      let misses = stubMisses(of: arguments, call: call)
      if !misses.isEmpty { recorder.withLock { state.pointee.misses += misses } }
      let unanswered = Messages.noDefault(
        call: call, double: recorder.name, resultType: "\(Value.self)", missedStubs: !misses.isEmpty)
      message = fallback == nil ? Messages.withMisses(unanswered, misses) : nil
    case (.cancelled, _):
      message =
        fallback == nil
        ? Messages.cancelledWithoutDefault(call: call, double: recorder.name, resultType: "\(Value.self)") : nil
    case (.noRealObject, _):
      message = Messages.noRealObject(call: call, double: recorder.name)
    case (.asyncAnswerOnSyncMember, _):
      message = Messages.asyncAnswerOnSyncMember(call: call)
    case (.wrongType(let stubbed, let expected), _):
      message = Messages.wrongType(call: call, stubbed: stubbed, expected: expected)
    }
    if let message { recorder.report(message, at: recorder.site) }
    if let fallback { return fallback }
    let final = message ?? noDefault
    if let error = DoublesError(message: final) as? Failure { throw error }
    fatalError(final)
  }

  /// Each stub of the member, with the conditions `arguments` fail.
  private func stubSummaries(for arguments: Arguments) -> [String] {
    recorder.withLock { state.pointee.stubs }.map { $0.annotating($0.summary(of: signature), for: arguments) }
  }

  /// The stubs with conditions that the call with `arguments`, rendered as `call`, missed.
  private func stubMisses(of arguments: Arguments, call: String) -> [StubMiss] {
    recorder.withLock { state.pointee.stubs }.compactMap { stub in
      let mismatches = stub.mismatches(arguments)
      return mismatches.isEmpty ? nil : StubMiss(call: call, stub: stub.summary(of: signature), mismatches: mismatches)
    }
  }

  /// The calls of this member that the relaxed default answered although a stub with other
  /// arguments exists, with the stub and the arguments that differed.
  public var stubMisses: [StubMiss] { recorder.withLock { state.pointee.misses } }

  /// What the expectations declared with `expect` say of a call with `arguments`, already
  /// recorded: an expectation whose matcher accepts it allows it while its count allows one more
  /// call. Matchers run after the lock is released, as for stubs.
  private func expectation(of arguments: Arguments) -> ExpectedCall? {
    let (expectations, calls) = recorder.withLock { (state.pointee.expectations, state.pointee.calls.elements) }
    var exceeded: ExpectedCall?
    for expectation in expectations where expectation.matcher?.matches(arguments) ?? true {
      guard let maximum = expectation.times.maximum else { return .allowed }
      let count = calls.count { expectation.matcher?.matches($0.arguments) ?? true }
      if count <= maximum { return .allowed }
      exceeded = exceeded ?? .exceeded(expectation.times, count: count)
    }
    return exceeded
  }

  /// Whether an expectation allows a call on a strict double.
  private enum ExpectedCall {
    case allowed
    case exceeded(Times, count: Int)
  }
}

extension MethodDouble where Result == Any {
  /// Records a call of a generic member, whose result the handle keeps as `Any`, and answers it
  /// as `Value` (used by generated doubles). A stubbed value of another type fails the test.
  @_documentation(visibility: internal)
  @inlinable
  public func call<Real, Value>(
    _ arguments: Arguments,
    forwardingTo real: @autoclosure () -> Real?,
    as type: Value.Type,
    _ forward: (Real) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    try answer(arguments, real, forward, convert: { $0 as? Value }, fallback: defaultValue(of: Value.self))
  }

  /// Records a call of a generic member that cannot forward, and answers it as `Value`.
  @_documentation(visibility: internal)
  @inlinable
  public func call<Value>(_ arguments: Arguments, as type: Value.Type) throws(Failure) -> Value {
    try answer(
      arguments, { Never?.none }, { never throws(Failure) -> Value in }, convert: { $0 as? Value },
      fallback: defaultValue(of: Value.self))
  }

  /// The asynchronous form of ``call(_:as:)``.
  @_documentation(visibility: internal)
  @inlinable
  public func callAsync<Value>(_ arguments: Arguments, as type: Value.Type) async throws(Failure) -> Value {
    try await answerAsync(
      arguments, { Never?.none }, { never async throws(Failure) -> Value in }, convert: { $0 as? Value },
      fallback: defaultValue(of: Value.self))
  }
}
