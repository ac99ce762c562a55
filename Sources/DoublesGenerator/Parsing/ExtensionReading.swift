import SwiftSyntax

/// Reads what a top-level extension offers as witnesses: the planner compares it with the
/// requirements a double inherits (see ``ScannedExtension``).
enum ExtensionReading {
  /// The extension as a ``ScannedExtension``, or `nil` when it declares no member that can
  /// witness a requirement.
  static func read(_ node: ExtensionDeclSyntax) -> ScannedExtension? {
    var conformances: [String] = []
    var others: [String] = []
    for requirement in node.genericWhereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.sourceText == "Self"
      else {
        others.append(requirement.requirement.sourceText)
        continue
      }
      if let composition = conformance.rightType.as(CompositionTypeSyntax.self) {
        conformances += composition.elements.map(\.type.sourceText)
      } else {
        conformances.append(conformance.rightType.sourceText)
      }
    }
    let names = memberNames(node.memberBlock.members)
    guard !names.isEmpty else { return nil }
    return ScannedExtension(
      extendedType: node.extendedType.sourceText, selfConformances: conformances, otherConstraints: others,
      memberNames: names)
  }

  /// The members' names as ``Member/witnessName`` writes them, those under `#if` included.
  private static func memberNames(_ members: MemberBlockItemListSyntax) -> [String] {
    var names: [String] = []
    IfConfigConditions.forEachDeclaration(in: members) { decl, _ in
      if let function = decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { DeclarationReading.label(of: $0) }
        names.append(
          prefix(function.modifiers) + Member.witnessName(function.name.text.withoutBackticks, labels: labels))
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            names.append(prefix(variable.modifiers) + identifier.identifier.text.withoutBackticks)
          }
        }
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        let labels = initializer.signature.parameterClause.parameters.map { DeclarationReading.label(of: $0) }
        names.append(Member.witnessName("init", labels: labels))
      } else if let item = decl.as(SubscriptDeclSyntax.self) {
        let labels = item.parameterClause.parameters.map { DeclarationReading.label(of: $0, isSubscript: true) }
        names.append(prefix(item.modifiers) + Member.witnessName("subscript", labels: labels))
      }
    }
    return names
  }

  private static func prefix(_ modifiers: DeclModifierListSyntax) -> String {
    DeclarationReading.isStatic(modifiers) ? "static " : ""
  }
}
