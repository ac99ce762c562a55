import SwiftSyntax

extension SyntaxProtocol {
  /// The node's source text without its leading and trailing trivia, on one line: a type, a
  /// clause or an attribute written over several lines, or with a comment inside, reads as
  /// ``singleLineText`` gives it, so that no text the model keeps holds a line break or a
  /// comment that could swallow what a double writes after it.
  ///
  /// The same text as `trimmedDescription` otherwise, which copies the tree twice to get it: the
  /// macro plug-in asks for this text for every type and attribute of a protocol, and those
  /// copies were about half of the plug-in's own work.
  var sourceText: String {
    let bytes = syntaxTextBytes
    let start = leadingTriviaLength.utf8Length
    let end = bytes.count - trailingTriviaLength.utf8Length
    guard start < end else { return "" }
    let text = bytes[start..<end]
    // A line break or a slash may sit in trivia (a comment, a layout over several lines); most
    // nodes have neither, and their text is taken as it is. So is one with a multi-line string
    // literal, whose lines must stay lines.
    if text.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "/") }),
      !tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .multilineStringQuote })
    {
      return singleLineText
    }
    return String(decoding: text, as: UTF8.self)
  }
}

extension SyntaxProtocol {
  /// The node's source text on one line: its tokens, with comments dropped, and where white
  /// space or a comment separated two of them, one space, or none inside brackets
  /// (`fetch(id: Int)` for a parameter list laid out over lines).
  var singleLineText: String {
    var text = ""
    var previous: TokenKind?
    var separated = false
    for token in tokens(viewMode: .sourceAccurate) {
      if let previous, separated || !token.leadingTrivia.isEmpty,
        Self.spaceSeparates(previous, token.tokenKind, lineBroken: separated || token.leadingTrivia.breaksLine)
      {
        text += " "
      }
      text += token.text
      previous = token.tokenKind
      separated = !token.trailingTrivia.isEmpty
      if token.trailingTrivia.breaksLine { separated = true }
    }
    return text
  }

  /// Whether one space goes between two tokens that trivia separated in the source: always
  /// where the trivia was spaces alone (the writer's choice); where it broke a line, not after
  /// an opening bracket, not before a closing one or a comma, nor before the `.` of a member.
  private static func spaceSeparates(_ previous: TokenKind, _ next: TokenKind, lineBroken: Bool) -> Bool {
    guard lineBroken else { return true }
    switch previous {
    case .leftParen, .leftSquare, .leftAngle: return false
    default: break
    }
    switch next {
    case .rightParen, .rightSquare, .rightAngle, .comma: return false
    case .period:
      switch previous {
      case .identifier, .keyword, .rightParen, .rightSquare, .rightAngle, .postfixQuestionMark, .exclamationMark:
        return false
      default: return true
      }
    default: return true
    }
  }
}

extension Trivia {
  /// Whether the trivia holds a line break or a comment, either of which ends where a line
  /// of text cannot simply go on.
  fileprivate var breaksLine: Bool {
    contains { piece in
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds, .lineComment, .blockComment, .docLineComment,
        .docBlockComment:
        true
      default: false
      }
    }
  }
}
