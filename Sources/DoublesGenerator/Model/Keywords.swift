/// Swift keywords, for names the generator writes into source.
enum Keywords {
  /// `name` in backticks when it is a keyword, as is otherwise.
  static func escaped(_ name: String) -> String {
    all.contains(name) || isRawIdentifier(name) ? "`\(name)`" : name
  }

  /// Whether `name`, written without backticks, is a raw identifier that needs them
  /// (`` `retry later` ``, `` `1st` ``): it holds an ASCII character no identifier holds, or starts
  /// with a digit. A name already in backticks is none.
  static func isRawIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !name.utf8.contains(UInt8(ascii: "`")) else { return false }
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { return true }
    return name.utf8.contains { byte in
      byte < 0x80
        && !(byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
    }
  }

  /// The keywords that need backticks even as argument labels of a declaration.
  static let reservedInArgumentLabels: Set<String> = ["inout", "var", "let"]

  /// The keywords that need backticks as argument labels of a call, or as the labels of a tuple
  /// (`let` and `var` there draw a warning that they need none).
  static let reservedInCallLabels: Set<String> = ["inout"]

  /// `label` as a call or a tuple type writes it: in backticks when it is `inout` or a raw
  /// identifier.
  static func callLabel(_ label: String) -> String {
    reservedInCallLabels.contains(label) || isRawIdentifier(label) ? "`\(label)`" : label
  }

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
