/// A protocol as the generator sees it: everything needed to write its double, as plain values.
///
/// The parser (``ProtocolModelBuilder``) fills it from SwiftSyntax; the emitter
/// (``DoubleEmitter``) turns it into source. Types are kept as source text, already prepared
/// for each place they appear in (see ``Parameter``).
package struct ProtocolModel: Equatable, Sendable {
  /// The protocol's name, such as `Authorizer`.
  package var name: String
  /// The access level written on the protocol (`public`, `package`, `private`…), or `nil`.
  package var accessLevel: String?
  /// Global-actor attributes of the protocol, such as `@MainActor`.
  package var globalActor: String?
  /// Whether the protocol is nonisolated: declared `nonisolated`, or without isolation in a
  /// module whose default isolation the command was told is `nonisolated`. A protocol that is
  /// neither this nor global-actor isolated takes the default isolation of the module it is
  /// compiled in, and so do its witnesses.
  package var isNonisolated = false
  /// Whether the protocol refines `Actor`, so that its double must be an actor.
  package var isActorBound: Bool
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

  /// The type the protocol is declared in, such as `ListOrders` (or `A.B`), or `nil` at the top
  /// level. The command writes the double of a nested protocol in an extension of that type,
  /// where the protocol's names resolve as they do in its declaration; the macro's peers are
  /// nested already.
  package var enclosingType: String?

  /// The name of the double, such as `AuthorizerDouble`.
  package var doubleName: String { name + "Double" }

  /// The protocol's name qualified by its enclosing type, such as `ListOrders.BusinessLogic`.
  package var qualifiedName: String { enclosingType.map { "\($0).\(name)" } ?? name }

  /// The conditions of the `#if` clauses the protocol is declared in, such as `["!os(Linux)"]`:
  /// the command writes its double under them. (The macro's double sits in the same clauses.)
  package var declarationConditions: [String] = []

  /// The module that declares the protocol, when the command writes its double into another
  /// module: the double then names the protocol and its parents through it (`Vapor.Cache`), so
  /// that a protocol whose name another module uses too (Vapor's `CodingKeyRepresentable` and the
  /// standard library's) is the one meant.
  package var moduleName: String?

  /// How the double names the protocol: `Vapor.Cache`, `ListOrders.BusinessLogic`, `Authorizer`.
  package var typeReference: String { reference(to: qualifiedName) }

  /// How the double names a protocol of the same module, such as a parent.
  func reference(to protocolName: String) -> String {
    moduleName.map { "\($0).\(protocolName)" } ?? protocolName
  }

  /// The generic arguments of the doubles of the parents that have associated types, by parent
  /// as ``parents`` names it, such as `["Handler": "<InboundIn>"]`. The command fills it, and
  /// gives this protocol's double those associated types as generic parameters too; the macro
  /// cannot see parents, so it leaves it empty.
  package var parentArguments: [String: String] = [:]

  /// Why a protocol that refines this one cannot be doubled by the command, if it cannot: the
  /// double of a refining protocol takes this one's witnesses from the `Doubling` extension,
  /// which holds no static, initializer or `Self` requirements.
  package var reasonItCannotBeInherited: String? {
    if members.contains(where: { !$0.isInheritable }) { return "static, initializer or Self requirements" }
    return nil
  }

  /// Whether the double can hold a real object to forward to (a partial double).
  ///
  /// Not for protocols with associated types, whose existential cannot take the double's
  /// generic arguments, nor for actor protocols, whose real object could only be reached with
  /// `await` from the double's synchronous witnesses.
  package var supportsForwarding: Bool { associatedTypes.isEmpty && !isActorBound }

  /// Creates the model of a protocol.
  package init(
    name: String,
    accessLevel: String? = nil,
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

/// An associated type, doubled as a generic parameter of the same name.
package struct AssociatedType: Equatable, Sendable {
  /// Its name, such as `Item`.
  package var name: String
  /// Its inheritance clause, such as `Hashable & Sendable`, or `nil`.
  package var constraint: String?

  /// Creates an associated type.
  package init(name: String, constraint: String? = nil) {
    self.name = name
    self.constraint = constraint
  }
}

/// One requirement of the protocol, with the `#if` conditions it sits under.
package struct Member: Equatable, Sendable {
  /// The kind of requirement.
  package enum Kind: Equatable, Sendable {
    case method(Method)
    case property(Property)
    case `subscript`(Subscript)
    case initializer(Initializer)
  }

  /// What the requirement is.
  package var kind: Kind
  /// Conditions of enclosing `#if` clauses, all of which must hold (already negated for
  /// `#else` branches), such as `["os(Linux)", "!(DEBUG)"]`.
  package var conditions: [String]
  /// Attributes copied onto the witness, such as `@available(iOS 17, *)`.
  package var attributes: [String]

  /// Creates a member under `conditions`.
  package init(_ kind: Kind, conditions: [String] = [], attributes: [String] = []) {
    self.kind = kind
    self.conditions = conditions
    self.attributes = attributes
  }

  /// Whether the requirement's witness can live in the `Doubling` extension, where doubles of
  /// refining protocols inherit it: not initializers, static requirements or those naming `Self`.
  var isInheritable: Bool {
    switch kind {
    case .initializer: false
    case .method(let method): !method.isStatic && !method.mentionsSelf
    case .property(let property): !property.isStatic && !property.mentionsSelf
    case .subscript(let item): !item.isStatic && !item.mentionsSelf
    }
  }

  /// The `@available` attributes that deprecate the requirement (or make it unavailable).
  var deprecationAttributes: [String] {
    attributes.filter { $0.hasPrefix("@available") && ($0.contains("deprecated") || $0.contains("unavailable")) }
  }

  /// Whether the requirement is deprecated, so that its handle is made on first use.
  var isDeprecated: Bool { !deprecationAttributes.isEmpty }

  /// The name the handle would take if no other member had the same base name.
  var baseName: String {
    switch kind {
    case .method(let method): method.name.withoutBackticks
    case .property(let property): property.name.withoutBackticks
    case .subscript: "subscript"
    case .initializer: "initializer"
    }
  }

  /// The external labels, used to tell overloads apart.
  var labels: [String] {
    switch kind {
    case .method(let method): method.parameters.map(\.label)
    case .property: []
    case .subscript(let item): item.parameters.map(\.label)
    case .initializer(let initializer): initializer.parameters.map(\.label)
    }
  }
}

/// How a requirement throws.
package enum ThrowsKind: Equatable, Sendable {
  case none
  case untyped
  case typed(String)
  case `rethrows`

  /// The `Failure` argument of the handle: what a stub may throw.
  var failureType: String {
    switch self {
    case .none, .rethrows: "Never"
    case .untyped: "any Error"
    case .typed(let type): type
    }
  }

  /// The clause in the witness's signature.
  var clause: String {
    switch self {
    case .none: ""
    case .untyped: " throws"
    case .typed(let type): " throws(\(type))"
    case .rethrows: " rethrows"
    }
  }

  /// Whether calling the handle needs `try`.
  var needsTry: Bool {
    switch self {
    case .none, .rethrows: false
    case .untyped, .typed: true
    }
  }
}

/// A parameter of a method, subscript or initializer.
package struct Parameter: Equatable, Sendable {
  /// The external label; `_` for none.
  package var label: String
  /// The internal name used in the witness body (never `_`).
  package var name: String
  /// The type as written, such as `inout Int`, `String...` or `@escaping (Bool) -> Void`.
  package var declaredType: String
  /// The type of this argument inside the handle's `Arguments` tuple, such as `Int`, `[String]`,
  /// `(Bool) -> Void`, `Any` for types mentioning a generic parameter of the method.
  package var storageType: String
  /// How the witness passes the argument into the recorded tuple, such as `name`,
  /// `NonEscapingClosure()` for a closure that cannot be stored.
  package var recordedExpression: String
  /// How the witness passes the argument to the real object, such as `name` or `&name`.
  package var forwardedExpression: String
  /// Whether the parameter is variadic, which rules out forwarding.
  package var isVariadic: Bool
  /// Whether the parameter is `consuming` or `borrowing`: recorded as `NoncopyableArgument()`,
  /// and the call is not forwarded.
  package var isOwned: Bool
  /// The default value as written, such as `.shared`, or `nil`. Class doubles repeat it in their
  /// initializers and overrides; protocol requirements cannot have one.
  package var defaultValue: String? = nil

  /// Whether the witness can pass the parameter on to a real object.
  var canForward: Bool { !isVariadic && !isOwned }

  /// Creates a parameter.
  package init(
    label: String,
    name: String,
    declaredType: String,
    storageType: String,
    recordedExpression: String,
    forwardedExpression: String,
    isVariadic: Bool = false,
    isOwned: Bool = false
  ) {
    self.label = label
    self.name = name
    self.declaredType = declaredType
    self.storageType = storageType
    self.recordedExpression = recordedExpression
    self.forwardedExpression = forwardedExpression
    self.isVariadic = isVariadic
    self.isOwned = isOwned
  }

  /// The parameter as declared in a method's or initializer's witness: `label name: Type`.
  var declaration: String { declaration(spellingLabel: false) }

  /// The parameter as a handle's documentation shows it: as declared, but a label that is also
  /// the name is written once and bare (`as: Int.Type`), since the text sits in a code span.
  var documentedDeclaration: String { label == name ? "\(label): \(declaredType)" : declaration }

  /// The parameter as declared in a subscript's witness, where a label is written only when it
  /// precedes the name (`key key: String`).
  var subscriptDeclaration: String { declaration(spellingLabel: label != "_") }

  /// The parameter as an override or an initializer of a class double declares it: with its
  /// default value.
  var declarationWithDefault: String { declaration + (defaultValue.map { " = \($0)" } ?? "") }

  private func declaration(spellingLabel: Bool) -> String {
    let escapedName = Keywords.escaped(name)
    let writtenLabel = Keywords.reservedInArgumentLabels.contains(label) ? "`\(label)`" : label
    // A label that is also the name is written once (backticked if it is a keyword): writing
    // `in in: T` would draw a warning.
    if label == name && !spellingLabel { return "\(escapedName): \(declaredType)" }
    return "\(writtenLabel) \(escapedName): \(declaredType)"
  }
}

/// A method requirement.
package struct Method: Equatable, Sendable {
  /// The name, as written (backticks kept).
  package var name: String
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, such as ` where T: Sendable`, or `""`.
  package var whereClause: String
  /// Whether it is `async`.
  package var isAsync: Bool
  /// How it throws.
  package var throwsKind: ThrowsKind
  /// The return type as written, or `nil` for `Void`.
  package var returnType: String?
  /// The handle's `Result` type: the return type, `Void`, the double's name for `Self`, or
  /// `Any` when it mentions a generic parameter of the method.
  package var resultStorageType: String
  /// Whether the result is erased to `Any` and must be cast back in the witness.
  package var castsResult: Bool
  /// Whether it is `static` (or `class`).
  package var isStatic: Bool
  /// Whether it is `mutating`.
  package var isMutating: Bool
  /// `prefix` or `postfix` for an operator requirement that has one, else `nil`.
  package var fixity: String?
  /// Whether the requirement mentions `Self`, which rules out forwarding to an existential.
  package var mentionsSelf: Bool
  /// The expression a relaxed double answers with when the result type has no default of its
  /// own, such as a finished `AsyncStream<Int>` for `any AsyncSequence<Int, Never>`; else `nil`.
  package var relaxedAnswer: String? = nil

  /// Creates a method requirement.
  package init(
    name: String,
    parameters: [Parameter] = [],
    genericClause: String = "",
    whereClause: String = "",
    isAsync: Bool = false,
    throwsKind: ThrowsKind = .none,
    returnType: String? = nil,
    resultStorageType: String = "Void",
    castsResult: Bool = false,
    isStatic: Bool = false,
    isMutating: Bool = false,
    mentionsSelf: Bool = false
  ) {
    self.name = name
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.isAsync = isAsync
    self.throwsKind = throwsKind
    self.returnType = returnType
    self.resultStorageType = resultStorageType
    self.castsResult = castsResult
    self.isStatic = isStatic
    self.isMutating = isMutating
    self.mentionsSelf = mentionsSelf
  }
}

/// A property requirement.
package struct Property: Equatable, Sendable {
  /// The name, as written (backticks kept).
  package var name: String
  /// The type as written, such as `String?` or `Int!`.
  package var type: String
  /// The handle's value type (`Int?` for `Int!`, the double's name for `Self`).
  package var storageType: String
  /// Whether it has a setter (`{ get set }`).
  package var hasSetter: Bool
  /// Whether it is `static` (or `class`).
  package var isStatic: Bool
  /// `get async`, `get throws`: such a property has a method handle and no setter.
  package var isAsync: Bool
  /// How it throws.
  package var throwsKind: ThrowsKind
  /// Whether it mentions `Self`, which an existential cannot forward.
  package var mentionsSelf: Bool
  /// The expression a relaxed double answers reads with when the type has no default of its
  /// own; see ``Method/relaxedAnswer``.
  package var relaxedAnswer: String? = nil

  /// Creates a property requirement.
  package init(
    name: String,
    type: String,
    storageType: String,
    hasSetter: Bool = false,
    isStatic: Bool = false,
    isAsync: Bool = false,
    throwsKind: ThrowsKind = .none,
    mentionsSelf: Bool = false
  ) {
    self.name = name
    self.type = type
    self.storageType = storageType
    self.hasSetter = hasSetter
    self.isStatic = isStatic
    self.isAsync = isAsync
    self.throwsKind = throwsKind
    self.mentionsSelf = mentionsSelf
  }

  /// Whether reads are effectful, which needs a method handle instead of a property handle.
  var isEffectful: Bool { isAsync || throwsKind != .none }
}

/// A subscript requirement.
package struct Subscript: Equatable, Sendable {
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, with a leading space, or `""`.
  package var whereClause: String
  /// The return type as the witness declares it (`Self` spelled as the double), or `nil` for `Void`.
  package var returnType: String
  /// The handle's `Result` type: the return type, or `Any` when it mentions a generic parameter.
  package var resultStorageType: String
  /// Whether it has a setter (`{ get set }`).
  package var hasSetter: Bool
  /// Whether it is `static` (or `class`).
  package var isStatic: Bool
  /// Whether it mentions `Self`, which an existential cannot forward.
  package var mentionsSelf: Bool

  /// Creates a subscript requirement.
  package init(
    parameters: [Parameter],
    genericClause: String = "",
    whereClause: String = "",
    returnType: String,
    resultStorageType: String,
    hasSetter: Bool = false,
    isStatic: Bool = false,
    mentionsSelf: Bool = false
  ) {
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.returnType = returnType
    self.resultStorageType = resultStorageType
    self.hasSetter = hasSetter
    self.isStatic = isStatic
    self.mentionsSelf = mentionsSelf
  }
}

/// An initializer requirement.
package struct Initializer: Equatable, Sendable {
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, with a leading space, or `""`.
  package var whereClause: String
  /// `init?` or `init!`: the double's initializer never fails, which satisfies both.
  package var isFailable: Bool
  /// Whether it is `async`.
  package var isAsync: Bool
  /// How it throws.
  package var throwsKind: ThrowsKind

  /// Creates an initializer requirement.
  package init(
    parameters: [Parameter],
    genericClause: String = "",
    whereClause: String = "",
    isFailable: Bool = false,
    isAsync: Bool = false,
    throwsKind: ThrowsKind = .none
  ) {
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.isFailable = isFailable
    self.isAsync = isAsync
    self.throwsKind = throwsKind
  }
}

extension Method {
  /// Whether the requirement is an operator, such as `==`.
  var isOperator: Bool { HandleNaming.identifier(for: name) != name }
}

extension String {
  var withoutBackticks: String { filter { $0 != "`" } }
}

extension Member {
  /// Whether the requirement is `static` (or `class`).
  var isStatic: Bool {
    switch kind {
    case .method(let method): method.isStatic
    case .property(let property): property.isStatic
    case .subscript(let item): item.isStatic
    case .initializer: false
    }
  }
}
