/// A subscript requirement.
package struct Subscript: Equatable, Sendable {
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, with a leading space, or `""`.
  package var whereClause: String
  /// The return type as written.
  package var returnType: String
  /// Whether the return type mentions a generic parameter of the subscript.
  package var returnTypeMentionsGeneric: Bool
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
    returnTypeMentionsGeneric: Bool = false,
    hasSetter: Bool = false,
    isStatic: Bool = false,
    mentionsSelf: Bool = false
  ) {
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.returnType = returnType
    self.returnTypeMentionsGeneric = returnTypeMentionsGeneric
    self.hasSetter = hasSetter
    self.isStatic = isStatic
    self.mentionsSelf = mentionsSelf
  }
}
