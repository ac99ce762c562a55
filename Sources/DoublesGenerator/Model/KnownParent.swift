/// The parents a doubled protocol may refine without the generator reading them: what each
/// means for the double, in one table that the model builder, the planner and the diagnostics
/// all read.
package struct KnownParent: Sendable {
  /// What refining the parent asks of a double.
  package enum Meaning: Sendable, Equatable {
    /// The protocol is class-bound: `AnyObject`.
    case classBound
    /// The protocol is an actor protocol, and its double an actor.
    case actor
    /// The protocol refines `NSObjectProtocol` or is bound to `NSObject`: its double subclasses
    /// `NSObject`, which answers every requirement of `NSObjectProtocol`.
    case objectiveCObject
    /// Nothing: doubles are `Sendable`, `TestDouble` gives them identity equality and hashing,
    /// the standard library gives a class an `id` (its `ObjectIdentifier`), and the others have
    /// no requirements (or, `LocalizedError`, defaults for all of them).
    case nothing
    /// Requirements, written as in a protocol's body, that the double answers like the
    /// protocol's own: a stubbable `description`, a recorded `encode(to:)`, an initializer
    /// `init(from:)` that records its decoder, a stubbable `<`.
    case requirements(String)
    /// Requirements that a double takes from the protocol's own extensions, which must give a
    /// member of each of these names (as ``ScannedExtension/memberNames`` holds them), such as
    /// `startIndex` and `index(after:)`: a collection whose indices a test stubbed one by one
    /// would loop forever on a forgotten `index(after:)`. Of the parent's associated types
    /// (`associatedtype Element`, written as in a protocol's body), the double declares those
    /// the protocol's `where` clause names: a generic parameter, or a type alias when it pins
    /// one; one that the protocol declares again with a default is an alias of that default.
    /// Swift infers the others from the extensions' members. Only the command reads them.
    case extensionWitnesses(associatedTypes: String, witnesses: [String])
  }

  /// The parent's name, such as `Hashable`.
  package let name: String
  /// Other spellings of it, such as `Foundation.LocalizedError`.
  package let spellings: [String]
  /// What it asks of a double.
  package let meaning: Meaning
  /// Whether diagnostics list it among the parents a doubled protocol may refine.
  package let isListed: Bool

  /// The primary associated types of the parent, which a protocol may pin where it names it
  /// (`Sequence<Int>`): those of the collections, `Element`; of an asynchronous sequence, its
  /// element and its iterator's failure.
  package let primaryAssociatedTypes: [String]
  /// The associated types of the parent that its rule leaves Swift to infer (an interpolation is
  /// the standard one), and that a protocol which pins one in its `where` clause declares.
  package let inferredAssociatedTypes: [String]
  /// The requirements of the parent that its rule leaves to Swift's defaults, by base name (as
  /// ``Member/baseName`` gives it) and labels: declared again by a protocol, each is the parent's
  /// too, and its witness nonisolated as the parent's is.
  package let defaultedRequirements: [(baseName: String, labels: [String])]

  private init(
    _ name: String, _ meaning: Meaning, spellings: [String] = [], isListed: Bool = true,
    primaryAssociatedTypes: [String]? = nil, inferredAssociatedTypes: [String] = [],
    defaultedRequirements: [(baseName: String, labels: [String])] = []
  ) {
    self.name = name
    self.meaning = meaning
    self.spellings = spellings
    self.isListed = isListed
    if let primaryAssociatedTypes {
      self.primaryAssociatedTypes = primaryAssociatedTypes
    } else if case .extensionWitnesses(let types, _) = meaning, types.contains("associatedtype Element") {
      self.primaryAssociatedTypes = ["Element"]
    } else {
      self.primaryAssociatedTypes = []
    }
    self.inferredAssociatedTypes = inferredAssociatedTypes
    self.defaultedRequirements = defaultedRequirements
  }

  /// Every parent the generator knows, in the order diagnostics list them.
  package static let all: [KnownParent] = [
    KnownParent("AnyObject", .classBound, spellings: ["class"]),
    KnownParent("Actor", .actor, spellings: ["_Concurrency.Actor"]),
    KnownParent(
      "NSObjectProtocol", .objectiveCObject, spellings: ["ObjectiveC.NSObjectProtocol", "Foundation.NSObjectProtocol"]),
    KnownParent("NSObject", .objectiveCObject, spellings: ["ObjectiveC.NSObject", "Foundation.NSObject"]),
    KnownParent("Sendable", .nothing),
    KnownParent("Equatable", .nothing),
    KnownParent("Hashable", .nothing),
    KnownParent("Identifiable", .nothing),
    KnownParent("Error", .nothing),
    KnownParent("SendableMetatype", .nothing, isListed: false),
    KnownParent("LocalizedError", .nothing, spellings: ["Foundation.LocalizedError"]),
    KnownParent("CustomStringConvertible", .requirements("var description: Swift.String { get }")),
    KnownParent("CustomDebugStringConvertible", .requirements("var debugDescription: Swift.String { get }")),
    KnownParent("CustomReflectable", .requirements("var customMirror: Swift.Mirror { get }")),
    KnownParent("Encodable", .requirements(encodable)),
    KnownParent("Decodable", .requirements(decodable)),
    KnownParent("Codable", .requirements(encodable + "\n" + decodable)),
    KnownParent("Comparable", .requirements("static func < (lhs: Self, rhs: Self) -> Swift.Bool")),
    // Its `+=` and `-=` have defaults.
    KnownParent("AdditiveArithmetic", .requirements(additiveArithmetic)),
    // A stubbed sequence of elements (`on.next.returns(1, 2, nil)`), not a fake: an iterator
    // has no indices to loop on. The `async` one's `Failure` is `any Error`, as `next()` throws
    // it (Swift infers it from no witness in an extension).
    KnownParent("IteratorProtocol", .requirements("associatedtype Element\nmutating func next() -> Element?")),
    KnownParent(
      "AsyncIteratorProtocol",
      .requirements(
        "associatedtype Element\nassociatedtype Failure where Failure == any Swift.Error\n"
          + "mutating func next() async throws -> Element?"),
      spellings: ["_Concurrency.AsyncIteratorProtocol"]),
    // A stubbed iterator (`on.makeAsyncIterator.returns(…)`), often another double; its
    // `Failure` is the iterator's.
    KnownParent(
      "AsyncSequence",
      .requirements(
        "associatedtype Element\n"
          + "associatedtype AsyncIterator: _Concurrency.AsyncIteratorProtocol where AsyncIterator.Element == Element\n"
          + "func makeAsyncIterator() -> AsyncIterator"),
      spellings: ["_Concurrency.AsyncSequence"],
      // The double declares no `Failure` of its own: it is its iterator's (where Swift's
      // `AsyncSequence<Int, Never>` pins it).
      primaryAssociatedTypes: ["Element", "AsyncIterator.Failure"]),
    // Literals: the double is made from a literal of the standard type, recorded on
    // `on.initializer` (the type is pinned: Swift infers it from no witness in an extension).
    KnownParent("ExpressibleByIntegerLiteral", .requirements(literalRequirements(of: "Integer", type: "Int"))),
    KnownParent("ExpressibleByFloatLiteral", .requirements(literalRequirements(of: "Float", type: "Double"))),
    KnownParent("ExpressibleByBooleanLiteral", .requirements(literalRequirements(of: "Boolean", type: "Bool"))),
    // Strings: the narrower literals' initializers have defaults when their types are the
    // string's; an interpolation is the standard one unless the protocol pins its own, whose
    // `init(stringInterpolation:)` it then declares.
    KnownParent("ExpressibleByStringLiteral", .requirements(literalRequirements(of: "String", type: "String"))),
    KnownParent(
      "ExpressibleByStringInterpolation", .requirements(literalRequirements(of: "String", type: "String")),
      inferredAssociatedTypes: ["StringInterpolation"],
      defaultedRequirements: [("initializer", ["stringInterpolation"])]),
    KnownParent(
      "ExpressibleByExtendedGraphemeClusterLiteral",
      .requirements(literalRequirements(of: "ExtendedGraphemeCluster", type: "String"))),
    KnownParent(
      "ExpressibleByUnicodeScalarLiteral", .requirements(literalRequirements(of: "UnicodeScalar", type: "String"))),
    // Its `AllCases` is inferred from the double's `allCases`, an array of doubles, which a test
    // stubs (the relaxed answer is none).
    KnownParent("CaseIterable", .requirements("static var allCases: [Self] { get }")),
    // Its `description` and `debugDescription` have defaults.
    KnownParent("CodingKey", .requirements(codingKey)),
    KnownParent(
      "ContiguousBytes", .requirements(contiguousBytes),
      spellings: ["Foundation.ContiguousBytes", "FoundationEssentials.ContiguousBytes"]),
    KnownParent(
      "TextOutputStreamable", .requirements("func write<Target: Swift.TextOutputStream>(to target: inout Target)")),
    KnownParent("RandomNumberGenerator", .requirements("mutating func next() -> Swift.UInt64")),
    KnownParent(
      "RawRepresentable",
      .requirements("associatedtype RawValue\ninit?(rawValue: RawValue)\nvar rawValue: RawValue { get }")),
    KnownParent("Sequence", .extensionWitnesses(associatedTypes: sequence, witnesses: ["makeIterator()"])),
    KnownParent("Collection", .extensionWitnesses(associatedTypes: collection, witnesses: collectionWitnesses)),
    KnownParent(
      "BidirectionalCollection", .extensionWitnesses(associatedTypes: collection, witnesses: bidirectionalWitnesses)),
    KnownParent(
      "RandomAccessCollection", .extensionWitnesses(associatedTypes: collection, witnesses: bidirectionalWitnesses)),
    // Which extensions cannot show: whether a subscript they declare can be set. The double is a
    // fake collection whose elements the setter writes.
    KnownParent(
      "MutableCollection",
      .extensionWitnesses(associatedTypes: collection, witnesses: collectionWitnesses + [settableSubscript])),
    KnownParent(
      "ExpressibleByArrayLiteral",
      .extensionWitnesses(
        associatedTypes: "associatedtype ArrayLiteralElement", witnesses: ["init(arrayLiteral:)"])),
    KnownParent("Executor", .requirements(enqueue), spellings: ["_Concurrency.Executor"]),
    KnownParent("SerialExecutor", .requirements(enqueue), spellings: ["_Concurrency.SerialExecutor"]),
    KnownParent("TaskExecutor", .requirements(enqueue), spellings: ["_Concurrency.TaskExecutor"]),
  ]

  private static let sequence = "associatedtype Element\nassociatedtype Iterator"
  private static let collection =
    "associatedtype Element\nassociatedtype Index: Comparable\nassociatedtype Iterator\nassociatedtype SubSequence\n"
    + "associatedtype Indices"
  /// The associated types of those parents that a double may take as generic parameters: Swift
  /// cannot match another one (`SubSequence`) to the type its extensions' members name.
  package static let genericWitnessedTypes: Set<String> = ["Element", "Index"]
  /// What a collection asks that has no default: its iterator, its subsequences and its indices
  /// have one.
  private static let collectionWitnesses = ["startIndex", "endIndex", "subscript(_:)", "index(after:)"]
  /// No member name: a mutable collection's settable `subscript(position:)`, which the extensions'
  /// member names cannot show, so that its double is always a fake one.
  package static let settableSubscript = "subscript(_:) { set }"
  /// A bidirectional (or random-access) collection's: a collection's, and `index(before:)`.
  private static let bidirectionalWitnesses = collectionWitnesses + ["index(before:)"]
  private static let additiveArithmetic = """
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    """
  /// The requirements of `ExpressibleBy<kind>Literal` with its literal type pinned to `type`.
  private static func literalRequirements(of kind: String, type: String) -> String {
    let label = kind.prefix(1).lowercased() + kind.dropFirst()
    return "associatedtype \(kind)LiteralType where \(kind)LiteralType == Swift.\(type)\n"
      + "init(\(label)Literal value: Swift.\(type))"
  }
  private static let codingKey = """
    var stringValue: Swift.String { get }
    init?(stringValue: Swift.String)
    var intValue: Swift.Int? { get }
    init?(intValue: Swift.Int)
    """
  private static let contiguousBytes =
    "func withUnsafeBytes<R>(_ body: (Swift.UnsafeRawBufferPointer) throws -> R) rethrows -> R"
  private static let encodable = "func encode(to encoder: any Swift.Encoder) throws"
  private static let decodable = "init(from decoder: any Swift.Decoder) throws"
  /// The one requirement of an executor without a default (its three `enqueue(_:)` each default
  /// to another); the rest (`asUnownedSerialExecutor()`, `checkIsolated()`, …) have defaults.
  private static let enqueue = "func enqueue(_ job: consuming Swift.ExecutorJob)"

  private static let byName: [String: KnownParent] = Dictionary(
    uniqueKeysWithValues: all.flatMap { parent in ([parent.name] + parent.spellings).map { ($0, parent) } })

  /// The known parent `written` names (`Swift.` is dropped), or `nil`.
  package static func named(_ written: String) -> KnownParent? {
    byName[withoutSwiftModule(written)]
  }

  /// `written` without a leading `Swift.`: `Swift.Sendable` is `Sendable`.
  package static func withoutSwiftModule(_ written: String) -> String {
    written.hasPrefix("Swift.") ? String(written.dropFirst(6)) : written
  }

  /// Protocols of the standard library (and its concurrency module) that no rule answers, so that
  /// a note says which library a parent is from rather than asking for its sources.
  package static let unansweredStandardLibrary: Set<String> = [
    "RangeReplaceableCollection", "LazySequenceProtocol",
    "LazyCollectionProtocol",
    "SetAlgebra", "OptionSet", "Numeric",
    "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger",
    "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Strideable", "StringProtocol",
    "LosslessStringConvertible", "CodingKeyRepresentable", "ExpressibleByNilLiteral",
    "ExpressibleByDictionaryLiteral", "StringInterpolationProtocol", "TextOutputStream", "Clock", "InstantProtocol",
    "DurationProtocol", "GlobalActor",
    "CustomPlaygroundDisplayConvertible", "SIMD", "SIMDScalar", "BitwiseCopyable",
  ]

  /// Every spelling of the parents that ask nothing of a double: a type alias that stands for
  /// one of them (or for `Any`) is no parent to double either.
  package static let needingNothing: Set<String> = Set(
    all.filter { $0.meaning == .nothing }.flatMap { [$0.name] + $0.spellings })

  /// `AnyObject, Actor, … and other @Doubled protocols`: the parents a doubled protocol may
  /// refine, as diagnostics list them.
  package static var listed: String {
    all.filter { parent in
      guard case .extensionWitnesses = parent.meaning else { return parent.isListed }
      return false
    }
    .map(\.name).joined(separator: ", ") + " and other @Doubled protocols"
  }
}
