import Foundation

/// The shape of one provider's keys or tokens: what they look like wherever they are written,
/// whatever the name of the field that carries them.
///
/// A shape is looked for only in text that holds one of its ``anchors`` (a prefix such as
/// `ghp_`), so that a long body without them costs one substring search per shape.
package struct KeyShape: Sendable {
  /// Who issues the credential, as summaries name it: `GitHub token`.
  package let provider: String
  /// What the credential looks like, in words, for the table of DoublesHTTP's "What is redacted":
  /// `` `ghp_` and 36 letters and digits ``.
  package let looks: String
  /// The rule sets that list the shape, for the table of DoublesHTTP's "What is redacted".
  package let source: String
  /// Texts one of which a value must contain for ``expression`` to run.
  package let anchors: [String]
  /// The anchors as bytes, for the search.
  private let anchorBytes: [[UInt8]]
  /// What the credential looks like. When the expression captures a group named `secret`, only
  /// that part is replaced (`bot<id>:<secret>` keeps `bot`); otherwise the whole match is.
  private let expression: @Sendable () -> Regex<AnyRegexOutput>
  /// Whether a key of this shape spans lines (PuTTY's), so that it is looked for in the whole
  /// text rather than in runs of key characters.
  package let spansLines: Bool
  /// The fewest key characters a key of this shape has: runs of key characters shorter than
  /// this are not looked into for it. Most keys have 20 or more; Slack's legacy tokens fewer.
  package let shortestRun: Int

  package init(
    _ provider: String, looks: String, source: String, anchors: [String], spansLines: Bool = false,
    shortestRun: Int = 20, _ expression: @escaping @Sendable () -> Regex<AnyRegexOutput>
  ) {
    self.provider = provider
    self.looks = looks
    self.source = source
    self.anchors = anchors
    self.anchorBytes = anchors.map { Array($0.utf8) }
    self.spansLines = spansLines
    self.shortestRun = shortestRun
    self.expression = expression
  }

  /// The expression, with simple word boundaries: Unicode's join `a.ghp_…` or `key:ghp_…` into
  /// one word.
  func compile() -> Regex<AnyRegexOutput> { expression().wordBoundaryKind(.simple) }

  /// Whether `text` holds one of the anchors, so that the expression may match.
  func mayMatch(_ text: Substring) -> Bool { anchorBytes.contains { ByteSearch.contains(text, $0) } }

  /// The ranges of `text` that hold a credential of this shape, found with `regex`, its
  /// compiled expression.
  func ranges(in text: Substring, using regex: Regex<AnyRegexOutput>) -> [Range<String.Index>] {
    text.matches(of: regex).map { match in match.output["secret"]?.range ?? match.range }
  }
}
