import SwiftSyntax

/// What the model builders and the scanner read of a declaration, whatever its kind: the
/// protocol, class and closure-struct builders each keep only their own kind's rules and call
/// these for the rest.
package enum DeclarationReading {}

/// What a declaration says of itself: effects, access, isolation, attributes.
extension DeclarationReading {
  /// How a requirement throws; `throws(E)` of a generic parameter in `context` is
  /// ``ThrowsKind/typedGeneric(_:)``.
  static func throwsKind(_ clause: ThrowsClauseSyntax?, _ context: TypeContext? = nil) -> ThrowsKind {
    guard let clause else { return .none }
    if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrows }
    if let type = clause.type {
      switch type.sourceText {
      case "any Error", "Error", "Swift.Error", "any Swift.Error": return .untyped
      // `throws(Never)` does not throw: a witness or override that does not throw satisfies it,
      // and a `try` in its body would draw a warning.
      case "Never", "Swift.Never": return .none
      case let text: return context?.mentionsGeneric(type) == true ? .typedGeneric(text) : .typed(text)
      }
    }
    return .untyped
  }

  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// The access level `modifiers` write, or `nil` when they write none.
  static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
    modifiers.lazy.compactMap { AccessLevel(keyword: $0.name.text) }.first
  }

  /// Whether `modifiers` hold `nonisolated`.
  static func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
  }

  /// The `@available` attributes in `attributes`, as written.
  static func availability(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard case .attribute(let attribute) = element, attribute.attributeName.sourceText == "available" else {
        return nil
      }
      return attribute.sourceText
    }
  }

  /// The group of an `@_spi(RawSyntax)` attribute in `attributes`, as written.
  static func spiGroup(_ attributes: AttributeListSyntax) -> String? {
    for case .attribute(let attribute) in attributes where attribute.attributeName.sourceText == "_spi" {
      return attribute.arguments?.sourceText ?? ""
    }
    return nil
  }

  /// The SPI groups of the declarations among `members` (under `#if` too), each once, in order.
  static func memberSPIGroups(_ members: MemberBlockItemListSyntax) -> [String] {
    var groups: [String] = []
    IfConfigConditions.forEachDeclaration(in: members) { decl, _ in
      guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
        let group = spiGroup(attributes), !groups.contains(group)
      else { return }
      groups.append(group)
    }
    return groups
  }

  /// Whether one of `attributes` may be a result builder: a custom attribute, named like a type,
  /// that is no global actor and none of Swift's own.
  static func mayBeResultBuilder(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard case .attribute(let attribute) = element,
        let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
          ?? attribute.attributeName
          .as(MemberTypeSyntax.self)?.name.text
      else { return false }
      return name.first?.isUppercase == true && !name.hasSuffix("Actor") && !["Sendable", "IBAction"].contains(name)
    }
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
    // Concrete casts first: a cast to a protocol is a slow dynamic lookup.
    let modifiers: DeclModifierListSyntax
    if let function = decl.as(FunctionDeclSyntax.self) {
      modifiers = function.modifiers
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      modifiers = variable.modifiers
    } else if let item = decl.as(SubscriptDeclSyntax.self) {
      modifiers = item.modifiers
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      modifiers = initializer.modifiers
    } else if let type = decl.as(AssociatedTypeDeclSyntax.self) {
      modifiers = type.modifiers
    } else {
      modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    }
    return modifiers.filter { $0.name.tokenKind == .keyword(.nonisolated) }.map(\.sourceText)
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
}
