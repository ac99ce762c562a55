import DoublesTesting
import Testing

@testable import Checkout

/// Tests with SwiftPM's defaults (nonisolated), of a module isolated to the main actor by
/// default: the plug-in tells `doubles generate` Checkout's isolation, read from the manifest.
@Suite("CheckoutViewModel from nonisolated tests, doubles from the plug-in", .verifiesDoubles)
@MainActor
struct CheckoutViewModelNonisolatedTests {
  @Test func aFailedOrderSaysSoAndTracksNothing() async {
    let orders = OrderServiceDouble()
    orders.on.place.throws(CancellationError())
    let analytics = AnalyticsDouble()
    let viewModel = CheckoutViewModel(orders: orders, analytics: analytics)

    await viewModel.buy("tea")

    #expect(viewModel.message == "Try again.")
    analytics.on.track.verify(.never)
  }

  @Test func analyticsCanBeCalledOffTheMainActor() async {
    let analytics = AnalyticsDouble()
    await Task.detached { analytics.track("background") }.value
    analytics.on.track.verify(.once)
  }
}

/// This target defines `DOUBLES_NO_PARTIAL_DOUBLES`, so the plug-in writes its doubles without a
/// real object to forward to: they store none.
@Suite("The plug-in's doubles without partial doubles")
struct NoPartialDoublesTests {
  @Test func theDoublesHoldNoRealObject() {
    let stored = Mirror(reflecting: AnalyticsDouble()).children.compactMap(\.label)
    #expect(stored.contains("recorder"))
    #expect(!stored.contains("real"))
  }
}
