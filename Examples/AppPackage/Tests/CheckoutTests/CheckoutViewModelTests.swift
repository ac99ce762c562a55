import DoublesTesting
import Testing

@testable import Checkout

/// Tests with the app's settings; the doubles come from the build-tool plug-in.
@Suite("CheckoutViewModel, main actor by default, doubles from the plug-in", .verifiesDoubles)
struct CheckoutViewModelTests {
  @Test func placesTheOrderAndTracksIt() async {
    let orders = OrderServiceDouble()
    orders.on.place.returns(41)
    let analytics = AnalyticsDouble()
    let viewModel = CheckoutViewModel(orders: orders, analytics: analytics)

    await viewModel.buy("tea")

    #expect(viewModel.message == "Order 41 placed.")
    analytics.on.track.verify(.once, where: .equal("bought tea"))
  }

  @Test func doesNotOrderTwice() async {
    let orders = OrderServiceDouble()
    orders.on.pending.returns(["tea"])
    let viewModel = CheckoutViewModel(orders: orders, analytics: AnalyticsDouble())

    await viewModel.buy("tea")

    #expect(viewModel.message == "tea is on its way.")
    orders.on.place.verify(.never)
  }
}
