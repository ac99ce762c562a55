// What only the command doubles, since it reads the parents: inherited requirements. The golden
// file beside it pins the output, and CommandShapeTests compiles both with UsingShapes.swift.

import Lifecycle

// Static, initializer and `Self` requirements of ancestors, two levels up.

/// @Doubled
public protocol Plant {
  static func make(kind: String) -> Self
  init(name: String)
  static var count: Int { get }
  func sibling() -> Self
  var height: Int { get }
}

/// @Doubled
public protocol Tree: Plant {
  var rings: Int { get }
}

/// @Doubled
public protocol Oak: Tree {}

// A parent declared in another module, and a marker alias of that module.

/// @Doubled
public protocol Application: Service {
  var name: String { get }
}

/// @Doubled
public protocol Handler: LifecycleSendableMetatype {
  func handle(_ request: String) -> Int
}

// Standard-library parents, each answered by a rule.

/// @Doubled
public protocol Level: Comparable, Codable, CustomStringConvertible {
  var rank: Int { get }
}

// A pinned associated type of a parent.

/// @Doubled
public protocol Store {
  associatedtype Key: Hashable
  associatedtype Value
  func load(_ key: Key) -> Value?
}

/// @Doubled
public protocol IntStore: Store where Key == Int {}

// One requirement declared by two parents that do not refine each other.

/// @Doubled
public protocol Named { var name: String { get } }

/// @Doubled
public protocol Titled { var name: String { get } }

/// @Doubled
public protocol Labelled: Named, Titled {}

// A default under a constraint on an associated type, and a type alias in the `where` clause.

/// What a context decodes with.
public protocol Decoding {}

extension Int: Decoding {}

/// @Doubled
public protocol Context {
  associatedtype Decoder: Decoding = Int
  var decoder: Decoder { get }
}

extension Context where Decoder == Int {
  /// Zero, by default.
  public var decoder: Int { 0 }
}

/// What a server responds with.
public protocol Responding { associatedtype Context }

/// @Doubled
public protocol Server where Context: Decoding {
  associatedtype Responder: Responding
  typealias Context = Responder.Context
  var responder: Responder { get }
}

// An extension that answers `==` and `hash(into:)`, which every double answers by identity.

/// @Doubled
public protocol Node: Hashable {
  var id: Int { get }
}

