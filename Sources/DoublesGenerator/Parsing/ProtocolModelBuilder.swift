import SwiftSyntax

/// Reads a protocol declaration into a ``ProtocolModel``.
///
/// Pure: the same syntax always gives the same model. Shapes that cannot be doubled give
/// ``GeneratorDiagnostic``s and no model.
package enum ProtocolModelBuilder {
  /// Parent protocols a double satisfies without answering anything: doubles are `Sendable`,
  /// `TestDouble` gives them identity equality and hashing, and the others have no requirements
  /// (or, `LocalizedError`, defaults for all of them).
  static let parentsNeedingNoAnswer: Set<String> = [
    "Sendable", "Equatable", "Hashable", "Error", "SendableMetatype", "LocalizedError", "Foundation.LocalizedError",
  ]

  /// Builds the model of `declaration`, or the diagnostics that explain why it cannot be doubled.
  package static func build(
    _ declaration: ProtocolDeclSyntax
  ) -> (model: ProtocolModel?, diagnostics: [GeneratorDiagnostic]) {
    var diagnostics: [GeneratorDiagnostic] = []
    let name = declaration.name.text
    var model = ProtocolModel(name: name)
    model.accessLevel = accessLevel(declaration.modifiers)
    model.globalActor = globalActor(declaration.attributes)
    model.isNonisolated = isNonisolated(declaration.modifiers)

    var synthesized: [Property] = []
    // `protocol C: A & B` refines A and B, as `protocol C: A, B` does.
    let inheritedTypes = (declaration.inheritanceClause?.inheritedTypes ?? []).flatMap { inherited in
      inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
    }
    for inheritedType in inheritedTypes {
      let parent = inheritedType.sourceText
      switch parent.hasPrefix("Swift.") ? String(parent.dropFirst(6)) : parent {
      case "AnyObject", "class": model.isClassBound = true
      case "Actor", "_Concurrency.Actor":
        model.isActorBound = true
        model.isClassBound = true
      case let name where parentsNeedingNoAnswer.contains(name):
        break
      case "CustomStringConvertible":
        synthesized.append(Property(name: "description", type: "String", storageType: "String"))
      case "CustomDebugStringConvertible":
        synthesized.append(Property(name: "debugDescription", type: "String", storageType: "String"))
      default:
        guard inheritedType.is(IdentifierTypeSyntax.self),
          inheritedType.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil
        else {
          diagnostics.append(
            GeneratorDiagnostic(
              .unknownParentProtocol,
              "'\(name)' refines '\(parent)', which @Doubled cannot answer for: a doubled protocol may refine "
                + "AnyObject, Actor, Sendable, Equatable, Hashable, Error, LocalizedError, CustomStringConvertible, "
                + "CustomDebugStringConvertible and other @Doubled protocols",
              at: inheritedType))
          continue
        }
        model.parents.append(parent)
      }
    }

    let associated = declaration.memberBlock.members.compactMap {
      $0.decl.as(AssociatedTypeDeclSyntax.self)
    }
    let context = TypeContext(
      doubleType: doubleType(name, associated.map(\.name.text)),
      associatedTypes: Set(associated.map(\.name.text))
    )
    for item in associated {
      // An isolated conformance (`Key: @MainActor Hashable`) constrains the protocol, not the
      // double's generic parameter, where the attribute would not even parse.
      let constraint = item.inheritanceClause?.inheritedTypes
        .map { ($0.type.as(AttributedTypeSyntax.self)?.baseType ?? $0.type).trimmedDescription }
        .joined(separator: " & ")
      model.associatedTypes.append(AssociatedType(name: item.name.text, constraint: constraint))
      model.whereRequirements += requirements(item.genericWhereClause, context)
    }
    model.whereRequirements += requirements(declaration.genericWhereClause, context)
    // `protocol IntStore: Store where Key == Int` pins an associated type it inherits: the double
    // would have to inherit the parent's double with the pinned type as its generic argument.
    for item in declaration.genericWhereClause?.requirements ?? [] {
      guard case .sameTypeRequirement(let sameType) = item.requirement, !model.parents.isEmpty else { continue }
      // A side that starts with one of the protocol's own associated types (`Key.ID == Int`)
      // constrains that type, which the double declares; only a pin of an inherited one is refused.
      let sides = [sameType.leftType.trimmedDescription, sameType.rightType.trimmedDescription]
        .map(context.withoutSelfPrefix)
      let startsWithOwnType = sides.contains { side in
        let first = side.split(separator: ".").first.map(String.init) ?? side
        return associated.contains { $0.name.text == first }
      }
      guard !startsWithOwnType else { continue }
      let pinned = sides[0]
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedRequirement,
          "'\(name)' pins '\(pinned)', an associated type of a protocol it refines, to "
            + "'\(sameType.rightType.trimmedDescription)', and a double cannot inherit that yet; declare the "
            + "requirements in a protocol without the pin, or double the protocol it refines",
          at: sameType))
    }

    collect(
      declaration.memberBlock.members, into: &model, context: context,
      diagnostics: &diagnostics)
    // The parents' requirements are nonisolated, whatever isolation the protocol's module gives
    // the witness extension by default (the main actor, in an app module).
    model.members += synthesized.map { Member(.property($0), attributes: ["nonisolated"]) }

    return diagnostics.isEmpty ? (model, []) : (nil, diagnostics)
  }

  private static func collect(
    _ members: MemberBlockItemListSyntax,
    into model: inout ProtocolModel,
    context: TypeContext,
    diagnostics: inout [GeneratorDiagnostic]
  ) {
    IfConfigConditions.forEachDeclaration(in: members) { decl, conditions in
      if let opaque = namedOpaqueResult(of: decl) {
        diagnostics.append(
          GeneratorDiagnostic(
            .unsupportedRequirement,
            "a named opaque result type ('\(opaque.trimmedDescription)') cannot be written in a double; "
              + "return 'some' or a generic parameter of the method instead",
            at: opaque))
        return
      }
      let attributes = witnessAttributes(decl) + isolationModifiers(decl)
      let kind: Member.Kind?
      if let function = decl.as(FunctionDeclSyntax.self), isIdentityHashing(function) {
        diagnostics.append(
          GeneratorDiagnostic(
            .unsupportedRequirement,
            "'hash(into:)' is how every double hashes itself (by identity), so a double cannot record it; "
              + "refine Hashable instead, or give the requirement another name",
            at: function.name))
        return
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        kind = .method(method(function, context))
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for property in properties(variable, context) {
          model.members.append(Member(.property(property), conditions: conditions, attributes: attributes))
        }
        kind = nil
      } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
        kind = .subscript(subscriptRequirement(subscriptDecl, context))
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        kind = .initializer(initializerRequirement(initializer, context))
      } else {
        kind = nil
      }
      if let kind {
        model.members.append(Member(kind, conditions: conditions, attributes: attributes))
      }
    }
  }

  // MARK: - Members

  static func method(_ function: FunctionDeclSyntax, _ outer: TypeContext) -> Method {
    let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
    let context = outer.adding(generics: generics)
    let effects = function.signature.effectSpecifiers
    let returnType = function.signature.returnClause?.type
    var method = Method(name: function.name.text)
    method.parameters = parameters(function.signature.parameterClause.parameters, context)
    method.genericClause = function.genericParameterClause?.sourceText ?? ""
    method.whereClause = function.genericWhereClause.map { " " + $0.sourceText } ?? ""
    method.isAsync = effects?.asyncSpecifier != nil
    method.throwsKind = throwsKind(effects?.throwsClause)
    method.returnType = returnType.map(context.witness)
    if let returnType {
      method.castsResult = context.mentionsGeneric(returnType)
      method.resultStorageType = method.castsResult ? "Any" : context.storage(returnType)
      method.relaxedAnswer = method.castsResult ? nil : finishedStream(for: returnType)
    }
    method.isStatic = isStatic(function.modifiers)
    method.isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    method.fixity = function.modifiers.map(\.name.text).first { $0 == "prefix" || $0 == "postfix" }
    method.mentionsSelf = context.mentionsSelf(function.signature)
    return method
  }

  static func properties(_ variable: VariableDeclSyntax, _ context: TypeContext) -> [Property] {
    variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { return nil }
      var property = Property(name: name, type: context.witness(type), storageType: context.storage(type))
      property.relaxedAnswer = finishedStream(for: type)
      property.isStatic = isStatic(variable.modifiers)
      property.mentionsSelf = context.mentionsSelf(type)
      if case .accessors(let accessors) = binding.accessorBlock?.accessors {
        for accessor in accessors {
          switch accessor.accessorSpecifier.tokenKind {
          case .keyword(.set): property.hasSetter = true
          case .keyword(.get):
            property.isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
            property.throwsKind = throwsKind(accessor.effectSpecifiers?.throwsClause)
          default: break
          }
        }
      }
      return property
    }
  }

  static func subscriptRequirement(_ decl: SubscriptDeclSyntax, _ outer: TypeContext) -> Subscript {
    let generics = Set(decl.genericParameterClause?.parameters.map(\.name.text) ?? [])
    let context = outer.adding(generics: generics)
    let returnType = decl.returnClause.type
    var hasSetter = false
    if case .accessors(let accessors) = decl.accessorBlock?.accessors {
      hasSetter = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
    let castsResult = context.mentionsGeneric(returnType)
    return Subscript(
      parameters: parameters(decl.parameterClause.parameters, context, isSubscript: true),
      genericClause: decl.genericParameterClause?.sourceText ?? "",
      whereClause: decl.genericWhereClause.map { " " + $0.sourceText } ?? "",
      returnType: context.witness(returnType),
      resultStorageType: castsResult ? "Any" : context.storage(returnType),
      hasSetter: hasSetter,
      isStatic: isStatic(decl.modifiers),
      mentionsSelf: context.mentionsSelf(decl.parameterClause) || context.mentionsSelf(returnType)
    )
  }

  static func initializerRequirement(
    _ decl: InitializerDeclSyntax, _ outer: TypeContext
  ) -> Initializer {
    let generics = Set(decl.genericParameterClause?.parameters.map(\.name.text) ?? [])
    let context = outer.adding(generics: generics)
    let effects = decl.signature.effectSpecifiers
    return Initializer(
      parameters: parameters(decl.signature.parameterClause.parameters, context),
      genericClause: decl.genericParameterClause?.sourceText ?? "",
      whereClause: decl.genericWhereClause.map { " " + $0.sourceText } ?? "",
      isFailable: decl.optionalMark != nil,
      isAsync: effects?.asyncSpecifier != nil,
      throwsKind: throwsKind(effects?.throwsClause)
    )
  }

  /// The parameters of a requirement. A subscript's parameters have no label unless one is
  /// written before the name.
  static func parameters(
    _ list: FunctionParameterListSyntax, _ context: TypeContext, isSubscript: Bool = false
  ) -> [Parameter] {
    list.enumerated().map { index, parameter in
      let label = isSubscript && parameter.secondName == nil ? "_" : parameter.firstName.text.withoutBackticks
      var name = (parameter.secondName ?? parameter.firstName).text.withoutBackticks
      if name == "_" { name = "argument\(index + 1)" }
      var result = self.parameter(
        label: label, name: name, type: parameter.type, isVariadic: parameter.ellipsis != nil, context)
      result.defaultValue = parameter.defaultValue?.value.sourceText
      return result
    }
  }

  /// One parameter, of a requirement or of a closure type: how its handle stores it, and how a
  /// witness records it and passes it on.
  static func parameter(
    label: String, name: String, type: TypeSyntax, isVariadic: Bool, _ context: TypeContext
  ) -> Parameter {
    let reference = Keywords.escaped(name)
    let shape = ParameterShape(type)
    var storage = context.mentionsGeneric(type) ? "Any" : shape.storage(in: context)
    if isVariadic && storage != "Any" { storage = "[\(storage)]" }
    var recorded = reference
    var forwarded = reference
    if let function = shape.autoclosure {
      // Recorded as the value it evaluates to, which is what a test wants to see.
      storage = context.storage(function.returnClause.type)
      recorded = "\(reference)()"
      forwarded = "\(reference)()"
    } else if shape.isNonEscapingClosure {
      storage = "NonEscapingClosure"
      recorded = "NonEscapingClosure()"
    } else if shape.isOwned {
      storage = "NoncopyableArgument"
      recorded = "NoncopyableArgument()"
    }
    if shape.isInout { forwarded = "&\(reference)" }
    if storage == "Any" && recorded == reference && shape.isOptional {
      // An optional kept as `Any` must say so, or the compiler warns of an implicit coercion.
      recorded = "\(reference) as Any"
    }
    return Parameter(
      label: label,
      name: name,
      declaredType: context.witness(type) + (isVariadic ? "..." : ""),
      storageType: storage,
      recordedExpression: recorded,
      forwardedExpression: forwarded,
      isVariadic: isVariadic,
      isOwned: shape.isOwned
    )
  }

  // MARK: - Helpers

  /// Whether `function` is `func hash(into: inout Hasher)`, which every double already has.
  private static func isIdentityHashing(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = function.signature.parameterClause.parameters
    return function.name.text == "hash" && parameters.count == 1 && parameters.first?.firstName.text == "into"
      && function.signature.returnClause == nil
  }

  /// A finished stream of the element of `type` when it is `any AsyncSequence<Element, Failure>`
  /// (or `some`, stored as `any`), the relaxed answer of a member that returns one: the
  /// existential has no default value the runtime could find.
  static func finishedStream(for type: TypeSyntax) -> String? {
    guard let existential = type.as(SomeOrAnyTypeSyntax.self) else { return nil }
    let constraint = existential.constraint
    let (name, clause): (String?, GenericArgumentClauseSyntax?) =
      if let sequence = constraint.as(IdentifierTypeSyntax.self) {
        (sequence.name.text, sequence.genericArgumentClause)
      } else if let member = constraint.as(MemberTypeSyntax.self),
        member.baseType.trimmedDescription == "_Concurrency"
      {
        (member.name.text, member.genericArgumentClause)
      } else {
        (nil, nil)
      }
    guard name == "AsyncSequence", let arguments = clause?.arguments, arguments.count == 2,
      let element = arguments.first?.argument.trimmedDescription,
      let failure = arguments.last?.argument.trimmedDescription
    else { return nil }
    switch failure {
    case "Never": return "AsyncStream<\(element)> { $0.finish() }"
    case "any Error", "Error": return "AsyncThrowingStream<\(element), any Error> { $0.finish() }"
    default: return nil
    }
  }

  /// The named opaque result type (`-> <T: Collection> T`) of a requirement, if it has one. The
  /// parser reads one only as the whole type of a result or of a property.
  private static func namedOpaqueResult(of decl: DeclSyntax) -> NamedOpaqueReturnTypeSyntax? {
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

  static func throwsKind(_ clause: ThrowsClauseSyntax?) -> ThrowsKind {
    guard let clause else { return .none }
    if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrows }
    if let type = clause.type {
      switch type.sourceText {
      case "any Error", "Error", "Swift.Error", "any Swift.Error": return .untyped
      // `throws(Never)` does not throw: a witness or override that does not throw satisfies it,
      // and a `try` in its body would draw a warning.
      case "Never", "Swift.Never": return .none
      case let text: return .typed(text)
      }
    }
    return .untyped
  }

  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  static func accessLevel(_ modifiers: DeclModifierListSyntax) -> String? {
    let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
    return modifiers.map(\.name.text).first { levels.contains($0) }
  }

  /// Whether `modifiers` hold `nonisolated`.
  static func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
  }

  static func globalActor(_ attributes: AttributeListSyntax) -> String? {
    for case .attribute(let attribute) in attributes {
      let name = attribute.attributeName.sourceText
      if name == "MainActor" || name.hasSuffix("Actor") { return "@\(name)" }
    }
    return nil
  }

  /// The isolation modifiers of a requirement, which its witness repeats: `nonisolated`,
  /// `nonisolated(nonsending)`.
  static func isolationModifiers(_ decl: DeclSyntax) -> [String] {
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    return modifiers.filter { $0.name.tokenKind == .keyword(.nonisolated) }.map(\.trimmedDescription)
  }

  /// Attributes of a requirement that its witness repeats: availability, global actors and
  /// `@concurrent`.
  static func witnessAttributes(_ decl: DeclSyntax) -> [String] {
    let attributes: AttributeListSyntax? =
      decl.as(FunctionDeclSyntax.self)?.attributes
      ?? decl.as(VariableDeclSyntax.self)?.attributes
      ?? decl.as(SubscriptDeclSyntax.self)?.attributes
      ?? decl.as(InitializerDeclSyntax.self)?.attributes
    var kept: [String] = []
    for case .attribute(let attribute) in attributes ?? [] {
      let name = attribute.attributeName.sourceText
      if name == "available" || name.hasSuffix("Actor") || name == "concurrent" || name == "discardableResult" {
        kept.append(attribute.sourceText)
      }
    }
    return kept
  }

  private static func requirements(_ clause: GenericWhereClauseSyntax?, _ context: TypeContext) -> [String] {
    clause?.requirements.map { context.withoutSelfPrefix($0.requirement.sourceText) } ?? []
  }

  private static func doubleType(_ name: String, _ generics: [String]) -> String {
    generics.isEmpty ? "\(name)Double" : "\(name)Double<\(generics.joined(separator: ", "))>"
  }
}

extension ProtocolModelBuilder {
  /// The diagnostic for `@Doubled` attached to something that is neither a protocol nor a class, with a fix-it
  /// that removes the attribute.
  package static func notAProtocol(_ attribute: AttributeSyntax, on declaration: some SyntaxProtocol)
    -> GeneratorDiagnostic
  {
    GeneratorDiagnostic(
      .notAProtocol,
      "@Doubled can only be attached to a protocol, a class or a struct of closures; put it on the protocol this type conforms to",
      at: attribute,
      fixIt: GeneratorDiagnostic.FixIt(message: "Remove '@Doubled'", node: Syntax(attribute), replacement: "")
    )
  }
}

extension SyntaxProtocol {
  /// The first node of type `T` below this one, in source order.
  func firstDescendant<T: SyntaxProtocol>(ofType type: T.Type) -> T? {
    for child in children(viewMode: .sourceAccurate) {
      if let match = child.as(T.self) ?? child.firstDescendant(ofType: T.self) { return match }
    }
    return nil
  }
}
