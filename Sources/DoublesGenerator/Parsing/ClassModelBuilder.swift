import SwiftSyntax

/// Reads a class declaration into a ``ClassModel``.
///
/// Pure: the same syntax always gives the same model. Members a subclass cannot override are
/// kept in ``ClassModel/keptMembers``; a class that cannot be subclassed at all gives
/// ``GeneratorDiagnostic``s and no model.
package enum ClassModelBuilder {
  /// Builds the model of `declaration`, or the diagnostics that explain why it cannot be doubled.
  package static func build(
    _ declaration: ClassDeclSyntax
  ) -> (model: ClassModel?, diagnostics: [GeneratorDiagnostic]) {
    let name = declaration.name.text
    if let final = declaration.modifiers.first(where: { $0.name.tokenKind == .keyword(.final) }) {
      return (
        nil,
        [
          GeneratorDiagnostic(
            .classCannotBeSubclassed,
            "'\(name)' is final, so @Doubled cannot write a subclass double of it; "
              + "put a protocol in front of it and attach @Doubled to the protocol",
            at: final, fixIt: extractProtocol(declaration))
        ]
      )
    }
    var model = ClassModel(name: name)
    model.accessLevel = DeclarationReading.accessLevel(declaration.modifiers)
    model.globalActor = DeclarationReading.globalActor(declaration.attributes)
    model.availability = DeclarationReading.availability(declaration.attributes)
    model.isNonisolated = DeclarationReading.isNonisolated(declaration.modifiers)
    model.isUncheckedSendable =
      declaration.inheritanceClause?.inheritedTypes.contains { inherited in
        guard let attributed = inherited.type.as(AttributedTypeSyntax.self) else { return false }
        let isUnchecked = attributed.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.sourceText == "unchecked"
        }
        return isUnchecked && attributed.baseType.sourceText.hasSuffix("Sendable")
      } ?? false
    model.genericClause = declaration.genericParameterClause?.sourceText ?? ""
    model.genericParameters = declaration.genericParameterClause?.parameters.map(\.name.text) ?? []
    model.whereClause = declaration.genericWhereClause.map { " " + $0.sourceText } ?? ""

    let context = TypeContext(associatedTypes: [])
    collect(declaration.memberBlock.members, into: &model, context: context)
    if let declared = declaredInitializers(of: declaration) {
      model.initializers = declared
    } else {
      // It inherits its superclass's initializers; the command finds them when the superclass is
      // among the files it reads, and `init()` stands for them until then.
      model.initializers = [ClassInitializer(Initializer(parameters: []))]
      model.inheritsInitializers = true
      model.superclass = possibleSuperclass(of: declaration)
      model.callsImplicitInitializer = isRootClass(declaration)
    }
    if model.initializers.isEmpty {
      return (
        nil,
        [
          GeneratorDiagnostic(
            .classCannotBeSubclassed,
            "'\(name)' has no initializer a subclass can call (its designated initializers are private), "
              + "so @Doubled cannot write a subclass double of it; "
              + "put a protocol in front of it and attach @Doubled to the protocol",
            at: declaration.name, fixIt: extractProtocol(declaration))
        ]
      )
    }
    return (model, [])
  }

  /// Collects the members the double overrides or keeps; initializers are read by
  /// ``declaredInitializers(of:)``.
  private static func collect(_ members: MemberBlockItemListSyntax, into model: inout ClassModel, context: TypeContext)
  {
    IfConfigConditions.forEachDeclaration(in: members) { decl, conditions in
      // `private(set)` limits the setter only: the builder reads it from the binding.
      guard let modifiers = overridableModifiers(of: decl)?.filter({ $0.detail == nil }) else { return }
      let kept = reasonToKeep(decl, modifiers: modifiers.map(\.name.text), context: context)
      if let kept {
        // Private members are no one else's business: the double's documentation leaves them out.
        if kept != "private" { model.keptMembers.append(KeptMember(summary(of: decl), reason: kept)) }
        return
      }
      let access = DeclarationReading.accessLevel(modifiers)
      let repeated = modifiers.map(\.name.text).filter { $0 == "nonisolated" }
      let attributes = DeclarationReading.witnessAttributes(decl)
      func add(_ kind: Member.Kind) {
        model.overrides.append(
          Override(
            Member(kind, conditions: conditions, attributes: attributes), accessLevel: access, modifiers: repeated))
      }
      if let function = decl.as(FunctionDeclSyntax.self) {
        add(.method(DeclarationReading.method(function, context)))
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for (binding, property) in properties(variable, context) {
          guard let property else {
            model.keptMembers.append(
              KeptMember("var \(binding.pattern.sourceText)", reason: "its type is not written"))
            continue
          }
          add(.property(property))
        }
      } else if let item = decl.as(SubscriptDeclSyntax.self) {
        add(.subscript(DeclarationReading.subscriptRequirement(item, context)))
      }
    }
  }

  /// `initializer` as a subclass double passes through to it, or `nil` when it is a convenience
  /// initializer or one a subclass cannot call.
  private static func designated(
    _ initializer: InitializerDeclSyntax, conditions: [String], context: TypeContext
  ) -> ClassInitializer? {
    let modifiers = initializer.modifiers.map(\.name.text)
    guard !modifiers.contains("convenience"), !isHidden(modifiers) else { return nil }
    var designated = ClassInitializer(
      DeclarationReading.initializerRequirement(initializer, context),
      isRequired: modifiers.contains("required"),
      accessLevel: DeclarationReading.accessLevel(initializer.modifiers),
      conditions: conditions)
    if designated.accessLevel == .open { designated.accessLevel = .public }
    return designated
  }

  /// The designated initializers `declaration` declares, which a subclass that declares none
  /// inherits; `nil` when it declares no designated initializer (it then inherits its
  /// superclass's, or has `init()`).
  package static func declaredInitializers(of declaration: ClassDeclSyntax) -> [ClassInitializer]? {
    let context = TypeContext(associatedTypes: [])
    var sawDesignated = false
    var initializers: [ClassInitializer] = []
    IfConfigConditions.forEachDeclaration(in: declaration.memberBlock.members) { decl, conditions in
      guard let initializer = decl.as(InitializerDeclSyntax.self),
        !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
      else { return }
      sawDesignated = true
      if let designated = designated(initializer, conditions: conditions, context: context) {
        initializers.append(designated)
      }
    }
    return sawDesignated ? initializers : nil
  }

  /// Whether `declaration` has no superclass: its inheritance clause is empty, or starts with a
  /// protocol Doubles knows (`Sendable`). (Any other first type may be a class.)
  package static func isRootClass(_ declaration: ClassDeclSyntax) -> Bool {
    guard let first = declaration.inheritanceClause?.inheritedTypes.first else { return true }
    return KnownParent.named(first.type.sourceText) != nil
  }

  /// The first type of `declaration`'s inheritance clause, which is its superclass if it has
  /// one; `nil` for a generic one (`Base<Int>`), whose initializers would need its arguments.
  package static func possibleSuperclass(of declaration: ClassDeclSyntax) -> String? {
    guard let type = declaration.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self),
      type.genericArgumentClause == nil
    else { return nil }
    return type.name.text
  }

  /// The modifiers of a declaration a subclass could override, or `nil` for declarations that
  /// are not members to double (nested types, type aliases, `deinit`).
  private static func overridableModifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
    decl.as(FunctionDeclSyntax.self)?.modifiers
      ?? decl.as(VariableDeclSyntax.self)?.modifiers
      ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
  }

  private static func isHidden(_ modifiers: [String]) -> Bool {
    modifiers.contains("private") || modifiers.contains("fileprivate")
  }

  /// Why a member cannot be overridden, or `nil` when it can.
  private static func reasonToKeep(_ decl: DeclSyntax, modifiers: [String], context: TypeContext) -> String? {
    if modifiers.contains("final") { return "final" }
    if modifiers.contains("static") || modifiers.contains("class") { return "a type member" }
    if isHidden(modifiers) { return "private" }
    if modifiers.contains("weak") || modifiers.contains("unowned") {
      return "a weak or unowned reference, which the double would keep alive"
    }
    if let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) {
      return "a constant"
    }
    if decl.firstDescendant(ofType: SomeOrAnyTypeSyntax.self).map(isOpaqueResult) == true {
      return "an opaque result type"
    }
    if context.mentionsSelf(decl) { return "it names Self" }
    return nil
  }

  /// Whether a `some` type is the result of a member, which an override cannot restate.
  private static func isOpaqueResult(_ type: SomeOrAnyTypeSyntax) -> Bool {
    guard type.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
    var node = Syntax(type)
    while let parent = node.parent {
      if parent.is(ReturnClauseSyntax.self) || parent.is(TypeAnnotationSyntax.self) { return true }
      if parent.is(FunctionParameterSyntax.self) { return false }
      node = parent
    }
    return false
  }

  /// The properties a `var` declares, or `nil` for a binding whose type is not written and
  /// cannot be told from a literal.
  private static func properties(
    _ variable: VariableDeclSyntax, _ context: TypeContext
  ) -> [(PatternBindingSyntax, Property?)] {
    let setterIsHidden = variable.modifiers.contains {
      $0.detail?.detail.text == "set" && ["private", "fileprivate"].contains($0.name.text)
    }
    return variable.bindings.map { binding in
      guard binding.pattern.is(IdentifierPatternSyntax.self) else { return (binding, nil) }
      var annotated = binding
      if annotated.typeAnnotation == nil {
        guard let type = literalType(of: binding.initializer?.value) else { return (binding, nil) }
        annotated.typeAnnotation = TypeAnnotationSyntax(type: IdentifierTypeSyntax(name: .identifier(type)))
      }
      let single = variable.with(\.bindings, [annotated.with(\.trailingComma, nil)])
      guard var property = DeclarationReading.properties(single, context).first else { return (binding, nil) }
      property.hasSetter = hasSetter(binding) && !setterIsHidden
      return (binding, property)
    }
  }

  /// Whether a `var` binding can be written: a stored property, or a computed one with `set`.
  private static func hasSetter(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: return true
    case .getter: return false
    case .accessors(let accessors):
      let kinds = accessors.map(\.accessorSpecifier.tokenKind)
      if kinds.contains(.keyword(.set)) { return true }
      // Observers (`didSet`, `willSet`) belong to a stored property.
      return !kinds.contains(.keyword(.get)) && !kinds.contains(.keyword(._read))
    }
  }

  /// The type of a stored property's initial value when it is a plain literal or `Type()`.
  private static func literalType(of value: ExprSyntax?) -> String? {
    guard let value else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let call = value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true
    {
      return callee.baseName.text
    }
    return nil
  }

  /// A member as the double's documentation lists it: its declaration without body or attributes.
  private static func summary(of decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) {
      return function.with(\.attributes, []).with(\.body, nil).sourceText.collapsingWhitespace
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      let modifiers = variable.modifiers.map(\.name.text) + [variable.bindingSpecifier.text]
      let names = variable.bindings.map { $0.pattern.sourceText }.joined(separator: ", ")
      return modifiers.joined(separator: " ") + " " + names
    }
    if let item = decl.as(SubscriptDeclSyntax.self) {
      let modifiers = item.modifiers.map { $0.name.text + " " }.joined()
      return "\(modifiers)subscript\(item.parameterClause.sourceText) -> \(item.returnClause.type.sourceText)"
    }
    return decl.sourceText
  }
}

extension String {
  /// The text with each run of spaces and line breaks made one space.
  var collapsingWhitespace: String {
    split(whereSeparator: { $0 == " " || $0.isNewline }).joined(separator: " ")
  }
}
