import Doubles

extension HTTPDouble {
  /// Checks that the double received requests matching `pattern` the expected number of times,
  /// and fails the test at the caller's line otherwise, listing the journal.
  @discardableResult
  public func verify(
    _ pattern: RequestPattern,
    _ times: Times = .once,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    check(pattern, times, after: "", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks the count of requests matching `pattern`; a failure's message opens with `prefix`.
  private func check(_ pattern: RequestPattern, _ times: Times, after prefix: String, at site: CallSite) -> Bool {
    let journal = self.journal
    let matching = journal.filter { pattern.matches($0.request) }
    guard !times.accepts(matching.count) else { return true }
    report(
      prefix
        + HTTPMessages.countMismatch(pattern, expected: times, matching: matching, journal: journal, doubleName: name),
      at: site
    )
    return false
  }

  /// Checks that requests matching `patterns` arrived in this order (other requests may come
  /// between them).
  @discardableResult
  public func verifyInOrder(
    _ patterns: RequestPattern...,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    let journal = self.journal
    var position = journal.startIndex
    for (index, pattern) in patterns.enumerated() {
      guard let found = journal[position...].firstIndex(where: { pattern.matches($0.request) }) else {
        report(
          HTTPMessages.orderMismatch(patterns, missing: index, journal: journal, doubleName: name),
          at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return false
      }
      position = found + 1
    }
    return true
  }

  /// Checks that every stub answered at least one request: a stub nobody used usually means the
  /// code sent something other than what the test expects.
  @discardableResult
  public func verifyAllStubsUsed(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    let unused = stubs.filter { $0.useCount == 0 }
    guard !unused.isEmpty else { return true }
    report(
      HTTPMessages.unusedStubs(unused, doubleName: name),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return false
  }

  /// Waits, without fixed sleeps, until `matching` counts `minimum` of the entries `read` gives
  /// (a journal, whose length in the double's state `counting` reads), or `timeout` of real time
  /// passes.
  func waitUntil<Entry>(
    _ minimum: Int, timeout: Duration, read: () -> [Entry], counting: @escaping @Sendable (State) -> Int,
    matching: ([Entry]) -> Int
  ) async {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      // One read per turn: the wait starts from the very entries that were counted, so an entry
      // that lands in between wakes it at once.
      let seen = read()
      guard matching(seen) < minimum else { return }
      await journalChanged(since: seen.count, until: deadline, counting: counting)
    }
  }

  /// Waits, without fixed sleeps, until requests matching `pattern` have arrived `times`, and
  /// fails the test when that does not happen within `timeout` of real time.
  @discardableResult
  public func verifyEventually(
    _ pattern: RequestPattern,
    _ times: Times = .atLeastOnce,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Bool {
    await waitUntil(
      times.minimum, timeout: timeout, read: { journal }, counting: { $0.journal.count },
      matching: { $0.filter { pattern.matches($0.request) }.count })
    return check(
      pattern, times, after: "After waiting \(durationText(timeout)): ",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
