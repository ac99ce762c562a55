/// A class as the generator sees it: what its double, a subclass, overrides and how it is built.
///
/// ``ClassModelBuilder`` fills it from SwiftSyntax; ``ClassDoubleEmitter`` turns it into source.
/// The overridden members reuse the protocol model's ``Member``, so that their handles are the
/// ones a protocol double has.
package struct ClassModel: Equatable, Sendable {
  /// The class's name, such as `OrdersWorker`.
  package var name: String
  /// The access level written on the class (`open`, `public`, `package`…), or `nil`.
  package var accessLevel: AccessLevel?
  /// A global-actor attribute of the class, such as `@MainActor`.
  package var globalActor: String?
  /// The `@available` attributes written on the declaration, such as `@available(macOS 14, *)`
  /// or a deprecation: its double is available where it is, and deprecated with it.
  package var availability: [String] = []
  /// Whether the class is nonisolated: declared `nonisolated`, or without isolation in a module
  /// whose default isolation the command was told is `nonisolated`.
  package var isNonisolated = false
  /// Whether the class is `@unchecked Sendable`, which its subclass must restate.
  package var isUncheckedSendable: Bool
  /// The generic parameter clause as written, such as `<Item: Codable>`, or `""`.
  package var genericClause: String
  /// The generic parameter names, such as `["Item"]`: the double passes them to its superclass.
  package var genericParameters: [String]
  /// The generic `where` clause as written, with a leading space, or `""`.
  package var whereClause: String
  /// The members the double overrides, in declaration order.
  package var overrides: [Override]
  /// The designated initializers the double passes through to, in declaration order. A class
  /// that declares none has `init()` here until the planner finds the ones it inherits (see
  /// ``inheritsInitializers``).
  package var initializers: [ClassInitializer]
  /// The members the double leaves to the class's own implementation, with the reason.
  package var keptMembers: [KeptMember]
  /// Whether the class declares no initializer, and so inherits its superclass's (``initializers``
  /// then holds `init()` until the planner finds the superclass's).
  package var inheritsInitializers = false
  /// Whether the initializer the double calls is the class's implicit `init()`: the class
  /// declares none, and its first inherited type, if any, is a protocol Doubles knows, so no
  /// superclass gives it others. The planner clears it when it finds a superclass's initializers.
  package var callsImplicitInitializer = false
  /// The first type of the inheritance clause, which names the superclass if there is one.
  package var superclass: String?

  /// Keeps what a subclass in another module can reach without `@testable`: `open` members
  /// and `public` initializers. The other members move to ``keptMembers``.
  package mutating func keepOnlyOpenMembers() {
    for item in overrides where item.accessLevel != .open {
      keptMembers.append(KeptMember(item.member.baseName, reason: "not open"))
    }
    overrides.removeAll { $0.accessLevel != .open }
    initializers.removeAll { $0.accessLevel != .public && $0.accessLevel != .package }
  }

  /// Creates the model of a class.
  package init(
    name: String,
    accessLevel: AccessLevel? = nil,
    globalActor: String? = nil,
    isUncheckedSendable: Bool = false,
    genericClause: String = "",
    genericParameters: [String] = [],
    whereClause: String = "",
    overrides: [Override] = [],
    initializers: [ClassInitializer] = [],
    keptMembers: [KeptMember] = []
  ) {
    self.name = name
    self.accessLevel = accessLevel
    self.globalActor = globalActor
    self.isUncheckedSendable = isUncheckedSendable
    self.genericClause = genericClause
    self.genericParameters = genericParameters
    self.whereClause = whereClause
    self.overrides = overrides
    self.initializers = initializers
    self.keptMembers = keptMembers
  }
}

/// A member a class double overrides.
package struct Override: Equatable, Sendable {
  /// The member, as a protocol requirement would describe it.
  package var member: Member
  /// The member's access level as written, or `nil` for `internal`.
  package var accessLevel: AccessLevel?
  /// Modifiers the override repeats, such as `nonisolated`.
  package var modifiers: [String]

  /// Creates an override of `member`.
  package init(_ member: Member, accessLevel: AccessLevel? = nil, modifiers: [String] = []) {
    self.member = member
    self.accessLevel = accessLevel
    self.modifiers = modifiers
  }
}

/// A designated initializer of a doubled class.
package struct ClassInitializer: Equatable, Sendable {
  /// The initializer's signature.
  package var initializer: Initializer
  /// Whether it is `required`, so that the double must implement it too.
  package var isRequired: Bool
  /// The access level as written, or `nil` for `internal`.
  package var accessLevel: AccessLevel?
  /// Conditions of enclosing `#if` clauses.
  package var conditions: [String]

  /// Creates a designated initializer.
  package init(
    _ initializer: Initializer, isRequired: Bool = false, accessLevel: AccessLevel? = nil, conditions: [String] = []
  ) {
    self.initializer = initializer
    self.isRequired = isRequired
    self.accessLevel = accessLevel
    self.conditions = conditions
  }
}

/// A member a class double cannot override, left to the class's own implementation.
package struct KeptMember: Equatable, Sendable {
  /// The member as its documentation shows it, such as `final func save()` or `let store`.
  package var declaration: String
  /// Why it is kept, such as `final` or `static`.
  package var reason: String

  /// Creates a kept member.
  package init(_ declaration: String, reason: String) {
    self.declaration = declaration
    self.reason = reason
  }
}
