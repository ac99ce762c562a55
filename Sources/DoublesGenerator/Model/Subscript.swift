/// A subscript requirement.
package struct Subscript: Equatable, Sendable {
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, with a leading space, or `""`.
  package var whereClause: String
  /// The return type as the witness declares it (`Self` spelled as the double), or `nil` for `Void`.
  package var returnType: String
  /// The handle's `Result` type: the return type, or `Any` when it mentions a generic parameter.
  package var resultStorageType: String
  /// Whether it has a setter (`{ get set }`).
  package var hasSetter: Bool
  /// Whether it is `static` (or `class`).
  package var isStatic: Bool
  /// Whether it mentions `Self`, which an existential cannot forward.
  package var mentionsSelf: Bool

  /// Creates a subscript requirement.
  package init(
    parameters: [Parameter],
    genericClause: String = "",
    whereClause: String = "",
    returnType: String,
    resultStorageType: String,
    hasSetter: Bool = false,
    isStatic: Bool = false,
    mentionsSelf: Bool = false
  ) {
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.returnType = returnType
    self.resultStorageType = resultStorageType
    self.hasSetter = hasSetter
    self.isStatic = isStatic
    self.mentionsSelf = mentionsSelf
  }
}
