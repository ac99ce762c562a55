/// The types a double's handles store, worked out from the model's types as written: a handle
/// is a stored property, which can be neither opaque nor generic.
package enum HandleStorage {
  /// The type a handle stores for a value of `type`: `any P` for `some P`, `T?` for `T!`, else
  /// `type` itself.
  package static func type(for type: String) -> String {
    guard type.includes("some") || type.includes("!") else { return type }
    let optional = String(type.map { $0 == "!" ? "?" : $0 })
    let existential = TypeText.rewritingWords(in: optional) { word, before, after in
      // `some` is a keyword only before the type it makes opaque, and never a member (`.some`).
      word == "some" && before.last != "." && after.first?.isWhitespace == true ? "any" : nil
    }
    return existentialMetatypes(in: existential)
  }

  /// `text` with each metatype of an existential, `(any P).Type`, written as the existential
  /// metatype `any P.Type`, which is what a `(some P).Type` argument converts to: `(any P).Type`
  /// is the metatype of the existential box itself, which no such argument is.
  static func existentialMetatypes(in text: String) -> String {
    guard text.includes(").Type") else { return text }
    var characters = Array(text)
    var index = 0
    while index + 5 < characters.count {
      guard characters[index] == "(", String(characters[(index + 1)..<(index + 5)]) == "any " else {
        index += 1
        continue
      }
      var depth = 0
      var close = index
      while close < characters.count {
        if characters[close] == "(" { depth += 1 }
        if characters[close] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        close += 1
      }
      let end = close + 6
      guard end <= characters.count, String(characters[(close + 1)..<end]) == ".Type",
        end == characters.count || !(characters[end].isLetter || characters[end].isNumber || characters[end] == "_")
      else {
        index += 1
        continue
      }
      let constraint = String(characters[(index + 5)..<close])
      let spelled = "any " + (constraint.contains("&") ? "(\(constraint))" : constraint) + ".Type"
      characters.replaceSubrange(index..<(close + 6), with: spelled)
      index += spelled.count
    }
    return String(characters)
  }
}

extension Method {
  /// The handle's `Result` type: the return type (`Void` for none), or `Any` when it mentions a
  /// generic parameter of the method, which the witness casts back.
  var resultStorageType: String {
    guard let returnType else { return StandardLibraryNames.void }
    return returnTypeMentionsGeneric ? "Any" : HandleStorage.type(for: returnType)
  }
}

extension Subscript {
  /// The handle's `Result` type: the return type, or `Any` when it mentions a generic parameter
  /// of the subscript, which the witness casts back.
  var resultStorageType: String {
    returnTypeMentionsGeneric ? "Any" : HandleStorage.type(for: returnType)
  }
}

extension Property {
  /// The handle's value type.
  var storageType: String { HandleStorage.type(for: type) }
}

extension ThrowsKind {
  /// The `Failure` argument of the handle: what a stub may throw.
  var failureType: String {
    switch self {
    case .none, .rethrows: StandardLibraryNames.never
    case .untyped, .typedGeneric: StandardLibraryNames.anyError
    case .typed(let type): type
    }
  }

  /// Whether calling the handle needs `try`.
  var needsTry: Bool {
    switch self {
    case .none, .rethrows: false
    case .untyped, .typed, .typedGeneric: true
    }
  }
}
