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
  /// The standard-library parent that declares the requirement, such as `CustomStringConvertible`,
  /// when a rule of ``KnownParent`` adds it or the protocol declares it again.
  package var knownParent: String?
  /// Whether the member is no requirement but the elements a double of a collection holds
  /// (``ProtocolModel/fakeCollection``): a handle, which the test sets, and no witness.
  package var holdsFakeElements = false

  /// Creates a member under `conditions`.
  package init(_ kind: Kind, conditions: [String] = [], attributes: [String] = []) {
    self.kind = kind
    self.conditions = conditions
    self.attributes = attributes
  }

  /// The `@available` attributes that deprecate the requirement (or make it unavailable).
  var deprecationAttributes: [String] {
    attributes.filter { $0.hasPrefix("@available") && ($0.contains("deprecated") || $0.contains("unavailable")) }
  }

  /// Whether the requirement is `nonisolated` (`nonisolated(nonsending)` included), in a
  /// protocol isolated to a global actor.
  var isNonisolated: Bool { attributes.contains { $0.hasPrefix("nonisolated") } }

  /// Whether the requirement is deprecated (or unavailable).
  var isDeprecated: Bool { !deprecationAttributes.isEmpty }

  /// The member's name without backticks; `subscript` and `initializer` for those, which have none.
  var baseName: String {
    switch kind {
    case .method(let method): method.name.withoutBackticks
    case .property(let property): property.name.withoutBackticks
    case .subscript: "subscript"
    case .initializer: "initializer"
    }
  }

  /// The parameters; none for a property.
  var parameters: [Parameter] {
    switch kind {
    case .method(let method): method.parameters
    case .property: []
    case .subscript(let item): item.parameters
    case .initializer(let initializer): initializer.parameters
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

extension Member {
  /// Whether the requirement is an initializer.
  var isInitializer: Bool {
    if case .initializer = kind { return true }
    return false
  }

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
