import DoublesMacros

/// Where orders are kept.
protocol OrdersStore: Sendable {
  func fetchOrders() -> [Order]
}

/// A store that keeps its orders in memory.
struct MemoryOrdersStore: OrdersStore {
  var orders: [Order] = []
  func fetchOrders() -> [Order] { orders }
}

// snippet Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md
@Doubled
class OrdersWorker {
  let ordersStore: OrdersStore
  init(ordersStore: OrdersStore) { self.ordersStore = ordersStore }
  func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
    completionHandler(ordersStore.fetchOrders())
  }
}
// end of snippet
