/// Where a type's text sits in a model, which decides what a rewrite may change in it.
package enum TypePosition: Equatable, Sendable {
  /// A type of a member's signature: a parameter's, a result's, a property's, a stream's
  /// element. `Self` there is the conforming type.
  case signature
  /// A constraint: a generic clause, a `where` clause, a parent, an associated type's
  /// inheritance clause.
  case constraint
}

/// Every type a model holds, in one place: what the planner qualifies and what the emitter
/// spells `Self` in go through ``mappingTypes(_:)``, so that a field added to a model is added
/// here once (a test fails for a `String` field of a member that is neither mapped nor listed
/// as a name).
extension ProtocolModel {
  /// The model with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> ProtocolModel {
    var copy = self
    copy.parents = parents.map { transform($0, .constraint) }
    copy.whereRequirements = whereRequirements.map { transform($0, .constraint) }
    copy.associatedTypes = associatedTypes.map { type in
      var type = type
      type.constraint = type.constraint.map { transform($0, .constraint) }
      type.pinned = type.pinned.map { transform($0, .constraint) }
      return type
    }
    copy.members = members.map { $0.mappingTypes(transform) }
    return copy
  }
}

extension ClassModel {
  /// The model with `transform` applied to the text of each type of its overrides and
  /// initializers, and of its generic clauses.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> ClassModel {
    var copy = self
    copy.genericClause = transform(genericClause, .constraint)
    copy.whereClause = transform(whereClause, .constraint)
    copy.overrides = overrides.map { item in
      var item = item
      item.member = item.member.mappingTypes(transform)
      return item
    }
    copy.initializers = initializers.map { item in
      var item = item
      item.initializer = item.initializer.mappingTypes(transform)
      return item
    }
    return copy
  }
}

extension ClosureStructModel {
  /// The model with `transform` applied to the text of each type of its closures' methods. A
  /// closure's ``ClosureProperty/type`` is kept as written: documentation shows it as the
  /// struct declares it.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> ClosureStructModel {
    var copy = self
    copy.closures = closures.map { closure in
      var closure = closure
      closure.method = closure.method.mappingTypes(transform)
      return closure
    }
    return copy
  }
}

extension Member {
  /// The member with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> Member {
    var copy = self
    switch kind {
    case .method(let method): copy.kind = .method(method.mappingTypes(transform))
    case .property(let property): copy.kind = .property(property.mappingTypes(transform))
    case .subscript(let item): copy.kind = .subscript(item.mappingTypes(transform))
    case .initializer(let initializer): copy.kind = .initializer(initializer.mappingTypes(transform))
    }
    return copy
  }
}

extension Property {
  /// The property with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> Property {
    var copy = self
    copy.type = transform(type, .signature)
    copy.throwsKind = throwsKind.mappingTypes(transform)
    copy.stream = stream?.mappingTypes(transform)
    return copy
  }
}

/// A member with parameters and generic clauses: a method, a subscript, an initializer.
protocol SignatureMember {
  var parameters: [Parameter] { get set }
  var genericClause: String { get set }
  var whereClause: String { get set }
}

extension Method: SignatureMember {}
extension Subscript: SignatureMember {}
extension Initializer: SignatureMember {}

extension SignatureMember {
  /// The member with `transform` applied to its parameters' types and its generic clauses.
  fileprivate func mappingSignature(_ transform: (String, TypePosition) -> String) -> Self {
    var copy = self
    copy.parameters = parameters.map { $0.mappingTypes(transform) }
    copy.genericClause = transform(genericClause, .constraint)
    copy.whereClause = transform(whereClause, .constraint)
    return copy
  }
}

extension Subscript {
  /// The subscript with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> Subscript {
    var copy = mappingSignature(transform)
    copy.returnType = transform(returnType, .signature)
    return copy
  }
}

extension Initializer {
  /// The initializer with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> Initializer {
    var copy = mappingSignature(transform)
    copy.throwsKind = throwsKind.mappingTypes(transform)
    return copy
  }
}

extension Method {
  /// The method with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> Method {
    var copy = mappingSignature(transform)
    copy.returnType = returnType.map { transform($0, .signature) }
    copy.throwsKind = throwsKind.mappingTypes(transform)
    copy.stream = stream?.mappingTypes(transform)
    return copy
  }
}

extension Parameter {
  /// The parameter with `transform` applied to the text of each of its types.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> Parameter {
    var copy = self
    copy.declaredType = transform(declaredType, .signature)
    copy.valueType = transform(valueType, .signature)
    return copy
  }
}

extension ThrowsKind {
  /// The kind with `transform` applied to the error type of a typed `throws`.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> ThrowsKind {
    switch self {
    case .typed(let type): return .typed(transform(type, .signature))
    case .typedGeneric(let type): return .typedGeneric(transform(type, .signature))
    case .none, .untyped, .rethrows: return self
    }
  }
}

extension StreamResult {
  /// The stream with `transform` applied to its element type.
  package func mappingTypes(_ transform: (String, TypePosition) -> String) -> StreamResult {
    var copy = self
    copy.element = transform(element, .signature)
    return copy
  }
}
