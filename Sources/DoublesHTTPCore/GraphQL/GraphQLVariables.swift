/// Which variables a GraphQL request has, for ``RequestPattern/graphQL(operation:variables:)``.
///
/// Each variable named is its own condition, so a request that missed a stub by one variable is
/// reported with that variable and the value it had.
public struct GraphQLVariables: Sendable {
  enum Kind {
    case any
    case subset
    case exactly
  }

  let kind: Kind
  let values: [String: GraphQLValue]

  /// Any variables, or none.
  public static var any: GraphQLVariables { GraphQLVariables(kind: .any, values: [:]) }

  /// These variables with these values; the request may have others too.
  public static func subset(_ values: [String: GraphQLValue]) -> GraphQLVariables {
    GraphQLVariables(kind: .subset, values: values)
  }

  /// These variables with these values, and no others (`.exactly([:])`: no variables).
  public static func exactly(_ values: [String: GraphQLValue]) -> GraphQLVariables {
    GraphQLVariables(kind: .exactly, values: values)
  }
}
