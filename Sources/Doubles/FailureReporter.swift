#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure that Doubles reported: a verification that did not hold, a missing stub, a misuse.
public struct DoublesFailure: Sendable, Equatable, CustomStringConvertible {
  /// The message shown to the user.
  public let message: String
  /// The `#fileID` of the test line the failure points at.
  public let fileID: String
  /// The line the failure points at.
  public let line: UInt

  /// Creates a failure with `message`, pointing at `site`.
  public init(message: String, at site: CallSite) {
    self.message = message
    self.fileID = site.fileID
    self.line = site.line
  }

  /// The text shown in messages and logs.
  public var description: String { "\(fileID):\(line): \(message)" }
}

/// Routes failures to the test framework that runs the current test.
///
/// Swift Testing gets an `Issue`, XCTest a failure of the running test case, both at the
/// caller's file and line. The runtime links neither framework: the `DoublesTesting` product,
/// which test targets depend on, carries the glue, and the runtime finds it at run time.
/// Where no test framework can receive a failure (an app run with `DOUBLES`, a test target
/// without `DoublesTesting`), the failure is printed with its location and the process stops:
/// a failure is never dropped.
///
/// Inside ``withCapturedFailures(_:)`` failures are collected instead, which is how the
/// failure messages of Doubles itself are tested.
public enum FailureReporter {
  @TaskLocal static var collector: FailureCollector?

  /// Reports `message` as a test failure at `site`: to the collector of
  /// ``withCapturedFailures(_:)``, else to the test framework, else it stops the process.
  public static func report(_ message: String, at site: CallSite) {
    let failure = DoublesFailure(message: message, at: site)
    if let collector {
      collector.append(failure)
    } else if TestFrameworkBridgeLookup.bridge?.record(failure, at: site) != true {
      stopForUnreachableTest(failure)
    }
  }

  /// Whether a failure reported now reaches the test that created its double: this task
  /// captures failures or runs a Swift Testing test, or the double was not created in one
  /// (XCTest tracks its running test for the whole process).
  static func canReachCreatingTest(createdInSwiftTesting: Bool) -> Bool {
    collector != nil || !createdInSwiftTesting || TestFrameworkBridgeLookup.bridge?.isInSwiftTestingTest == true
  }

  /// Whether the current task runs a Swift Testing test (`false` without `DoublesTesting`).
  static var isInSwiftTestingTest: Bool { TestFrameworkBridgeLookup.bridge?.isInSwiftTestingTest ?? false }

  /// Prints `failure` where a person sees it, and stops the process.
  static func stopForUnreachableTest(_ failure: DoublesFailure) -> Never {
    let text = """
      \(failure.fileID):\(failure.line): error: \(failure.message)
      \(Messages.noTestFramework)

      """
    var bytes = Array(text.utf8)
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      guard written > 0 else { break }
      bytes.removeFirst(written)
    }
    fatalError("a test double failed where no test framework could receive the failure")
  }
}

/// Runs `body` and returns the failures Doubles reported inside it, instead of failing the test.
///
/// Use it to test your own helpers built on Doubles, or to assert on a message:
/// ```swift
/// let failures = withCapturedFailures { spy.on.reloadData.verify(.once) }
/// #expect(failures.map(\.message) == ["reloadData() was expected to be called once, but was never called"])
/// ```
/// Failures reported from other threads that do not inherit task-local values (for example a
/// `DispatchQueue` block) are not captured and reach the test framework as usual.
public func withCapturedFailures(_ body: () throws -> Void) rethrows -> [DoublesFailure] {
  let collector = FailureCollector()
  try FailureReporter.$collector.withValue(collector) { try body() }
  return collector.failures
}

/// Runs the asynchronous `body` and returns the failures Doubles reported inside it.
public func withCapturedFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [DoublesFailure] {
  let collector = FailureCollector()
  try await FailureReporter.$collector.withValue(collector) { try await body() }
  return collector.failures
}

/// Thread-safe storage of captured failures.
final class FailureCollector: Sendable {
  private let storage = Locked<[DoublesFailure]>([])

  func append(_ failure: DoublesFailure) { storage.withLock { $0.append(failure) } }
  var failures: [DoublesFailure] { storage.withLock { $0 } }
}
