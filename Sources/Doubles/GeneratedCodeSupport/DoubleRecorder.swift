import Synchronization

/// The shared memory of one test double: every call to any of its members, in order.
///
/// A generated double owns one recorder; each member handle (``MethodDouble``,
/// ``PropertyDouble``) records into it under a single lock, so that no call is lost when many
/// threads call the double at once. Every call also takes a number from one global sequence,
/// which orders calls across members and across doubles.
@_documentation(visibility: internal)
public final class DoubleRecorder: @unchecked Sendable {
  /// The name of the double, such as `AuthorizerDouble`, used in failure messages.
  public let name: String
  /// What unstubbed calls do.
  public let strictness: Strictness
  /// Where the double was created; strict-mode failures point here.
  public let site: CallSite
  /// Where the double's failures go: the test that created it.
  @usableFromInline package let failures = FailureRoute()

  @usableFromInline let lock = Lock()
  /// The global order of calls (`callSequence`), held here so that a call reaches it without
  /// the check, on every use of a global, that its initial value was made.
  @usableFromInline let sequenceCounter = callSequence
  /// The state every call touches, guarded by `lock`; behind a pointer for the reason given at
  /// ``MethodDouble``'s state.
  @usableFromInline let state: UnsafeMutablePointer<State>
  private var members: [WeakMember] = []
  /// Whether a ``DoubleScope`` checks the double when its test ends: the member handles are
  /// then kept alive until it does, even if the double itself goes away earlier.
  let isScoped: Bool
  private var scopedMembers: [any RecordingMember] = []
  /// The records of each handle by requirement, for ``records(for:_:make:)``.
  private var recordsByRequirement: [RequirementKey: WeakMember] = [:]

  @usableFromInline
  struct State {
    /// How many calls were recorded, across all members.
    @usableFromInline var callCount = 0
    /// Tasks waiting for the next call (``MethodDouble/verifyEventually(_:where:timeout:fileID:filePath:line:column:)``).
    @usableFromInline var waiters = Waiters()
  }

