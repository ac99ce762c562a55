/// How the lexer passes what it does not read: blocks, comments, trivia and string literals.
extension BodyLexer {
  /// Skips to just after the `}` that closes a block whose `{` was just read; `false` at the
  /// end of the text.
  mutating func skipBlock() -> Bool {
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
  mutating func skipCommentOrString() -> Bool {
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
  mutating func skipTrivia() -> Bool {
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
  func isRawStringStart() -> Bool {
    var end = index
    while end < bytes.count && bytes[end] == UInt8(ascii: "#") { end += 1 }
    return end < bytes.count && bytes[end] == UInt8(ascii: "\"")
  }

  /// Skips a string literal at `index`: `"…"`, `"""…"""`, `#"…"#`, with interpolations.
  mutating func skipString() {
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
  mutating func skipInterpolation() {
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

  func hashesFollow(_ position: Int, _ count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return bytes[position..<(position + count)].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { $0.elementsEqual(bytes[index..<(index + count)]) }
  }

  func isIdentifierHead(_ byte: UInt8) -> Bool {
    isIdentifierByte(byte) && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `byte` can be part of a name, as the sketch reads names.
  func isIdentifierByte(_ byte: UInt8) -> Bool {
    FileSketch.identifierBytes[Int(byte)]
  }
}
