/// A protocol as the generator sees it: everything needed to write its double, as plain values.
///
/// The parser (``ProtocolModelBuilder``) fills it from SwiftSyntax; the emitter
/// (``ProtocolDoubleEmitter``) turns it into source. Types are kept as source text, already prepared
/// for each place they appear in (see ``Parameter``).
package struct ProtocolModel: Equatable, Sendable {
  /// The protocol's name, such as `Authorizer`.
  package var name: String
  /// The access level written on the protocol (`public`, `package`, `private`…), or `nil`.
  package var accessLevel: AccessLevel?
  /// Global-actor attributes of the protocol, such as `@MainActor`.
  package var globalActor: String?
  /// The `@available` attributes written on the declaration, such as `@available(macOS 14, *)`
  /// or a deprecation: its double is available where it is, and deprecated with it. Its
  /// `@_spi(Group)` first, if any: its double is of the same SPI group.
  package var availability: [String] = []
  /// Whether the protocol is nonisolated: declared `nonisolated`, or without isolation in a
  /// module whose default isolation the command was told is `nonisolated`. A protocol that is
  /// neither this nor global-actor isolated takes the default isolation of the module it is
  /// compiled in, and so do its witnesses.
  package var isNonisolated = false
  /// Whether a protocol it refines has a global actor, which Swift then infers for this one when
  /// it states no isolation: the module's default isolation is not its own. The command sets it;
  /// the macro cannot see parents, and needs not (a module's default is not written out there).
  package var inheritsGlobalActor = false
  /// Whether the protocol refines `Actor`, so that its double must be an actor.
  package var isActorBound: Bool
  /// Whether the protocol refines `NSObjectProtocol` (or is bound to `NSObject`), so that its
  /// double must subclass `NSObject`.
  package var subclassesNSObject = false
  /// Whether the protocol is class-bound (`AnyObject`, `Actor` or a class constraint).
  package var isClassBound: Bool
  /// The associated types, which become generic parameters of the double.
  package var associatedTypes: [AssociatedType]
  /// Requirements of the protocol's own `where` clause and of its associated types' `where`
  /// clauses, which become the double's `where` clause.
  package var whereRequirements: [String]
  /// The requirements, in declaration order.
  package var members: [Member]
  /// The protocols this one refines that are themselves doubled, whose `…Doubling` protocols
  /// answer their requirements, such as `["Parent"]`.
  package var parents: [String] = []

  /// The protocol's primary associated types, in order (`protocol Store<Key, Value>`), which a
  /// refining protocol may pin in its list of parents (`protocol IntStore: Store<Int, String>`).
  package var primaryAssociatedTypes: [String] = []

  /// The arguments a parent is written with (`Store<Int, String>` gives `["Store": ["Int",
  /// "String"]]`), which pin its primary associated types once the planner has read it
  /// (``ProtocolIndex``); the parent is in ``parents`` by its name alone.
  package var parentPrimaryArguments: [String: [String]] = [:]

  /// The parents of the standard library whose requirements the protocol's own extensions must
  /// answer (``KnownParent/Meaning/extensionWitnesses(associatedTypes:witnesses:)``), such as
  /// `["BidirectionalCollection"]`: the planner checks that the extensions read do.
  package var extensionWitnessedParents: [String] = []
  /// The collection its double is a fake of, answering the requirements of its `Sequence` or
  /// `Collection` parent from the elements a test sets, when the protocol's extensions do not
  /// answer them (see ``GenerationPlan/fakingCollection(_:)``).
  package var fakeCollection: FakeCollection?

  /// Whether the protocol names `Hashable` among its parents: its double hashes by identity, and
  /// a `hash(into:)` it declares is `Hashable`'s.
  package var refinesHashable = false

  /// Whether the protocol refines `RawRepresentable`, which gives a `Hashable` refiner its own
  /// `hashValue` and `hash(into:)`.
  package var refinesRawRepresentable = false

  /// Whether the protocol's `where` clause pins an associated type of a parent to a type
  /// (`protocol UserStore: Store where Key == Int`). The macro, which cannot see the parent, then
  /// asks it, through the check its double calls, whether a refining double may leave the
  /// parent's associated types to the pins.
  package var pinsParentAssociatedTypes = false

  /// The type the protocol is declared in, such as `ListOrders` (or `A.B`), or `nil` at the top
  /// level. The command writes the double of a nested protocol in an extension of that type,
  /// where the protocol's names resolve as they do in its declaration; the macro's peers are
  /// nested already.
  package var enclosingType: String?

  /// The protocol's name qualified by its enclosing type, such as `ListOrders.BusinessLogic`.
  package var qualifiedName: String { enclosingType.map { TypeText.member(name, of: $0) } ?? name }

  /// The conditions of the `#if` clauses the protocol is declared in, such as `["!os(Linux)"]`:
  /// the command writes its double under them. (The macro's double sits in the same clauses.)
  package var declarationConditions: [String] = []

  /// The module that declares the protocol, when the command writes its double into another
  /// module: the double then names the protocol and its parents through it (`Vapor.Cache`), so
  /// that a protocol whose name another module uses too (Vapor's `CodingKeyRepresentable` and the
  /// standard library's) is the one meant.
  package var moduleName: String?

  /// The modules of the ancestors declared in another module than the protocol, by name, such as
  /// `["Service": "ServiceLifecycle"]`: the command fills it for the parents it reads from a
  /// dependency (`--dependency`).
  package var ancestorModules: [String: String] = [:]

  /// How the double names the protocol: `Vapor.Cache`, `ListOrders.BusinessLogic`, `Authorizer`.
  package var typeReference: String { reference(to: qualifiedName) }

  /// How the double names the protocol or an ancestor.
  func reference(to protocolName: String) -> String {
    (ancestorModules[protocolName] ?? moduleName).map { TypeText.member(protocolName, of: $0) } ?? protocolName
  }

  /// Whether a double of the protocol can hold a real object to forward to (a partial double).
  ///
  /// Not for protocols with associated types, whose existential cannot take the double's
  /// generic arguments, nor for actor protocols, whose real object could only be reached with
  /// `await` from the double's synchronous witnesses.
  package var canForwardToRealObject: Bool { associatedTypes.isEmpty && !isActorBound }

  /// Creates the model of a protocol.
  package init(
    name: String,
    accessLevel: AccessLevel? = nil,
    globalActor: String? = nil,
    isActorBound: Bool = false,
    isClassBound: Bool = false,
    associatedTypes: [AssociatedType] = [],
    whereRequirements: [String] = [],
    members: [Member] = []
  ) {
    self.name = name
    self.accessLevel = accessLevel
    self.globalActor = globalActor
    self.isActorBound = isActorBound
    self.isClassBound = isClassBound
    self.associatedTypes = associatedTypes
    self.whereRequirements = whereRequirements
    self.members = members
  }
}
