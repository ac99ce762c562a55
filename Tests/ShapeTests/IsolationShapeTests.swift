import DoublesTesting
import Foundation
import Testing

@Suite("Isolation shapes")
struct IsolationShapeTests {
  @Test func classBoundDoublesCanBeHeldWeakly() {
    let double = ClassBoundDouble()
    weak let weakDouble: ClassBound? = double
    weakDouble?.reloadData()
    weakDouble?.text = "set"
    #expect(double.callLog == ["reloadData()", "text = \"set\""])
  }

  @Test func sendableProtocolsGetSendableDoubles() async {
    let double = SendableShapesDouble()
    await withTaskGroup(of: Void.self) { group in
      for value in 0..<10 { group.addTask { await double.send(value) } }
    }
    #expect(double.on.send.callCount == 10)
  }

  @MainActor
  @Test func mainActorProtocols() {
    let viewModel = ViewModelTypeDouble()
    viewModel.on.title.returns("FakeTitle")
    #expect(viewModel.title == "FakeTitle")
    viewModel.confirm()
    viewModel.on.confirm.verify(.once)
  }

  @Test func nonisolatedProtocols() {
    let clock = ClockDouble()
    clock.on.now.returns(42)
    #expect(clock.now() == 42)
  }

  @MainActor
  @Test func requirementsKeepTheirOwnIsolation() async throws {
    let double = MixedIsolationDouble()
    double.on.render.returns("rendered")
    double.on.crunch.answers { $0.reduce(0, +) }
    double.on.refresh.returns(true)
    #expect(double.render() == "rendered")
    #expect(double.identifier() == "")
    #expect(await double.crunch([1, 2, 3]) == 6)
    #expect(try await double.refresh())
    #expect(double.callLog == ["render()", "identifier()", "crunch([1, 2, 3])", "refresh()"])
  }

  @MainActor
  @Test func isolatedConformancesAreForwardedToOnTheirActor() {
    let screen = ShapeScreen()
    let spy = PresentingDouble(forwardingTo: screen)
    spy.present("Saved")
    #expect(screen.shown == ["Saved"])
    spy.on.present.verify(.once, where: .equal("Saved"))
  }

  @Test func actorProtocolsGetActorDoubles() async {
    let counter = CounterDouble()
    counter.on.increment.returns(1).then.returns(2)
    #expect(await counter.increment() == 1)
    #expect(await counter.increment() == 2)
    #expect(await counter.value == 0)
  }

  @Test func anActorDoubleAnswersItsParentsStaticInitializerAndSelfRequirements() async {
    ResettableTallyDouble.on.limit.returns(9)
    #expect(ResettableTallyDouble.limit == 9)
    let tally = ResettableTallyDouble(start: 4)
    tally.on.initializer.verify(.once, with: 4)
    tally.on.same.returns(tally)
    #expect(await tally.same() === tally)
  }

  @MainActor @Test func aMainActorDoubleAnswersItsParentsStaticAndInitializerRequirements() {
    RoutedDetailDouble.on.route.returns("/detail")
    #expect(RoutedDetailDouble.route == "/detail")
    let detail = RoutedDetailDouble(title: "Order")
    detail.on.initializer.verify(.once, with: "Order")
  }

  @MainActor @Test func aMainActorDoubleAnswersANonisolatedParentsInitializer() throws {
    let screen = CaptionedScreenDouble(caption: "Orders")
    screen.on.initializer.verify(.once, with: "Orders")
    screen.on.caption.returns("Orders")
    #expect(screen.caption == "Orders")
    let partial = CaptionedScreenDouble(forwardingTo: screen)
    #expect(partial.caption == "Orders")
    let model = try JSONDecoder().decode(LoadedModelDouble.self, from: Data("{}".utf8))
    model.on.initializer.verify(.once)
    model.reload()
    #expect(model.callLog.count == 2)
  }

  @Test func ifConfigAndAvailability() {
    let double = ConditionalShapesDouble()
    #if os(Linux)
      double.on.onLinux.returns(1)
      #expect(double.onLinux() == 1)
    #endif
    #expect(double.future() == "")
  }
}
