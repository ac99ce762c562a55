/// The expectations of doubles outside a `.verifiesDoubles` scope, which no `verify()` may ever
/// check.
///
/// Each member handle checks its unchecked expectations when it goes away (see
/// ``MethodDouble``'s `deinit`), which is at the end of the test for a double the test holds. A
/// double that outlives its test needs more: under XCTest (an `XCTestCase` property lives until
/// the process ends) its expectations are checked in a teardown block of the test that declared
/// them; elsewhere (a static double in a Swift Testing test, which has no end-of-test hook
/// without the trait) they are checked when the process exits and listed in the recap of
/// `DoublesTesting`, named after the test that declared them.
package enum ExpectationWatch {
  private struct Watched {
    weak var member: (any RecordingMember)?
    /// The test that declared the expectation, as people read it.
    let test: String?
  }

  /// The members watched until the process exits, and the count at which dead entries are
  /// dropped next.
  private static let watched = Locked<(members: [ObjectIdentifier: Watched], pruneAt: Int)>(([:], 64))

  /// Watches the expectations `member` was just given.
  static func watch(_ member: some RecordingMember) {
    // Without a test framework (an app run) there is no test to fail at exit; the handle's
    // release still reports through `FailureReporter.outsideTests`.
    guard let bridge = TestFrameworkBridgeLookup.bridge else { return }
    let atTestEnd = bridge.checkAtEndOfCurrentXCTest { [weak member] in
      _ = member?.verifyUncheckedExpectations()
    }
    if atTestEnd { return }
    let entry = Watched(member: member, test: bridge.currentTestDescription())
    watched.withLock { watched in
      watched.members[ObjectIdentifier(member)] = entry
      guard watched.members.count >= watched.pruneAt else { return }
      watched.members = watched.members.filter { $0.value.member != nil }
      watched.pruneAt = max(64, watched.members.count * 2)
    }
  }

  /// Checks the expectations of the watched doubles still alive, and returns what failed, each
  /// with the test that declared it; nothing is reported.
  package static func failuresAtExit() -> [(test: String?, failure: DoublesFailure)] {
    let alive = watched.withLock { watched in
      defer { watched.members.removeAll() }
      return watched.members.values.compactMap { entry in entry.member.map { ($0, entry.test) } }
    }
    var failures: [(test: String?, failure: DoublesFailure)] = []
    for (member, test) in alive {
      let found = withCapturedFailures { _ = member.verifyUncheckedExpectations() }
      failures += found.map { (test, $0) }
    }
    // In the order of the tests, then of the `expect` lines: the same recap every run, whatever
    // order the dictionary gave the members in.
    return failures.sorted {
      ($0.test ?? "", $0.failure.fileID, $0.failure.line) < ($1.test ?? "", $1.failure.fileID, $1.failure.line)
    }
  }
}
