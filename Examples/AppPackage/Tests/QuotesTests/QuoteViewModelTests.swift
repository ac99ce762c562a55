import DoublesTesting
import Testing

@testable import Quotes

/// Tests with the app's settings, main-actor isolated by default: the doubles come from
/// @Doubled in Quotes, and read as a hand-written double would, without `await` for the
/// synchronous members.
@Suite("QuoteViewModel, main actor by default", .verifiesDoubles)
struct QuoteViewModelTests {
  @Test func showsTheLoadedQuoteAndWhen() async {
    let loader = QuoteLoadingDouble()
    loader.on.load.returns(Quote(text: "Simplicity is prerequisite for reliability", author: "Dijkstra"))
    let clock = ClockDouble()
    clock.on.now.returns(1_700)
    let viewModel = QuoteViewModel(loader: loader, clock: clock)

    await viewModel.show(id: 7)

    #expect(viewModel.text == "“Simplicity is prerequisite for reliability” — Dijkstra")
    #expect(viewModel.loadedAt == 1_700)
    loader.on.load.verify(.once, where: .equal(7))
    loader.on.cancel.verify(.never)
  }

  @Test func cancelsALoadInProgress() async {
    let loader = QuoteLoadingDouble()
    loader.on.isLoading.returns(true)
    loader.on.load.throws(CancellationError())
    let viewModel = QuoteViewModel(loader: loader, clock: ClockDouble())

    await viewModel.show(id: 7)

    loader.on.cancel.verify(.once)
    #expect(viewModel.text == "No quote today.")
  }

  @Test func aClassDoubleAnswersItsAsyncMethod() async throws {
    let store = ProfileStoreDouble()
    store.on.save.returns(false)
    #expect(try await store.save(name: "Ada") == false)
    let callingSuper = ProfileStoreDouble(.callSuper)
    #expect(try await callingSuper.save(name: "Ada"))
  }

  @Test func theClockIsUsableFromAnyIsolation() async {
    let clock = ClockDouble()
    clock.on.now.returns(42)
    let read = await Task.detached { clock.now() }.value
    #expect(read == 42)
  }
}
