/// What Doubles reads of a GraphQL document: its tokens, the operations it defines, and a
/// canonical text in which insignificant whitespace, commas and comments are gone.
///
/// A lexer after the GraphQL specification's (October 2021) lexical grammar, not a parser: enough
/// to name an operation and to compare two documents, with nothing to resolve against a schema.
struct GraphQLDocument: Sendable {
  /// One operation the document defines: its kind and its name (`nil` when anonymous).
  struct Operation: Equatable, Sendable {
    let kind: String
    let name: String?
  }

  /// The document's significant tokens, in order.
  let tokens: [Substring]

  init(_ text: String) {
    tokens = Self.tokens(of: text)
  }

  /// The document as a minifier writes it: its tokens with a space only between two names or
  /// numbers (`query GetUser($id:ID!){user(id:$id){name}}`), the same for two documents that
  /// differ only in whitespace, commas and comments.
  var canonicalText: String {
    var text = ""
    var previousIsWord = false
    var previousEndsString = false
    for token in tokens {
      let isWord = token.unicodeScalars.first.map { $0 == "_" || $0 == "-" || Self.isLetter($0) || Self.isDigit($0) }
      let isString = token.hasPrefix("\"")
      // Two names or numbers need a space between them, and so do two strings (`"" "x"` is not `"""x"`).
      if (isWord == true && previousIsWord) || (isString && previousEndsString) { text += " " }
      text += token
      previousIsWord = isWord == true
      previousEndsString = token.hasSuffix("\"")
    }
    return text
  }

  /// Whether the document's brackets balance and it ends with a closing brace, as a document of
  /// operations and fragments does.
  var isWellFormed: Bool {
    var depth = 0
    for token in tokens {
      if token == "{" || token == "(" || token == "[" { depth += 1 }
      if token == "}" || token == ")" || token == "]" { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0 && tokens.last == "}"
  }

  /// The operations the document defines, in order (fragments are not operations).
  var operations: [Operation] {
    var found: [Operation] = []
    var depth = 0
    var startsDefinition = true
    for (index, token) in tokens.enumerated() {
      if depth == 0 && startsDefinition {
        if token == "{" {
          found.append(Operation(kind: "query", name: nil))
        } else if token == "query" || token == "mutation" || token == "subscription" {
          let next = tokens.indices.contains(index + 1) ? tokens[index + 1] : ""
          found.append(Operation(kind: String(token), name: Self.isName(next) ? String(next) : nil))
        }
      }
      switch token {
      case "{", "(", "[":
        depth += 1
        startsDefinition = false
      case "}", ")", "]":
        depth = max(0, depth - 1)
        startsDefinition = depth == 0 && token == "}"
      default:
        if depth == 0 { startsDefinition = false }
      }
    }
    return found
  }

  /// The operation a request with `operationName` runs: that one, or the document's only one.
  func operation(named operationName: String?) -> Operation? {
    let all = operations
    if let operationName { return all.first { $0.name == operationName } }
    return all.count == 1 ? all[0] : nil
  }

  static func isName(_ token: Substring) -> Bool {
    guard let first = token.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
    return token.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || isDigit($0) }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// The significant tokens of `text`: punctuators, names, numbers and strings, as written.
  private static func tokens(of text: String) -> [Substring] {
    var tokens: [Substring] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    func peek(_ offset: Int) -> Unicode.Scalar? {
      var position = index
      for _ in 0..<offset {
        guard position < scalars.endIndex else { return nil }
        position = scalars.index(after: position)
      }
      return position < scalars.endIndex ? scalars[position] : nil
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let start = index
      switch scalar {
      case " ", "\t", "\n", "\r", ",", "\u{FEFF}":
        index = scalars.index(after: index)
      case "#":
        while index < scalars.endIndex && scalars[index] != "\n" && scalars[index] != "\r" {
          index = scalars.index(after: index)
        }
      case "\"":
        if peek(1) == "\"" && peek(2) == "\"" {
          index = scalars.index(index, offsetBy: 3)
          while index < scalars.endIndex {
            if scalars[index] == "\\" && peek(1) == "\"" && peek(2) == "\"" && peek(3) == "\"" {
              index = scalars.index(index, offsetBy: 4)
            } else if scalars[index] == "\"" && peek(1) == "\"" && peek(2) == "\"" {
              index = scalars.index(index, offsetBy: 3)
              break
            } else {
              index = scalars.index(after: index)
            }
          }
        } else {
          index = scalars.index(after: index)
          while index < scalars.endIndex && scalars[index] != "\"" && scalars[index] != "\n" {
            if scalars[index] == "\\" { index = scalars.index(after: index) }
            if index < scalars.endIndex { index = scalars.index(after: index) }
          }
          if index < scalars.endIndex && scalars[index] == "\"" { index = scalars.index(after: index) }
        }
        tokens.append(Substring(scalars[start..<index]))
      case "." where peek(1) == "." && peek(2) == ".":
        index = scalars.index(index, offsetBy: 3)
        tokens.append(Substring(scalars[start..<index]))
      case _ where scalar == "_" || isLetter(scalar) || isDigit(scalar) || scalar == "-":
        index = scalars.index(after: index)
        while index < scalars.endIndex {
          let next = scalars[index]
          let isNumber = isDigit(scalar) || scalar == "-"
          let previous = scalars[scalars.index(before: index)]
          let signOfExponent = (next == "+" || next == "-") && (previous == "e" || previous == "E")
          guard next == "_" || isLetter(next) || isDigit(next) || (isNumber && (next == "." || signOfExponent))
          else { break }
          index = scalars.index(after: index)
        }
        tokens.append(Substring(scalars[start..<index]))
      default:
        index = scalars.index(after: index)
        tokens.append(Substring(scalars[start..<index]))
      }
    }
    return tokens
  }
}
