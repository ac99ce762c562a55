import DoublesGenerator
import Foundation
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Doubled`: writes `<Protocol>Double` next to the protocol it is attached to,
/// `<Class>Double`, a subclass, next to a class, or `<Struct>Double` next to a struct of closures.
///
/// A thin shell over the generator core, whose stages it runs on one declaration:
/// ``ProtocolModelBuilder`` reads the protocol, ``GenerationPlan/planAlone(_:)`` plans its double
/// from it alone, ``ProtocolDoubleEmitter`` writes the double (``ClassModelBuilder`` and ``ClassDoubleEmitter`` for a
/// class, ``ClosureStructModelBuilder`` and ``ClosureStructDoubleEmitter`` for a struct), and
/// problems become compiler errors. As a peer macro it
/// adds the double and its `Doubling` protocol; as an extension macro it adds the extension of the
/// protocol that holds the witnesses (a peer macro cannot add extensions).
public struct DoubledMacro: PeerMacro, ExtensionMacro {
  /// The compilation condition that keeps doubles out of builds that do not define it.
  static let condition = "DOUBLES"

  /// The emitter of protocols' doubles, which sees only the protocol it is given, with partial
  /// doubles unless the module being compiled leaves them out (``BuildConditions``).
  static func protocolEmitter(in context: some MacroExpansionContext) -> ProtocolDoubleEmitter {
    ProtocolDoubleEmitter(
      condition: condition, readsParents: false, partialDoubles: BuildConditions.wantPartialDoubles(in: context))
  }

  /// Witness extensions written by peer expansions, for the extension expansion of the same
  /// protocol that the compiler asks for next: both roles need the same model, and building it
  /// twice was a sizeable part of the plug-in's time. Keyed by the protocol's source text.
  private static let witnessCache = WitnessCache()

  /// The emitter writes formatted source already; formatting it again would cost most of the
  /// expansion's time.
  public static var formatMode: FormatMode { .disabled }

  /// Writes the double of the protocol `declaration`, or diagnoses why it cannot.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      let (model, diagnostics) = ClassModelBuilder.build(classDecl)
      for item in diagnostics { context.diagnose(diagnostic(item)) }
      return model.map { [verbatim(ClassDoubleEmitter(condition: condition).emit($0))] } ?? []
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      let (built, diagnostics) = ClosureStructModelBuilder.build(structDecl)
      for item in diagnostics { context.diagnose(diagnostic(item)) }
      guard let model = built else { return [] }
      let emitter = ClosureStructDoubleEmitter(
        condition: condition, partialDoubles: BuildConditions.wantPartialDoubles(in: context))
      return [verbatim(emitter.emit(model))]
    }
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(diagnostic(GeneratorDiagnostic.misplacedMarker(node, on: declaration)))
      return []
    }
    let (built, diagnostics) = protocolPlan(protocolDecl)
    for item in diagnostics { context.diagnose(diagnostic(item)) }
    guard let plan = built else { return [] }
    let scope = enclosingTypes(in: context)
    let emitter = protocolEmitter(in: context)
    let witnesses = emitter.emitWitnessExtension(plan, nestedIn: scope)
    witnessCache.withLock { cache in
      if cache.count > 10_000 { cache.removeAll() }
      cache[cacheKey(protocolDecl, scope)] = witnesses
    }
    return [verbatim(emitter.emitPeers(plan, nestedIn: scope))]
  }

  /// Writes the extension of the protocol that holds the witnesses. Diagnostics come from the
  /// peer expansion, so that each problem is reported once.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else { return [] }
    // A protocol nested in a type is extended as `Scene.Loading`, at the top level: the double's
    // declarations, its peers, are `Scene.LoadingDouble` there.
    let extended = type.trimmedDescription
    let scope = extended.lastIndex(of: ".").map { String(extended[..<$0]) }
    let cached = witnessCache.withLock { $0.removeValue(forKey: cacheKey(protocolDecl, scope)) }
    guard
      let witnesses = cached
        ?? protocolPlan(protocolDecl).plan.map({
          protocolEmitter(in: context).emitWitnessExtension($0, nestedIn: scope)
        })
    else { return [] }
    let header = DeclSyntax(
      stringLiteral:
        "\(witnesses.availability)\(witnesses.isolation)extension \(extended) \(witnesses.whereClause) {}")
    guard let extensionDecl = header.as(ExtensionDeclSyntax.self) else { return [] }
    return [
      extensionDecl.with(
        \.memberBlock,
        MemberBlockSyntax(
          leftBrace: .leftBraceToken(trailingTrivia: .newline),
          members: [MemberBlockItemSyntax(decl: verbatim(witnesses.members))],
          rightBrace: .rightBraceToken()
        )
      )
    ]
  }

  /// The plan of the double of `protocolDecl`, seen alone, and the problems found reading it:
  /// what both roles write from.
  private static func protocolPlan(
    _ protocolDecl: ProtocolDeclSyntax
  ) -> (plan: ProtocolDoublePlan?, diagnostics: [GeneratorDiagnostic]) {
    let (model, diagnostics) = ProtocolModelBuilder.build(protocolDecl)
    return (model.map(GenerationPlan.planAlone), diagnostics)
  }

  /// The types the declaration being expanded is nested in, outermost first, as its top-level
  /// extension names them (`Scene`, `Scene.Panel`), or `nil` at the top level.
  private static func enclosingTypes(in context: some MacroExpansionContext) -> String? {
    let names = context.lexicalContext.compactMap { node -> String? in
      if let type = node.asProtocol(NamedDeclSyntax.self), !node.is(ProtocolDeclSyntax.self) {
        return type.name.text
      }
      return node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  /// Where the peer expansion keeps a protocol's witness extension for the extension expansion:
  /// its text, and the types it is nested in (two types may declare the same protocol).
  private static func cacheKey(_ protocolDecl: ProtocolDeclSyntax, _ scope: String?) -> String {
    (scope.map { $0 + "\n" } ?? "") + protocolDecl.description
  }

  /// A declaration node that prints as `source`, without parsing it.
  ///
  /// With ``formatMode`` disabled, the plug-in sends the compiler the printed text of the
  /// expansion, and the compiler parses it. Parsing the emitter's text into a tree here, only to
  /// print it again, cost half of the expansion's time in a debug build of the plug-in.
  private static func verbatim(_ source: String) -> DeclSyntax {
    DeclSyntax(MissingDeclSyntax(placeholder: TokenSyntax(.identifier(source), presence: .present)))
  }

  private static func diagnostic(_ item: GeneratorDiagnostic) -> Diagnostic {
    let message = Message(text: item.message, id: item.id.rawValue)
    guard let fix = item.fixIt else { return Diagnostic(node: item.node, message: message) }
    let replacement = Syntax(TokenSyntax(.identifier(fix.replacement), presence: .present))
    return Diagnostic(
      node: item.node,
      message: message,
      fixIt: FixIt(
        message: Message(text: fix.message, id: item.id.rawValue + "-fix"),
        changes: [.replace(oldNode: fix.node, newNode: replacement)]
      )
    )
  }

  private struct Message: DiagnosticMessage, FixItMessage {
    let text: String
    let id: String

    var message: String { text }
    var diagnosticID: MessageID { MessageID(domain: "Doubles", id: id) }
    var severity: DiagnosticSeverity { .error }
    var fixItID: MessageID { diagnosticID }
  }
}

/// The witness extensions of ``DoubledMacro``'s peer expansions, behind a pthread lock (`NSLock`):
/// `Synchronization.Mutex` is built on futexes on Linux, which the thread sanitizer does not see,
/// so that nightly's sanitizer run reported two expansions on two threads as a race.
private final class WitnessCache: @unchecked Sendable {
  private let lock = NSLock()
  private var witnesses: [String: ProtocolDoubleEmitter.WitnessExtension] = [:]

  func withLock<Result>(_ body: (inout [String: ProtocolDoubleEmitter.WitnessExtension]) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&witnesses)
  }
}
