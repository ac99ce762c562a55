import DoublesMacros
import Foundation

@Doubled
protocol Named {
  var name: String { get }
  func rename(to newName: String)
}

/// Refines a doubled protocol and `Hashable`, whose `hash(into:)` it declares again (nonisolated,
/// as `Hashable`'s is, in a module isolated to the main actor by default too): answered by
/// identity, as for every `Hashable` double.
@Doubled
protocol Greeter: Named, Hashable {
  func greet() -> String
  nonisolated func hash(into hasher: inout Hasher)
}

/// Declares `hash(into:)` without refining `Hashable`: a requirement like any other, recorded.
@Doubled
protocol Fingerprinting {
  func hash(into hasher: inout Hasher)
}

/// Inherits it.
@Doubled
protocol Signing: Fingerprinting {
  func sign(_ text: String) -> String
}

/// Two levels down: its double answers `Named`'s requirements too.
@Doubled
protocol LoudGreeter: Greeter {
  func shout() -> String
}

@Doubled
protocol Describable: CustomStringConvertible, Sendable {
  func detail() -> String
}

/// Named like FluentKit's `Property`: its double is `PropertyTestDouble`, since every double uses
/// the runtime's `PropertyDouble`.
@Doubled
protocol Property {
  var name: String { get }
}

@Doubled
protocol QueryableProperty: Property {
  func path() -> [String]
}

/// Refines `Codable`, as Vapor's `Content` does: `encode(to:)` is recorded, and `init(from:)`
/// records the decoder it was given.
@Doubled
protocol Document: Codable {
  var title: String { get }
}

/// Refines `Comparable`: `<` is a stubbable static requirement.
@Doubled
protocol Level: Comparable {
  var value: Int { get }
}

/// Pins `RawRepresentable`'s associated type: the double has no generic parameter for it.
@Doubled
protocol Token: RawRepresentable where RawValue == String {}

/// Declares `RawRepresentable`'s requirements again with a type, which pins `RawValue`, and
/// refines `Hashable`, where `RawRepresentable` brings a `hashValue` of its own
/// (swift-protobuf's `Enum`).
@Doubled
protocol NumberedCase: RawRepresentable, Hashable, Sendable {
  init()
  init?(rawValue: Int)
  var rawValue: Int { get }
}

/// Two initializer requirements from two parents (`Codable`'s `init(from:)`, `RawRepresentable`'s
/// `init?(rawValue:)`), `RawValue` pinned by the `where` clause (OpenAPIKit's `OpenAPIFormat`).
@Doubled
protocol Format: Codable, Equatable, RawRepresentable, Sendable where RawValue == String {
  static var unspecified: Self { get }
}

/// Pins `RawValue` through its initializer alone.
@Doubled
protocol SpelledCase: RawRepresentable {
  init?(rawValue: String)
  func spelled() -> String
}

/// Declares its parent's requirement again, word for word (nonisolated, as the parent's is, in an
/// app module isolated to the main actor by default too).
@Doubled
nonisolated protocol Headline: CustomStringConvertible {
  var description: String { get }
}

/// The double's `allCases` is a stubbable list of doubles.
@Doubled
protocol Choice: CaseIterable {
  func pick() -> Int
}

/// A quantity: `zero`, `+` and `-` are stubbed through the static handles.
@Doubled
protocol Quantity: AdditiveArithmetic {
  var unit: String { get }
}

/// An iterator: `next()` answers what a test stubs, element by element.
@Doubled
protocol Cursor: IteratorProtocol where Element == Int {
  var position: Int { get }
}

/// An asynchronous iterator with a member of its own (FlyingSocks' `AsyncBufferedIteratorProtocol`).
@Doubled
protocol ByteReader: AsyncIteratorProtocol where Element == UInt8 {
  mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]?
}

/// An asynchronous sequence with a member of its own (FlyingSocks' `AsyncChunkedSequence`):
/// `makeAsyncIterator()` answers the iterator a test stubs, often another double, whose type is
/// the double's generic parameter.
@Doubled
protocol Ticker: AsyncSequence where Element == Int {
  func stop()
}

/// An asynchronous sequence whose parent is written with its element and failure.
@Doubled
protocol Headlines: AsyncSequence<String, Never>, Sendable {}

/// Made from a literal (Yams' `SexagesimalConvertible`): `init(integerLiteral:)` is recorded.
@Doubled
protocol Sexagesimal: ExpressibleByIntegerLiteral {
  static func create(from string: String) -> Self?
}

/// Made from a string literal, interpolated or not.
@Doubled
protocol Title: ExpressibleByStringInterpolation {
  var text: String { get }
}

