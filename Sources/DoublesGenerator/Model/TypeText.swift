/// The text of a type, taken word by word.
enum TypeText {
  /// `text` with each identifier found in `qualified` replaced by its value, unless it follows
  /// a `.` (a member of another type) or is a label in a function type (`(for key: K)`).
  static func replacingNames(in text: String, _ qualified: [String: String]) -> String {
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
      let word = String(text[index..<end])
      let isMember = result.last == "."
      // A word before `:` is a label in a function type, but a key in a dictionary type (`[K: V]`).
      let isLabel = text[end...].first { $0 != " " } == ":" && result.last { $0 != " " } != "["
      result += !isMember && !isLabel ? qualified[word] ?? word : word
      index = end
    }
    return result
  }
}
