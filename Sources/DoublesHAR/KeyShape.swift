import Foundation

/// The shape of one provider's keys or tokens: what they look like wherever they are written,
/// whatever the name of the field that carries them.
///
/// A shape is looked for only in text that holds one of its ``anchors`` (a prefix such as
/// `ghp_`), so that a long body without them costs one substring search per shape.
package struct KeyShape: Sendable {
  /// Who issues the credential, as summaries name it: `GitHub token`.
  package let provider: String
  /// The rule sets that list the shape, for the table in README.
  package let source: String
  /// Texts one of which a value must contain for ``expression`` to run.
  package let anchors: [String]
  /// What the credential looks like. When the expression captures a group named `secret`, only
  /// that part is replaced (`bot<id>:<secret>` keeps `bot`); otherwise the whole match is.
  private let expression: @Sendable () -> Regex<AnyRegexOutput>

  package init(
    _ provider: String, source: String, anchors: [String],
    _ expression: @escaping @Sendable () -> Regex<AnyRegexOutput>
  ) {
    self.provider = provider
    self.source = source
    self.anchors = anchors
    self.expression = expression
  }

  /// The ranges of `text` that hold a credential of this shape.
  package func ranges(in text: String) -> [Range<String.Index>] {
    guard anchors.contains(where: text.contains) else { return [] }
    // Simple word boundaries: Unicode's join `a.ghp_…` or `key:ghp_…` into one word.
    return text.matches(of: expression().wordBoundaryKind(.simple)).map { match in
      match.output["secret"]?.range ?? match.range
    }
  }
}
