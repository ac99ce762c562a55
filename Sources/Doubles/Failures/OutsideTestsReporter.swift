#if canImport(os)
  import os
#endif

/// What a double does with a failure where no test runs: a SwiftUI preview, a DEBUG run of an
/// app with a fake backend, a command-line demo.
///
/// The default, ``runtimeWarning``, prints the failure with its call site and lets the process
/// go on: the call answers as a relaxed double's would (`nil`, `0`, an empty collection, the
/// type's ``DefaultValueProviding/defaultValue``), so a strict double misused in a preview warns
/// instead of killing it. Choose another with ``FailureReporter/outsideTests``, once, before the
/// doubles run:
/// ```swift
/// FailureReporter.outsideTests = .crash                      // stop, as in a test process
/// FailureReporter.outsideTests = .custom { failure in log.error("\(failure)") }
/// ```
/// Tests are never affected: in a process that runs XCTest or Swift Testing, a failure fails the
/// test that created the double, or the run.
public struct OutsideTestsReporter: Sendable {
  private let report: @Sendable (DoublesFailure) -> Void

  private init(_ report: @escaping @Sendable (DoublesFailure) -> Void) { self.report = report }

  /// Prints the failure as a warning on standard error (on Apple platforms also as a fault in
  /// the unified log, which Xcode shows as a runtime issue) and goes on.
  public static let runtimeWarning = OutsideTestsReporter { failure in
    let explanation = RuntimeWarning.explainOnce() ? Messages.runtimeWarning + "\n" : ""
    StandardError.write("\(failure.fileID):\(failure.line): warning: \(failure.message)\n\(explanation)")
    RuntimeWarning.log(failure)
  }

  /// Prints the failure and stops the process, as a failure where no test can receive it did
  /// before there were reporters.
  public static let crash = OutsideTestsReporter { failure in
    StandardError.write("\(failure.fileID):\(failure.line): error: \(failure.message)\n\(Messages.crashReporter)\n")
    fatalError("a test double failed outside any test, and FailureReporter.outsideTests is .crash")
  }

  /// Hands each failure to `report`, and goes on: the call answers as a relaxed double's would.
  public static func custom(_ report: @escaping @Sendable (DoublesFailure) -> Void) -> OutsideTestsReporter {
    OutsideTestsReporter(report)
  }

  func callAsFunction(_ failure: DoublesFailure) { report(failure) }
}

/// The plumbing of ``OutsideTestsReporter/runtimeWarning``.
enum RuntimeWarning {
  private static let explained = Locked(false)

  /// Whether this is the first warning of the process, which says what it means.
  static func explainOnce() -> Bool {
    explained.withLock { explained in
      defer { explained = true }
      return !explained
    }
  }

  /// Logs `failure` as a fault in the subsystem Xcode shows as runtime issues.
  static func log(_ failure: DoublesFailure) {
    #if canImport(os)
      if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
        Logger(subsystem: "com.apple.runtime-issues", category: "Doubles").fault(
          "\(failure.fileID, privacy: .public):\(failure.line, privacy: .public): \(failure.message, privacy: .public)")
      }
    #endif
  }
}
