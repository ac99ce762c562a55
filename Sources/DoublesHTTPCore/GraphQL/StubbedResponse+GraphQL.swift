import DoublesHAR

/// An error of a GraphQL answer: its message, and optionally where it happened and what kind it is.
public struct GraphQLError: Sendable, ExpressibleByStringLiteral {
  /// What went wrong, for people.
  public var message: String
  /// The field the error belongs to, such as `["user", "friends", 1]`.
  public var path: [GraphQLValue]
  /// What the server adds, such as `["code": "NOT_FOUND"]`.
  public var extensions: [String: GraphQLValue]

  /// An error with `message`, at `path`, with `extensions`.
  public init(_ message: String, path: [GraphQLValue] = [], extensions: [String: GraphQLValue] = [:]) {
    self.message = message
    self.path = path
    self.extensions = extensions
  }

  /// An error with `message` only: `["No such user"]` for `errors:`.
  public init(stringLiteral message: String) { self.init(message) }

  var json: JSONValue {
    var object: [String: JSONValue] = ["message": .string(message)]
    if !path.isEmpty { object["path"] = .array(path.map(\.json)) }
    if !extensions.isEmpty { object["extensions"] = .object(extensions.mapValues(\.json)) }
    return .object(object)
  }
}

extension StubbedResponse {
  /// A GraphQL answer, as `application/json`: `{"data": …}`, with `"errors": […]` when there are
  /// errors; with errors and `data` left out, the answer has errors only (a request that failed
  /// before it ran).
  /// ```swift
  /// .graphQL(data: ["user": ["id": 1, "name": "Ada"]])
  /// .graphQL(data: ["user": nil], errors: [GraphQLError("No user 7", path: ["user"], extensions: ["code": "NOT_FOUND"])])
  /// ```
  public static func graphQL(
    data: GraphQLValue? = nil, errors: [GraphQLError] = [], status: Int = 200, headers: [String: String] = [:]
  ) -> StubbedResponse {
    var object: [String: JSONValue] = [:]
    if let data { object["data"] = data.json } else if errors.isEmpty { object["data"] = .null }
    if !errors.isEmpty { object["errors"] = .array(errors.map(\.json)) }
    return .json(string: JSONValue.object(object).text, status: status, headers: headers)
  }
}
