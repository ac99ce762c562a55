import Dependencies
import DoublesTesting
import Foundation
import NumberFacts
import Testing

/// The counter's tests with a double of its `@DependencyClient`: stubs answer by argument, every
/// call is in one log, and a test verifies what the model asked for, which swift-dependencies'
/// `unimplemented` closures alone cannot say.
@MainActor
@Suite(.verifiesDoubles)
struct CounterModelTests {
  @Test func theFactIsAboutTheCount() async {
    let facts = NumberFactClientDouble()
    facts.on.fact.when(.equal(1)).returns("1 is the loneliest number.")
    let model = withDependencies {
      $0.numberFact = facts.value
    } operation: {
      CounterModel()
    }
    model.incrementButtonTapped()
    await model.factButtonTapped()
    #expect(model.fact == "1 is the loneliest number.")
    #expect(!model.isLoading)
    facts.on.fact.verify(.once, \.self, 1)
    facts.verifyNoOtherCalls()
  }

  @Test func aFailedRequestShowsAnErrorAndKeepsNoFact() async {
    let facts = NumberFactClientDouble()
    facts.on.fact.throws(URLError(.notConnectedToInternet))
    let model = withDependencies {
      $0.numberFact = facts.value
    } operation: {
      CounterModel()
    }
    await model.factButtonTapped()
    #expect(model.fact == nil)
    #expect(model.errorMessage == "Could not load a fact about 0.")
  }

  @Test func savingZeroCallsNothing() async throws {
    // A strict double fails the test on any call no stub answers: saving must not reach it.
    let facts = NumberFactClientDouble(.strict)
    let model = withDependencies {
      $0.numberFact = facts.value
    } operation: {
      CounterModel()
    }
    try await model.saveButtonTapped()
    #expect(facts.callLog.isEmpty)
  }

  @Test func savesTheCountOnce() async throws {
    let facts = NumberFactClientDouble(.strict)
    facts.on.save.expect(.once, \.self, 2)
    let model = withDependencies {
      $0.numberFact = facts.value
    } operation: {
      CounterModel()
    }
    model.incrementButtonTapped()
    model.incrementButtonTapped()
    try await model.saveButtonTapped()
  }

  @Test func aPartialDoubleAnswersFromThePreviewClientAndStillRecords() async {
    let facts = NumberFactClientDouble(forwardingTo: .previewValue)
    let model = withDependencies {
      $0.numberFact = facts.value
    } operation: {
      CounterModel()
    }
    model.incrementButtonTapped()
    await model.factButtonTapped()
    #expect(model.fact == "1 is a good number.")
    #expect(facts.callLog == ["fact(1)"])
  }

  @Test func aClosureOfTheClientCanBeReplacedByAFunctionDouble() async {
    // Without the macro: one closure of a client made by its `@DependencyClient` initializer.
    let fact = FunctionDouble<Int, String, any Error>("fact")
    fact.on.returns("a fact")
    var client = NumberFactClient()
    client.fact = fact.asyncClosure
    let model = withDependencies {
      $0.numberFact = client
    } operation: {
      CounterModel()
    }
    await model.factButtonTapped()
    #expect(model.fact == "a fact")
    fact.on.verify(.once, \.self, 0)
  }
}
