/// Just enough of Swift's lexer to find function and accessor bodies: words, comments, string literals
/// (multi-line, raw and interpolated), and brackets. It does not read regex literals, whose
/// brackets need not balance: at a `/` that may start one, it gives up on the file.
struct BodyLexer {
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
  func startsAccessor(at position: Int) -> Bool {
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
  func endOfBlockComment(from position: Int) -> Int {
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
  func isInOperator(at position: Int) -> Bool {
    let operatorBytes: [UInt8] = Array("=!<>".utf8)
    return position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=")
      || position > 0 && operatorBytes.contains(bytes[position - 1])
  }

  /// Whether the byte at `index` may start a regex literal (`#/…/#`, or a `/` where an
  /// expression may start rather than after an operand), which sets ``gaveUp``.
  mutating func mayStartRegex() -> Bool {
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
  enum Word {
    /// `func`, `init`, `deinit`: the next `{` outside parentheses is the body.
    case function
    /// `var`, `subscript`: the next `{` outside parentheses, before any `=`, holds accessors.
    case accessorOwner
    /// Another declaration: a `func` read before it had no body.
    case otherDeclaration
  }

  func word(_ range: Range<Int>) -> Word? {
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
}
