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
  /// The handle's `Result` type: the return type, `Void`, the double's name for `Self`, or
  /// `Any` when it mentions a generic parameter of the method.
  package var resultStorageType: String
  /// Whether the result is erased to `Any` and must be cast back in the witness.
  package var castsResult: Bool
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
    resultStorageType: String = "Void",
    castsResult: Bool = false,
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
    self.resultStorageType = resultStorageType
    self.castsResult = castsResult
    self.isStatic = isStatic
    self.isMutating = isMutating
    self.mentionsSelf = mentionsSelf
  }
}

extension Method {
  /// Whether the requirement is an operator, such as `==`.
  var isOperator: Bool { HandleNames.identifier(for: name) != name }
}
