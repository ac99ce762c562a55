/// The text of a type, taken word by word.
enum TypeText {
  /// `text` with each identifier found in `qualified` replaced by its value, unless it follows
  /// a `.` (a member of another type) or an `@` (an attribute, `@Sendable`), or is a label in a
  /// function type (`(for key: K)`).
  static func replacingNames(in text: String, _ qualified: [String: String]) -> String {
    rewritingWords(in: text) { word, before, after in
      guard before.last != ".", before.last != "@" else { return nil }
      // A word before `:` is a label in a function type, but a key in a dictionary type (`[K: V]`).
      let isLabel = after.first { $0 != " " } == ":" && before.last { $0 != " " } != "["
      return isLabel ? nil : qualified[String(word)]
    }
  }

  /// A `where` requirement (`Value: Collection`, `Value.Element == Int`) with each identifier
  /// found in `names` replaced by its value, unless it follows a `.`: a word before `:` is the
  /// constrained type here, no label.
  static func replacingNames(inRequirement requirement: String, _ names: [String: String]) -> String {
    rewritingWords(in: requirement) { word, before, _ in before.last == "." ? nil : names[String(word)] }
  }

  /// `name` as a member of `base`: `GraphQL.Node`, but ``GraphQL.`Type` `` for a type named `Type`
  /// or `Protocol`, which Swift reads after a dot as a metatype.
  static func member(_ name: String, of base: String) -> String {
    let first = name.prefix { $0 != "." }
    let escaped = first == "Type" || first == "Protocol" ? "`\(first)`" + name.dropFirst(first.count) : name
    return "\(base).\(escaped)"
  }

  /// The names `text` uses on their own, not as a member of another type (`Element` in
  /// `Element: Node, Row.Index == Int`, not `Index`).
  static func ownNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    _ = rewritingWords(in: text) { word, before, _ in
      if before.last != "." { names.insert(String(word)) }
      return nil
    }
    return names
  }

  /// `text` without the module name before the standard library's names (`Swift.String` is
  /// `String`), so that two spellings of one requirement compare equal.
  static func withoutSwiftModule(_ text: String) -> String {
    // `MySwift.Type` and `Module.Swift.Type` keep it: there `Swift` is not the module.
    withoutPathStart("Swift.", in: text)
  }

  /// `text` with each `Self.` that starts a path left out: `Self.IDValue == Self.SessionID` is
  /// `IDValue == SessionID`. (`Self` alone, and `Outer.Self`, stay.)
  static func withoutSelfPaths(_ text: String) -> String {
    withoutPathStart("Self.", in: text)
  }

  /// `text` without `start` (`Swift.`) where it starts a path: not after a letter, digit, `_`
  /// or `.`, where it ends another name (`MySwift.`) or follows another type (`Outer.Self.`).
  private static func withoutPathStart(_ start: String, in text: String) -> String {
    guard text.includes(start) else { return text }
    var result = ""
    var rest = Substring(text)
    while let found = rest.firstRange(of: start) {
      result += rest[..<found.lowerBound]
      if let last = result.last, last.isLetter || last.isNumber || last == "_" || last == "." { result += start }
      rest = rest[found.upperBound...]
    }
    return result + rest
  }

  /// `text` with each identifier replaced by what `rewrite` gives for it, or kept when it gives
  /// `nil`; `rewrite` also sees what the result holds before the word, and the text after it.
  static func rewritingWords(
    in text: String, _ rewrite: (_ word: Substring, _ before: String, _ after: Substring) -> String?
  ) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      guard character.isLetter || character == "_" else {
        result.append(character)
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
        end = text.index(after: end)
      }
      let word = text[index..<end]
      result += rewrite(word, result, text[end...]) ?? String(word)
      index = end
    }
    return result
  }
}

