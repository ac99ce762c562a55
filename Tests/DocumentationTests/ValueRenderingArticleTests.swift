import DoublesTesting
import Testing

/// An order of the snippet's own, as a user's module would declare it.
private struct Order {
  let id: Int
  let lines: [String]
}

// snippet Sources/Doubles/Doubles.docc/StubbingAndVerifying.md
extension Order: CustomDoublesRendering {
  var doublesDescription: String { "Order #\(id)" }
}
// place(Order #42) in call logs and messages
// end of snippet

/// The snippet of "How values are shown", in the Stubbing and verifying guide.
@Suite struct ValueRenderingArticleSnippets {
  @Test func aTypeChoosesHowItIsShown() {
    let place = FunctionDouble<Order, Void, Never>("place")
    let placing: (Order) -> Void = place.closure
    placing(Order(id: 42, lines: ["tea"]))
    #expect(place.callLog == ["place(Order #42)"])
  }
}
