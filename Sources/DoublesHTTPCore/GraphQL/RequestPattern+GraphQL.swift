import DoublesHAR
import Foundation

extension RequestPattern {
  /// GraphQL requests to `url` (to any URL when `nil`) that run the operation named
  /// `operation`, with the variables `variables` accepts; see ``graphQL(operation:variables:)``.
  /// ```swift
  /// http.stub(.graphQL("https://api.example.com/graphql", operation: "GetUser", variables: .subset(["id": 1])),
  ///           .graphQL(data: ["user": ["id": 1, "name": "Ada"]]))
  /// ```
  public static func graphQL(
    _ url: String? = nil, operation: String, variables: GraphQLVariables = .any
  ) -> RequestPattern {
    let pattern = url.map { RequestPattern().url($0) } ?? RequestPattern()
    return pattern.graphQL(operation: operation, variables: variables)
  }

  /// GraphQL requests that run the operation named `operation`, with the variables `variables`
  /// accepts.
  ///
  /// A request is read as the GraphQL-over-HTTP convention sends it: a `POST` with a JSON body of
  /// `query`, `operationName` and `variables` (or an `application/graphql` body that is the
  /// query), or a `GET` with the three in its query string. The operation is the one
  /// `operationName` names, else the document's only operation; its name is read from the
  /// document (`query GetUser($id: ID!) { … }`), so the request need not send `operationName`.
  /// Variables are compared as JSON (`1` and `1.0` are equal); each variable named in
  /// `variables` is a condition of its own.
  public func graphQL(operation: String, variables: GraphQLVariables = .any) -> RequestPattern {
    var pattern = adding(
      Condition("GraphQL operation is \(operation)") { request in
        switch GraphQLRequest.reading(request) {
        case .failure(let notGraphQL):
          return Verdict(matched: false, actual: "not a GraphQL request: \(notGraphQL.reason)")
        case .success(let graphQL):
          guard let chosen = graphQL.operation else {
            return Verdict(matched: false, actual: Self.missingOperation(in: graphQL))
          }
          return Verdict(matched: chosen.name == operation, actual: chosen.name ?? "an anonymous \(chosen.kind)")
        }
      })
    guard variables.kind != .any else { return pattern }
    for (name, value) in variables.values.sorted(by: { $0.key < $1.key }) {
      let expected = value.json
      pattern = pattern.adding(
        Condition("GraphQL variable \(name) is \(expected.text)") { request in
          guard case .success(let graphQL) = GraphQLRequest.reading(request) else {
            return Verdict(matched: false, actual: "not a GraphQL request")
          }
          guard let actual = graphQL.variables?[name] else {
            return Verdict(matched: false, actual: graphQL.variables == nil ? "no variables" : "missing")
          }
          return Verdict(
            matched: expected.accepts(actual, ignoringExtraKeys: false, ignoringArrayOrder: false), actual: actual.text)
        })
    }
    if variables.kind == .exactly {
      let named = Set(variables.values.keys)
      pattern = pattern.adding(
        Condition(named.isEmpty ? "no GraphQL variables" : "no other GraphQL variables") { request in
          guard case .success(let graphQL) = GraphQLRequest.reading(request) else {
            return Verdict(matched: false, actual: "not a GraphQL request")
          }
          let others = (graphQL.variables ?? [:]).filter { !named.contains($0.key) }
          let listed = others.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.text)" }
          return Verdict(matched: others.isEmpty, actual: listed.joined(separator: ", "))
        })
    }
    return pattern
  }

  /// What a failure message says of a GraphQL request whose operation cannot be told.
  private static func missingOperation(in request: GraphQLRequest) -> String {
    if let name = request.operationName { return "operationName \(name), which the query does not define" }
    let count = request.document.operations.count
    return count == 0 ? "a query that defines no operation" : "\(count) operations and no operationName"
  }
}

extension RequestPattern {
  /// Requests whose JSON body is the recorded GraphQL body `recorded` (``GraphQLRequest/canonicalBody(_:)``):
  /// the same document but for whitespace, commas and comments, the same variables in any key
  /// order; `wildcard` stands for any value, as in other recorded bodies.
  func body(graphQL recorded: JSONValue, wildcard: String?) -> RequestPattern {
    adding(
      Condition("GraphQL body is \(recorded.text)") { request in
        guard let body = JSONValue.parse(request.body), let actual = GraphQLRequest.canonicalBody(body) else {
          return Verdict(matched: false, actual: "not a GraphQL body: \(Self.renderBody(request))")
        }
        let matched = recorded.accepts(actual, ignoringExtraKeys: false, ignoringArrayOrder: false, wildcard: wildcard)
        return Verdict(matched: matched, actual: actual.text)
      })
  }

  /// Requests whose query string is the recorded GraphQL `GET` query `recorded`
  /// (``GraphQLRequest/canonicalQuery(_:)``): the same document but for its layout, the same
  /// variables in any key order, and the same other items in any order; `wildcard` stands for
  /// any value.
  func query(graphQL recorded: [URLQueryItem], wildcard: String?) -> RequestPattern {
    let expected = Self.sorted(recorded)
    return adding(
      Condition("GraphQL query is \(Self.render(expected))") { request in
        guard let actual = GraphQLRequest.canonicalQuery(request.queryItems).map(Self.sorted) else {
          return Verdict(matched: false, actual: "not a GraphQL query: \(Self.render(request.queryItems))")
        }
        return Verdict(matched: QueryPair.accepts(expected, actual, wildcard: wildcard), actual: Self.render(actual))
      })
  }
}