extension TypeText {
  /// Whether `text` is a function type, as a type alias may stand for one:
  /// `(Int) -> String`, `@Sendable (Data) throws -> Void`, `((Int) -> Void)`; not an optional
  /// one, `((Int) -> Void)?`, which a parameter may keep.
  static func isFunctionType(_ text: String) -> Bool {
    var rest = Substring(text).drop { $0.isWhitespace }
    // Attributes, `@Sendable` or `@convention(c)`, and `nonisolated(nonsending)`.
    while rest.hasPrefix("@") || rest.hasPrefix("nonisolated") || rest.hasPrefix("sending ") {
      rest = rest.drop { !$0.isWhitespace && $0 != "(" }
      if rest.hasPrefix("("), let close = closingParenthesis(in: rest) { rest = rest[rest.index(after: close)...] }
      rest = rest.drop { $0.isWhitespace }
    }
    guard rest.hasPrefix("("), let close = closingParenthesis(in: rest) else { return false }
    let after = rest[rest.index(after: close)...].drop { $0.isWhitespace }
    if after.isEmpty {
      // `((Int) -> Void)`: the parentheses around a function type.
      return isFunctionType(String(rest.dropFirst().prefix(upTo: close)))
    }
    var effects = after
    for word in ["async", "throws", "rethrows"] where effects.hasPrefix(word) {
      effects = effects.dropFirst(word.count).drop { $0.isWhitespace }
      if effects.hasPrefix("("), let close = closingParenthesis(in: effects) {
        effects = effects[effects.index(after: close)...].drop { $0.isWhitespace }
      }
    }
    return effects.hasPrefix("->")
  }

  /// The index of the `)` that closes the `(` `text` starts with.
  private static func closingParenthesis(in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// `text` with `isolation` (`nonisolated(nonsending)` or `@concurrent`) written before each
  /// `async` function type in it that states none, ahead of its attributes:
  /// `nonisolated(nonsending) @escaping () async -> Void`. What such a type means depends on the
  /// module it is written in (`NonisolatedNonsendingByDefault`), so a double that states it means
  /// the same in a test module whatever that module's setting. A type with a global actor,
  /// `@concurrent`, `@isolated(any)`, `nonisolated(nonsending)` or an `isolated` parameter states
  /// its own.
  static func statingAsyncFunctionIsolation(in text: String, _ isolation: String) -> String {
    guard text.includes("async") else { return text }
    let characters = Array(text)
    var insertions: [Int] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "a", word(in: characters, at: index) == "async" else {
        index += 1
        continue
      }
      // `async` is a function type's effect where it follows the parameters' `)`.
      var close = index - 1
      while close >= 0, characters[close] == " " { close -= 1 }
      if close >= 0, characters[close] == ")", let open = matchingOpen(in: characters, close),
        !words(in: characters[open...close]).contains("isolated"),
        let point = isolationPoint(in: characters, before: open)
      {
        insertions.append(point)
      }
      index += 5
    }
    var result = ""
    for (offset, character) in characters.enumerated() {
      if insertions.contains(offset) { result += isolation + " " }
      result.append(character)
    }
    return result
  }

  /// Where a function type whose parameters open at `open` takes a stated isolation: before its
  /// attributes; `nil` when one of them, or a specifier, states it already.
  private static func isolationPoint(in characters: [Character], before open: Int) -> Int? {
    var point = open
    var index = open - 1
    while true {
      while index >= 0, characters[index] == " " { index -= 1 }
      guard index >= 0 else { return point }
      var end = index
      // An attribute's arguments, `@isolated(any)`, or `nonisolated(nonsending)`.
      if characters[index] == ")" {
        guard let argumentsOpen = matchingOpen(in: characters, index) else { return point }
        end = argumentsOpen - 1
      }
      var start = end
      while start >= 0, characters[start].isLetter || characters[start].isNumber || characters[start] == "_" {
        start -= 1
      }
      let name = String(characters[(start + 1)..<(end + 1)])
      guard !name.isEmpty else { return point }
      let isAttribute = start >= 0 && characters[start] == "@"
      if name == "nonisolated" || name == "isolated" || name == "concurrent" || name.hasSuffix("Actor") {
        return nil
      }
      guard isAttribute else { return point }
      point = start
      index = start - 1
    }
  }

  /// The index of the `(` that the `)` at `close` closes.
  private static func matchingOpen(in characters: [Character], _ close: Int) -> Int? {
    var depth = 0
    var index = close
    while index >= 0 {
      switch characters[index] {
      case ")": depth += 1
      case "(":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// The identifier that starts at `index`, if one does (and is not the end of a longer one).
  private static func word(in characters: [Character], at index: Int) -> Substring? {
    let isPart = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    guard index == 0 || !isPart(characters[index - 1]) else { return nil }
    var end = index
    while end < characters.count, isPart(characters[end]) { end += 1 }
    return String(characters[index..<end])[...]
  }

  /// The identifiers in `characters`.
  private static func words(in characters: ArraySlice<Character>) -> Set<String> {
    ownNames(in: String(characters))
  }
}
