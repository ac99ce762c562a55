import DoublesMacros
import Foundation

/// Fetches orders for the interactor (the worker as the interactor sees it; scenario S34).
@Doubled
public protocol OrdersFetching {
  func fetchOrders(completionHandler: @escaping ([Order]) -> Void)
}

/// The worker: talks to the store in its inner-closure style and hops to the main queue (S37).
///
/// A class, as in CleanStore, and doubled as one too (S34): `OrdersWorkerDouble` is a subclass,
/// built with the store the worker needs, for code that holds the class rather than the protocol.
@Doubled
public class OrdersWorker: OrdersFetching {
  let ordersStore: any OrdersStoreProtocol
  let main: any MainScheduling

  /// A worker over `ordersStore`, calling back through `main`.
  public init(ordersStore: any OrdersStoreProtocol, main: any MainScheduling = MainQueueScheduler()) {
    self.ordersStore = ordersStore
    self.main = main
  }

  /// All orders, or `[]` when the store fails.
  public func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
    ordersStore.fetchOrders { [main] (orders: () throws -> [Order]) in
      let result = (try? orders()) ?? []
      main.schedule { completionHandler(result) }
    }
  }

  /// The created order, or `nil` when the store fails.
  public func createOrder(orderToCreate: Order, completionHandler: @escaping (Order?) -> Void) {
    ordersStore.createOrder(orderToCreate: orderToCreate) { [main] (order: () throws -> Order?) in
      let result = try? order()
      main.schedule { completionHandler(result ?? nil) }
    }
  }

  /// The updated order, or `nil` when the store fails.
  public func updateOrder(orderToUpdate: Order, completionHandler: @escaping (Order?) -> Void) {
    ordersStore.updateOrder(orderToUpdate: orderToUpdate) { [main] (order: () throws -> Order?) in
      let result = try? order()
      main.schedule { completionHandler(result ?? nil) }
    }
  }
}

/// What the controller asks of the interactor.
@Doubled
public protocol ListOrdersBusinessLogic {
  func fetchOrders(request: ListOrders.FetchOrders.Request)
}

/// What the interactor asks of the presenter.
@Doubled
public protocol ListOrdersPresentationLogic {
  func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
}

/// What the presenter asks of the controller; class-bound, since the presenter holds it weakly.
@Doubled
public protocol ListOrdersDisplayLogic: AnyObject {
  func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel)
}

/// S34: fetches through the worker and hands the orders to the presenter.
public final class ListOrdersInteractor: ListOrdersBusinessLogic {
  /// The presenter.
  public var presenter: (any ListOrdersPresentationLogic)?
  /// The worker; replaced in tests.
  public var ordersWorker: any OrdersFetching
  /// The orders last fetched.
  public private(set) var orders: [Order]?

  /// An interactor fetching through `ordersWorker`.
  public init(ordersWorker: any OrdersFetching) { self.ordersWorker = ordersWorker }

  /// Fetches the orders and presents them.
  public func fetchOrders(request: ListOrders.FetchOrders.Request) {
    ordersWorker.fetchOrders { [self] orders in
      self.orders = orders
      presenter?.presentFetchedOrders(response: ListOrders.FetchOrders.Response(orders: orders))
    }
  }
}

/// S35: formats orders for display, in a locale and time zone it is given (not the machine's).
public final class ListOrdersPresenter: ListOrdersPresentationLogic {
  /// The controller, held weakly as in CleanStore: a test must keep its spy alive.
  public weak var viewController: (any ListOrdersDisplayLogic)?
  private let dateFormatter: DateFormatter
  private let currencyFormatter: NumberFormatter

  /// A presenter formatting for `locale` in `timeZone`.
  public init(locale: Locale, timeZone: TimeZone) {
    dateFormatter = .shortDate(locale: locale, timeZone: timeZone)
    currencyFormatter = NumberFormatter()
    currencyFormatter.locale = locale
    currencyFormatter.numberStyle = .currency
  }

