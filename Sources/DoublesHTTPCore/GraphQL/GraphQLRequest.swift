import DoublesHAR
import Foundation

/// A GraphQL request as the GraphQL-over-HTTP convention carries it: a `POST` whose JSON body
/// has `query`, `operationName` and `variables` (or whose `application/graphql` body is the
/// query), or a `GET` with the same three in its query string, `variables` as JSON.
struct GraphQLRequest {
  /// The document, as sent.
  let query: String
  /// The `operationName` the request gives, if any.
  let operationName: String?
  /// The variables, `nil` when the request has none.
  let variables: [String: JSONValue]?

  /// The request read as GraphQL, or why it cannot be.
  static func reading(_ request: RecordedRequest) -> Result<GraphQLRequest, NotGraphQL> {
    if request.method == "GET" {
      let items = request.queryItems
      func item(_ name: String) -> String? { items.first { $0.name == name }?.value }
      guard let query = item("query") else { return .failure(NotGraphQL("no `query` in the query string")) }
      var variables: [String: JSONValue]?
      if let text = item("variables"), !text.isEmpty {
        guard case .object(let object) = JSONValue.parse(Data(text.utf8)) else {
          return .failure(NotGraphQL("its `variables` are not a JSON object: \(text)"))
        }
        variables = object
      }
      return .success(GraphQLRequest(query: query, operationName: item("operationName"), variables: variables))
    }
    let mediaType = request.header("Content-Type")?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
    if mediaType?.lowercased() == "application/graphql" {
      return .success(GraphQLRequest(query: request.bodyText ?? "", operationName: nil, variables: nil))
    }
    guard case .object(let body) = JSONValue.parse(request.body) else {
      return .failure(NotGraphQL("its body is not a JSON object"))
    }
    guard case .string(let query) = body["query"] else {
      return .failure(NotGraphQL("its JSON body has no `query` string"))
    }
    var operationName: String?
    if case .string(let name) = body["operationName"] { operationName = name }
    var variables: [String: JSONValue]?
    switch body["variables"] {
    case .object(let object): variables = object
    case nil, .null: variables = nil
    case let other?: return .failure(NotGraphQL("its `variables` are not a JSON object: \(other.text)"))
    }
    return .success(GraphQLRequest(query: query, operationName: operationName, variables: variables))
  }

  init(query: String, operationName: String?, variables: [String: JSONValue]?) {
    self.query = query
    self.operationName = operationName
    self.variables = variables
  }

  /// The document's tokens, read when asked: the conditions on variables need none.
  var document: GraphQLDocument { GraphQLDocument(query) }

  /// The name of the operation the request runs, `nil` for an anonymous one or when the
  /// document has several and the request names none.
  var operation: GraphQLDocument.Operation? { document.operation(named: operationName) }

  /// Why a request is not a GraphQL request, as failure messages say it.
  struct NotGraphQL: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }
}

extension GraphQLRequest {
  /// A GraphQL `POST` body as replay compares it: the document's canonical text for `query`,
  /// the name of the operation that runs for `operationName`, and no `variables` that say nothing
  /// (`null`, `{}`); `nil` when `body` is not a GraphQL body (no `query` string, or one that is not
  /// a document defining an operation). Two requests that differ only in the document's
  /// whitespace, the order of their keys, or in naming the document's only operation or not
  /// (`"operationName": "GetUser"`, `null`, left out) have the same canonical body, so a cassette
  /// replays one for the other and records no second entry.
  static func canonicalBody(_ body: JSONValue) -> JSONValue? {
    guard case .object(var object) = body, case .string(let query) = object["query"] else { return nil }
    // Only a document: a search API's `{"query": "red shoes"}` is compared as the JSON it is.
    let document = GraphQLDocument(query)
    guard document.isWellFormed, !document.operations.isEmpty else { return nil }
    object["query"] = .string(document.canonicalText)
    if object["variables"] == .null || object["variables"] == .object([:]) { object["variables"] = nil }
    var named: String?
    if case .string(let name) = object["operationName"] { named = name }
    if let running = runningOperationName(in: document, named: named) {
      object["operationName"] = .string(running)
    } else if object["operationName"] == .null {
      object["operationName"] = nil
    }
    return .object(object)
  }

  /// The name of the operation a request runs: the one it names when the document has it, else
  /// the document's only operation's; `nil` for an anonymous operation, or when the request names
  /// none of several, or one the document lacks (then what it sent is compared as it is).
  private static func runningOperationName(in document: GraphQLDocument, named: String?) -> String? {
    document.operation(named: named)?.name
  }

  /// A GraphQL `GET`'s query items as replay compares them: `query` in the document's canonical
  /// text, `variables` as compact JSON with sorted keys, `operationName` the name of the operation
  /// that runs, and no `variables` that say nothing (empty, `null`, `{}`); other items as they
  /// are. `nil` when the items hold no `query` that is a document defining an operation, as for a
  /// search API's `?query=shoes`.
  static func canonicalQuery(_ items: [URLQueryItem]) -> [URLQueryItem]? {
    guard let query = items.first(where: { $0.name == "query" })?.value else { return nil }
    let document = GraphQLDocument(query)
    guard document.isWellFormed, !document.operations.isEmpty else { return nil }
    let named = items.first { $0.name == "operationName" }?.value.flatMap { $0.isEmpty ? nil : $0 }
    let running = runningOperationName(in: document, named: named)
    let canonical: [URLQueryItem] = items.compactMap { item in
      switch item.name {
      case "query":
        // Each its own: a second `query` item is compared as what it is.
        let own = GraphQLDocument(item.value ?? "")
        return own.isWellFormed ? URLQueryItem(name: "query", value: own.canonicalText) : item
      case "variables":
        guard let text = item.value, !text.isEmpty else { return nil }
        guard let json = JSONValue.parse(Data(text.utf8)) else { return item }
        return json == .null || json == .object([:]) ? nil : URLQueryItem(name: "variables", value: json.text)
      case "operationName":
        return running == nil && item.value?.isEmpty == false ? item : nil
      default:
        return item
      }
    }
    return canonical + (running.map { [URLQueryItem(name: "operationName", value: $0)] } ?? [])
  }
}