extension Node {
  /// Equal when their ids are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashed by id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// `hash(into:)` declared by a protocol that is `Hashable` through a parent is Hashable's, answered
// by identity; one that a parent declares, recorded, meets a `Hashable` child's identity.

/// @Doubled
public protocol Keyed: Hashable {
  var key: Int { get }
}

/// @Doubled
public protocol Rekeyed: Keyed {
  func hash(into hasher: inout Hasher)
}

/// @Doubled
public protocol Digesting {
  func hash(into hasher: inout Hasher)
}

/// @Doubled
public protocol HashableDigesting: Digesting, Hashable {}

// A collection whose own extensions answer `BidirectionalCollection` and
// `ExpressibleByArrayLiteral`, as swift-syntax's `SyntaxCollection` does: the double takes the
// element type the `where` clause constrains as a generic parameter, the index it pins and the
// iterator it declares again with a default as type aliases; a test stubs what the extensions
// read.

/// A position in a ``Track``.
public struct TrackIndex: Comparable, Sendable {
  /// How many notes come before it.
  public let offset: Int
  /// The position after `offset` notes.
  public init(_ offset: Int) { self.offset = offset }
  /// Whether `lhs` comes first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
}

/// Iterates a ``Track``'s notes.
public struct TrackIterator<Element>: IteratorProtocol {
  var rest: ArraySlice<Element>
  /// The next note, if any is left.
  public mutating func next() -> Element? { rest.popFirst() }
}

/// @Doubled
public protocol Track: BidirectionalCollection, ExpressibleByArrayLiteral
where Element: CustomStringConvertible, Index == TrackIndex {
  /// What walks the notes.
  associatedtype Iterator = TrackIterator<Element>
  /// A track of `notes`.
  init(notes: [Element])
  /// The notes, in order.
  var notes: [Element] { get }
}

extension Track {
  /// A track of the notes listed.
  public init(arrayLiteral elements: Element...) { self.init(notes: elements) }
  /// The first note's position.
  public var startIndex: TrackIndex { TrackIndex(0) }
  /// The position past the last note.
  public var endIndex: TrackIndex { TrackIndex(notes.count) }
  /// The note at `position`.
  public subscript(position: TrackIndex) -> Element { notes[position.offset] }
  /// The position after `index`.
  public func index(after index: TrackIndex) -> TrackIndex { TrackIndex(index.offset + 1) }
  /// The position before `index`.
  public func index(before index: TrackIndex) -> TrackIndex { TrackIndex(index.offset - 1) }
  /// Walks the notes from the first.
  public func makeIterator() -> TrackIterator<Element> { TrackIterator(rest: notes[...]) }
}

// A closure through a type alias of the module, which the macro cannot see: it does not escape.

/// What a visitor calls with each name.
public typealias Visit = (String) -> Void
/// The same, through another alias.
public typealias Revisit = Visit

/// @Doubled
public protocol Visitor {
  func walk(_ visit: Visit)
  func rewalk(_ visit: Revisit)
}

// Parents written with arguments, which pin their primary associated types (Hummingbird's
// `WebSocketRequestContext: InitializableFromSource<ApplicationRequestContextSource>`).

/// @Doubled
public protocol Sourced<Source> {
  associatedtype Source
  init(source: Source)
}

/// What a socket's context is made from.
public struct SocketSource {}

/// @Doubled
public protocol SocketContext: Sourced<SocketSource> {
  var path: String { get }
}

/// @Doubled
public protocol Shelf<Key, Item> {
  associatedtype Key: Hashable
  associatedtype Item
  func item(at key: Key) -> Item?
}

/// @Doubled
public protocol NumberedShelf: Shelf<Int, String> {
  func count() -> Int
}

/// @Doubled
public protocol Scores: Sequence<Int> {
  var best: Int { get }
}

extension Scores {
  /// The best score alone.
  public func makeIterator() -> IndexingIterator<[Int]> { [best].makeIterator() }
}

// Two parents' associated types made one, through `Self.` (Fluent's
// `ModelSessionAuthenticatable: Model, SessionAuthenticatable where Self.SessionID == Self.IDValue`).

/// @Doubled
public protocol Identified {
  associatedtype IDValue: Hashable
  var id: IDValue? { get }
}

/// @Doubled
public protocol SessionKeyed {
  associatedtype SessionID: LosslessStringConvertible
  var sessionID: SessionID { get }
}

/// @Doubled
public protocol SessionModel: Identified, SessionKeyed where Self.SessionID == Self.IDValue {}

// A property declared again with another type (console-kit's `CommandGroup`, whose `commands` holds
// `AnyCommand`s where its parent `AsyncCommandGroup`'s holds `AnyAsyncCommand`s, answered by its
// extension).

/// @Doubled
public protocol AsyncJobGroup {
  var jobs: [String: any Sendable] { get }
}

/// @Doubled
public protocol JobGroup: AsyncJobGroup {
  var jobs: [String: any Hashable & Sendable] { get }
}

extension JobGroup {
  /// The jobs, as the parent holds them.
  public var jobs: [String: any Sendable] { self.jobs as [String: any Hashable & Sendable] }
}

// Collections whose extensions answer none of what their parent asks (hummingbird's
// `MustacheSequence`, swift-parsing's `PrependableCollection`): fakes of the elements a test sets.

/// @Doubled
public protocol Renderable: Sequence {}

extension Renderable {
  /// The elements, written one after the other.
  public func rendered() -> String { map { "\($0)" }.joined() }
}

/// @Doubled
public protocol Prepending: Collection {
  mutating func prepend<S: Sequence>(contentsOf newElements: S) where S.Element == Element
}

/// @Doubled
public protocol Ranking: RandomAccessCollection where Element == Int {
  var best: Int { get }
}

/// @Doubled
public protocol Listing: Collection where Element: Equatable {
  var elements: [Element] { get }
}

// A result builder on a property answered in the class (swift-parsing's `Parser`, whose
// `@ParserBuilder<Input> var body: Body` has a default where `Body == Never`): Swift gives the
// witness the requirement's builder, unless its getter returns in so many words.

/// Builds a reader from the readers its body lists.
@resultBuilder
public enum ReaderBuilder<Input> {
  /// A reader of the input, as it is.
  public static func buildExpression<R: Reader>(_ reader: R) -> R where R.Input == Input { reader }
  /// The one reader of the body.
  public static func buildBlock<R: Reader>(_ reader: R) -> R where R.Input == Input { reader }
}

/// @Doubled
public protocol Reader<Input> {
  associatedtype Input
  associatedtype _Body
  typealias Body = _Body
  func read(_ input: inout Input) throws
  @ReaderBuilder<Input> var body: Body { get }
}

extension Reader where Body == Never {
  /// No body: a reader that reads for itself.
  public var body: Body { fatalError("\(Self.self) has no body") }
}

/// @Doubled
public protocol Rack: MutableCollection where Element == String {
  var label: String { get }
}

// A sequence of an element that names the protocol (swift-case-paths' `CasePathIterable`:
// `AllCasePaths.Element == PartialCaseKeyPath<Self>`): an array of that element, naming the double.

/// @Doubled
public protocol KeyPathIterable {
  associatedtype AllKeyPaths: Sequence where AllKeyPaths.Element == PartialKeyPath<Self>
  static var allKeyPaths: AllKeyPaths { get }
}

// An associated type declared otherwise per `#if` clause (swift-crypto's `HashFunction`): a double
// per clause, each under its conditions.

/// @Doubled
public protocol Hashing {
  #if HASHING_BY_DESCRIPTION
    associatedtype Output: CustomStringConvertible
  #else
    associatedtype Output: Hashable
  #endif
  func finalize() -> Output
}

// A fake collection's child (identified-collections' `_MutableIdentifiedCollection`): the
// parent's double is generic over the fake's `Element` too.

/// @Doubled
public protocol Indexed<Key, Element>: Collection {
  associatedtype Key: Hashable
  subscript(key key: Key) -> Element? { get }
}

/// @Doubled
public protocol MutableIndexed<Key, Element>: Indexed, MutableCollection {
  subscript(key key: Key) -> Element? { get set }
}

// A child that overloads its parent's initializer with the parent's associated type's element
// (jwt-kit's `JWTMultiValueClaim`): the double names its generic parameter apart and gives it to
// the associated type by an alias, so that Swift infers the parent's `Value` from neither.

/// @Doubled
public protocol Claim: Codable, Sendable {
  associatedtype Value: Codable
  var value: Value { get set }
  init(value: Value)
}

extension Claim {
  /// A claim decoded from its value alone.
  public init(from decoder: any Decoder) throws {
    try self.init(value: decoder.singleValueContainer().decode(Value.self))
  }
}

/// @Doubled
public protocol MultiValueClaim: Claim where Value: Collection, Value.Element: Codable {
  init(value: Value.Element)
}

// A fake collection whose requirement names `Index` (swift-property-based's `RemovableCollection`):
// the `Doubling` protocol says its indices are `Int`s, as its handles' are.

/// @Doubled
public protocol RemovableCollection<Element>: Collection {
  @discardableResult
  mutating func remove(at i: Index) -> Element
}

// A property declared again with another type and other effects: through the child, Swift reads
// the parent's `number` wherever both would do, so a partial double answers the child's from its
// handle (the macro, which cannot see the parent, forwards it: a known limit).

/// @Doubled
public protocol Numbered {
  var number: Int { get async }
}

/// @Doubled
public protocol LooselyNumbered: Numbered {
  var number: any Sendable { get set }
}

// A grandparent's failable initializer naming an associated type its child pins: the double of
// the grandchild declares the pin, as the child's does.

/// @Doubled
public protocol Locked {
  associatedtype Key: Hashable
  init?(key: Key)
}

/// @Doubled
public protocol NamedLocked: Locked where Key == String {}

/// @Doubled
public protocol StreamLocked: NamedLocked {
  init(key: AsyncStream<Int>) throws
}

// A parent's generic requirement whose generic parameter is named like an associated type that
// an ancestor pins (`subscript<Element>` below `AsyncSequence where Element == Int`): the double
// of the grandchild names no pin for it, since the name is the requirement's own.

/// @Doubled
public protocol Ticking: AsyncSequence where Element == Int {}

/// @Doubled
public protocol StreamTicking: Ticking where AsyncIterator == AsyncStream<Int>.Iterator {
  static subscript<Element>(key key: String) -> Element? { get }
}

/// @Doubled
public protocol LaterTicking: StreamTicking {}
