import DoublesTesting
import Foundation
import ListOrders
import Testing

/// Scenarios S31–S38 (seed 004, Clean Swift's CleanStore): the ListOrders VIP cycle. Every
/// hand-written spy (`TableViewSpy`, `ListOrdersPresentationLogicSpy`, `OrdersWorkerSpy`,
/// `ListOrdersDisplayLogicSpy`, `ListOrdersBusinessLogicSpy`, `OrdersMemStoreSpy`) is a double.
@Suite("S31–S38 ListOrders", .verifiesDoubles)
struct ListOrdersTests {
  static let june29 = Date(timeIntervalSince1970: 1_183_075_200)  // 2007-06-29 00:00 UTC
  static let amy = Order(
    id: "abc123", date: june29, email: "amy.apple@clean-swift.com", name: "Amy Apple", total: Decimal(string: "1.23")!)
  static let bob = Order(
    id: "def456", date: june29, email: "bob.battery@clean-swift.com", name: "Bob Battery", total: 4.56)
  static let amyRow = ListOrders.FetchOrders.ViewModel.DisplayedOrder(
    id: "abc123", date: "6/29/07", email: "amy.apple@clean-swift.com", name: "Amy Apple", total: "$1.23")

  // MARK: - Controller

  /// S31: `TableViewSpy.reloadDataCalled` becomes a `TableReloading` double the controller holds.
  @Test func displayingOrdersReloadsTheTable() {
    let table = TableReloadingDouble()
    let controller = ListOrdersController(tableView: table, cells: CellDequeuingDouble())
    controller.displayFetchedOrders(viewModel: .init(displayedOrders: [Self.amyRow]))
    table.on.reloadData.verify(.once)
    #expect(controller.displayedOrders == [Self.amyRow])
  }

  /// S31 in CleanStore's shape: `TableViewSpy` subclassed the table view; `TableViewDouble` is
  /// that subclass, written by `@Doubled` on the class.
  @Test func displayingOrdersReloadsATableViewSubclass() {
    let table = TableViewDouble()
    let controller = ListOrdersController(tableView: table, cells: CellDequeuingDouble())
    controller.displayFetchedOrders(viewModel: .init(displayedOrders: [Self.amyRow]))
    table.on.reloadData.verify(.once)
    #expect(table.reloadCount == 0)  // relaxed: the real reloadData() did not run
  }

  /// S32: data-source arithmetic, no double needed.
  @Test func oneSectionAndOneRowPerOrder() {
    let controller = ListOrdersController(tableView: TableReloadingDouble(), cells: CellDequeuingDouble())
    controller.displayFetchedOrders(viewModel: .init(displayedOrders: [Self.amyRow, Self.amyRow]))
    #expect(controller.numberOfSections() == 1)
    #expect(controller.numberOfRows(inSection: 0) == 2)
  }

  /// S33: an optional-returning stub (default `nil`) and the identifier it was asked for.
  @Test func cellsAreConfiguredWhetherNewOrReused() {
    let cells = CellDequeuingDouble()
    let controller = ListOrdersController(tableView: TableReloadingDouble(), cells: cells)
    controller.displayFetchedOrders(viewModel: .init(displayedOrders: [Self.amyRow]))
    #expect(controller.cell(atRow: 0) == CellContent(text: "6/29/07", detailText: "$1.23"))
    cells.on.dequeueReusableCell.returns(CellContent(text: "old", detailText: "old"))
    #expect(controller.cell(atRow: 0) == CellContent(text: "6/29/07", detailText: "$1.23"))
    cells.on.dequeueReusableCell.verify(.exactly(2), with: "OrderTableViewCell")
  }

  /// S36: an optional-typed dependency accepts the double; one call, with an empty request.
  @Test func appearingFetchesOrdersOnce() {
    let interactor = ListOrdersBusinessLogicDouble()
    let controller = ListOrdersController(tableView: TableReloadingDouble(), cells: CellDequeuingDouble())
    controller.interactor = interactor
    controller.viewWillAppear()
    interactor.on.fetchOrders.verify(.once, with: ListOrders.FetchOrders.Request())
  }

  // MARK: - Interactor and presenter

  /// S34: a presenter spy and a worker stub that answers synchronously with `[amy, bob]`.
  @Test func theInteractorFetchesThroughTheWorkerAndPresents() {
    let worker = OrdersFetchingDouble().with { $0.on.fetchOrders.answers { $0([Self.amy, Self.bob]) } }
    let presenter = ListOrdersPresentationLogicDouble()
    let interactor = ListOrdersInteractor(ordersWorker: worker)
    interactor.presenter = presenter
    interactor.fetchOrders(request: .init())
    worker.on.fetchOrders.verify(.once)
    #expect(interactor.orders == [Self.amy, Self.bob])
    presenter.on.presentFetchedOrders.verify(.once, with: .init(orders: [Self.amy, Self.bob]))
  }

  /// S34 in CleanStore's shape: `OrdersWorkerSpy` subclassed `OrdersWorker` and called back
  /// `[amy, bob]` at once; `OrdersWorkerDouble` is that subclass, built with the store the worker
  /// needs.
  @Test func theInteractorFetchesThroughAWorkerSubclass() {
    let worker = OrdersWorkerDouble(ordersStore: OrdersStoreProtocolDouble())
    worker.on.fetchOrders.answers { $0([Self.amy, Self.bob]) }
    let presenter = ListOrdersPresentationLogicDouble()
    let interactor = ListOrdersInteractor(ordersWorker: worker)
    interactor.presenter = presenter
    interactor.fetchOrders(request: .init())
    worker.on.fetchOrders.verify(.once)
    presenter.on.presentFetchedOrders.verify(.once, with: .init(orders: [Self.amy, Self.bob]))
  }

