import SwiftSyntax

/// A problem found while reading a protocol, class or struct: the generator writes no double for it, and each
/// front end shows the message at `node` (a compiler error for the macro, `file:line:column:`
/// for the command-line tool).
package struct GeneratorDiagnostic: Sendable {
  /// Which problem it is; stable, for tests and for tools that filter diagnostics.
  package enum ID: String, Sendable {
    case notAProtocol = "not-a-protocol"
    case unknownParentProtocol = "unknown-parent-protocol"
    case unsupportedRequirement = "unsupported-requirement"
    case classCannotBeSubclassed = "class-cannot-be-subclassed"
    case unsupportedStruct = "unsupported-struct"
  }

  /// Which problem it is.
  package let id: ID
  /// What went wrong and what to do, in one or two sentences.
  package let message: String
  /// The syntax node the message points at.
  package let node: Syntax
  /// A replacement that fixes the problem, if there is one: the node to replace and its new text.
  package let fixIt: FixIt?

  /// A single-edit fix.
  package struct FixIt: Sendable {
    /// What the fix does, such as "Remove '@Doubled'".
    package let message: String
    /// The node to replace.
    package let node: Syntax
    /// The node's replacement; empty removes it.
    package let replacement: String
  }

  /// Creates a diagnostic with `message` at `node`.
  package init(_ id: ID, _ message: String, at node: some SyntaxProtocol, fixIt: FixIt? = nil) {
    self.id = id
    self.message = message
    self.node = Syntax(node)
    self.fixIt = fixIt
  }
}

extension GeneratorDiagnostic {
  /// The diagnostic for `@Doubled` attached to something that is neither a protocol nor a class, with a fix-it
  /// that removes the attribute.
  package static func misplacedMarker(_ attribute: AttributeSyntax, on declaration: some SyntaxProtocol)
    -> GeneratorDiagnostic
  {
    GeneratorDiagnostic(
      .notAProtocol,
      "@Doubled can only be attached to a protocol, a class or a struct of closures; put it on the protocol this type conforms to",
      at: attribute,
      fixIt: GeneratorDiagnostic.FixIt(message: "Remove '@Doubled'", node: Syntax(attribute), replacement: "")
    )
  }
}
