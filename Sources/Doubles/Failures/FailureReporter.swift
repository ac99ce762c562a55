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
/// Where no test runs (an app run with `DOUBLES`, a SwiftUI preview, a command-line demo), the
/// failure goes to ``outsideTests``: by default a runtime warning with its location, after which
/// the call answers as a relaxed double's would. In a test process that cannot receive it (a test
/// target without `DoublesTesting`), the failure is printed and the process stops: a failure in a
/// test is never dropped.
///
/// Inside ``withCapturedFailures(_:)`` failures are collected instead, which is how the
/// failure messages of Doubles itself are tested.
public enum FailureReporter {
  @TaskLocal static var collector: FailureCollector?

  /// Reports `message` as a test failure at `site`: to the collector of
  /// ``withCapturedFailures(_:)``, else to the test framework, else it stops the process.
  public static func report(_ message: String, at site: CallSite) {
    report(message, at: site, courier: nil)
  }

  /// What doubles do with a failure where no test runs: ``OutsideTestsReporter/runtimeWarning``
  /// unless the app chooses ``OutsideTestsReporter/crash`` or a ``OutsideTestsReporter/custom(_:)``
  /// reporter. Set it once, before the doubles run (in `main`, or the app's `init`). It has no
  /// effect in a test process.
  public static var outsideTests: OutsideTestsReporter {
    get { outsideTestsReporter.withLock { $0 } }
    set { outsideTestsReporter.withLock { $0 = newValue } }
  }

  private static let outsideTestsReporter = Locked(OutsideTestsReporter.runtimeWarning)

  /// Whether XCTest or Swift Testing is loaded in this process: their types are registered with
  /// the Swift runtime whatever the linker exports.
  package static let runsTests: Bool = {
    let xcTestCase = "6XCTest0A4CaseC"
    let swiftTestingTest = "7Testing4TestV"
    return _typeByName(xcTestCase) != nil || _typeByName(swiftTestingTest) != nil
  }()

  /// Reports `message` at `site`; away from a Swift Testing test's task, through `courier` to the
  /// test that created the double.
  static func report(_ message: String, at site: CallSite, courier: (any TestCourier)?) {
    let failure = DoublesFailure(message: message, at: site)
    if let collector, collector.append(failure) { return }
    guard let bridge = TestFrameworkBridgeLookup.bridge else {
      guard runsTests else { return outsideTests(failure) }
      stopForUnreachableTest(failure)
    }
    if let courier, !bridge.isInSwiftTestingTest,
      courier.runInTestContext({ report(message, at: site, courier: nil) })
    {
      return
    }
    if !bridge.record(failure, at: site) { stopForUnreachableTest(failure) }
  }

  /// A courier to the Swift Testing test that runs on the current task; `nil` outside one.
  static func courierToCurrentTest() -> (any TestCourier)? {
    TestFrameworkBridgeLookup.bridge?.courierToCurrentTest()
  }

  /// Whether the current task runs a Swift Testing test (`false` without `DoublesTesting`).
  static var isInSwiftTestingTest: Bool { TestFrameworkBridgeLookup.bridge?.isInSwiftTestingTest ?? false }

  /// Prints `failure` where a person sees it, and stops the process: a test process that no
  /// test can receive it in.
  static func stopForUnreachableTest(_ failure: DoublesFailure) -> Never {
    StandardError.write("\(failure.fileID):\(failure.line): error: \(failure.message)\n\(Messages.noTestFramework)\n")
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
/// In a Swift Testing test, the failures of a double created inside `body` are captured from any
/// thread while `body` runs. Other failures on threads that do not inherit task-local values (a
/// `DispatchQueue` block), and failures after `body` returned, reach the test framework as usual.
public func withCapturedFailures(_ body: () throws -> Void) rethrows -> [DoublesFailure] {
  let collector = FailureCollector()
  defer { collector.close() }
  try FailureReporter.$collector.withValue(collector) { try body() }
  return collector.failures
}

/// Runs the asynchronous `body` and returns the failures Doubles reported inside it.
public func withCapturedFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [DoublesFailure] {
  let collector = FailureCollector()
  defer { collector.close() }
  try await FailureReporter.$collector.withValue(collector) { try await body() }
  return collector.failures
}

/// Thread-safe storage of captured failures, open while the body of
/// ``withCapturedFailures(_:)`` runs.
final class FailureCollector: Sendable {
  private let storage = Locked<(failures: [DoublesFailure], isOpen: Bool)>(([], true))

  /// Keeps `failure`; returns `false` once the body has returned and nobody would read it.
  func append(_ failure: DoublesFailure) -> Bool {
    storage.withLock { storage in
      if storage.isOpen { storage.failures.append(failure) }
      return storage.isOpen
    }
  }

  func close() { storage.withLock { $0.isOpen = false } }

  var failures: [DoublesFailure] { storage.withLock { $0.failures } }
}
