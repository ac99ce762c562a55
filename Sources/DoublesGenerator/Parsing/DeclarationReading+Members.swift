import SwiftSyntax

/// Members (methods, properties, subscripts, initializers) and their parameters, as the model
/// holds them: a protocol's requirements, a class's overridable members.
extension DeclarationReading {
  static func method(_ function: FunctionDeclSyntax, _ outer: TypeContext) -> Method {
    let context = outer.adding(function.genericParameterClause, function.genericWhereClause)
    let effects = function.signature.effectSpecifiers
    let returnType = function.signature.returnClause?.type
    var method = Method(name: function.name.text)
    method.parameters = parameters(function.signature.parameterClause.parameters, context)
    method.genericClause = function.genericParameterClause?.sourceText ?? ""
    method.whereClause = function.genericWhereClause.map { " " + context.withoutSelfPrefix($0.sourceText) } ?? ""
    method.isAsync = effects?.asyncSpecifier != nil
    method.throwsKind = throwsKind(effects?.throwsClause, context)
    method.parameters = evaluable(method.parameters, throwsKind: method.throwsKind)
    method.returnType = returnType.map(context.witness)
    if let returnType {
      method.returnTypeMentionsGeneric = context.mentionsGeneric(returnType)
      method.resultMayBeNoncopyable = context.mayBeNoncopyable(returnType)
      method.stream = method.returnTypeMentionsGeneric ? nil : streamResult(returnType)
    }
    method.mayHaveResultBuilder = mayBeResultBuilder(function.attributes)
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
      var property = Property(name: name, type: context.witness(type))
      property.stream = streamResult(type)
      property.mayHaveResultBuilder = mayBeResultBuilder(variable.attributes)
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
    let context = outer.adding(decl.genericParameterClause, decl.genericWhereClause)
    let returnType = decl.returnClause.type
    var hasSetter = false
    if case .accessors(let accessors) = decl.accessorBlock?.accessors {
      hasSetter = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
    return Subscript(
      parameters: evaluable(parameters(decl.parameterClause.parameters, context, isSubscript: true), throwsKind: .none),
      genericClause: decl.genericParameterClause?.sourceText ?? "",
      whereClause: decl.genericWhereClause.map { " " + context.withoutSelfPrefix($0.sourceText) } ?? "",
      returnType: context.witness(returnType),
      returnTypeMentionsGeneric: context.mentionsGeneric(returnType),
      hasSetter: hasSetter,
      isStatic: isStatic(decl.modifiers),
      mentionsSelf: context.mentionsSelf(decl.parameterClause) || context.mentionsSelf(returnType)
    )
  }

  /// `parameters` as a member of `throwsKind` records them: a throwing `@autoclosure` is
  /// evaluated with `try` where the member throws any error (or rethrows), and otherwise recorded
  /// as a closure, which the double cannot evaluate without handling its error.
  static func evaluable(_ parameters: [Parameter], throwsKind: ThrowsKind) -> [Parameter] {
    guard throwsKind != .untyped, throwsKind != .rethrows else { return parameters }
    return parameters.map { parameter in
      guard parameter.autoclosureThrows else { return parameter }
      var recorded = parameter
      recorded.passing = .nonEscapingClosure
      return recorded
    }
  }

  static func initializerRequirement(
    _ decl: InitializerDeclSyntax, _ outer: TypeContext
  ) -> Initializer {
    let context = outer.adding(decl.genericParameterClause, decl.genericWhereClause)
    let effects = decl.signature.effectSpecifiers
    return Initializer(
      parameters: evaluable(
        parameters(decl.signature.parameterClause.parameters, context),
        throwsKind: throwsKind(effects?.throwsClause, context)),
      genericClause: decl.genericParameterClause?.sourceText ?? "",
      whereClause: decl.genericWhereClause.map { " " + context.withoutSelfPrefix($0.sourceText) } ?? "",
      isFailable: decl.optionalMark != nil,
      isAsync: effects?.asyncSpecifier != nil,
      throwsKind: throwsKind(effects?.throwsClause, context)
    )
  }

  /// The parameters of a requirement. A subscript's parameters have no label unless one is
  /// written before the name.
  static func parameters(
    _ list: FunctionParameterListSyntax, _ context: TypeContext, isSubscript: Bool = false
  ) -> [Parameter] {
    list.enumerated().map { index, parameter in
      let label = self.label(of: parameter, isSubscript: isSubscript)
      var name = (parameter.secondName ?? parameter.firstName).text.withoutBackticks
      // A subscript's parameter named `newValue` would hide the setter's.
      if name == "_" || (isSubscript && name == "newValue") { name = "argument\(index + 1)" }
      var result = self.parameter(
        label: label, name: name, type: parameter.type, isVariadic: parameter.ellipsis != nil, context)
      result.defaultValue = parameter.defaultValue?.value.sourceText
      return result
    }
  }

  /// The external label of a parameter; `_` for none. A subscript's parameters have no label
  /// unless one is written before the name.
  static func label(of parameter: FunctionParameterSyntax, isSubscript: Bool = false) -> String {
    isSubscript && parameter.secondName == nil ? "_" : parameter.firstName.text.withoutBackticks
  }

  /// One parameter, of a requirement or of a closure type: its types as written, and how the
  /// argument is passed.
  static func parameter(
    label: String, name: String, type: TypeSyntax, isVariadic: Bool, _ context: TypeContext
  ) -> Parameter {
    let shape = ParameterShape(type, functionAliases: context.functionAliases)
    let passing: Parameter.Passing
    var valueType: String
    if let function = shape.autoclosure {
      passing = .autoclosure
      valueType = context.witness(function.returnClause.type)
    } else {
      // A value the double cannot keep (`consuming`, `borrowing`, a noncopyable generic's, a
      // span) is recorded as a marker, and not passed on.
      passing =
        shape.isNonEscapingClosure ? .nonEscapingClosure : shape.isOwned || context.cannotStore(type) ? .owned : .value
      valueType = shape.valueType(in: context)
    }
    var parameter = Parameter(
      label: label,
      name: name,
      declaredType: context.witness(type) + (isVariadic ? "..." : ""),
      valueType: valueType,
      passing: passing,
      mentionsGeneric: context.mentionsGeneric(type),
      isInout: shape.isInout,
      isOptional: shape.autoclosure.map { ParameterShape($0.returnClause.type).isOptional } ?? shape.isOptional,
      isVariadic: isVariadic,
      isOwned: shape.isOwned || passing == .owned
    )
    parameter.autoclosureThrows = shape.autoclosure?.effectSpecifiers?.throwsClause != nil
    // A borrowed tuple, which is copyable, is taken as a plain one: Swift 6.3 compiles no function
    // with a `borrowing` tuple parameter (its own bug), and the witness matches without it.
    if shape.borrowsTuple {
      parameter.declaredType = shape.valueType(in: context)
      parameter.passing = .value
      parameter.isOwned = false
      parameter.mentionsGeneric = context.mentionsGeneric(shape.baseType)
    }
    return parameter
  }

  /// The stream `type` is when it is `any AsyncSequence<Element, Failure>` (or `some`, stored as
  /// `any`) that fails with `Never` or `any Error`: a relaxed double answers a member that returns
  /// one with a finished stream, since the existential has no default value the runtime could find.
  static func streamResult(_ type: TypeSyntax) -> StreamResult? {
    guard let existential = type.as(SomeOrAnyTypeSyntax.self) else { return nil }
    let constraint = existential.constraint
    let (name, clause): (String?, GenericArgumentClauseSyntax?) =
      if let sequence = constraint.as(IdentifierTypeSyntax.self) {
        (sequence.name.text, sequence.genericArgumentClause)
      } else if let member = constraint.as(MemberTypeSyntax.self),
        member.baseType.sourceText == "_Concurrency"
      {
        (member.name.text, member.genericArgumentClause)
      } else {
        (nil, nil)
      }
    guard name == "AsyncSequence", let arguments = clause?.arguments, arguments.count == 2,
      let element = arguments.first?.argument.sourceText,
      let failure = arguments.last?.argument.sourceText
    else { return nil }
    switch failure {
    case "Never": return StreamResult(element: element, canThrow: false)
    case "any Error", "Error": return StreamResult(element: element, canThrow: true)
    default: return nil
    }
  }
}
