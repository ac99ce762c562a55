/// An initializer requirement.
package struct Initializer: Equatable, Sendable {
  /// The parameters, in order.
  package var parameters: [Parameter]
  /// The generic parameter clause as written, such as `<T: Decodable>`, or `""`.
  package var genericClause: String
  /// The generic `where` clause as written, with a leading space, or `""`.
  package var whereClause: String
  /// `init?` or `init!`: the double's initializer never fails, which satisfies both.
  package var isFailable: Bool
  /// Whether it is `async`.
  package var isAsync: Bool
  /// How it throws.
  package var throwsKind: ThrowsKind

  /// Creates an initializer requirement.
  package init(
    parameters: [Parameter],
    genericClause: String = "",
    whereClause: String = "",
    isFailable: Bool = false,
    isAsync: Bool = false,
    throwsKind: ThrowsKind = .none
  ) {
    self.parameters = parameters
    self.genericClause = genericClause
    self.whereClause = whereClause
    self.isFailable = isFailable
    self.isAsync = isAsync
    self.throwsKind = throwsKind
  }
}
