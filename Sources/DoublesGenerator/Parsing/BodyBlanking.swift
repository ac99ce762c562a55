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
    var lexer = Lexer(bytes: bytes)
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

/// Just enough of Swift's lexer to find function and accessor bodies: words, comments, string literals
/// (multi-line, raw and interpolated), and brackets. It does not read regex literals, whose
/// brackets need not balance: at a `/` that may start one, it gives up on the file.
private struct Lexer {
  /// The file's UTF-8, which outlives the lexer.
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// Whether the file holds what the lexer cannot read for sure: then nothing is blanked.
  var gaveUp = false
  /// The comments outside bodies that ``bodies()`` passed, in order.
  var comments: [Range<Int>] = []

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The insides of every `func`, `init` and `deinit` body, and of every accessor of a `var`
  /// or a `subscript`, outermost only, in order.
  mutating func bodies() -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    // Whether a `func`, `init` or `deinit` has been read whose body, if it has one, is the
    // next `{` outside parentheses.
    var awaitingBody = false
    // Whether a `var` or a `subscript` has been read whose accessors, if it has any, are in the
    // next `{` outside parentheses (not after `=`: that `{` may start a closure).
    var awaitingAccessors = false
    // Whether the lexer is inside a block of accessors (`{ get { … } set { … } }`), where each
    // `{` outside parentheses opens an accessor's body and the next `}` closes the block.
    var inAccessors = false
    var depth = 0  // parentheses and square brackets
    while index < bytes.count && !gaveUp {
      let byte = bytes[index]
      let start = index
      if skipCommentOrString() {
        if byte == UInt8(ascii: "/") { comments.append(start..<index) }
        continue
      }
      if gaveUp { return [] }
      if isIdentifierHead(byte) {
        let start = index
        while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
        // Only a keyword outside parentheses, not after a dot or a backtick (`.init(…)`,
        // `super.init`, `` `init` ``), declares something.
        let before = start > 0 ? bytes[start - 1] : 0
        guard depth == 0, !inAccessors, before != UInt8(ascii: "."), before != UInt8(ascii: "`") else { continue }
        switch word(start..<index) {
        case .function: (awaitingBody, awaitingAccessors) = (true, false)
        case .accessorOwner: (awaitingBody, awaitingAccessors) = (false, true)
        case .otherDeclaration: (awaitingBody, awaitingAccessors) = (false, false)
        case nil: break
        }
        continue
      }
      index += 1
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: "{") where depth == 0 && (awaitingBody || inAccessors):
        awaitingBody = false
        let start = index
        guard skipBlock() else { return gaveUp ? [] : bodies }
        bodies.append(start..<(index - 1))
      case UInt8(ascii: "{") where depth == 0 && awaitingAccessors:
        awaitingAccessors = false
        if startsAccessor(at: index) {
          inAccessors = true
          continue
        }
        // One getter, its statements straight inside the braces.
        let start = index
        guard skipBlock() else { return gaveUp ? [] : bodies }
        bodies.append(start..<(index - 1))
      case UInt8(ascii: "=") where depth == 0 && !isInOperator(at: index - 1):
        awaitingAccessors = false
      case UInt8(ascii: "}"), UInt8(ascii: ";"):
        if depth == 0 { (awaitingBody, awaitingAccessors, inAccessors) = (false, false, false) }
      default: break
      }
    }
    return gaveUp ? [] : bodies
  }

  /// Whether what follows `position`, past spaces and comments, may start an accessor (`get`,
  /// `set`, an observer, a modifier or an attribute of one, or a `#if`) rather than a getter's
  /// first statement. Taking a getter for accessors only costs a whole parse (the parser finds
  /// other bodies); the other way round would blank the accessors away, so every word Swift's
  /// parser takes to start an accessor is one.
  private func startsAccessor(at position: Int) -> Bool {
    var position = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
      {
        position += 1
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
        position = endOfBlockComment(from: position)
      } else {
        break
      }
    }
    guard position < bytes.count else { return false }
    if bytes[position] == UInt8(ascii: "@") || bytes[position] == UInt8(ascii: "#") { return true }
    var end = position
    while end < bytes.count && isIdentifierByte(bytes[end]) { end += 1 }
    let word = String(decoding: bytes[position..<end], as: UTF8.self)
    return Self.accessorWords.contains(word)
  }

  /// Where the block comment that starts at `position` (`/*`, nested ones included) ends.
  private func endOfBlockComment(from position: Int) -> Int {
    var position = position + 2
    var depth = 1
    while position < bytes.count && depth > 0 {
      if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "/")
      {
        depth -= 1
        position += 2
      } else {
        position += 1
      }
    }
    return position
  }

  /// The words that start an accessor in a block of them: SwiftParser's accessor kinds and the
  /// modifiers it reads before one.
  private static let accessorWords: Set<String> = [
    "get", "set", "willSet", "didSet", "init", "read", "modify", "_read", "_modify", "borrow", "mutate",
    "unsafeAddress", "unsafeMutableAddress", "addressWithOwner", "addressWithNativeOwner",
    "mutableAddressWithOwner", "mutableAddressWithNativeOwner",
    "mutating", "nonmutating", "borrowing", "consuming", "__consuming",
  ]

  /// Whether the `=` at `position` is part of an operator (`==` in a `where` clause), not the
  /// one before an initial value.
  private func isInOperator(at position: Int) -> Bool {
    let operatorBytes: [UInt8] = Array("=!<>".utf8)
    return position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=")
      || position > 0 && operatorBytes.contains(bytes[position - 1])
  }

  /// Whether the byte at `index` may start a regex literal (`#/…/#`, or a `/` where an
  /// expression may start rather than after an operand), which sets ``gaveUp``.
  private mutating func mayStartRegex() -> Bool {
    let byte = bytes[index]
    if byte == UInt8(ascii: "#") {
      var end = index
      while end < bytes.count && bytes[end] == UInt8(ascii: "#") { end += 1 }
      gaveUp = end < bytes.count && bytes[end] == UInt8(ascii: "/")
      return gaveUp
    }
    guard byte == UInt8(ascii: "/") else { return false }
    var before = index - 1
    while before >= 0 && (bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t")) { before -= 1 }
    // After a name, a number or a closing bracket a slash divides; after a keyword such as
    // `return`, or anything else, it may start a regex.
    if before >= 0, bytes[before] == UInt8(ascii: ")") || bytes[before] == UInt8(ascii: "]") {
      return false
    }
    if before >= 0, isIdentifierByte(bytes[before]) {
      var start = before
      while start > 0 && isIdentifierByte(bytes[start - 1]) { start -= 1 }
      if !Self.wordsBeforeAnExpression.contains(String(decoding: bytes[start...before], as: UTF8.self)) {
        return false
      }
    }
    gaveUp = true
    return true
  }

  /// The keywords after which a `/` may start a regex literal.
  private static let wordsBeforeAnExpression: Set<String> = [
    "return", "case", "in", "try", "await", "throw", "where", "else", "if", "guard", "while", "switch",
    "yield", "is", "as", "some", "any",
  ]

  /// The keywords that decide whether a `{` opens a function body.
  private enum Word {
    /// `func`, `init`, `deinit`: the next `{` outside parentheses is the body.
    case function
    /// `var`, `subscript`: the next `{` outside parentheses, before any `=`, holds accessors.
    case accessorOwner
    /// Another declaration: a `func` read before it had no body.
    case otherDeclaration
  }

  private func word(_ range: Range<Int>) -> Word? {
    func equals(_ spelling: StaticString) -> Bool {
      spelling.utf8CodeUnitCount == range.count && spelling.withUTF8Buffer { $0.elementsEqual(bytes[range]) }
    }
    switch range.count {
    case 3: return equals("var") ? .accessorOwner : equals("let") ? .otherDeclaration : nil
    case 4:
      if equals("func") { return .function }
      if equals("init") { return .function }
      return equals("case") || equals("enum") ? .otherDeclaration : nil
    case 5: return equals("class") || equals("actor") ? .otherDeclaration : nil
    case 6:
      if equals("deinit") { return .function }
      return equals("struct") || equals("import") ? .otherDeclaration : nil
    case 8: return equals("protocol") ? .otherDeclaration : nil
    case 9:
      if equals("subscript") { return .accessorOwner }
      return equals("typealias") || equals("extension") ? .otherDeclaration : nil
    case 14: return equals("associatedtype") ? .otherDeclaration : nil
    default: return nil
    }
  }

  /// Skips to just after the `}` that closes a block whose `{` was just read; `false` at the
  /// end of the text.
  private mutating func skipBlock() -> Bool {
    var depth = 1
    while index < bytes.count && !gaveUp {
      let byte = bytes[index]
      if skipCommentOrString() { continue }
      if gaveUp { return false }
      index += 1
      if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return true }
      }
    }
    return false
  }

  /// Skips a comment or a string literal at `index`, if one starts there, and says whether it
  /// did; at what may start a regex literal it gives up instead (``gaveUp``). What the three
  /// loops of the lexer do first at each byte.
  private mutating func skipCommentOrString() -> Bool {
    // Most bytes start none of them.
    let first = bytes[index]
    guard first == UInt8(ascii: "/") || first == UInt8(ascii: "#") || first == UInt8(ascii: "\"") else { return false }
    if skipTrivia() { return true }
    if mayStartRegex() { return false }
    guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") && isRawStringStart() else { return false }
    skipString()
    return true
  }

  /// Skips a comment at `index`, if there is one.
  private mutating func skipTrivia() -> Bool {
    guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count else { return false }
    switch bytes[index + 1] {
    case UInt8(ascii: "/"):
      while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
      return true
    case UInt8(ascii: "*"):
      index = endOfBlockComment(from: index)
      return true
    default:
      return false
    }
  }

  /// Whether `#`s at `index` start a raw string: `#"`, `##"`.
  private func isRawStringStart() -> Bool {
    var end = index
    while end < bytes.count && bytes[end] == UInt8(ascii: "#") { end += 1 }
    return end < bytes.count && bytes[end] == UInt8(ascii: "\"")
  }

  /// Skips a string literal at `index`: `"…"`, `"""…"""`, `#"…"#`, with interpolations.
  private mutating func skipString() {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let isMultiline = starts(with: "\"\"\"")
    index += isMultiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") && hashesFollow(index + 1, hashes) {
        index += 1 + hashes
        if index < bytes.count && bytes[index] == UInt8(ascii: "(") {
          index += 1
          skipInterpolation()
        } else {
          index += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\n") && !isMultiline { return }
      if byte == UInt8(ascii: "\""), !isMultiline || starts(with: "\"\"\"") {
        let close = index + (isMultiline ? 3 : 1)
        if hashesFollow(close, hashes) {
          index = close + hashes
          return
        }
      }
      index += 1
    }
  }

  /// Skips an interpolation's expression, up to and past its `)`.
  private mutating func skipInterpolation() {
    var depth = 1
    while index < bytes.count && !gaveUp {
      let byte = bytes[index]
      if skipCommentOrString() { continue }
      if gaveUp { return }
      index += 1
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private func hashesFollow(_ position: Int, _ count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return bytes[position..<(position + count)].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { $0.elementsEqual(bytes[index..<(index + count)]) }
  }

  private func isIdentifierHead(_ byte: UInt8) -> Bool {
    isIdentifierByte(byte) && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `byte` can be part of a name, as the sketch reads names.
  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    FileSketch.identifierBytes[Int(byte)]
  }
}
