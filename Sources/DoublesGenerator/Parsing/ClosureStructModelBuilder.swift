import SwiftSyntax

/// Reads a struct whose stored properties are closures into a ``ClosureStructModel``.
///
/// Pure: the same syntax always gives the same model. The double builds the struct with its
/// memberwise initializer (or an initializer that takes every closure, such as the one
/// `@DependencyClient` writes), so a stored property the double cannot give a value, or an
/// initializer it cannot call, gives ``GeneratorDiagnostic``s and no model.
package enum ClosureStructModelBuilder {
  /// Names a closure property cannot have in a double, which reaches it as `real?.name` and
  /// `on.name`.
  private static let unreachableNames: Set<String> = ["init", "self", "Self", "Type", "Protocol"]

  /// Builds the model of `declaration`, or the diagnostics that explain why it cannot be doubled.
  package static func build(
    _ declaration: StructDeclSyntax
  ) -> (model: ClosureStructModel?, diagnostics: [GeneratorDiagnostic]) {
    let name = declaration.name.text
    if let generics = declaration.genericParameterClause {
      return (
        nil,
        [
          GeneratorDiagnostic(
            .unsupportedStruct,
            "@Doubled cannot double the generic struct '\(name)'; double a non-generic struct, "
              + "or pass a FunctionDouble's closure for each property",
            at: generics)
        ]
      )
    }
    var model = ClosureStructModel(name: name)
    model.accessLevel = DeclarationReading.accessLevel(declaration.modifiers)
    model.globalActor = DeclarationReading.globalActor(declaration.attributes)
    model.availability = DeclarationReading.availability(declaration.attributes)
    model.isNonisolated = DeclarationReading.isNonisolated(declaration.modifiers)

    model.nestedTypes = nestedTypeNames(declaration).sorted()
    let context = TypeContext(associatedTypes: [])
    var diagnostics: [GeneratorDiagnostic] = []
    // Problems only the memberwise initializer has: an initializer that takes every closure may
    // set these properties itself.
    var memberwiseProblems: [GeneratorDiagnostic] = []
    var initializers: [InitializerDeclSyntax] = []
    IfConfigConditions.forEachDeclaration(in: declaration.memberBlock.members) { decl, conditions in
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        initializers.append(initializer)
        return
      }
      guard let variable = decl.as(VariableDeclSyntax.self), !DeclarationReading.isStatic(variable.modifiers)
      else { return }
      let bindings = Array(variable.bindings)
      for (index, binding) in bindings.enumerated() where isStored(binding) {
        guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks
        else { continue }
        // In `var a, b: () -> Void`, the type is written once, on the last binding.
        let type = bindings[index...].lazy.compactMap(\.typeAnnotation).first?.type
        if let access = DeclarationReading.accessLevel(variable.modifiers), access.isFilePrivate {
          memberwiseProblems.append(
            GeneratorDiagnostic(
              .unsupportedStruct,
              "'\(property)' is \(access), which makes the memberwise initializer of '\(name)' \(access) too, "
                + "so its double cannot call it; make the property internal, or add an initializer that takes "
                + "every closure",
              at: binding.pattern))
        }
        guard let type, let function = closureType(type) else {
          if binding.initializer == nil && !isOptional(type) {
            memberwiseProblems.append(
              GeneratorDiagnostic(
                .unsupportedStruct,
                "'\(property)' is not a closure and has no default value, so the double of '\(name)' cannot make "
                  + "one; give it a default value, or write its type as a function type if it is a closure",
                at: binding.pattern))
          }
          continue
        }
        if let problem = problem(with: variable, binding, property, conditions, in: name) {
          diagnostics.append(problem)
          continue
        }
        model.closures.append(
          ClosureProperty(
            name: property, type: type.singleLineText,
            isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
            method: method(named: property, function, context)
          ))
      }
    }
    if model.closures.isEmpty && diagnostics.isEmpty {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedStruct,
          "'\(name)' has no stored closures, so its double would record nothing; @Doubled doubles protocols, "
            + "classes, and structs whose stored properties are closures (such as dependency clients)",
          at: declaration.name,
          fixIt: declaration.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { DoubledMarker.isDoubled([.attribute($0)]) }
            .map { GeneratorDiagnostic.FixIt(message: "Remove '@Doubled'", node: Syntax($0), replacement: "") }))
    }
    let labels = model.closures.map(\.name)
    if initializers.isEmpty {
      diagnostics += memberwiseProblems
    } else if diagnostics.isEmpty, !initializers.contains(where: { takesEvery(labels, $0) }) {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedStruct,
          "'\(name)' declares initializers but none takes every closure, so it has no memberwise "
            + "initializer for its double to call; add 'init(\(labels.map { "\($0):" }.joined()))', "
            + "or declare the other initializers in an extension",
          at: initializers[0].initKeyword))
    }
    // In the order of the source, as a reader meets them.
    diagnostics.sort { $0.node.position < $1.node.position }
    return diagnostics.isEmpty ? (model, []) : (nil, diagnostics)
  }

  /// Why the closure property `property` cannot be recorded, if it cannot.
  private static func problem(
    with variable: VariableDeclSyntax, _ binding: PatternBindingSyntax, _ property: String, _ conditions: [String],
    in name: String
  ) -> GeneratorDiagnostic? {
    func problem(_ message: String, at node: some SyntaxProtocol) -> GeneratorDiagnostic {
      GeneratorDiagnostic(.unsupportedStruct, message, at: node)
    }
    if variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil {
      return problem(
        "'\(property)' is a 'let' with a value of its own, which no initializer can replace; make it a 'var' "
          + "so that the double of '\(name)' can record its calls",
        at: variable.bindingSpecifier)
    }
    if let lazy = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.lazy) }) {
      return problem(
        "'\(property)' is lazy, which no initializer can set; drop 'lazy' so that the double of '\(name)' can "
          + "record its calls",
        at: lazy)
    }
    if let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
      .first(where: { $0.attributeName.sourceText != "available" })
    {
      return problem(
        "'\(property)' has the attribute '\(attribute.sourceText)', which may change what the "
          + "initializer takes for it, so the double of '\(name)' cannot record its calls; declare the closure "
          + "without it",
        at: attribute)
    }
    if unreachableNames.contains(property) {
      return problem(
        "the double of '\(name)' cannot reach a property named '\(property)'; rename it", at: binding.pattern)
    }
    if !conditions.isEmpty {
      return problem(
        "'\(property)' is declared under '#if', so the initializer the double of '\(name)' calls differs from "
          + "build to build; declare the closure outside '#if'",
        at: binding.pattern)
    }
    return nil
  }

  /// The closure's function type, through attributes (`@Sendable`), parentheses and an
  /// optional: `nil` when `type` is not written as one.
  static func closureType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
    if let function = type.as(FunctionTypeSyntax.self) { return function }
    if let attributed = type.as(AttributedTypeSyntax.self) { return closureType(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return closureType(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return closureType(unwrapped.wrappedType)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      let wrapped = arguments.first?.argument.as(TypeSyntax.self)
    {
      return closureType(wrapped)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.firstName == nil
    {
      return closureType(only.type)
    }
    return nil
  }

  /// Whether `type` is spelled `T?` or `T!`, whose stored property starts as `nil`.
  private static func isOptional(_ type: TypeSyntax?) -> Bool {
    guard let type else { return false }
    return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
  }

  /// The closure as a method named `name`: its parameters are unlabelled, as a closure's call
  /// is, and named as the closure type names them, or `argumentN` where it does not (or where
  /// the name is taken or is `self`).
  private static func method(named name: String, _ function: FunctionTypeSyntax, _ context: TypeContext) -> Method {
    var method = Method(name: name)
    var taken: Set<String> = []
    method.parameters = function.parameters.enumerated().map { index, element in
      var parameterName = (element.secondName ?? element.firstName)?.text.withoutBackticks ?? "_"
      if parameterName == "_" || parameterName == "self" || taken.contains(parameterName) {
        parameterName = "argument\(index + 1)"
      }
      taken.insert(parameterName)
      return DeclarationReading.parameter(
        label: "_", name: parameterName, type: element.type, isVariadic: element.ellipsis != nil, context)
    }
    let effects = function.effectSpecifiers
    method.isAsync = effects?.asyncSpecifier != nil
    method.throwsKind = DeclarationReading.throwsKind(effects?.throwsClause)
    let result = function.returnClause.type
    if !isVoid(result) {
      method.returnType = context.witness(result)
      method.stream = DeclarationReading.streamResult(result)
    }
    return method
  }

  private static func isVoid(_ type: TypeSyntax) -> Bool {
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
  }

  /// Whether the binding stores a value: it has no accessors, or only observers.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: return true
    case .getter: return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }

  /// Whether `initializer` takes an argument for each closure, in order, and no other argument
  /// without a default value.
  static func takesEvery(_ labels: [String], _ initializer: InitializerDeclSyntax) -> Bool {
    let parameters = initializer.signature.parameterClause.parameters
    let taken = parameters.map(\.firstName.text.withoutBackticks).filter(labels.contains)
    let others = parameters.filter { !labels.contains($0.firstName.text.withoutBackticks) }
    return taken == labels && others.allSatisfy { $0.defaultValue != nil }
  }

  /// The names of the types the struct declares inside itself.
  private static func nestedTypeNames(_ declaration: StructDeclSyntax) -> Set<String> {
    var names: Set<String> = []
    IfConfigConditions.forEachDeclaration(in: declaration.memberBlock.members) { decl, _ in
      let typeKinds: [SyntaxKind] = [.structDecl, .enumDecl, .classDecl, .actorDecl, .typeAliasDecl, .protocolDecl]
      if typeKinds.contains(decl.kind), let type = decl.asProtocol(NamedDeclSyntax.self) {
        names.insert(type.name.text)
      }
    }
    return names
  }
}

extension ClosureStructModelBuilder {
  /// Whether `declaration` has an initializer another module can call that takes every closure:
  /// a public (or package) one in its body, or the one `@DependencyClient` writes for a public
  /// struct.
  static func declaresPublicInitializer(_ declaration: StructDeclSyntax, closures: [String]) -> Bool {
    let isVisible = { (modifiers: DeclModifierListSyntax) in
      [.public, .package].contains(DeclarationReading.accessLevel(modifiers))
    }
    guard isVisible(declaration.modifiers) else { return false }
    let writtenByMacro = declaration.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      return ["DependencyClient", "DependenciesMacros.DependencyClient"].contains(
        attribute.attributeName.sourceText)
    }
    return writtenByMacro
      || declaration.memberBlock.members.contains { item in
        guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { return false }
        return isVisible(initializer.modifiers) && takesEvery(closures, initializer)
      }
  }
}