  /// Creates the recorder of a double named `name`.
  public init(named name: String, _ strictness: Strictness = .relaxed, site: CallSite) {
    self.name = name
    self.strictness = strictness
    self.site = site
    self.state = .allocate(capacity: 1)
    state.initialize(to: State())
    let scope = DoubleScope.forNewDouble
    isScoped = scope != nil
    scope?.add(self)
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Runs `body` under the recorder's lock. Member handles keep their state behind it.
  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// Reserves a number for a member handle being created; ``register(_:as:)`` fills it.
  func reserveMember() -> Int {
    withLock {
      members.append(WeakMember())
      return members.count - 1
    }
  }

  /// Registers the records of a member handle under its reserved number, so that double-wide
  /// operations see them; a scoped double keeps `handle` itself until its test ends.
  func register(_ records: any RecordingMember, handle: any RecordingMember, as number: Int) {
    withLock {
      members[number].member = records
      if isScoped { scopedMembers.append(handle) }
    }
  }

  /// The records of the handle already made for `requirement` (as the generator writes it, such
  /// as `save(_:) (String) -> Bool`) and `kind`, with the same types, or those `make` makes: a
  /// requirement that two parents of a protocol both declare is one requirement of its double, so
  /// the handles each parent's double makes share one log and one set of stubs, whichever parent
  /// a call comes through. `isShared` says whether the records were already there.
  func records<Records: RecordingMember>(
    for requirement: String, _ kind: MemberSignature.Kind, make: () -> Records
  ) -> (records: Records, isShared: Bool) {
    let key = RequirementKey(requirement: requirement, kind: kind, type: ObjectIdentifier(Records.self))
    if let existing = withLock({ recordsByRequirement[key]?.member as? Records }) { return (existing, true) }
    let made = make()
    // Another thread (a deprecated requirement's handle is made on first use) may have made
    // them meanwhile: the first records made stay the requirement's.
    let kept = withLock { () -> Records? in
      if let existing = recordsByRequirement[key]?.member as? Records { return existing }
      recordsByRequirement[key] = WeakMember(member: made)
      return nil
    }
    return kept.map { ($0, true) } ?? (made, false)
  }

  /// Counts one call and takes the tasks waiting for it, to be resumed once the lock is
  /// released. Call with the lock held; returns the call's global sequence number.
  @inlinable
  func countCallLocked() -> (sequence: UInt64, waiters: [CheckedContinuation<Void, Never>]?) {
    (numberCallLocked(), state.pointee.waiters.takeAll())
  }

  /// Counts one call and returns its global sequence number, for a call no task waits for. Call
  /// with the lock held.
  @inlinable
  func numberCallLocked() -> UInt64 {
    state.pointee.callCount += 1
    return sequenceCounter.pointee.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// The number of calls recorded so far, across all members.
  public var callCount: Int { withLock { state.pointee.callCount } }

  /// Every recorded call in order, rendered as `name(label: value)`.
  public var callLog: [String] { entries.map(\.rendered) }

  /// The recorded calls of all members, merged in the order they happened.
  var entries: [LogEntry] {
    // The members are let go after the lock: should another thread drop a member meanwhile,
    // its deinit (which checks its expectations under the lock) runs here.
    let live = registeredMembers
    return withLock { live.flatMap { $0.entriesLocked() } }.sorted { $0.sequence < $1.sequence }
  }

  var registeredMembers: [any RecordingMember] { withLock { members.compactMap(\.member) } }

  /// Suspends until the next call is recorded, or until the task is cancelled.
  func waitForNextCall(after count: Int) async {
    let id = withLock { state.pointee.waiters.reserve() }
    await suspendUntilResumed(
      parkUnlessReady: { continuation in
        withLock { state.pointee.callCount == count && state.pointee.waiters.park(continuation, as: id) }
      },
      unpark: { self.withLock { self.state.pointee.waiters.unpark(id) } })
  }

  /// Reports a failure of this double to the test that created it.
  func report(_ message: String, at site: CallSite) {
    failures.report(message, at: site)
  }

  /// Checks the expectations that no `verify()` checked and, with `strictStubs`, that every
  /// stub was used, then lets the member handles go: what a ``DoubleScope`` does when its test
  /// ends. Returns whether all held.
  func verifyUncheckedExpectationsAndRelease(strictStubs: Bool = false) -> Bool {
    let scoped = withLock {
      defer { scopedMembers.removeAll() }
      return scopedMembers
    }
    var allHeld = true
    for member in scoped {
      let held = member.verifyUncheckedExpectations()
      let unused = strictStubs ? member.reportUnusedStubs() : 0
      allHeld = allHeld && held && unused == 0
    }
    return allHeld
  }

  /// Forgets every recorded call; stubs and expectations stay.
  public func clearCalls() {
    let all = withLock {
      state.pointee.callCount = 0
      return members.compactMap(\.member)
    }
    for member in all { member.clearCalls() }
  }
}

/// One recorded call as the double-wide views see it: its global order, its rendering, and
/// whether a verification covered it.
struct LogEntry {
  let sequence: UInt64
  let rendered: String
  let verified: Bool
}

/// The records of a member handle (``HandleRecords``), held without keeping them alive: handles
/// keep their recorder alive, not the other way round, so that a double and its handles are
/// freed together. Weak, not unowned: a handle going away checks its expectations, and a message
/// may then read the log of the double's other handles, some of which may be going away too.
private struct WeakMember {
  weak var member: (any RecordingMember)?
}

/// A requirement as ``DoubleRecorder/records(for:_:make:)`` tells them apart: as written, the
/// kind of access, and the types of its handle's records.
private struct RequirementKey: Hashable {
  let requirement: String
  let kind: MemberSignature.Kind
  let type: ObjectIdentifier
}

/// The global order of calls across all doubles, for order verification; never freed.
///
/// A pointer to the counter rather than the counter, so that each recorder can hold it: an
/// atomic value cannot be copied. `nonisolated(unsafe)`: the pointer never changes, and its
/// counter is atomic.
nonisolated(unsafe) let callSequence: UnsafeMutablePointer<Atomic<UInt64>> = {
  let sequence = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 1)
  sequence.initialize(to: Atomic(0))
  return sequence
}()

/// What the recorder needs from a member handle, whatever its argument and result types.
protocol RecordingMember: AnyObject, Sendable {
  /// The member's calls as log entries. Call with the recorder's lock held.
  func entriesLocked() -> [LogEntry]
  /// Checks the expectations declared with `expect`, reporting failures; returns whether all held.
  func verifyExpectations(site: CallSite) -> Bool
  /// Checks the expectations that no verification checked yet; returns whether all held.
  func verifyUncheckedExpectations() -> Bool
  /// Whether any expectation was declared.
  var hasExpectations: Bool { get }
  /// Reports each stub no call used and not marked lenient, at its line; returns how many.
  func reportUnusedStubs() -> Int
  /// The calls the relaxed default answered although a stub with other arguments exists.
  var stubMisses: [StubMiss] { get }
  func clearCalls()
}

extension DoubleRecorder {
  /// Waits until `condition` holds, re-checking after every recorded call, for at most `timeout`
  /// on `clock`: until the clock's sleep to the deadline ends (a clock whose sleeps move its time
  /// on ends it at once; a manual clock, when the test advances it), or the task is cancelled.
  /// Returns whether it held.
  func waitUntil<WaitClock: Clock<Duration>>(
    timeout: Duration, clock: WaitClock = ContinuousClock(), _ condition: () -> Bool
  ) async -> Bool {
    let deadline = clock.now.advanced(by: timeout)
    while true {
      let seen = callCount
      if condition() { return true }
      if clock.now.duration(to: deadline) <= .zero { return condition() }
      let timeIsUp = await withTaskGroup(of: Bool.self) { group in
        group.addTask {
          await self.waitForNextCall(after: seen)
          return false
        }
        group.addTask {
          try? await clock.sleep(until: deadline, tolerance: nil)
          return true
        }
        let first = await group.next() ?? true
        group.cancelAll()
        return first
      }
      if timeIsUp || Task.isCancelled { return condition() }
    }
  }
}
