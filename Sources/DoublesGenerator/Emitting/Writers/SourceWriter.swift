/// Builds indented source text line by line.
struct SourceWriter {
  private(set) var text = ""
  private var depth = 0
  let indentUnit: String

  init(indentUnit: String = "    ") {
    self.indentUnit = indentUnit
    // A double is a few kilobytes: room for most of one saves growing the text step by step.
    text.reserveCapacity(4096)
  }

  /// Appends a line at the current indentation; an empty string appends an empty line.
  mutating func line(_ content: String = "") {
    if !content.isEmpty {
      for _ in 0..<depth { text += indentUnit }
      text += content
    }
    text += "\n"
  }

  /// Appends a line of documentation, `/// text`, at the current indentation; an empty string
  /// appends `///`. The one way a double writes documentation, so that text quoted from a
  /// declaration (a signature laid out over lines, a multi-line string literal) never reaches
  /// past the comment: every line break in it, with the white space around it, becomes one space.
  mutating func documentation(_ text: String) {
    guard !text.isEmpty else { return line("///") }
    // Most text is ASCII without a line break, told without Unicode's tables.
    let mayBreak = text.utf8.contains { (0x0A...0x0D).contains($0) || $0 >= 0x80 }
    guard mayBreak, text.contains(where: \.isNewline) else { return line("/// " + text) }
    let pieces = text.split(whereSeparator: \.isNewline).map { piece in
      String(piece.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
    line("/// " + pieces.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// Appends `opening`, the lines `body` writes one level deeper, and `closing`.
  mutating func block(_ opening: String, closing: String = "}", _ body: (inout SourceWriter) -> Void) {
    line(opening)
    depth += 1
    body(&self)
    depth -= 1
    line(closing)
  }

  /// Writes a property or subscript: `opening` around its getter alone, or around `get { … }`
  /// and `set { … }` when it has a setter.
  mutating func accessors(_ opening: String, getter: String, setter: String?) {
    guard let setter else { return block(opening) { $0.line(getter) } }
    block(opening) { writer in
      writer.line("get { \(getter) }")
      writer.line("set { \(setter) }")
    }
  }

  /// Writes what `body` writes one level deeper.
  mutating func indented(_ body: (inout SourceWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Wraps what `body` writes in `#if conditions … #endif` when there are conditions.
  mutating func conditional(_ conditions: [String], _ body: (inout SourceWriter) -> Void) {
    guard !conditions.isEmpty else { return body(&self) }
    text += Self.ifLine(conditions)
    body(&self)
    text += "#endif\n"
  }

  /// `#if a && (b || c)` and a line break, for `conditions` that must all hold.
  static func ifLine(_ conditions: [String]) -> String {
    "#if " + conditions.map { $0.contains(" ") ? "(\($0))" : $0 }.joined(separator: " && ") + "\n"
  }
}