  /// S34, the worker as a partial double: with `.callSuper` the real worker runs over a store
  /// double, and the test still sees each call.
  @Test func aWorkerSubclassCanRunTheRealWorker() {
    let store = OrdersStoreProtocolDouble()
    store.on.fetchOrdersCompletionHandler3.answers { reply in reply { [Self.bob] } }
    let main = MainSchedulingDouble().with { $0.on.schedule.answers { work in work() } }
    let worker = OrdersWorkerDouble(.callSuper, ordersStore: store, main: main)
    let interactor = ListOrdersInteractor(ordersWorker: worker)
    interactor.fetchOrders(request: .init())
    #expect(interactor.orders == [Self.bob])
    worker.on.fetchOrders.verify(.once)
    store.on.fetchOrdersCompletionHandler3.verify(.once)
  }

  /// S35: argument capture on a weakly held display spy, with the locale and time zone pinned
  /// (the machine's default, en_001 here, would give "29/06/2007" and "¤1.23").
  @Test func thePresenterFormatsForTheDisplay() {
    let display = ListOrdersDisplayLogicDouble()  // held here: the presenter's reference is weak
    let presenter = ListOrdersPresenter(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    presenter.viewController = display
    presenter.presentFetchedOrders(response: .init(orders: [Self.amy]))
    #expect(display.on.displayFetchedOrders.lastArguments == .init(displayedOrders: [Self.amyRow]))
    #expect(display.on.displayFetchedOrders.allArguments.count == 1)
  }

  // MARK: - Worker and store

  /// S37: the store's inner-closure family answers at once (no `asyncAfter(1 s)`), and the
  /// worker's main-queue hop runs at once through the scheduler double (no 1.1 s expectation).
  @Test func theWorkerFetchesThroughTheStore() {
    let (store, worker) = Self.makeWorker()
    store.on.fetchOrdersCompletionHandler3.answers { reply in reply { [Self.amy, Self.bob] } }
    var calls: [[Order]] = []
    worker.fetchOrders { calls.append($0) }
    #expect(calls == [[Self.amy, Self.bob]])  // exactly once
    store.on.fetchOrdersCompletionHandler3.verify(.once)
    store.on.fetchOrdersCompletionHandler.verify(.never)  // the other families are not used
    store.on.fetchOrdersCompletionHandler2.verify(.never)
  }

  @Test func theWorkerCreatesAndUpdatesThroughTheStore() {
    let (store, worker) = Self.makeWorker()
    store.on.createOrderOrderToCreateCompletionHandler3.answers { arguments in
      arguments.completionHandler { arguments.orderToCreate }
    }
    var tomorrow = Self.amy
    tomorrow.date = Self.june29.addingTimeInterval(86_400)
    store.on.updateOrderOrderToUpdateCompletionHandler3.answers { $0.completionHandler { tomorrow } }
    var created: [Order?] = []
    var updated: [Order?] = []
    worker.createOrder(orderToCreate: Self.amy) { created.append($0) }
    worker.updateOrder(orderToUpdate: Self.amy) { updated.append($0) }
    #expect(created == [Self.amy])
    #expect(updated == [tomorrow])
  }

  /// S37, the error path: a throwing inner closure makes the worker call back `[]` or `nil`, once.
  @Test func aFailingStoreMakesTheWorkerCallBackEmpty() {
    let (store, worker) = Self.makeWorker()
    store.on.fetchOrdersCompletionHandler3.answers { reply in reply { throw OrdersStoreError.cannotFetch("offline") } }
    store.on.createOrderOrderToCreateCompletionHandler3.answers {
      $0.completionHandler { throw OrdersStoreError.cannotCreate("offline") }
    }
    var fetched: [[Order]] = []
    var created: [Order?] = []
    worker.fetchOrders { fetched.append($0) }
    worker.createOrder(orderToCreate: Self.amy) { created.append($0) }
    #expect(fetched == [[]])
    #expect(created == [nil])
  }

  static func makeWorker() -> (OrdersStoreProtocolDouble, OrdersWorker) {
    let store = OrdersStoreProtocolDouble()
    let main = MainSchedulingDouble().with { $0.on.schedule.answers { work in work() } }
    return (store, OrdersWorker(ordersStore: store, main: main))
  }

  // MARK: - Spy and mock twins

  static func createPresenter(_ display: any CreateOrderDisplayLogic) -> CreateOrderPresenter {
    let presenter = CreateOrderPresenter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    presenter.viewController = display
    return presenter
  }

  /// S38, spy style: assertions in the test, over what the double recorded.
  @Test func expirationDateSpyStyle() {
    let spy = CreateOrderDisplayLogicDouble()
    Self.createPresenter(spy).presentExpirationDate(Self.june29)
    spy.on.displayExpirationDate.verify(.once)
    #expect(spy.on.displayExpirationDate.lastArguments == "6/29/07")
  }

  /// S38, mock style: expectations declared on the double first, one `verify()` at the end.
  @Test func expirationDateMockStyle() {
    let mock = CreateOrderDisplayLogicDouble(.strict)
    mock.on.displayExpirationDate.expect(.once, where: .equal("6/29/07")).returns(())
    Self.createPresenter(mock).presentExpirationDate(Self.june29)
    #expect(mock.verify())
  }

  /// S38, mock style without the `verify()`: the suite's `.verifiesDoubles` checks the
  /// expectation when the test ends, so forgetting the call cannot make the test pass.
  @Test func expirationDateMockStyleCheckedWhenTheTestEnds() {
    let mock = CreateOrderDisplayLogicDouble(.strict)
    mock.on.displayExpirationDate.expect(.once, where: .equal("6/29/07")).returns(())
    Self.createPresenter(mock).presentExpirationDate(Self.june29)
  }
}
