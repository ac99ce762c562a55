import DoublesMacros
import Foundation

@Doubled
protocol GenericMethodShapes {
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
  func wrap<T>(_ value: T) -> [T]
}

@Doubled
protocol Store<Item> {
  associatedtype Item: Hashable
  associatedtype Key: Hashable where Key: Comparable
  func add(_ item: Item, for key: Key)
  func item(for key: Key) -> Item?
  var all: [Key: Item] { get }
}

@Doubled
protocol Factory {
  associatedtype Product
  static func make() -> Product
  static var count: Int { get }
}

/// A generic optional argument, as Vapor's `Cache.set(_:to:)` takes one: kept as `Any` in so many
/// words, since an implicit coercion of an optional to `Any` draws a warning.
@Doubled
protocol OptionalGenericShapes {
  func set<T: Encodable>(_ key: String, to value: T?)
}

/// Associated types and a requirement that names `Self`: its handles are generic over the
/// double that conforms, inside a double generic over `Value`.
@Doubled
protocol Versioned {
  associatedtype Value
  var value: Value { get }
  func next() -> Self
}

/// The parent of `LabelledBox`.
@Doubled
protocol BoxLabel {
  var label: String { get }
}

/// Associated types and a parent: the double holds the parent's handles.
@Doubled
protocol LabelledBox: BoxLabel {
  associatedtype Content
  func open() -> Content?
}

/// A parent with associated types and a static requirement.
@Doubled
protocol KeyedStore {
  associatedtype Key: Hashable
  associatedtype Value
  func load(_ key: Key) -> Value?
  static var kind: String { get }
}

/// Pins every associated type of its parent: its double is not generic, and answers the
/// parent's requirements with the pinned types.
@Doubled
protocol NameStore: KeyedStore where Key == Int, Value == String {
  func all() -> [String]
}

/// Metatypes of opaque types, kept as existential metatypes; a settable generic subscript whose
/// value may be `nil`.
@Doubled
protocol MetatypeShapes {
  func register(_ type: (some Sendable).Type)
  func registerBoth(_ type: (some Sendable & Hashable).Type) -> Int
  subscript<Value>(key: String) -> Value? { get set }
}

/// Overloads that differ by their result, in a protocol with associated types: Swift would infer
/// `Item` from each overload's witness, so each has a name of its own (`@_implements`).
@Doubled
protocol OverloadedAssociatedShapes {
  associatedtype Item
  func process(item: Item)
  func process(item: Item) -> Item
  func process(item: Item) -> String
}

/// A generic result that is implicitly unwrapped, and an error type that is a generic parameter.
@Doubled
protocol GenericEffectShapes {
  func value<Value>(_ key: String) -> Value!
  func run<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure)
  func load<Failure: Error>(_ id: Int, failing: Failure.Type) async throws(Failure) -> String
}

/// Names its associated type through a type alias of its own (swift-parsing's
/// `typealias Body = _Body`), which the double's members spell out.
@Doubled
protocol AliasedBody {
  associatedtype _Body
  typealias Body = _Body
  var body: Body { get }
  func rebuilt(from body: Body) -> Body
}

/// An alias of an alias (swift-syntax's `ListBuilder`: `typealias Component = [Expression]`, with
/// `Expression = FinalResult.Element`): the members spell out what the last stands for.
@Doubled
protocol ListBuilding {
  associatedtype FinalResult: Collection
  typealias Expression = FinalResult.Element
  typealias Component = [Expression]
  static func buildBlock(_ components: Component...) -> Component
  static func buildFinalResult(_ component: Component) -> FinalResult
}
