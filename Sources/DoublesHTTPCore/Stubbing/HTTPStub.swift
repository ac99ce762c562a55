import Doubles

/// A stub registered on an ``HTTPDouble``: which requests it answers, what with, and how often.
///
/// Answers form a sequence: each step answers a number of times, then the next one takes over;
/// the last step repeats unless it was given a count, after which the stub is used up and
/// stops matching.
/// ```swift
/// http.stub(.get(feedURL), .error(.notConnectedToInternet), times: 2)
///   .then(.json(string: "[]"))
/// ```
/// Stubs can also take part in a scenario, WireMock style: a stub that answers only in a given
/// state of a named scenario and moves the scenario to another state when it answers.
public final class HTTPStub: Sendable, CustomStringConvertible {
  /// The requests this stub answers.
  public let pattern: RequestPattern
  /// Where the test registered the stub.
  public let site: CallSite
  /// The number the double gave the stub, counting from 1 in the order it made them.
  public let number: Int

  struct Step {
    var response: StubbedResponse
    var times: Int?
  }

  struct ScenarioRule {
    var name: String
    var requiredState: String
    var nextState: String?
  }

  struct State {
    var steps: [Step]
    var stepIndex = 0
    var usesOfStep = 0
    var uses = 0
    var scenario: ScenarioRule?
    var label: String?
  }

  private let state: Locked<State>

  init(number: Int, pattern: RequestPattern, response: StubbedResponse, times: Int?, site: CallSite) {
    self.number = number
    self.pattern = pattern
    self.site = site
    self.state = Locked(State(steps: [Step(response: response, times: times)]))
  }

  /// After the previous answers are used up, answers `response` `times` times.
  ///
  /// A step without a count answers for ever when it is the last one, and once otherwise.
  @discardableResult
  public func then(_ response: StubbedResponse, times: Int? = nil) -> HTTPStub {
    state.withLock { $0.steps.append(Step(response: response, times: times)) }
    return self
  }

  /// Makes the stub answer only while the scenario `name` is in `state`, and move the scenario
  /// to `nextState` when it answers. Every scenario starts in ``HTTPDouble/startedState``.
  @discardableResult
  public func inScenario(
    _ name: String,
    whenStateIs state: String = HTTPDouble.startedState,
    willSetStateTo nextState: String? = nil
  ) -> HTTPStub {
    self.state.withLock { $0.scenario = ScenarioRule(name: name, requiredState: state, nextState: nextState) }
    return self
  }

  /// Names the stub in journals and failure messages.
  @discardableResult
  public func named(_ label: String) -> HTTPStub {
    state.withLock { $0.label = label }
    return self
  }

  /// How many requests this stub has answered.
  public var useCount: Int { state.withLock { $0.uses } }

  /// `stub #2 "token refresh" (LoginTests.swift:31)`.
  public var description: String {
    let label = state.withLock { $0.label }.map { " \"\($0)\"" } ?? ""
    return "stub #\(number)\(label) (\(site))"
  }

  /// The scenario rule, read under the double's lock when it picks a stub.
  var scenario: ScenarioRule? { state.withLock { $0.scenario } }

  /// Whether all of the stub's answers are used up.
  var isExhausted: Bool {
    state.withLock { state in state.stepIndex >= state.steps.count }
  }

  /// The next answer, left for ``takeResponse()``; `nil` when the stub is used up.
  var nextResponse: StubbedResponse? {
    state.withLock { state in state.stepIndex < state.steps.count ? state.steps[state.stepIndex].response : nil }
  }

  /// Takes the next answer, or `nil` when the stub is used up.
  func takeResponse() -> StubbedResponse? {
    state.withLock { state in
      guard state.stepIndex < state.steps.count else { return nil }
      let step = state.steps[state.stepIndex]
      let isLast = state.stepIndex == state.steps.count - 1
      state.uses += 1
      state.usesOfStep += 1
      if let times = step.times ?? (isLast ? nil : 1), state.usesOfStep >= times {
        state.stepIndex += 1
        state.usesOfStep = 0
      }
      return step.response
    }
  }
}
