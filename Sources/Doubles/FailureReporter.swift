import Testing
import XCTest

/// A failure that Doubles reported: a verification that did not hold, a missing stub, a misuse.
public struct DoublesFailure: Sendable, Equatable, CustomStringConvertible {
  /// The message shown to the user.
  public let message: String
  /// The `#fileID` of the test line the failure points at.
  public let fileID: String
  /// The line the failure points at.
  public let line: UInt

  /// The text shown in messages and logs.
  public var description: String { "\(fileID):\(line): \(message)" }
}

/// Routes failures to the test framework that runs the current test.
///
/// Swift Testing gets an `Issue`, XCTest gets `XCTFail`, both at the caller's file and line.
/// Inside ``withCapturedFailures(_:)`` failures are collected instead, which is how the
/// failure messages of Doubles itself are tested.
public enum FailureReporter {
  @TaskLocal static var collector: FailureCollector?

  /// Where a failure goes.
  enum Destination: Equatable {
    case swiftTesting, xcTest
  }

  /// Swift Testing when a Swift Testing test is running on this task, or when the double was
  /// created inside one (a failure reported from a thread that lost the task-local context still
  /// fails the run there); XCTest otherwise, which tracks its running test globally.
  static func destination(createdUnderSwiftTesting: Bool) -> Destination {
    Test.current != nil || createdUnderSwiftTesting ? .swiftTesting : .xcTest
  }

  /// Whether a failure reported now reaches the right test: this task runs a Swift Testing test
  /// or captures failures, or XCTest is the framework (it tracks its running test globally).
  package static func canAttributeFailure(createdUnderSwiftTesting: Bool) -> Bool {
    collector != nil || Test.current != nil || !createdUnderSwiftTesting
  }

  /// Reports `message` as a test failure at `site`.
  ///
  /// - Parameter createdUnderSwiftTesting: whether the double that fails was created inside a
  ///   Swift Testing test.
  public static func report(_ message: String, at site: CallSite, createdUnderSwiftTesting: Bool = false) {
    let failure = DoublesFailure(message: message, fileID: site.fileID, line: site.line)
    if let collector {
      collector.append(failure)
      return
    }
    if destination(createdUnderSwiftTesting: createdUnderSwiftTesting) == .swiftTesting {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: Testing.SourceLocation(
          fileID: site.fileID,
          filePath: "\(site.filePath)",
          line: Int(site.line),
          column: Int(site.column)
        )
      )
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
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
