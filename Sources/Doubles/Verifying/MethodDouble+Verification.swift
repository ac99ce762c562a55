extension MethodDouble {
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
    recorder.withLock { state.pointee.calls.elements }.filter { matcher?.matches($0.arguments) ?? true }.map(\.sequence)
  }

  /// Fails the test unless the member was called `times`, with arguments accepted by `matcher`.
  ///
  /// Returns whether the verification held. The calls it counted are marked as verified for
  /// ``TestDouble/verifyNoOtherCalls(fileID:filePath:line:column:)``.
  @discardableResult
  public func verify(
    _ times: Times = .atLeastOnce,
    where matcher: ArgumentMatcher<Arguments>? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(times, matcher, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that `matcher` accepts `times` calls, marking them verified; a failure's message
  /// opens with `prefix` (a timed check's "Within 1 second: ").
  func check(
    _ times: Times, _ matcher: ArgumentMatcher<Arguments>?, site: CallSite, after prefix: String = ""
  ) -> Bool {
    let (snapshot, matching) = callsMatching(matcher)
    guard times.accepts(matching.count) else {
      recorder.report(prefix + failureMessage(times, matcher, snapshot, matching), at: site)
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
    where description: String = "the predicate holds",
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

  func failureMessage(
    _ times: Times,
    _ matcher: ArgumentMatcher<Arguments>?,
    _ all: [RecordedCall],
    _ matching: [Int]
  ) -> String {
    let matched = Set(matching)
    return Messages.countMismatch(
      member: signature,
      expected: times,
      matcher: matcher?.said,
      matchingCalls: matching.map { renderCall(all[$0].arguments) },
      otherCalls: all.indices.filter { !matched.contains($0) }.map { renderCall(all[$0].arguments) },
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
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    _ = await recorder.waitUntil(timeout: timeout) { [self] in
      callsMatching(matcher).matching.count >= times.minimum
    }
    // A count still too low, or (with an upper bound) too high at the deadline: the same prefix.
    return check(times, matcher, site: site, after: "After waiting \(durationText(timeout)): ")
  }

  /// Watches the member for `window` and fails the test as soon as it has been called more
  /// often than `times` allows, with arguments accepted by `matcher`: that something did *not*
  /// happen within a time, as in `verify(.never, within: .seconds(1))` or
  /// `verify(.atMost(2), within: .milliseconds(500))`.
  ///
  /// Calls made before the window count too: the count is the member's, at the end of it. A
  /// call too many fails at once, without waiting for the rest of the window; without one, the
  /// window is waited out on `clock` and the count is then checked against `times` as
  /// ``verify(_:where:fileID:filePath:line:column:)`` does. A clock whose sleeps move its time on
  /// (an immediate clock) makes the wait instant; a manual clock ends it when the test advances
  /// it past the window.
  @discardableResult
  public func verify(
    _ times: Times,
    where matcher: ArgumentMatcher<Arguments>? = nil,
    within window: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // The wait ends at once on a call too many; either way the count is checked as it is then.
    _ = await recorder.waitUntil(timeout: window, clock: clock) { [self] in
      guard let maximum = times.maximum else { return false }
      return callsMatching(matcher).matching.count > maximum
    }
    return check(times, matcher, site: site, after: "Within \(durationText(window)): ")
  }

  // MARK: The other forms of a timed check

  /// Waits until the member has been called `times` with arguments satisfying `predicate`, and
  /// fails the test if that does not happen within `timeout`.
  @discardableResult
  public func verifyEventually(
    _ times: Times = .atLeastOnce,
    where description: String = "the predicate holds",
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ predicate: @escaping (Arguments) -> Bool
  ) async -> Bool {
    await verifyEventually(
      times, where: ArgumentMatcher(description, predicate), timeout: timeout, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Waits until the member has been called `times` with the argument at `keyPath` accepted by
  /// `matcher`, and fails the test if that does not happen within `timeout`.
  @discardableResult
  public func verifyEventually<Value>(
    _ times: Times = .atLeastOnce,
    _ keyPath: KeyPath<Arguments, Value>,
    _ matcher: ArgumentMatcher<Value>,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await verifyEventually(
      times, where: ArgumentMatcher(keyPath, matcher), timeout: timeout, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Waits until the member has been called `times` with the argument at `keyPath` equal to
  /// `value`, and fails the test if that does not happen within `timeout`.
  @discardableResult
  public func verifyEventually<Value: Equatable>(
    _ times: Times = .atLeastOnce,
    _ keyPath: KeyPath<Arguments, Value>,
    _ value: Value,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await verifyEventually(
      times, where: ArgumentMatcher(keyPath, .equal(value)), timeout: timeout, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Watches the member for `window`, as ``verify(_:where:within:clock:fileID:filePath:line:column:)``
  /// does, counting the calls whose arguments satisfy `predicate`.
  @discardableResult
  public func verify(
    _ times: Times,
    where description: String = "the predicate holds",
    within window: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ predicate: @escaping (Arguments) -> Bool
  ) async -> Bool {
    await verify(
      times, where: ArgumentMatcher(description, predicate), within: window, clock: clock, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Watches the member for `window`, counting the calls whose argument at `keyPath` `matcher`
  /// accepts: `verify(.never, \.event, .hasPrefix("paid"), within: .seconds(1))`.
  @discardableResult
  public func verify<Value>(
    _ times: Times,
    _ keyPath: KeyPath<Arguments, Value>,
    _ matcher: ArgumentMatcher<Value>,
    within window: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await verify(
      times, where: ArgumentMatcher(keyPath, matcher), within: window, clock: clock, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Watches the member for `window`, counting the calls whose argument at `keyPath` equals
  /// `value`: `verify(.never, \.event, "paid", within: .seconds(1))`.
  @discardableResult
  public func verify<Value: Equatable>(
    _ times: Times,
    _ keyPath: KeyPath<Arguments, Value>,
    _ value: Value,
    within window: Duration,
    clock: any Clock<Duration> = ContinuousClock(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await verify(
      times, where: ArgumentMatcher(keyPath, .equal(value)), within: window, clock: clock, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// The member's calls, and the indices of those `matcher` accepts (all without one).
  private func callsMatching(_ matcher: ArgumentMatcher<Arguments>?) -> (calls: [RecordedCall], matching: [Int]) {
    let calls = recorder.withLock { state.pointee.calls.elements }
    return (calls, calls.indices.filter { matcher?.matches(calls[$0].arguments) ?? true })
  }

  /// What a check that wanted the count of calls `matcher` accepts not to be `times` says when
  /// it is (Nimble's `toNot`); `nil` when it is not.
  package func unwantedCountMessage(_ times: Times, where matcher: ArgumentMatcher<Arguments>?) -> String? {
    let (calls, matching) = callsMatching(matcher)
    guard times.accepts(matching.count) else { return nil }
    return Messages.unwantedCount(
      member: signature, expected: times, matcher: matcher?.said,
      matchingCalls: matching.map { renderCall(calls[$0].arguments) })
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
    checkExpectations(includingChecked: true)
  }

  func verifyUncheckedExpectations() -> Bool {
    checkExpectations(includingChecked: false)
  }

  /// Checks the declared expectations, each at the line that declared it, and marks them checked.
  private func checkExpectations(includingChecked: Bool) -> Bool {
    let declared = recorder.withLock {
      defer { for index in state.pointee.expectations.indices { state.pointee.expectations[index].checked = true } }
      return state.pointee.expectations.filter { includingChecked || !$0.checked }
    }
    var allHeld = true
    for expectation in declared {
      let held = check(expectation.times, expectation.matcher, site: expectation.site)
      allHeld = allHeld && held
    }
    return allHeld
  }

  func clearCalls() {
    recorder.withLock {
      state.pointee.calls.removeAll()
      state.pointee.misses.removeAll()
    }
  }

  func reportUnusedStubs() -> Int {
    let (unused, calls) = recorder.withLock {
      (state.pointee.stubs.filter(\.uses.isUnused), state.pointee.calls.map(\.arguments))
    }
    for stub in unused {
      recorder.report(
        Messages.unusedStub(
          member: signature, double: recorder.name, matcher: stub.matcher?.said,
          calls: calls.map { stub.annotating(renderCall($0), for: $0) }),
        at: stub.site)
    }
    return unused.count
  }
}

extension ArgumentMatcher {
  /// Applies `matcher` to the argument at `keyPath`, named after the key path's last component.
  package init<Field>(_ keyPath: KeyPath<Value, Field>, _ matcher: ArgumentMatcher<Field>) {
    let path = "\(keyPath)"
    let name = path.split(separator: ".").last.map(String.init) ?? path
    guard name != "self" else {
      // `\.self`: the member's only argument, as the matcher alone says.
      self.init(
        matcher.description, { matcher.matches($0[keyPath: keyPath]) }, phrasing: matcher.phrasing,
        explainingMismatch: { matcher.mismatches($0[keyPath: keyPath]) })
      return
    }
    self.init(
      "\(name) \(matcher.description)", { matcher.matches($0[keyPath: keyPath]) },
      phrasing: MatcherPhrasing(wholeValue: false, acceptsEverything: matcher.phrasing.acceptsEverything)
    ) { arguments in
      let argument = arguments[keyPath: keyPath]
      return matcher.matches(argument) ? [] : ["\(name) \(matcher.description), but was \(render(argument))"]
    }
  }
}
