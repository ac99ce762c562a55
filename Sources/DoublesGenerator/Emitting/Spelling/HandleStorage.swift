/// The types a double's handles store, worked out from the model's types as written: a handle
/// is a stored property, which can be neither opaque nor generic.
package enum HandleStorage {
  /// The type a handle stores for a value of `type`: `any P` for `some P`, `T?` for `T!`, else
  /// `type` itself.
  package static func type(for type: String) -> String {
    guard type.contains("some") || type.contains("!") else { return type }
    let optional = String(type.map { $0 == "!" ? "?" : $0 })
    return TypeText.rewritingWords(in: optional) { word, before, after in
      // `some` is a keyword only before the type it makes opaque, and never a member (`.some`).
      word == "some" && before.last != "." && after.first?.isWhitespace == true ? "any" : nil
    }
  }
}

extension Method {
  /// The handle's `Result` type: the return type (`Void` for none), or `Any` when it mentions a
  /// generic parameter of the method, which the witness casts back.
  var resultStorageType: String {
    guard let returnType else { return "Void" }
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
    case .none, .rethrows: "Never"
    case .untyped: "any Error"
    case .typed(let type): type
    }
  }

  /// Whether calling the handle needs `try`.
  var needsTry: Bool {
    switch self {
    case .none, .rethrows: false
    case .untyped, .typed: true
    }
  }
}
