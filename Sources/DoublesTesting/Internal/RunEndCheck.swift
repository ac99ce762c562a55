import Doubles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the process fail when a double failed where Swift Testing may not have counted it.
///
/// A failure that a ``SwiftTestingCourier`` carries to its test from another thread names that
/// test, but Swift Testing counts it only while its run lasts: a detached task that fails after
/// the last test ended would leave the run green and the process exiting with status 0. And a
/// failure where no test runs, of a double no test created, has no test to fail at all. Such
/// failures are listed again when the process exits (all of them: which came after the run, no
/// public API tells), and the process then exits with status 1 (`_exit`, skipping the exit
/// handlers registered before this one, code coverage's among them: a failing run writes none).
enum RunEndCheck {
  /// The failures to list at exit, with the test each reached (`nil`: none), in order.
  private static let failures = Locked<[(test: String?, failure: DoublesFailure)]>([])

  /// Remembers `failure`, which reached a test from another thread (`test`) or no test (`nil`),
  /// for the check at exit.
  static func remember(_ failure: DoublesFailure, test: String?) {
    failures.withLock { $0.append((test, failure)) }
  }

  /// Registers the check to run when the process exits; once, when the bridge to the test
  /// frameworks is made, so never while the process is already exiting.
  static func install() {
    atexit { RunEndCheck.check() }
  }

  /// Lists the remembered failures and the unmet expectations of doubles still alive, a line
  /// per test, and ends the process with status 1.
  private static func check() {
    let unchecked = ExpectationWatch.failuresAtExit()
    let remembered = failures.withLock { $0 }
    guard !remembered.isEmpty || !unchecked.isEmpty else { return }
    fflush(nil)
    if !remembered.isEmpty { StandardError.write(report(remembered)) }
    if !unchecked.isEmpty { StandardError.write(uncheckedReport(unchecked)) }
    _exit(1)
  }

  /// What the check prints for the failures that reached no test while it ran.
  static func report(_ remembered: [(test: String?, failure: DoublesFailure)]) -> String {
    """
    Doubles: doubles failed on other threads than their tests' tasks, or outside any test. Swift \
    Testing counts such a failure only until its run ends, so the process exits with status 1:
    \(lines(remembered).joined(separator: "\n"))

    """
  }

  /// What the check prints for the expectations that no `verify()` checked, of doubles alive at
  /// exit: doubles kept past their test where the test framework does not tell when it ends.
  static func uncheckedReport(_ unchecked: [(test: String?, failure: DoublesFailure)]) -> String {
    """
    Doubles: expectations that no verify() checked, of doubles still alive when the process exits \
    (kept past the test that declared them), so the process exits with status 1:
    \(lines(unchecked).joined(separator: "\n"))

    """
  }

  /// A line per test: how many failures, and the first one.
  private static func lines(_ remembered: [(test: String?, failure: DoublesFailure)]) -> [String] {
    var tests: [String?] = []
    var byTest: [String?: [DoublesFailure]] = [:]
    for (test, failure) in remembered {
      if byTest[test] == nil { tests.append(test) }
      byTest[test, default: []].append(failure)
    }
    return tests.map { test in
      let failures = byTest[test] ?? []
      let first = failures[0]
      let count = failures.count == 1 ? "1 failure" : "\(failures.count) failures, the first"
      var message = first.message.prefix { $0 != "\n" }
      if message.count < first.message.count { message += " …" }
      return "  \(test ?? "no test (where no test runs, of a double no test created)"): \(count): "
        + "\(first.fileID):\(first.line): \(message)"
    }
  }
}
