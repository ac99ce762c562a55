/// Places orders; main-actor isolated, as everything in this module is by default.
///
/// @Doubled
protocol OrderService {
  func place(_ item: String) async throws -> Int
  var pending: [String] { get }
}

/// Records what users do, from any isolation.
///
/// @Doubled
nonisolated protocol Analytics: Sendable {
  func track(_ event: String)
}

/// The checkout screen's state.
final class CheckoutViewModel {
  private let orders: any OrderService
  private let analytics: any Analytics
  private(set) var message = ""

  init(orders: any OrderService, analytics: any Analytics) {
    self.orders = orders
    self.analytics = analytics
  }

  func buy(_ item: String) async {
    guard !orders.pending.contains(item) else {
      message = "\(item) is on its way."
      return
    }
    do {
      let number = try await orders.place(item)
      message = "Order \(number) placed."
      analytics.track("bought \(item)")
    } catch {
      message = "Try again."
    }
  }
}
