import SwiftSyntax

/// How the builder reads a protocol's requirements: each member of its body into the model, and
/// the `where` clauses and parents' requirements that constrain its types.
extension ProtocolModelBuilder {
  /// Adds each requirement of `members` to `model`, under the `#if` conditions it is declared in,
  /// or a diagnostic for one no double can answer (a named opaque result, `hash(into:)` where a
  /// parent the macro cannot see may be `Hashable`).
  static func collect(
    _ members: MemberBlockItemListSyntax,
    into model: inout ProtocolModel,
    context: TypeContext,
    hashing: Hashing,
    diagnostics: inout [GeneratorDiagnostic]
  ) {
    IfConfigConditions.forEachDeclaration(in: members) { decl, conditions in
      if let opaque = namedOpaqueResult(of: decl) {
        diagnostics.append(
          GeneratorDiagnostic(
            .unsupportedRequirement,
            "a named opaque result type ('\(opaque.sourceText)') cannot be written in a double; "
              + "return 'some' or a generic parameter of the method instead",
            at: opaque))
        return
      }
      let attributes = DeclarationReading.witnessAttributes(decl) + DeclarationReading.isolationModifiers(decl)
      let kind: Member.Kind?
      if hashing != .recorded, let function = decl.as(FunctionDeclSyntax.self), isHashInto(function) {
        guard hashing == .unseenParents else { return }
        diagnostics.append(
          GeneratorDiagnostic(
            .unsupportedRequirement,
            "'hash(into:)' is Hashable's if a protocol this one refines is Hashable, and @Doubled sees only this "
              + "protocol: refine Hashable here too, for a double that hashes by identity, or double it with the "
              + "'doubles' command or plug-in, which read the parents",
            at: function.name))
        return
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        kind = .method(DeclarationReading.method(function, context))
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for property in DeclarationReading.properties(variable, context) {
          model.members.append(Member(.property(property), conditions: conditions, attributes: attributes))
        }
        kind = nil
      } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
        kind = .subscript(DeclarationReading.subscriptRequirement(subscriptDecl, context))
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        kind = .initializer(DeclarationReading.initializerRequirement(initializer, context))
      } else {
        kind = nil
      }
      if let kind {
        model.members.append(Member(kind, conditions: conditions, attributes: attributes))
      }
    }
  }

  /// How a protocol's `hash(into:)` requirement is answered.
  enum Hashing {
    /// By identity, as `Hashable`'s, which the protocol refines: the requirement is left out.
    case identity
    /// Recorded, like any requirement.
    case recorded
    /// Neither, in the macro: a parent it cannot see may be `Hashable`.
    case unseenParents
  }

  /// Whether `function` is `func hash(into: inout Hasher)`, `Hashable`'s requirement.
  static func isHashInto(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = function.signature.parameterClause.parameters
    return function.name.text == "hash" && parameters.count == 1 && parameters.first?.firstName.text == "into"
      && function.signature.returnClause == nil
  }

  /// The named opaque result type (`-> <T: Collection> T`) of a requirement, if it has one. The
  /// parser reads one only as the whole type of a result or of a property.
  static func namedOpaqueResult(of decl: DeclSyntax) -> NamedOpaqueReturnTypeSyntax? {
    let types: [TypeSyntax?]
    if let function = decl.as(FunctionDeclSyntax.self) {
      types = [function.signature.returnClause?.type]
    } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
      types = [subscriptDecl.returnClause.type]
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      types = variable.bindings.map { $0.typeAnnotation?.type }
    } else {
      types = []
    }
    return types.lazy.compactMap { $0?.as(NamedOpaqueReturnTypeSyntax.self) }.first
  }

  /// The requirements of a `where` clause that pin an associated type of a parent
  /// (`where Key == Int`, `where Int == Key`, `where Self.Key == User`), as
  /// ``requirements(_:_:)`` writes them. Any other requirement on a parent's associated type
  /// (`where Key: Hashable`, `where Key.ID == Int`) leaves the type to the double, which the
  /// macro cannot name: a diagnostic says so. The protocol's own associated types and those of
  /// the standard-library parents a rule answers (`known`, such as `RawValue`) are the double's
  /// to state, as is `Self`.
  static func parentTypeRequirements(
    _ clause: GenericWhereClauseSyntax?, name: String, _ context: TypeContext, known: Set<String>,
    _ diagnostics: inout [GeneratorDiagnostic]
  ) -> Set<String> {
    func isDoubles(_ type: String) -> Bool {
      let first = firstName(of: type)
      return first == "Self" || context.associatedTypes.contains(first) || known.contains(first)
    }
    var pins: Set<String> = []
    for item in clause?.requirements ?? [] {
      let subject: String
      var isPin = false
      switch item.requirement {
      case .sameTypeRequirement(let sameType):
        let sides = [sameType.leftType.sourceText, sameType.rightType.sourceText].map(withoutSelf)
        guard !sides.contains(where: isDoubles) else { continue }
        // `where Key == Int` and `where Int == Key` pin the same type: the pinned side is a bare
        // name that is not a type Swift or Foundation declares; the left one when both are.
        func isBareName(_ side: String) -> Bool { !side.contains(".") && !readsAsConcrete(side) }
        subject = !isBareName(sides[0]) && isBareName(sides[1]) ? sides[1] : sides[0]
        // `where Key.ID == Int` leaves `Key` to the double.
        isPin = isBareName(subject)
      case .conformanceRequirement(let conformance):
        subject = withoutSelf(conformance.leftType.sourceText)
        guard !isDoubles(subject) else { continue }
      default:
        continue
      }
      if isPin {
        pins.insert(context.withoutSelfPrefix(item.requirement.sourceText))
      } else {
        diagnostics.append(
          GeneratorDiagnostic(
            .unsupportedRequirement,
            "'\(name)' constrains '\(subject)', an associated type of a protocol it refines, without pinning it, "
              + "and @Doubled sees only this protocol: it doubles a protocol that pins each associated type it "
              + "inherits ('where \(firstName(of: subject)) == SomeType'); double it with the 'doubles' command or "
              + "plug-in, which read the parent",
            at: item))
      }
    }
    return pins
  }

  /// `Key` of `Self.Key`; `Self` itself stays.
  static func withoutSelf(_ type: String) -> String {
    type.hasPrefix("Self.") ? String(type.dropFirst(5)) : type
  }

  /// `Key` of `Key.ID`.
  static func firstName(of type: String) -> String {
    type.split(separator: ".").first.map(String.init) ?? type
  }

  static func requirements(_ clause: GenericWhereClauseSyntax?, _ context: TypeContext) -> [String] {
    clause?.requirements.map { context.withoutSelfPrefix($0.requirement.sourceText) } ?? []
  }
}
