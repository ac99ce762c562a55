/// A method requirement.
package struct Method: Equatable, Sendable {
  /// The name, as written (backticks kept).
  package var name: String
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, such as ` where T: Sendable`, or `""`.
  package var whereClause: String
  /// Whether it is `async`.
  package var isAsync: Bool
  /// How it throws.
  package var throwsKind: ThrowsKind
  /// The return type as written, or `nil` for `Void`.
  package var returnType: String?
  /// Whether the return type mentions a generic parameter of the method.
  package var returnTypeMentionsGeneric: Bool
  /// Whether the return type mentions a generic parameter that may be noncopyable
  /// (`<T: ~Copyable>`): no stub can hold such a value, so only a real object answers.
  package var resultMayBeNoncopyable = false
  /// Whether it has an attribute that may be a result builder (`@ViewBuilder`): Swift gives its
  /// witnesses that builder too, unless their body returns in so many words.
  package var mayHaveResultBuilder = false
  /// Whether it is `static` (or `class`).
  package var isStatic: Bool
  /// Whether it is `mutating`.
  package var isMutating: Bool
  /// `prefix` or `postfix` for an operator requirement that has one, else `nil`.
  package var fixity: String?
  /// Whether the requirement mentions `Self`, which rules out forwarding to an existential.
  package var mentionsSelf: Bool
  /// The result, when it is an `any AsyncSequence` a relaxed double answers with a finished
  /// stream; else `nil`.
  package var stream: StreamResult? = nil

  /// Creates a method requirement.
  package init(
    name: String,
    parameters: [Parameter] = [],
    genericClause: String = "",
    whereClause: String = "",
    isAsync: Bool = false,
    throwsKind: ThrowsKind = .none,
    returnType: String? = nil,
    returnTypeMentionsGeneric: Bool = false,
    isStatic: Bool = false,
    isMutating: Bool = false,
    mentionsSelf: Bool = false
  ) {
    self.name = name
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.isAsync = isAsync
    self.throwsKind = throwsKind
    self.returnType = returnType
    self.returnTypeMentionsGeneric = returnTypeMentionsGeneric
    self.isStatic = isStatic
    self.isMutating = isMutating
    self.mentionsSelf = mentionsSelf
  }
}

extension Method {
  /// Whether the requirement is an operator, such as `==`: its name starts with neither a
  /// letter, `_`, nor the backtick of a name such as `` `default` ``.
  var isOperator: Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return !first.properties.isXIDStart && first != "_" && first != "`"
  }
}

extension Method {
  /// ` -> Result` as a signature writes the return type, or `""` for none.
  var returnClause: String { returnType.map { " -> \($0)" } ?? "" }
}
