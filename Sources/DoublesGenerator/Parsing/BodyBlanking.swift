import SwiftSyntax

/// The bodies of functions, initializers, deinitializers and accessors, and the comments,
/// blanked out of a file before it is parsed: they hold nothing a double is made of, and in a
/// code base they are most of the text.
///
/// A blanked stretch keeps its new lines, and, when text follows it on its last line, as many
/// spaces as it took on that line, so that every line and column stays where it was; the rest
/// of it goes, so that the parser's lexer does not read it as trivia, byte by byte. The bodies
/// and comments are found by a small lexer that knows comments and string literals; whatever it
/// may get wrong (a regex literal with an unbalanced brace), the parser has the last word:
/// ``bodiesMatch(_:_:)`` checks that what was blanked is exactly the bodies the parser finds, and
/// the scanner parses the file whole when it is not, or when the blanked text does not parse.
/// (In a file that may be marked `/// @Doubled`, the comments stay: a doc comment may mark.)
package enum BodyBlanking {
  /// `text` with each function's and accessor's body inside and, unless `keepingComments`, each comment
  /// blanked, and where the bodies' insides are in it (byte offsets, from after `{` to before
  /// `}`); `nil` when there is nothing to blank.
  package static func blank(
    _ text: String, keepingComments: Bool = false
  ) -> (text: String, bodies: [Range<Int>])? {
    var text = text
    return text.withUTF8 { blank($0, keepingComments: keepingComments) }
  }

  private static func blank(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingComments: Bool
  ) -> (text: String, bodies: [Range<Int>])? {
    // The lexer ends a line comment at `\n` only; Swift also at a lone `\r`, an old Mac line end.
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\r") {
      if index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n") { return nil }
    }
    var lexer = BodyLexer(bytes: bytes)
    let bodies = lexer.bodies()
    let comments = keepingComments ? [] : lexer.comments
    guard !lexer.gaveUp, !bodies.isEmpty || !comments.isEmpty else { return nil }
    // Both lists are in order and never overlap: comments are those outside bodies.
    var stretches = bodies.map { (range: $0, isBody: true) } + comments.map { (range: $0, isBody: false) }
    stretches.sort { $0.range.lowerBound < $1.range.lowerBound }
    var blanked: [UInt8] = []
    blanked.reserveCapacity(bytes.count)
    var blankedBodies: [Range<Int>] = []
    var position = 0
    for (range, isBody) in stretches {
      blanked.append(contentsOf: bytes[position..<range.lowerBound])
      let start = blanked.count
      var lastLineStart = range.lowerBound
      for index in range where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
        blanked.append(bytes[index])
        lastLineStart = index + 1
      }
      let end = range.upperBound
      if end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") {
        blanked.append(contentsOf: repeatElement(UInt8(ascii: " "), count: end - lastLineStart))
      }
      if isBody { blankedBodies.append(start..<blanked.count) }
      position = end
    }
    blanked.append(contentsOf: bytes[position...])
    return (String(decoding: blanked, as: UTF8.self), blankedBodies)
  }

  /// Whether the bodies of functions, initializers, deinitializers and accessors of `tree` that
  /// the scan's walk passes (not those inside closures or other bodies) are exactly `bodies`.
  package static func bodiesMatch(_ tree: SourceFileSyntax, _ bodies: [Range<Int>]) -> Bool {
    let collector = DeclarationCollector(mayBeMarked: false)
    collector.walk(tree)
    return collector.bodies == bodies
  }
}
