/// Swift keywords, for names the generator writes into source.
enum Keywords {
  /// `name` in backticks when it is a keyword, as is otherwise.
  static func escaped(_ name: String) -> String {
    all.contains(name) ? "`\(name)`" : name
  }

  /// The keywords that need backticks even as argument labels.
  static let reservedInArgumentLabels: Set<String> = ["inout", "var", "let"]

  /// Keywords that cannot be used as identifiers without backticks.
  static let all: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]
}
