import Foundation
import SwiftSyntax

/// What the parser knows while it reads the types of one requirement: the protocol's associated
/// types and the requirement's generic parameters.
///
/// `Self` is kept as written: the emitter spells it as the double (see `GeneratedNames`).
struct TypeContext {
  let associatedTypes: Set<String>
  var generics: Set<String> = []
  /// The type aliases of the protocol that stand for a function type (`typealias Handler =
  /// (Int) -> Void`): a parameter of one is a closure that does not escape.
  var functionAliases: Set<String> = []
  /// The generic parameters that may be noncopyable (`~Copyable`).
  var noncopyableGenerics: Set<String> = []
  /// The generic parameters that may be noncopyable or nonescapable (`~Copyable`, `~Escapable`):
  /// a double can keep no value of a type that mentions one.
  var unstorableGenerics: Set<String> = []

  func adding(generics more: Set<String>) -> TypeContext {
    var copy = self
    copy.generics.formUnion(more)
    return copy
  }

  /// The context of a requirement with `clause` and `whereClause`: its generic parameters, and
  /// which of them lift `Copyable` or `Escapable` (`<T: ~Copyable>`, `where T: ~Escapable`).
  func adding(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> TypeContext {
    var copy = adding(generics: Set(clause?.parameters.map(\.name.text) ?? []))
    var constraints: [(String, TypeSyntax)] = []
    for parameter in clause?.parameters ?? [] {
      if let inherited = parameter.inheritedType { constraints.append((parameter.name.text, inherited)) }
    }
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
      constraints.append((conformance.leftType.sourceText, conformance.rightType))
    }
    for (name, constraint) in constraints {
      let suppressed = Self.suppressedProtocols(constraint)
      if suppressed.contains("Copyable") { copy.noncopyableGenerics.insert(name) }
      if !suppressed.isEmpty { copy.unstorableGenerics.insert(name) }
    }
    return copy
  }

  /// The protocols `constraint` lifts: `Copyable` of `~Copyable`, both of `~Copyable & ~Escapable`.
  private static func suppressedProtocols(_ constraint: TypeSyntax) -> Set<String> {
    let parts = constraint.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [constraint]
    return Set(parts.compactMap { $0.as(SuppressedTypeSyntax.self)?.type.sourceText })
  }

  /// The standard library's types that cannot escape a call (`~Escapable`), which a double
  /// cannot keep: a parameter of one is recorded as a marker.
  static let nonescapableTypes: Set<String> = [
    "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "UTF8Span", "OutputSpan", "OutputRawSpan",
  ]

  /// Whether a double can keep no value of `type`: it mentions a generic parameter that may be
  /// noncopyable or nonescapable, or a span.
  func cannotStore(_ type: some SyntaxProtocol) -> Bool {
    IdentifierCollector.names(in: type).contains {
      unstorableGenerics.contains($0) || Self.nonescapableTypes.contains($0)
    }
  }

  /// Whether `type` mentions a generic parameter that may be noncopyable.
  func mayBeNoncopyable(_ type: some SyntaxProtocol) -> Bool {
    !noncopyableGenerics.isEmpty && IdentifierCollector.names(in: type).contains { noncopyableGenerics.contains($0) }
  }

  /// The type as the double's witness declares it: as written, but `Self.Item` becomes `Item`.
  func witness(_ type: TypeSyntax) -> String {
    guard mentionsSelfToken(type) else { return type.sourceText }
    return AssociatedTypeUnqualifier(associatedTypes: associatedTypes).rewrite(type).sourceText
  }

  /// Whether `type` has a `Self` token. Most types have none, and a rewrite copies the tree even
  /// when it changes nothing.
  private func mentionsSelfToken(_ type: TypeSyntax) -> Bool {
    type.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .keyword(.Self) || token.tokenKind == .identifier("Self")
    }
  }

  /// Whether `node` mentions a generic parameter of the requirement.
  func mentionsGeneric(_ node: some SyntaxProtocol) -> Bool {
    !generics.isEmpty && IdentifierCollector.names(in: node).contains { generics.contains($0) }
  }

  /// Whether `node` mentions `Self`, which an existential cannot forward.
  func mentionsSelf(_ node: some SyntaxProtocol) -> Bool {
    IdentifierCollector.names(in: node).contains("Self")
  }

  /// Drops `Self.` before associated type names in a `where` requirement.
  func withoutSelfPrefix(_ text: String) -> String {
    var result = text
    guard text.contains("Self.") else { return text }
    for name in associatedTypes { result = result.replacingOccurrences(of: "Self.\(name)", with: name) }
    return result
  }
}

