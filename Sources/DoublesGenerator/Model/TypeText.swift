/// The text of a type, taken word by word.
enum TypeText {
  /// `text` with each identifier found in `qualified` replaced by its value, unless it follows
  /// a `.` (a member of another type) or is a label in a function type (`(for key: K)`).
  static func replacingNames(in text: String, _ qualified: [String: String]) -> String {
    rewritingWords(in: text) { word, before, after in
      guard before.last != "." else { return nil }
      // A word before `:` is a label in a function type, but a key in a dictionary type (`[K: V]`).
      let isLabel = after.first { $0 != " " } == ":" && before.last { $0 != " " } != "["
      return isLabel ? nil : qualified[String(word)]
    }
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
