import DoublesMacros
import Foundation

@Doubled
protocol LabelShapes {
  func plain(value: Int) -> Int
  func unlabeled(_ value: Int, _ other: String) -> String
  func renamed(for value: Int, in other: String)
  func unnamed(_: Int)
  func `default`(`in` value: Int) -> Int
  func `return`()
  func move(`inout` value: Int)
  func `retry later`() -> Int
  func keywords(`inout`: Int, `let`: Int, `var`: Int, in: Int, Self: Int)
}

/// Overloads by label, by parameter type, by return type, by `async` and by generic constraint.
@Doubled
protocol OverloadShapes {
  func fetch(id: Int) -> String
  func fetch(name: String) -> String
  func fetch(id: String) -> String
  func value() -> Int
  func value() -> String
  func count() -> Int
  func count() async -> Int
  func read<Value: Decodable>(_ key: String) -> Value?
  func read<Value: RawRepresentable>(_ key: String) -> Value?
}

/// CleanStore's `OrdersStoreProtocol` families: one name and label, three closure types.
enum OrdersStoreError: Error, Equatable { case cannotFetch(String) }
enum OrdersStoreResult<U> {
  case success(result: U)
  case failure(error: OrdersStoreError)
}
struct Order: Equatable, Sendable { var id: String }

@Doubled
protocol OrdersStoreShapes {
  func fetchOrders(completionHandler: @escaping ([Order], OrdersStoreError?) -> Void)
  func fetchOrders(completionHandler: @escaping (OrdersStoreResult<[Order]>) -> Void)
  func fetchOrders(completionHandler: @escaping (() throws -> [Order]) -> Void)
}

struct ShapeError: Error, Equatable {}

@Doubled
protocol EffectShapes {
  func untyped() throws -> Int
  func typed() throws(ShapeError) -> Int
  func map(_ transform: (Int) throws -> Int) rethrows -> [Int]
  func load() async -> String
  func fetch(id: Int) async throws -> String
  func typedAsync() async throws(ShapeError)
  /// Parameters named like the locals of an `async` witness.
  func relay(call: Int, real: String) async -> String
}

@Doubled
protocol ArgumentShapes {
  func update(_ value: inout Int)
  func log(_ items: String...)
  func move(to point: (x: Double, y: Double))
  func nested(_ value: Int??) -> String??
  func log(message: @autoclosure () -> String)
  func perform(_ work: () -> Void)
  func store(_ handler: @escaping @Sendable (Int) -> Void)
  func maybe(_ handler: ((Int) -> Void)?)
  func makeHandler() -> (Int) -> String
  func withThrowingInner(_ handler: @escaping (() throws -> Int) -> Void)
  func draw(_ shape: some CustomStringConvertible)
  func drawAny(_ shape: any CustomStringConvertible)
}

@Doubled
protocol MutatingShapes {
  mutating func increment()
  var count: Int { get }
}

@Doubled
protocol StaticShapes {
  static func make() -> Self
  static var shared: Int { get }
  func copy() -> Self
  func isSame(as other: Self) -> Bool
}

@Doubled
protocol InitializerShapes {
  init(name: String)
  init?(id: Int) throws
  var name: String { get }
}

@Doubled
protocol SubscriptShapes {
  subscript(index: Int) -> String { get set }
  subscript(key key: String) -> Int? { get }
  subscript(anything key: String) -> Any { get }
}

@Doubled
protocol OperatorShapes {
  static func == (lhs: Self, rhs: Self) -> Bool
  static func + (lhs: Self, rhs: Int) -> Self
  prefix static func - (operand: Self) -> Self
}

/// Stream members a test drives through a feed: methods returning each kind of stream, one of
/// them `async`.
@Doubled
protocol StreamShapes {
  func updates(for key: String) -> AsyncStream<Int>
  func events() -> AsyncThrowingStream<String, any Error>
  func progress() -> any AsyncSequence<Double, Never>
  func downloads() -> any AsyncSequence<Data, any Error>
  func watch() async -> AsyncStream<Int>
  var levels: any AsyncSequence<Int, Never> { get }
}

/// Members that declare they throw `Never`, which do not throw: their witnesses do not either.
@Doubled
protocol NeverThrowingShapes {
  func next() throws(Never) -> Int
  var value: Int { get throws(Never) }
}

/// A deprecated protocol, as PostgresNIO's `PostgresMessageType`: its double is deprecated with
/// it, so that it builds without warnings.
@Doubled
@available(*, deprecated, message: "use SubscriptShapes")
protocol DeprecatedShapes {
  func legacy() -> Int
}

/// A protocol of newer platforms: its double exists where the protocol does.
@Doubled
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
protocol PlatformShapes {
  func modern() -> Int
}

/// `@autoclosure` parameters, generic and throwing ones among them: the double records what
/// each evaluates to, but a throwing one of a member that cannot throw, which it records as a
/// closure and does not pass on.
@Doubled
protocol AutoclosureShapes {
  func schedule<When>(at instant: @autoclosure () -> When) -> Int
  func log(_ message: @autoclosure () -> String)
  func measure<Value>(_ value: @autoclosure () throws -> Value) rethrows -> Value
  func lazyLog(_ message: @autoclosure () throws -> String)
  func maybe<Value>(_ value: @autoclosure () -> Value?) -> Value?
  subscript(key: @autoclosure () -> String) -> Int { get }
  func compute(_ value: @autoclosure () throws -> Int) throws(ShapeError) -> Int
}

/// Closures through the protocol's own type aliases, which do not escape either.
@Doubled
protocol AliasShapes {
  typealias Handler = (Int) -> Void
  typealias Wrapped = (@Sendable (String) throws -> Bool)
  func each(_ handler: Handler)
  func check(_ predicate: Wrapped) rethrows -> Bool
  func keep(_ handler: @escaping Handler)
}
