import Synchronization

/// What a stub does when it is chosen for a call.
@usableFromInline
enum Answer<Arguments, Result, Failure: Error> {
  /// Return this value.
  case value(Result)
  /// Throw this error.
  case failure(Failure)
  /// Compute the result from the real arguments; may call closures among them.
  case compute((Arguments) throws(Failure) -> Result)
  /// Compute the result asynchronously; async members only.
  case computeAsync((Arguments) async throws(Failure) -> Result)
  /// Never return: suspend until the calling task is cancelled; async members only.
  case suspendForever
  /// Call the real object the double was created with.
  case forward
}

/// One stubbing rule of a member: which calls it takes, and its answers in turn.
///
/// Immutable once registered; ``StubChain/then`` registers a longer copy in its place, sharing
/// the use counter, so a sequence goes on where it was.
@usableFromInline
final class Stub<Arguments, Result, Failure: Error>: @unchecked Sendable {
  @usableFromInline let matcher: ArgumentMatcher<Arguments>?
  @usableFromInline let answers: [Answer<Arguments, Result, Failure>]
  let site: CallSite
  @usableFromInline let uses: UseCounter

  init(
    matcher: ArgumentMatcher<Arguments>?,
    answers: [Answer<Arguments, Result, Failure>],
    site: CallSite,
    uses: UseCounter = UseCounter()
  ) {
    self.matcher = matcher
    self.answers = answers
    self.site = site
    self.uses = uses
  }

  @inlinable
  func matches(_ arguments: Arguments) -> Bool { matcher?.matches(arguments) ?? true }

  /// The answer for the next call this stub takes: each answer in turn, the last one repeating.
  @inlinable
  func nextAnswer() -> Answer<Arguments, Result, Failure> {
    uses.markUsed()
    guard answers.count > 1 else { return answers[0] }
    return answers[min(uses.increment(), answers.count - 1)]
  }

  func appending(_ answer: Answer<Arguments, Result, Failure>) -> Stub {
    Stub(matcher: matcher, answers: answers + [answer], site: site, uses: uses)
  }

  /// The stub as lists and misses name it: `for stock("SKU-9") (Tests.swift:12)`.
  func summary(of member: MemberSignature) -> String {
    Messages.stub(of: member, matcher: matcher?.said, site: site)
  }

  /// The conditions of this stub that `arguments` fail, each with the argument it gave.
  func mismatches(_ arguments: Arguments) -> [String] { matcher?.mismatches(arguments) ?? [] }

  /// `text` (the stub or a call), followed by the conditions of this stub that `arguments` fail
  /// when they fail any: `… : username == "Bob", but was "Amy"`.
  func annotating(_ text: String, for arguments: Arguments) -> String {
    let mismatches = mismatches(arguments)
    return mismatches.isEmpty ? text : "\(text): \(mismatches.joined(separator: "; "))"
  }
}

/// How a stub has been used, shared by the copies ``StubChain/then`` makes: how many calls a
/// stub with a sequence of answers took, whether any call took an answer at all, and whether it
/// may go unused under strict stubs.
@usableFromInline
final class UseCounter: Sendable {
  @usableFromInline let count = Atomic<Int>(0)
  /// Whether a call took one of the stub's answers.
  @usableFromInline let used = Atomic<Bool>(false)
  /// Whether the stub may go unused without failing a test that checks for unused stubs: marked
  /// with ``StubChain/lenient()``, or given through `expect`, whose count is checked instead.
  let lenient: Atomic<Bool>

  init(lenient: Bool = false) { self.lenient = Atomic(lenient) }

  /// Adds one use and returns the count before it.
  @inlinable
  func increment() -> Int { count.wrappingAdd(1, ordering: .relaxed).oldValue }

  /// Notes that a call took an answer; a load in the common case, once the flag is set.
  @inlinable
  func markUsed() {
    if !used.load(ordering: .relaxed) { used.store(true, ordering: .relaxed) }
  }

  /// Whether a test with strict stubs fails on this stub: no call used it, and it is not lenient.
  var isUnused: Bool { !used.load(ordering: .relaxed) && !lenient.load(ordering: .relaxed) }
}
