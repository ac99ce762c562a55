/// What every generated double is: an object that records its calls, in order.
///
/// Double-wide checks live here: the whole call log, the expectations declared with
/// `expect`, and calls that no verification covered.
public protocol TestDouble: AnyObject {
  /// The recorder that holds every call of the double.
  @_documentation(visibility: internal)
  var recorder: DoubleRecorder { get }
}

extension TestDouble {
  /// Configures the double in the expression that creates it, and returns it.
  ///
  /// ```swift
  /// let stub = AuthorizerDouble().with { $0.on.authorize.returns(true) }
  /// ```
  @discardableResult
  public func with(_ configure: (Self) throws -> Void) rethrows -> Self {
    try configure(self)
    return self
  }

  /// Every call of the double, in order, rendered as `name(label: value)`.
  public var callLog: [String] { recorder.callLog }

  /// The calls of every member that the relaxed default answered although the member has a stub
  /// for other arguments, with the stub and the arguments that differed; see ``StubMiss``.
  public var stubMisses: [StubMiss] { recorder.registeredMembers.flatMap(\.stubMisses) }

  /// Checks every expectation declared with `expect`, and fails the test for each that does not
  /// hold. Fails too when no expectation was declared, since such a `verify()` checks nothing.
  ///
  /// Returns whether all expectations held.
  @discardableResult
  public func verify(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let members = recorder.registeredMembers.filter(\.hasExpectations)
    guard !members.isEmpty else {
      recorder.report(Messages.noExpectations(double: recorder.name), at: site)
      return false
    }
    var allHeld = true
    for member in members {
      let held = member.verifyExpectations(site: site)
      allHeld = allHeld && held
    }
    return allHeld
  }

  /// Fails the test unless the call log equals `expected`, showing a line diff.
  @discardableResult
  public func verifyCallLog(
    _ expected: [String],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let actual = callLog
    guard actual != expected else { return true }
    recorder.report(
      Messages.callLogMismatch(double: recorder.name, diff: lineDiff(expected, actual)),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return false
  }

  /// Fails the test if any recorded call was not counted by a passing `verify` or expectation.
  @discardableResult
  public func verifyNoOtherCalls(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let calls = recorder.entries.filter { !$0.verified }.map(\.rendered)
    guard !calls.isEmpty else { return true }
    recorder.report(
      Messages.unverifiedCalls(double: recorder.name, calls: calls),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return false
  }

  /// Forgets every recorded call; stubs and expectations stay.
  public func clearCalls() { recorder.clearCalls() }

  /// Doubles are equal when they are the same object, which is how a double satisfies an
  /// `Equatable` requirement of its protocol.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
}

extension TestDouble where Self: Hashable {
  /// Doubles hash by identity, which is how a double satisfies a `Hashable` requirement of its
  /// protocol. Only then: a protocol that declares `hash(into:)` without refining `Hashable` has
  /// it recorded like its other requirements.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
