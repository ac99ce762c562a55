import SwiftSyntax

extension SyntaxProtocol {
  /// The node's source text without its leading and trailing trivia.
  ///
  /// The same text as `trimmedDescription`, which copies the tree twice to get it: the macro
  /// plug-in asks for this text for every type and attribute of a protocol, and those copies
  /// were about half of the plug-in's own work.
  var sourceText: String {
    let bytes = syntaxTextBytes
    let start = leadingTriviaLength.utf8Length
    let end = bytes.count - trailingTriviaLength.utf8Length
    guard start < end else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

extension SyntaxProtocol {
  /// The node's source text on one line, as a line of documentation shows it: its tokens, with
  /// one space wherever white space or a comment separated two of them.
  var singleLineText: String {
    var text = ""
    var separated = false
    for token in tokens(viewMode: .sourceAccurate) {
      if !text.isEmpty && (separated || !token.leadingTrivia.isEmpty) { text += " " }
      text += token.text
      separated = !token.trailingTrivia.isEmpty
    }
    return text
  }
}
