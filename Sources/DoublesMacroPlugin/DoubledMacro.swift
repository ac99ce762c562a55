import DoublesGenerator
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Doubled`: writes `<Protocol>Double` next to the protocol it is attached to.
///
/// A thin shell over the generator core: ``ProtocolModelBuilder`` reads the protocol,
/// ``DoubleEmitter`` writes the double, and problems become compiler errors.
public struct DoubledMacro: PeerMacro {
  /// The compilation condition that keeps doubles out of builds that do not define it.
  static let condition = "DOUBLES"

  /// The emitter writes formatted source already; formatting it again would cost most of the
  /// expansion's time.
  public static var formatMode: FormatMode { .disabled }

  /// Writes the double of the protocol `declaration`, or diagnoses why it cannot.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(diagnostic(ProtocolModelBuilder.notAProtocol(node, on: declaration)))
      return []
    }
    let (model, diagnostics) = ProtocolModelBuilder.build(protocolDecl)
    for item in diagnostics { context.diagnose(diagnostic(item)) }
    guard let model else { return [] }
    return [verbatim(DoubleEmitter(condition: condition).emit(model))]
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
