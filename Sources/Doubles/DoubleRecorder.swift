import Synchronization
import Testing

/// The shared memory of one test double: every call to any of its members, in order.
///
/// A generated double owns one recorder; each member handle (``MethodDouble``,
/// ``PropertyDouble``) records into it under a single lock, so the log keeps one order across
/// all members and no call is lost when many threads call the double at once.
public final class DoubleRecorder: @unchecked Sendable {
  /// The name of the double, such as `AuthorizerDouble`, used in failure messages.
  public let name: String
  /// What unstubbed calls do.
  public let strictness: Strictness
  /// Where the double was created; strict-mode failures point here.
  public let site: CallSite
  /// Whether the double was created inside a Swift Testing test, where its failures then go.
  let createdUnderSwiftTesting = Test.current != nil

  private let mutex = Mutex<Void>(())
  private var log: [LogEntry] = []
  private var members: [Unowned] = []
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiterID = 0

  /// Creates the recorder of a double named `name`.
  public init(named name: String, _ strictness: Strictness = .relaxed, site: CallSite) {
    self.name = name
    self.strictness = strictness
    self.site = site
  }

  /// Runs `body` under the recorder's lock. Member handles keep their state behind it.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in try body() }
  }

  /// Registers a member handle so that double-wide operations (``verify(site:)``) see it.
  func register(_ member: any RecordingMember) {
    withLock { members.append(Unowned(member)) }
  }

  /// Appends one call of `member` to the log. Call with the lock held; returns its position.
  func appendLocked(_ member: any RecordingMember, index: Int, sequence: UInt64) -> Int {
    log.append(LogEntry(member: member, index: index, sequence: sequence))
    return log.count - 1
  }

  /// Takes the tasks waiting for a new call, to be resumed once the lock is released.
  func takeWaitersLocked() -> [CheckedContinuation<Void, Never>]? {
    guard !waiters.isEmpty else { return nil }
    defer { waiters.removeAll() }
    return Array(waiters.values)
  }

  /// Marks the log entries at `positions` as verified. Call with the lock held.
  func markVerifiedLocked(_ positions: some Sequence<Int>) {
    for position in positions { log[position].verified = true }
  }

  /// The number of calls recorded so far, across all members.
  public var callCount: Int { withLock { log.count } }

  /// Every recorded call in order, rendered as `name(label: value)`.
  public var callLog: [String] {
    withLock { log.map { $0.member.renderCall(at: $0.index) } }
  }

  /// The recorded calls in order, with the global sequence numbers that order them across doubles.
  var entries: [LogEntry] { withLock { log } }

  var registeredMembers: [any RecordingMember] { withLock { members.map(\.member) } }

  /// Suspends until the next call is recorded, or until the task is cancelled.
  func waitForNextCall(after count: Int) async {
    let id: Int = withLock {
      nextWaiterID += 1
      return nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = withLock { () -> Bool in
          if log.count != count || Task.isCancelled { return true }
          waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      withLock { waiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// Reports a failure of this double to the test framework that runs its test.
  func report(_ message: String, at site: CallSite) {
    FailureReporter.report(message, at: site, createdUnderSwiftTesting: createdUnderSwiftTesting)
  }

  /// Forgets every recorded call; stubs and expectations stay.
  public func clearCalls() {
    let all = withLock {
      log.removeAll()
      return members.map(\.member)
    }
    for member in all { member.clearCalls() }
  }
}

/// One recorded call: which member, which of its calls, and its global order.
struct LogEntry {
  unowned let member: any RecordingMember
  let index: Int
  let sequence: UInt64
  var verified = false
}

private struct Unowned {
  unowned let member: any RecordingMember
  init(_ member: any RecordingMember) { self.member = member }
}

/// The global order of calls across all doubles, for ``verifyInOrder(_:site:)``.
let callSequence = Atomic<UInt64>(0)

/// What the recorder needs from a member handle, whatever its argument and result types.
protocol RecordingMember: AnyObject {
  var signature: MemberSignature { get }
  /// Renders the member's call number `index`.
  func renderCall(at index: Int) -> String
  /// Checks the expectations declared with `expect`, reporting failures; returns whether all held.
  func verifyExpectations(site: CallSite) -> Bool
  /// Whether any expectation was declared.
  var hasExpectations: Bool { get }
  func clearCalls()
}

extension DoubleRecorder {
  /// Waits until `condition` holds, re-checking after every recorded call, for at most `timeout`.
  /// Returns whether it held.
  func waitUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      let seen = callCount
      if condition() { return true }
      let remaining = clock.now.duration(to: deadline)
      if remaining <= .zero { return condition() }
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await self.waitForNextCall(after: seen) }
        group.addTask { try? await Task.sleep(for: remaining) }
        await group.next()
        group.cancelAll()
      }
    }
  }
}
