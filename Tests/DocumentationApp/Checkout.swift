import DoublesMacros

/// An order, as the checkout sends it and the order list shows it.
struct Order: Equatable, Sendable {
  var customer: String
}

@Doubled
protocol OrderAPI {
  func send(_ order: Order)
}

/// A screen whose confirm button sends the order.
struct CheckoutScreen {
  let api: any OrderAPI

  func confirm() {
    api.send(Order(customer: "Amy"))
  }
}
