/// How a double writes the types of what it doubles: one rule for protocol, class and
/// closure-struct doubles, applied to every type a model holds through `mappingTypes`.
///
/// A double is declared outside the scope of what it doubles, so it qualifies the names that
/// scope declares (`Request` becomes `ListOrders.Request`); and it is a concrete type, so `Self`
/// in a signature becomes the double (or, in a struct's closure, the struct). The planner
/// qualifies a nested protocol's names, which only the files read together tell; each emitter
/// spells `Self`, and a struct's own nested names, which its declaration tells.
package struct TypeSpelling: Sendable {
  /// The names written qualified wherever a type names them, such as
  /// `["Request": "ListOrders.Request"]`.
  package var qualifiedNames: [String: String]
  /// What `Self` in a signature becomes, or `nil` to keep `Self`.
  package var selfType: String?

  /// A spelling that qualifies `qualifiedNames` and writes `Self` in signatures as `selfType`.
  package init(qualifiedNames: [String: String] = [:], selfType: String? = nil) {
    self.qualifiedNames = qualifiedNames
    self.selfType = selfType
  }

  /// Whether the spelling leaves every type as it is.
  var isIdentity: Bool { qualifiedNames.isEmpty && selfType == nil }

  /// `type`, found at `position`, as the double writes it.
  package func spell(_ type: String, at position: TypePosition) -> String {
    var names = qualifiedNames
    if let selfType, position == .signature, type.includes("Self") { names["Self"] = selfType }
    guard !names.isEmpty else { return type }
    return TypeText.replacingNames(in: type, names)
  }
}

extension ProtocolModel {
  /// The model with each type written as `spelling` says.
  package func spelled(_ spelling: TypeSpelling) -> ProtocolModel {
    spelling.isIdentity ? self : mappingTypes(spelling.spell)
  }
}

extension ClassModel {
  /// The model with each type of its overrides and initializers written as `spelling` says.
  package func spelled(_ spelling: TypeSpelling) -> ClassModel {
    spelling.isIdentity ? self : mappingTypes(spelling.spell)
  }
}

extension ClosureStructModel {
  /// The model with each type of its closures written as `spelling` says.
  package func spelled(_ spelling: TypeSpelling) -> ClosureStructModel {
    spelling.isIdentity ? self : mappingTypes(spelling.spell)
  }
}
