/// The text of every failure Doubles reports. Kept in one place so that it reads consistently
/// and so that tests can pin each message exactly.
enum Messages {
  static func countMismatch(
    member: MemberSignature,
    expected: Times,
    matcher: SaidMatcher?,
    matchingCalls: [String],
    otherCalls: [String],
    doubleName: String,
    restOfLog: [String]?
  ) -> String {
    let (verb, calls, value, condition) = phrased(member, matcher)
    var text =
      expected.maximum == 0
      ? "Expected \(calls.subject) not to be \(verb)\(value)\(condition), but it was "
      : "Expected \(calls.subject) to be \(verb)\(value) \(expected)\(condition), but it was "
    if matchingCalls.isEmpty {
      text += !calls.isSelective || otherCalls.isEmpty ? "never \(verb)" : "never \(verb) that way"
    } else {
      text += "\(verb) \(Times.count(matchingCalls.count))"
    }
    if calls.isSelective, !matchingCalls.isEmpty || !otherCalls.isEmpty {
      text += ".\nCalls that matched:" + list(matchingCalls, marker: "✓")
      text += "\nCalls that did not match:" + list(otherCalls, marker: "✗")
      return text
    }
    if !matchingCalls.isEmpty {
      return text + ":" + numbered(matchingCalls)
    }
    guard let restOfLog else { return text + "." }
    if restOfLog.isEmpty { return text + ". \(doubleName) recorded no calls." }
    let count = restOfLog.count == 1 ? "1 other call" : "\(restOfLog.count) other calls"
    return text + ". \(doubleName) recorded \(count):" + numbered(restOfLog)
  }

  /// A count that held where a check wanted it not to: `Expected send(_:) not to be called once,
  /// but it was called 1 time:` and the calls.
  static func unwantedCount(
    member: MemberSignature, expected: Times, matcher: SaidMatcher?,
    matchingCalls: [String]
  ) -> String {
    let (verb, calls, value, condition) = phrased(member, matcher)
    if expected.maximum == 0 {
      // Not never: at least once.
      return "Expected \(calls.subject) to be \(verb)\(value)\(condition), but it was never \(verb)."
    }
    let times = expected == .atLeastOnce ? "" : " \(expected)"
    let text = "Expected \(calls.subject) not to be \(verb)\(value)\(times)\(condition), but it was "
    guard !matchingCalls.isEmpty else { return text + "never \(verb)." }
    return text + "\(verb) \(Times.count(matchingCalls.count)):" + numbered(matchingCalls)
  }

  static func missingStub(call: String, double: String, member: MemberSignature, stubs: [String]) -> String {
    let known = stubs.isEmpty ? " none" : list(stubs, marker: "-")
    var text = "No stub of strict \(double) answers \(call). Stubs of this member:\(known)"
    switch member.kind {
    case .setter:
      text += "\nA strict double accepts the writes a test expects: .on.\(member.name).expectSet(…)"
    case .subscriptSetter:
      text += "\nA strict double accepts the writes a test expects: .on.subscript.setter.expect(…)"
    case .method, .getter, .subscriptGetter:
      break
    }
    return text
  }

  /// How a stub is named in a list of stubs or a miss: `stock("SKU-9")`, `when username ==
  /// "Bob"`, `any arguments`, then where the stub was given.
  static func stub(
    of member: MemberSignature, matcher: SaidMatcher?, site: CallSite
  ) -> String {
    let calls = stubbedCalls(of: member, matcher: matcher)
    return "\(calls.call ?? calls.condition.map { "when \($0)" } ?? "any arguments") (\(site.fileID):\(site.line))"
  }

  /// The calls a stub takes: one call (`stock("SKU-9")`, `text = 4`), or a condition.
  private static func stubbedCalls(
    of member: MemberSignature, matcher: SaidMatcher?
  ) -> (call: String?, condition: String?) {
    let calls = MatchedCalls(of: member, subject: member.name, matcher: matcher)
    guard calls.isSelective else { return (nil, nil) }
    if let value = calls.value { return (member.render([value]), nil) }
    if let condition = calls.condition { return (nil, condition) }
    return (calls.subject, nil)
  }

  static func unusedStub(
    member: MemberSignature, double: String, matcher: SaidMatcher?,
    calls: [String]
  ) -> String {
    let stubbed = stubbedCalls(of: member, matcher: matcher)
    let stub = "The stub of \(stubbed.call ?? member.name)" + (stubbed.condition.map { " when \($0)" } ?? "")
    let (verb, subject) = verbs(member)
    var text = "\(stub) on \(double) was never used"
    if calls.isEmpty {
      text += ": \(subject) was never \(verb)."
    } else {
      text += ": \(subject) was \(verb) \(Times.count(calls.count)), and no call took its answer:" + numbered(calls)
    }
    return text + "\nRemove the stub, or mark it .lenient() if only some runs need it."
  }

  /// `message`, and the stubs the call missed, when it missed any.
  static func withMisses(_ message: String, _ misses: [StubMiss]) -> String {
    guard !misses.isEmpty else { return message }
    return message + " Stubs it missed:"
      + list(misses.map { "\($0.stub): \($0.mismatches.joined(separator: "; "))" }, marker: "-")
  }

  static func expectedFewerCalls(
    call: String, member: MemberSignature, double: String, expected: Times, count: Int
  ) -> String {
    let expects = expected.maximum == 0 ? "no call of \(member.name)" : "\(member.name) \(expected)"
    return "Strict \(double) expects \(expects); this call, \(call), is call \(count). Stub it, or expect more calls."
  }

