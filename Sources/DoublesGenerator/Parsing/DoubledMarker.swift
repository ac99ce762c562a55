import Foundation
import SwiftSyntax

/// The two ways a declaration asks for a double: the `@Doubled` attribute (the macro), or a doc
/// comment line that is just `@Doubled` (for code that imports no macro, which the command reads).
enum DoubledMarker {
  /// Whether `declaration` is marked for doubling: `@Doubled`, or `/// @Doubled` in its doc
  /// comment.
  static func marks(_ declaration: some DeclSyntaxProtocol & WithAttributesSyntax) -> Bool {
    isDoubled(declaration.attributes) || hasDoubledDocComment(declaration)
  }

  /// Whether `attributes` hold `@Doubled` (or `@DoublesMacros.Doubled`).
  static func isDoubled(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      let name = attribute.attributeName.sourceText
      return name == "Doubled" || name == "DoublesMacros.Doubled"
    }
  }

  /// Whether the doc comment of `declaration` has a line that is just `@Doubled`, the marker
  /// for code that imports no macro: `/// @Doubled`. The comment may come after an attribute
  /// (`@MainActor`, then `/// @Doubled`, then `protocol P`), up to the declaration's keyword.
  package static func hasDoubledDocComment(_ declaration: some DeclSyntaxProtocol) -> Bool {
    for token in declaration.tokens(viewMode: .sourceAccurate) {
      if marks(token.leadingTrivia) { return true }
      switch token.tokenKind {
      case .keyword(.protocol), .keyword(.class), .keyword(.struct), .keyword(.enum), .keyword(.actor),
        .keyword(.func), .keyword(.var), .keyword(.let), .keyword(.`init`), .keyword(.subscript):
        return false
      default: continue
      }
    }
    return false
  }

  /// Whether `trivia` holds a doc comment line that is just `@Doubled`.
  private static func marks(_ trivia: Trivia) -> Bool {
    trivia.contains { piece in
      switch piece {
      // Most doc comments do not mention the marker; only those that do are taken apart.
      case .docLineComment(let text) where text.contains("@Doubled"):
        return text.dropFirst(3).trimmingCharacters(in: .whitespaces) == "@Doubled"
      case .docBlockComment(let text) where text.contains("@Doubled"):
        return text.split(separator: "\n").contains {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t*/")) == "@Doubled"
        }
      default:
        return false
      }
    }
  }
}