/// Writes `Self.Item` as `Item` for each associated type `Item`: the two mean the same in a
/// protocol, and only the second reads the same in a conforming type.
private final class AssociatedTypeUnqualifier: SyntaxRewriter {
  let associatedTypes: Set<String>

  init(associatedTypes: Set<String>) {
    self.associatedTypes = associatedTypes
    super.init()
  }

  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Self",
      associatedTypes.contains(node.name.text)
    {
      return TypeSyntax(IdentifierTypeSyntax(name: node.name.trimmed))
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
    return super.visit(node)
  }
}

/// Collects every identifier used as a type name in a subtree.
private final class IdentifierCollector: SyntaxVisitor {
  var names: [String] = []

  static func names(in node: some SyntaxProtocol) -> [String] {
    let collector = IdentifierCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.append(node.baseName.text)
    return .visitChildren
  }
}

/// A parameter's type taken apart: `inout`, `@escaping`, `@autoclosure` and the value type.
///
/// Read without building new syntax: the value type is the attributed type's base, and the
/// attributes it keeps (`@Sendable`) are text written before it.
struct ParameterShape {
  /// The type without `inout`, `@escaping`, `@autoclosure` and the attributes kept in
  /// ``keptAttributes``.
  let baseType: TypeSyntax
  /// The attributes of the value type other than `@escaping` and `@autoclosure`, as written and
  /// followed by what separated them from the base type, such as `@Sendable `.
  let keptAttributes: String
  let isInout: Bool
  let isAutoclosure: Bool
  /// A closure parameter without `@escaping`: the double cannot keep it after the call.
  let isNonEscapingClosure: Bool
  /// A `consuming` or `borrowing` parameter, whose type may be noncopyable: the double can
  /// neither keep it nor pass it on.
  let isOwned: Bool
  /// A `borrowing` parameter of a tuple type, which is copyable.
  let borrowsTuple: Bool

  /// The shape of `type`, in a protocol whose type aliases in `functionAliases` stand for
  /// function types.
  init(_ type: TypeSyntax, functionAliases: Set<String> = []) {
    guard let attributed = type.as(AttributedTypeSyntax.self) else {
      baseType = type
      keptAttributes = ""
      isInout = false
      isAutoclosure = false
      isNonEscapingClosure = ParameterShape.isFunction(type, functionAliases)
      isOwned = false
      borrowsTuple = false
      return
    }
    var isInout = false
    var isOwned = false
    var borrows = false
    for case .simpleTypeSpecifier(let specifier) in attributed.specifiers {
      switch specifier.specifier.tokenKind {
      case .keyword(.inout): isInout = true
      case .keyword(.consuming): isOwned = true
      case .keyword(.borrowing):
        isOwned = true
        borrows = true
      default: break
      }
    }
    var isEscaping = false
    var isAutoclosure = false
    var kept = ""
    for element in attributed.attributes {
      if case .attribute(let attribute) = element,
        let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
        name == "escaping" || name == "autoclosure"
      {
        if name == "escaping" { isEscaping = true } else { isAutoclosure = true }
        continue
      }
      // Each kept attribute on one line with the value type, whatever separated them.
      kept += element.sourceText + " "
    }
    self.isInout = isInout
    self.isOwned = isOwned
    borrowsTuple = borrows && (attributed.baseType.as(TupleTypeSyntax.self)?.elements.count ?? 0) > 1
    self.isAutoclosure = isAutoclosure
    baseType = attributed.baseType
    keptAttributes = kept
    isNonEscapingClosure = !isEscaping && ParameterShape.isFunction(attributed.baseType, functionAliases)
  }

  /// The type of the value, as written: the base type after the kept attributes.
  func valueType(in context: TypeContext) -> String {
    keptAttributes + context.witness(baseType)
  }

  /// Whether the value is an optional, which is recorded as `Any` only when said so.
  var isOptional: Bool {
    guard keptAttributes.isEmpty else { return false }
    return baseType.is(OptionalTypeSyntax.self) || baseType.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      || baseType.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
  }

  /// The closure type of an `@autoclosure` parameter.
  var autoclosure: FunctionTypeSyntax? {
    guard isAutoclosure, keptAttributes.isEmpty else { return nil }
    return baseType.as(FunctionTypeSyntax.self)
  }

  private static func isFunction(_ type: TypeSyntax, _ functionAliases: Set<String> = []) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if !functionAliases.isEmpty, let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil,
      functionAliases.contains(name.name.text)
    {
      return true
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return isFunction(only.type, functionAliases)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isFunction(attributed.baseType, functionAliases) }
    return false
  }
}
