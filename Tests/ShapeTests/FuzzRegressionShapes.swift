import DoublesMacros
import Foundation

// What the protocol fuzzing suite (ProtocolFuzzTests) found, made small: each of these once gave
// doubles that did not compile, through the front end named.

/// The command: a pin of a parent's associated type that its `where` clause constrains further
/// (`Element == Int`) left that requirement on a double with no generic parameter.
@Doubled
protocol FuzzPinnedCollectionParent: Sendable {
  associatedtype Item: Collection where Item.Element == Int
}

@Doubled
protocol FuzzPinnedCollectionChild: FuzzPinnedCollectionParent where Item == [Int] {}

/// The command: an `async` initializer of a child beside its parent's synchronous one was taken
/// for the same requirement.
@Doubled
protocol FuzzSeeded {
  associatedtype Item
  init?<Seed: Sendable>(_ value: Seed)
}

@Doubled
protocol FuzzSeededLater: FuzzSeeded where Item == Int {
  init?<Seed: Sendable>(_ value: Seed) async
}

/// The command: a protocol two levels below a main-actor one, with a static generic requirement,
/// got a nonisolated class.
@Doubled
@MainActor
protocol FuzzScreen: AnyObject {}

@Doubled
protocol FuzzPanel: FuzzScreen {}

@Doubled
protocol FuzzWidget: FuzzPanel {
  static func make<Value>(using value: Value) async -> [Int]
}

/// Both front ends: a witness takes the result builder of its requirement, and built its body
/// with it; one that returns in so many words does not.
@resultBuilder
enum FuzzNumbers {
  static func buildBlock(_ parts: Int...) -> [Int] { parts }
}

@Doubled
protocol FuzzBuilding {
  @FuzzNumbers func numbers(for values: Int..., more: Int) -> [Int]
  @FuzzNumbers mutating func copied(_ value: consuming Self) -> [Int]
  @FuzzNumbers var favourites: [Int] { get }
}

/// Both front ends: Swift 6.3 compiles no function that takes a tuple `borrowing` (its own bug),
/// so the witness takes it as a plain tuple, which matches.
@Doubled
protocol FuzzBorrowedTuple: AnyObject {
  static func pair(_ value: borrowing (Int, String)) -> Int
  func pairs(_ value: borrowing (Int, String), count: Int)
}

/// The command: a failable initializer beside its parent's that cannot fail, of one signature,
/// was declared twice; the one that cannot fail answers both.
@Doubled
protocol FuzzMade {
  init(value: Int?) async
}

@Doubled
protocol FuzzMaybeMade: FuzzMade {
  init?(value: Int?) async
}

/// The command: a failable initializer beside its parent's that throws alike and cannot fail.
@Doubled
protocol FuzzThrowingMade {
  init(value: Int) throws
}

@Doubled
protocol FuzzMaybeThrowingMade: FuzzThrowingMade {
  init?(value: Int) throws
}

/// The command: an initializer that throws beside its parent's that does not, of one signature,
/// was declared twice; the one that does not throw answers both.
struct FuzzSeedFailure: Error {}

@Doubled
protocol FuzzSown {
  init<Seed: Sendable>(_ value: Seed)
}

@Doubled
protocol FuzzThrowingSown: FuzzSown {
  init<Seed: Sendable>(_ value: Seed) throws(FuzzSeedFailure)
}

/// The command: a failable initializer that throws any error beside its parent's that throws a
/// typed one, of one signature, was declared twice; the typed one answers both.
@Doubled
protocol FuzzTypedSown {
  init<Seed: Sendable>(_ value: Seed) throws(FuzzSeedFailure)
}

@Doubled
protocol FuzzMaybeSown: FuzzTypedSown {
  init?<Seed: Sendable>(_ value: Seed) throws
}

/// Both front ends: overloads whose parameters differ where one names an associated type
/// (`[Item]` beside `[String?]`) left Swift two ways to infer `Item`, and neither was taken.
@Doubled
protocol FuzzListed {
  associatedtype Item: Hashable
  init(value: [Item]) throws(FuzzSeedFailure)
  init?(value: [String?]) throws(FuzzSeedFailure)
}

/// Both front ends: subscripts that differ by result alone, one naming the associated type.
@Doubled
protocol FuzzShelved<Item> {
  associatedtype Item: Sendable & Equatable
  subscript(row: Int) -> [Double] { get set }
  subscript(index: Int) -> [Item] { get throws }
}

/// The macro: an actor protocol's initializer, answered in the extension, was taken for an
/// isolated one, which cannot take arguments that are not `Sendable`.
@Doubled
protocol FuzzActorMade<Item>: Actor {
  associatedtype Item: Hashable
  init(value: [Item])
}

/// The command: an `async` initializer of a main-actor protocol was nonisolated, and took its
/// argument, not `Sendable`, off the main actor.
@Doubled
@MainActor
protocol FuzzMainMade<Item> {
  associatedtype Item = Int
  associatedtype Other
  init(value: Item) async
}