/// An interpolation of its own (swift-syntax's `SyntaxExpressibleByStringInterpolation`), whose
/// initializer the protocol declares. Nonisolated, as in the module it is from: in a module
/// isolated to the main actor by default, its conformance would be, and so every conformer's.
nonisolated struct MarkupInterpolation: StringInterpolationProtocol {
  var parts: [String] = []
  init(literalCapacity: Int, interpolationCount: Int) {}
  mutating func appendLiteral(_ literal: String) { parts.append(literal) }
  mutating func appendInterpolation(_ value: Int) { parts.append("\(value)") }
}

@Doubled
protocol Markup: ExpressibleByStringInterpolation where Self.StringInterpolation == MarkupInterpolation {
  init(stringInterpolation: MarkupInterpolation)
}

/// Made from a Boolean literal.
@Doubled
protocol Switch: ExpressibleByBooleanLiteral {
  var isOn: Bool { get }
}

/// A coding key: its string and integer values and initializers (the descriptions have defaults).
@Doubled
protocol ColumnKey: CodingKey {
  var table: String { get }
}

/// A random number generator: `next()` is recorded and stubbable (swift-property-based's
/// `SeededRandomNumberGenerator`).
@Doubled
protocol SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
  associatedtype Seed: Sendable
  var currentSeed: Seed { get }
  init?(seed: Seed)
}

/// Bytes: `withUnsafeBytes(_:)` is recorded and stubbable (swift-crypto's `Digest`).
@Doubled
protocol RawBytes: ContiguousBytes {
  var count: Int { get }
}

/// An error protocol, as Vapor's `AbortError` refines `Error`: a double is an error too.
@Doubled
protocol ReportedError: Error {
  var status: Int { get }
}

/// `LocalizedError`'s requirements all have defaults, so the double answers none of them.
@Doubled
protocol DescribedError: LocalizedError {
  var code: Int { get }
}

/// A protocol that refines a composition of two doubled protocols, as `protocol C: A, B` would.
@Doubled
protocol ComposedShapes: Sendable & InheritanceNamedShapes & InheritanceCountedShapes {
  func describe() -> String
}

/// The first half of the composition.
@Doubled
protocol InheritanceNamedShapes {
  var name: String { get }
}

/// The second half of the composition.
@Doubled
protocol InheritanceCountedShapes {
  func count() -> Int
}

/// Refines `Identifiable`, as SwiftUI's list rows do: the double's `id` is its `ObjectIdentifier`,
/// which the standard library gives every class.
@Doubled
protocol ListedShapes: Identifiable {
  func title() -> String
}

/// Static, initializer and `Self` requirements: the doubles of the protocols that refine it
/// answer them too (`OakDouble.on.make`, `OakDouble(name:)`, `Self` is `OakDouble`).
@Doubled
protocol Plant {
  static func make(kind: String) -> Self
  init(name: String)
  static var count: Int { get }
  func sibling() -> Self
  var height: Int { get }
}

/// Refines `Plant`.
@Doubled
protocol Tree: Plant {
  var rings: Int { get }
}

/// Two levels down from `Plant`.
@Doubled
protocol Oak: Tree {}

/// Declares `save(_:)`, `title` and `kind`, as `Exporting` does: the double of `Report`, which
/// refines both, answers each once.
@Doubled
protocol Saving {
  func save(_ name: String) -> Bool
  var title: String { get }
  static var kind: String { get }
}

/// Declares the same three as `Saving`, and an overload of `save(_:)` that stays apart.
@Doubled
protocol Exporting {
  func save(_ name: String) -> Bool
  func save(_ copies: Int) -> Bool
  var title: String { get }
  static var kind: String { get }
}

/// Refines two protocols that declare the same requirements.
@Doubled
protocol Report: Saving, Exporting {
  func publish()
}

/// Refines `SerialExecutor`, as NIO's `NIOSerialEventLoopExecutor` does, and `TaskExecutor`, which
/// asks for the same `enqueue(_:)`: the double records each job it takes as its `UnownedJob`,
/// which a stub can run.
@Doubled
protocol JobQueue: SerialExecutor, TaskExecutor {
  func drain()
}

/// `NSObjectProtocol` and `NSObject` parents: the double subclasses `NSObject`, which answers
/// their requirements. A refining protocol states `: NSObjectProtocol` too, so that `@Doubled`
/// knows its double subclasses `NSObject` as well.
@Doubled
protocol DelegateShapes: NSObjectProtocol {
  func didFinish(_ count: Int)
}

@Doubled
protocol ChildDelegateShapes: DelegateShapes, NSObjectProtocol {
  func didCancel()
}

@Doubled
protocol ObjectBoundShapes: NSObject {
  var title: String { get set }
}
