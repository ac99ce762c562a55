import Doubles
import DoublesMacros
import Foundation

// Classes of every member kind a class double overrides, and of the shapes it must leave alone.
// That this file compiles, warning-free in Swift 6 and Swift 5 modes, is the first test.

/// The tutorial's store, needed to build a worker.
final class ShapeOrdersStore: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

/// S34's worker: a class with a collaborator in its initializer and a callback-taking method.
@Doubled
class ShapeOrdersWorker {
  let store: ShapeOrdersStore
  var fetchCount = 0
  private(set) var lastError: String?
  var label: String { "worker of \(store.name)" }
  var title: String {
    get { "title" }
    set { fetchCount += newValue.count }
  }

  init(store: ShapeOrdersStore) { self.store = store }

  func fetchOrders(completionHandler: @escaping ([String]) -> Void) {
    fetchCount += 1
    completionHandler(["real order"])
  }

  func total(of orders: [String], discount: Int = 0) -> Int { orders.count * 10 - discount }

  func save(_ order: String) async throws -> Bool { true }

  func load<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    try JSONDecoder().decode(type, from: data)
  }

  func validate(_ order: String) throws(ShapeClassError) -> Int {
    if order.isEmpty { throw ShapeClassError.empty }
    return order.count
  }

  func adjust(_ value: inout Int) { value += 1 }

  func log(_ items: String...) -> Int { items.count }

  subscript(index: Int) -> String {
    get { "order \(index)" }
    set { fetchCount = index }
  }

  final func audit() -> String { "audited" }
  static func make() -> ShapeOrdersWorker { ShapeOrdersWorker(store: ShapeOrdersStore(name: "made")) }
  private func secret() -> Int { 42 }
  weak var delegate: AnyObject?
}

enum ShapeClassError: Error, Equatable {
  case empty
}

/// S31's table view: a view class whose `reloadData()` a spy counts.
@Doubled
class ShapeTableView {
  var rows: [String] = []
  private(set) var reloadCount = 0

  init() {}

  func reloadData() { reloadCount += 1 }
}

/// A class that needs its collaborators and has a `required` initializer and a failable one.
@Doubled
class ShapeRequiredInit {
  let value: Int
  required init(value: Int) { self.value = value }
  init?(text: String) {
    guard let value = Int(text) else { return nil }
    self.value = value
  }
  convenience init() { self.init(value: 0) }

  func doubled() -> Int { value * 2 }
}

/// A main-actor class, as view models and views are.
@MainActor
@Doubled
class ShapeMainActorViewModel {
  var title = "Orders"
  init() {}
  func refresh() async -> Int { 1 }
  nonisolated func identifier() -> String { "view model" }
}

/// A class that is `@unchecked Sendable`, whose double must say so too.
@Doubled
class ShapeSendableCache: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String: Int] = [:]

  init() {}

  func value(for key: String) -> Int? { lock.withLock { stored[key] } }
  func set(_ value: Int, for key: String) { lock.withLock { stored[key] = value } }
}

/// A generic class.
@Doubled
public class ShapeBox<Item: Sendable> {
  /// The item in the box.
  public var item: Item
  /// A box holding `item`.
  public init(item: Item) { self.item = item }
  /// Puts `newItem` in the box and returns the old one.
  public func replace(with newItem: Item) -> Item {
    let old = item
    item = newItem
    return old
  }
  func internalCount() -> Int { 1 }
}

/// A deprecated class: its subclass double is deprecated with it.
@Doubled
@available(*, deprecated, message: "use ShapeOrdersWorker")
class DeprecatedShapeWorker {
  func legacy() -> Int { 0 }
}
