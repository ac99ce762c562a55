import SwiftSyntax

extension ClassModelBuilder {
  /// The fix-it for a class that cannot be subclassed: a protocol of its instance members,
  /// marked `@Doubled`, in front of the class, which conforms to it and loses `@Doubled`.
  static func extractProtocol(_ declaration: ClassDeclSyntax) -> GeneratorDiagnostic.FixIt {
    let protocolName = declaration.name.text + "Protocol"
    var requirements: [String] = []
    for item in declaration.memberBlock.members {
      if let requirement = requirement(for: item.decl) { requirements.append(requirement) }
    }
    let access = DeclarationReading.accessLevel(declaration.modifiers).map { $0 == .open ? "public " : "\($0) " }
    var text = "@Doubled\n\(access ?? "")protocol \(protocolName) {\n"
    for requirement in requirements { text += "  \(requirement)\n" }
    text += "}\n\n"

    var conforming = declaration.with(
      \.attributes,
      declaration.attributes.filter {
        $0.as(AttributeSyntax.self)?.attributeName.sourceText != "Doubled"
      })
    let inherited = InheritedTypeSyntax(type: IdentifierTypeSyntax(name: .identifier(protocolName)))
    if var clause = conforming.inheritanceClause {
      var types = Array(clause.inheritedTypes)
      if let last = types.indices.last {
        types[last] = types[last].with(\.trailingComma, .commaToken(trailingTrivia: .space))
          .with(\.type, types[last].type.with(\.trailingTrivia, []))
      }
      types.append(inherited.with(\.trailingTrivia, .space))
      clause.inheritedTypes = InheritedTypeListSyntax(types)
      conforming.inheritanceClause = clause
    } else {
      conforming.name = conforming.name.with(\.trailingTrivia, [])
      conforming.inheritanceClause = InheritanceClauseSyntax(
        colon: .colonToken(trailingTrivia: .space), inheritedTypes: [inherited.with(\.trailingTrivia, .space)])
    }
    text += conforming.with(\.leadingTrivia, []).description
    return GeneratorDiagnostic.FixIt(
      message: "Put protocol '\(protocolName)' in front of '\(declaration.name.text)' and double it",
      node: Syntax(declaration),
      replacement: text
    )
  }

  /// A member as a protocol requirement: instance methods, properties and subscripts that are
  /// not private; `nil` for anything else.
  private static func requirement(for decl: DeclSyntax) -> String? {
    let dropped: Set<String> = [
      "final", "override", "open", "public", "package", "internal", "dynamic", "optional", "lazy",
    ]
    func isInstanceAndVisible(_ modifiers: DeclModifierListSyntax) -> Bool {
      !modifiers.contains { ["private", "fileprivate", "static", "class"].contains($0.name.text) && $0.detail == nil }
    }
    func kept(_ modifiers: DeclModifierListSyntax) -> String {
      modifiers.filter { !dropped.contains($0.name.text) && $0.detail == nil }.map { $0.name.text + " " }.joined()
    }
    if let function = decl.as(FunctionDeclSyntax.self), isInstanceAndVisible(function.modifiers) {
      let signature = function.signature.with(\.trailingTrivia, []).sourceText.collapsingWhitespace
      let generics = function.genericParameterClause?.sourceText ?? ""
      let whereClause = function.genericWhereClause.map { " " + $0.sourceText } ?? ""
      return "\(kept(function.modifiers))func \(function.name.text)\(generics)\(signature)\(whereClause)"
    }
    if let variable = decl.as(VariableDeclSyntax.self), isInstanceAndVisible(variable.modifiers),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let type = binding.typeAnnotation?.type
    {
      let readOnly =
        variable.bindingSpecifier.tokenKind == .keyword(.let)
        || variable.modifiers.contains { $0.detail?.detail.text == "set" }
        || { if case .getter = binding.accessorBlock?.accessors { true } else { false } }()
      return "var \(binding.pattern.sourceText): \(type.sourceText) { \(readOnly ? "get" : "get set") }"
    }
    if let item = decl.as(SubscriptDeclSyntax.self), isInstanceAndVisible(item.modifiers) {
      return "subscript\(item.parameterClause.sourceText) -> \(item.returnClause.type.sourceText) { get }"
    }
    return nil
  }
}
