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
