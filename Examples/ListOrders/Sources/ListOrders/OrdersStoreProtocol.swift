import DoublesMacros
import Foundation

/// CleanStore's store: five operations, each in three styles that differ only by the type of the
/// completion handler (scenario S37). Fifteen requirements, three overload families.
@Doubled
public protocol OrdersStoreProtocol {
  // An optional error.
  func fetchOrders(completionHandler: @escaping ([Order], OrdersStoreError?) -> Void)
  func fetchOrder(id: String, completionHandler: @escaping (Order?, OrdersStoreError?) -> Void)
  func createOrder(orderToCreate: Order, completionHandler: @escaping (Order?, OrdersStoreError?) -> Void)
  func updateOrder(orderToUpdate: Order, completionHandler: @escaping (Order?, OrdersStoreError?) -> Void)
  func deleteOrder(id: String, completionHandler: @escaping (Order?, OrdersStoreError?) -> Void)

  // A generic result.
  func fetchOrders(completionHandler: @escaping (OrdersStoreResult<[Order]>) -> Void)
  func fetchOrder(id: String, completionHandler: @escaping (OrdersStoreResult<Order>) -> Void)
  func createOrder(orderToCreate: Order, completionHandler: @escaping (OrdersStoreResult<Order>) -> Void)
  func updateOrder(orderToUpdate: Order, completionHandler: @escaping (OrdersStoreResult<Order>) -> Void)
  func deleteOrder(id: String, completionHandler: @escaping (OrdersStoreResult<Order>) -> Void)

  // An inner closure that returns or throws.
  func fetchOrders(completionHandler: @escaping (() throws -> [Order]) -> Void)
  func fetchOrder(id: String, completionHandler: @escaping (() throws -> Order?) -> Void)
  func createOrder(orderToCreate: Order, completionHandler: @escaping (() throws -> Order?) -> Void)
  func updateOrder(orderToUpdate: Order, completionHandler: @escaping (() throws -> Order?) -> Void)
  func deleteOrder(id: String, completionHandler: @escaping (() throws -> Order?) -> Void)
}

/// Runs work on the main queue: the worker's queue hop, injected so that tests run it at once.
@Doubled
public protocol MainScheduling {
  func schedule(_ work: @escaping () -> Void)
}

/// The live scheduler: `DispatchQueue.main.async`.
public struct MainQueueScheduler: MainScheduling {
  /// The main-queue scheduler.
  public init() {}

  /// Runs `work` on the main queue.
  public func schedule(_ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    DispatchQueue.main.async { work() }
  }
}
