import SwiftSyntax

/// Reads a struct whose stored properties are closures into a ``ClosureStructModel``.
///
/// Pure: the same syntax always gives the same model. The double builds the struct with its
/// memberwise initializer (or an initializer that takes every closure, such as the one
/// `@DependencyClient` writes), so a stored property the double cannot give a value, or an
/// initializer it cannot call, gives ``GeneratorDiagnostic``s and no model.
public enum ClosureStructModelBuilder {
  /// Builds the model of `declaration`, or the diagnostics that explain why it cannot be doubled.
  public static func build(
    _ declaration: StructDeclSyntax
  ) -> (model: ClosureStructModel?, diagnostics: [GeneratorDiagnostic]) {
    let name = declaration.name.text
    if let generics = declaration.genericParameterClause {
      return (
        nil,
        [
          GeneratorDiagnostic(
            .unsupportedStruct,
            "'\(name)' is generic, and @Doubled doubles structs of closures that are not; "
              + "double a non-generic struct, or pass a FunctionDouble's closure for each property",
            at: generics)
        ]
      )
    }
    var model = ClosureStructModel(name: name)
    model.accessLevel = ProtocolModelBuilder.accessLevel(declaration.modifiers)
    model.globalActor = ProtocolModelBuilder.globalActor(declaration.attributes)
    model.isNonisolated = ProtocolModelBuilder.isNonisolated(declaration.modifiers)

    let context = TypeContext(doubleType: model.doubleName, associatedTypes: [])
    var diagnostics: [GeneratorDiagnostic] = []
    var initializers: [InitializerDeclSyntax] = []
    IfConfigConditions.forEachDeclaration(in: declaration.memberBlock.members) { decl, conditions in
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        initializers.append(initializer)
        return
      }
      guard let variable = decl.as(VariableDeclSyntax.self), !ProtocolModelBuilder.isStatic(variable.modifiers)
      else { return }
      for binding in variable.bindings where isStored(binding) {
        guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks else {
          continue
        }
        guard let type = binding.typeAnnotation?.type, let function = closureType(type) else {
          if binding.initializer == nil {
            diagnostics.append(
              GeneratorDiagnostic(
                .unsupportedStruct,
                "'\(property)' is not a closure and has no value, so the double of '\(name)' cannot make one; "
                  + "give it a default value, or write its type as a function type if it is a closure",
                at: binding.pattern))
          }
          continue
        }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil {
          diagnostics.append(
            GeneratorDiagnostic(
              .unsupportedStruct,
              "'\(property)' is a 'let' with a value of its own, which no initializer can replace; "
                + "make it a 'var' so that the double of '\(name)' can record its calls",
              at: variable.bindingSpecifier))
          continue
        }
        if !conditions.isEmpty {
          diagnostics.append(
            GeneratorDiagnostic(
              .unsupportedStruct,
              "'\(property)' is declared under '#if', so the initializer the double of '\(name)' calls "
                + "differs from build to build; declare the closure outside '#if'",
              at: binding.pattern))
          continue
        }
        model.closures.append(
          ClosureProperty(
            name: property, type: type.trimmedDescription, method: method(named: property, function, context)))
      }
    }
    if model.closures.isEmpty && diagnostics.isEmpty {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedStruct,
          "'\(name)' has no stored closures, so its double would record nothing; @Doubled doubles "
            + "structs whose stored properties are closures, such as dependency clients, and protocols: "
            + "put it on the protocol this type conforms to",
          at: declaration.name))
    }
    let labels = model.closures.map(\.name)
    if !initializers.isEmpty, diagnostics.isEmpty,
      !initializers.contains(where: { takesEvery(labels, $0) })
    {
      diagnostics.append(
        GeneratorDiagnostic(
          .unsupportedStruct,
          "'\(name)' declares initializers but none takes every closure, so it has no memberwise "
            + "initializer for its double to call; add 'init(\(labels.map { "\($0):" }.joined()))', "
            + "or declare the other initializers in an extension",
          at: initializers[0].initKeyword))
    }
    return diagnostics.isEmpty ? (model, []) : (nil, diagnostics)
  }

  /// The closure's function type, through attributes (`@Sendable`), parentheses and an
  /// optional: `nil` when `type` is not written as one.
  static func closureType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
    if let function = type.as(FunctionTypeSyntax.self) { return function }
    if let attributed = type.as(AttributedTypeSyntax.self) { return closureType(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return closureType(optional.wrappedType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.firstName == nil
    {
      return closureType(only.type)
    }
    return nil
  }

  /// The closure as a method named `name`: its parameters are unlabelled, as a closure's call
  /// is, and named as the closure type names them.
  private static func method(named name: String, _ function: FunctionTypeSyntax, _ context: TypeContext) -> Method {
    var method = Method(name: name)
    method.parameters = function.parameters.enumerated().map { index, element in
      let written = (element.secondName ?? element.firstName)?.text.withoutBackticks
      return ProtocolModelBuilder.parameter(
        label: "_", name: written.flatMap { $0 == "_" ? nil : $0 } ?? "argument\(index + 1)", type: element.type,
        isVariadic: element.ellipsis != nil, context)
    }
    let effects = function.effectSpecifiers
    method.isAsync = effects?.asyncSpecifier != nil
    method.throwsKind = ProtocolModelBuilder.throwsKind(effects?.throwsClause)
    let result = function.returnClause.type
    if !isVoid(result) {
      method.returnType = context.witness(result)
      method.resultStorageType = context.storage(result)
      method.relaxedAnswer = ProtocolModelBuilder.finishedStream(for: result)
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
  private static func takesEvery(_ labels: [String], _ initializer: InitializerDeclSyntax) -> Bool {
    let parameters = initializer.signature.parameterClause.parameters
    let taken = parameters.map(\.firstName.text.withoutBackticks).filter(labels.contains)
    let others = parameters.filter { !labels.contains($0.firstName.text.withoutBackticks) }
    return taken == labels && others.allSatisfy { $0.defaultValue != nil }
  }
}