  static func expectedWithoutAnswer(call: String, double: String, resultType: String) -> String {
    "\(call) is expected on strict \(double), but nothing says what it returns (\(resultType)). "
      + "Give the expectation an answer: .expect(…).returns(…), or .answers { … }."
  }

  /// No stub answered and the result type has no default; `missedStubs` when the member has
  /// stubs that did not take the call (listed after, by ``withMisses(_:_:)``).
  static func noDefault(call: String, double: String, resultType: String, missedStubs: Bool = false) -> String {
    let why = missedStubs ? "no stub takes this call" : "nothing is stubbed"
    return "\(double) has no answer for \(call): \(why) and \(resultType) has no default "
      + "value. Stub it with .returns(…), or conform \(resultType) to DefaultValueProviding."
  }

  static func cancelledWithoutDefault(call: String, double: String, resultType: String) -> String {
    "\(call) on \(double) was cancelled while its stub never completes, and \(resultType) has no "
      + "default value to return. Stub an answer for the cancelled call, or conform \(resultType) to "
      + "DefaultValueProviding."
  }

  static func noRealObject(call: String, double: String) -> String {
    "\(call) is stubbed to forward to the real object, but \(double) was created without one. "
      + "Pass it as init(forwardingTo:)."
  }

  static func noncopyableResult(call: String, double: String, resultType: String) -> String {
    "\(double) has no answer for \(call): it returns \(resultType), which may be noncopyable, and no stub can "
      + "hold a noncopyable value. Create the double with a real object, init(forwardingTo:), to answer it."
  }

  static func wrongErrorType(member: String, double: String, thrown: String, expected: String) -> String {
    "\(member) of \(double) was stubbed to throw \(thrown), but this call throws \(expected)."
  }

  static func asyncAnswerOnSyncMember(call: String) -> String {
    "\(call) is synchronous, but its stub answers asynchronously (an async closure, or "
      + "neverCompletes()). Answer it with a value, an error or a synchronous closure."
  }

  static func wrongType(call: String, stubbed: String, expected: String) -> String {
    "\(call) was stubbed with a value of type \(stubbed), but this call returns \(expected)."
  }

  static let noTestFramework = """
    Doubles: this process runs tests, but no test can receive this failure because the \
    DoublesTesting product is not linked, so the process stops. Add DoublesTesting to the test \
    target's dependencies.
    """

  static let runtimeWarning = """
    Doubles: no test runs here, so this failure is a warning and the call goes on as a relaxed \
    double's would. FailureReporter.outsideTests chooses what failures do outside tests \
    (.crash stops the process, .custom hands them to you).
    """

  static let crashReporter = """
    Doubles: no test runs here, and FailureReporter.outsideTests is .crash, so the process stops.
    """

  static func noExpectations(double: String) -> String {
    "verify() was called on \(double), but no expectation was declared: nothing was checked. "
      + "Declare one with .expect(…) before the code under test runs, or verify a member directly."
  }

  static func unverifiedCalls(double: String, calls: [String]) -> String {
    let count = calls.count == 1 ? "1 call" : "\(calls.count) calls"
    return "\(double) recorded \(count) that no verification covered:" + numbered(calls)
  }

  static func callLogMismatch(double: String, diff: [DiffLine]) -> String {
    let lines = diff.map { line -> String in
      switch line {
      case .same(let text): "  \(text)"
      case .removed(let text): "− \(text)"
      case .added(let text): "+ \(text)"
      }
    }
    return "The calls recorded on \(double) differ from the expected log (− expected, + actual):\n"
      + lines.joined(separator: "\n")
  }

  static func orderMismatch(expected: [String], actual: [String], failedStep: Int) -> String {
    var text = "Expected the calls in this order, but step \(failedStep + 1) "
    text += "(\(expected[failedStep])) did not happen after the steps before it."
    text += "\nExpected order:" + numbered(expected)
    text += "\nRecorded calls, in order:"
    text += actual.isEmpty ? " none" : numbered(actual)
    return text
  }

  /// What a count's message says of `member`'s calls that `matcher` accepts: the verb
  /// (`called`, `read`, `set`), how the calls are named, and the " to 4" and " where …" parts.
  private static func phrased(
    _ member: MemberSignature, _ matcher: SaidMatcher?
  ) -> (verb: String, calls: MatchedCalls, value: String, condition: String) {
    let (verb, subject) = verbs(member)
    let calls = MatchedCalls(of: member, subject: subject, matcher: matcher)
    return (verb, calls, calls.value.map { " to \($0)" } ?? "", calls.condition.map { " where \($0)" } ?? "")
  }

  private static func verbs(_ member: MemberSignature) -> (verb: String, subject: String) {
    switch member.kind {
    case .method: ("called", member.name)
    case .getter: ("read", member.name)
    case .setter: ("set", member.name)
    case .subscriptGetter: ("read", "the subscript")
    case .subscriptSetter: ("set", "the subscript")
    }
  }

  private static func numbered(_ lines: [String]) -> String {
    lines.enumerated().map { "\n  \($0.offset + 1). \($0.element)" }.joined()
  }

  private static func list(_ lines: [String], marker: String) -> String {
    lines.isEmpty ? " none" : lines.map { "\n  \(marker) \($0)" }.joined()
  }
}