  /// Turns the orders into rows and displays them.
  public func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
    let rows = response.orders.map { order in
      ListOrders.FetchOrders.ViewModel.DisplayedOrder(
        id: order.id ?? "", date: dateFormatter.string(from: order.date), email: order.email, name: order.name,
        total: currencyFormatter.string(from: order.total as NSDecimalNumber) ?? "")
    }
    viewController?.displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel(displayedOrders: rows))
  }
}

/// Stands in for `UITableView.reloadData()` (scenario S31).
@Doubled
public protocol TableReloading: AnyObject {
  func reloadData()
}

/// Stands in for `UITableView` itself (scenario S31, in CleanStore's shape): a view class whose
/// `reloadData()` a class double overrides, as CleanStore's `TableViewSpy` subclass did.
@Doubled
open class TableView: TableReloading {
  /// How many times the rows were reloaded.
  public private(set) var reloadCount = 0

  /// An empty table.
  public init() {}

  /// Reloads every row.
  open func reloadData() { reloadCount += 1 }
}

/// Stands in for `UITableView.dequeueReusableCell(withIdentifier:)` (scenario S33).
@Doubled
public protocol CellDequeuing {
  func dequeueReusableCell(withIdentifier identifier: String) -> CellContent?
}

/// S31–S33, S36: the controller: asks for orders when it appears, shows the rows it is given.
public final class ListOrdersController: ListOrdersDisplayLogic {
  /// The interactor, optional as in CleanStore.
  public var interactor: (any ListOrdersBusinessLogic)?
  let tableView: any TableReloading
  let cells: any CellDequeuing
  /// The rows shown.
  public private(set) var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder] = []

  /// A controller over `tableView`, taking cells from `cells`.
  public init(tableView: any TableReloading, cells: any CellDequeuing) {
    self.tableView = tableView
    self.cells = cells
  }

  /// `viewWillAppear(_:)`: fetches the orders.
  public func viewWillAppear() { interactor?.fetchOrders(request: ListOrders.FetchOrders.Request()) }

  /// Shows the rows and reloads the table.
  public func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel) {
    displayedOrders = viewModel.displayedOrders
    tableView.reloadData()
  }

  /// Always one section.
  public func numberOfSections() -> Int { 1 }

  /// One row per order, in any section.
  public func numberOfRows(inSection section: Int) -> Int { displayedOrders.count }

  /// The cell of row `row`: a reused one, or a new one, with the date and the total.
  public func cell(atRow row: Int) -> CellContent {
    var cell = cells.dequeueReusableCell(withIdentifier: "OrderTableViewCell") ?? CellContent()
    cell.text = displayedOrders[row].date
    cell.detailText = displayedOrders[row].total
    return cell
  }
}

/// S38: the create-order scene's display, with its expiration date.
@Doubled
public protocol CreateOrderDisplayLogic: AnyObject {
  func displayExpirationDate(date: String)
}

/// S38: formats the expiration date for the create-order form.
public final class CreateOrderPresenter {
  /// The controller.
  public weak var viewController: (any CreateOrderDisplayLogic)?
  private let formatter: DateFormatter

  /// A presenter formatting for `locale` in `timeZone`.
  public init(locale: Locale, timeZone: TimeZone) {
    formatter = .shortDate(locale: locale, timeZone: timeZone)
  }

  /// Displays `date` as the expiration date.
  public func presentExpirationDate(_ date: Date) {
    viewController?.displayExpirationDate(date: formatter.string(from: date))
  }
}

extension DateFormatter {
  /// A date-only formatter in the short style of `locale` ("6/29/07" in en_US), in `timeZone`:
  /// the presenters' formatting, given rather than taken from the machine.
  static func shortDate(locale: Locale, timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle = .short
    formatter.timeStyle = .none
    return formatter
  }
}
