/// One step of an expected call order: the calls of a member, optionally narrowed by arguments.
public struct CallStep {
  /// How messages name the step: `OrderAPIDouble.send(_:)`.
  package let description: String
  let recorder: DoubleRecorder
  let sequences: () -> [UInt64]
}

extension MethodDouble {
  /// This member's calls, as a step of ``verifyInOrder(_:fileID:filePath:line:column:)``.
  public var step: CallStep { step(where: nil) }

  /// This member's calls accepted by `matcher`, as a step of an expected order.
  public func step(where matcher: ArgumentMatcher<Arguments>?) -> CallStep {
    let calls = MatchedCalls(of: signature, subject: signature.name, matcher: matcher?.said)
    let value = calls.value.map { " = \($0)" } ?? (signature.kind == .setter ? " = …" : "")
    let condition = calls.condition.map { " where \($0)" } ?? ""
    return CallStep(
      description: "\(recorder.name).\(calls.subject)\(value)\(condition)",
      recorder: recorder,
      sequences: { self.sequences(matching: matcher) }
    )
  }
}

/// Fails the test unless the steps happened in this order, across any number of doubles.
///
/// Each step must have a call that came after the call chosen for the step before it; other
/// calls may come in between.
/// ```swift
/// verifyInOrder(placeBid.on.bid.step, bidChecking.on.waitForBidResolution.step)
/// ```
@discardableResult
public func verifyInOrder(
  _ steps: CallStep...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyInOrder(steps, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``verifyInOrder(_:fileID:filePath:line:column:)`` with the steps in an array, for the
/// matchers of other test libraries.
@discardableResult
package func verifyInOrder(_ steps: [CallStep], at site: CallSite) -> Bool {
  var last: UInt64?
  for (index, step) in steps.enumerated() {
    let next = step.sequences().first { sequence in last.map { sequence > $0 } ?? true }
    guard let next else {
      var recorders: [DoubleRecorder] = []
      for step in steps where !recorders.contains(where: { $0 === step.recorder }) {
        recorders.append(step.recorder)
      }
      let actual = recorders.flatMap { recorder in
        recorder.entries.map { entry in (entry.sequence, "\(recorder.name).\(entry.rendered)") }
      }.sorted { $0.0 < $1.0 }.map(\.1)
      steps[0].recorder.report(
        Messages.orderMismatch(expected: steps.map(\.description), actual: actual, failedStep: index),
        at: site
      )
      return false
    }
    last = next
  }
  return true
}
