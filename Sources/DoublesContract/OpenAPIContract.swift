import DoublesHAR
import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import Yams

/// An OpenAPI document, read for checking the messages of tests against it: its operations, with
/// their parameters, request bodies and responses, every `$ref` resolved.
///
/// ```swift
/// let contract = try OpenAPIContract(contentsOf: Bundle.module.url(forResource: "openapi", withExtension: "yaml")!)
/// ```
///
/// Reads OpenAPI 3.0 and 3.1 documents written as JSON or YAML.
public struct OpenAPIContract: Sendable, CustomStringConvertible {
  /// What the contract is called in messages: the document's file name, or its title.
  public let name: String
  /// The operations, sorted by path, then method.
  public let operations: [ContractOperation]
  /// The path of the first server's URL (`/v1` of `https://api.example.com/v1`), which the
  /// document's paths are relative to; `""` without one.
  public let basePath: String
  /// The first server's URL, each variable at its default, when it names a host:
  /// `https://api.example.com/v1`.
  package let serverURL: URL?

  /// Reads the document at `url`: YAML when its name ends in `.yaml` or `.yml`, else JSON.
  ///
  /// A document is read once per process: every later call for the same file, from any test,
  /// shares the first one's contract until the file changes (its size or modification date), so
  /// each test may create its own without paying for the parse again.
  public init(contentsOf url: URL) throws {
    let key = ContractCache.key(for: url)
    if let key, let kept = ContractCache.contract(for: key) {
      self = kept
      return
    }
    try self.init(reading: url)
    if let key { ContractCache.keep(self, for: key) }
  }

  private init(reading url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw OpenAPIContractError("cannot read \(url.path): \(error.localizedDescription)")
    }
    let isYAML = ["yaml", "yml"].contains(url.pathExtension.lowercased())
    try self.init(data, isYAML: isYAML, name: url.lastPathComponent)
  }

  /// Reads the document `json`, called `name` in messages.
  public init(json: Data, name: String = "the document") throws {
    try self.init(json, isYAML: false, name: name)
  }

  /// Reads the document `yaml`, called `name` in messages.
  public init(yaml: String, name: String = "the document") throws {
    try self.init(Data(yaml.utf8), isYAML: true, name: name)
  }

  private init(_ text: Data, isYAML: Bool, name: String) throws {
    struct Version: Decodable { var openapi: String? }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      isYAML ? try YAMLDecoder().decode(type, from: text) : try JSONDecoder().decode(type, from: text)
    }
    let document: OpenAPIKit.OpenAPI.Document
    do {
      let version = try decode(Version.self).openapi ?? ""
      if version.hasPrefix("3.0") {
        document = try decode(OpenAPIKit30.OpenAPI.Document.self).convert(to: .v3_1_0)
      } else {
        document = try decode(OpenAPIKit.OpenAPI.Document.self)
      }
    } catch {
      if let syntax = Self.syntaxProblem(error, in: text, isYAML: isYAML) {
        throw OpenAPIContractError("\(name)\(syntax)")
      }
      throw OpenAPIContractError("\(name) is not an OpenAPI document OpenAPIKit can read: \(Self.describe(error))")
    }
    let resolved: OpenAPIKit.ResolvedDocument
    do {
      resolved = try document.locallyDereferenced().resolved()
    } catch {
      throw OpenAPIContractError("cannot resolve the references of \(name): \(Self.describe(error))")
    }
    self.name = name
    let server = document.servers.first.map { server in
      // Each variable at its default: `https://api.example.com/{version}` is `/v1`.
      server.variables.reduce(server.urlTemplate.rawValue) { url, variable in
        url.replacingOccurrences(of: "{\(variable.key)}", with: variable.value.default)
      }
    }
    basePath = server.map(Self.path(of:)) ?? ""
    serverURL = server.flatMap(URL.init(string:)).flatMap { $0.host == nil ? nil : $0 }
    // A decoder reads a JSON object's keys in no set order: paths, methods, statuses and content
    // types are put in one, so that messages are the same from run to run.
    operations = resolved.endpoints.map(Self.operation).sorted { left, right in
      (left.path, Self.methods.firstIndex(of: left.method) ?? 99, left.method)
        < (right.path, Self.methods.firstIndex(of: right.method) ?? 99, right.method)
    }
  }

  /// The order operations of one path are listed in.
  private static let methods = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE", "QUERY"]

  /// `petstore.json (6 operations)`.
  public var description: String {
    "\(name) (\(operations.count) \(operations.count == 1 ? "operation" : "operations"))"
  }

  /// The operation whose `operationId` is `id`.
  public func operation(_ id: String) -> ContractOperation? {
    operations.first { $0.id == id }
  }

  /// The operation a request with `method` to `path` (relative to the server) is for, and the
  /// values of its path variables: a concrete path wins over a template.
  package func operation(method: String, path: String) -> (ContractOperation, [String: String])? {
    operations.compactMap { operation in
      guard operation.method == method.uppercased(), let values = operation.match(path: path) else { return nil }
      return (operation, values)
    }
    .max { $0.0.constantCount < $1.0.constantCount }
  }

  /// The operations most like a request with `method` to `path`, best first: what a message shows
  /// for a request the document does not declare.
  package func closest(method: String, path: String, count: Int = 3) -> [ContractOperation] {
    let parts = path.split(separator: "/").map(String.init)
    func score(_ operation: ContractOperation) -> Int {
      var score = operation.method == method.uppercased() ? 2 : 0
      if operation.segments.count == parts.count { score += 2 }
      for (segment, part) in zip(operation.segments, parts) {
        switch segment {
        case .constant(let text): score += text == part ? 3 : 0
        case .variable: score += 1
        }
      }
      return score
    }
    return Array(operations.enumerated().sorted { (score($0.1), -$0.0) > (score($1.1), -$1.0) }.prefix(count).map(\.1))
  }

  /// The operations whose id is most like `id`, best first.
  package func closest(id: String, count: Int = 3) -> [ContractOperation] {
    let wanted = id.lowercased()
    return Array(
      operations.enumerated().sorted { left, right in
        let (a, b) = (
          EditDistance.between(wanted, left.1.id.lowercased()), EditDistance.between(wanted, right.1.id.lowercased())
        )
        return (a, left.0) < (b, right.0)
      }.prefix(count).map(\.1))
  }

  // MARK: - Reading the document

  private static func operation(_ endpoint: OpenAPIKit.ResolvedEndpoint) -> ContractOperation {
    let path = endpoint.path.rawValue
    let segments: [ContractOperation.Segment] = endpoint.path.components.map { component in
      if component.hasPrefix("{") && component.hasSuffix("}") {
        return .variable(String(component.dropFirst().dropLast()))
      }
      return .constant(component)
    }
    let parameters = endpoint.parameters.compactMap(parameter)
    let body = endpoint.requestBody.map { request in
      (isRequired: request.required, content: content(request.content))
    }
    let responses = endpoint.responses.sorted { statusOrder($0.key.rawValue) < statusOrder($1.key.rawValue) }.map {
      status, response in
      ContractOperation.Response(
        status: status.rawValue, content: content(response.content),
        headers: (response.headers ?? [:]).map { name, header in
          ContractOperation.Parameter(
            name: name, location: .header, isRequired: header.required,
            schema: header.schemaOrContent.schemaValue.map(Schema.init),
            serialization: header.schemaOrContent.schemaValue.map(Schema.init).map { schema in
              if case .object = schema.kind { return .unsupported }
              return .commaSeparated
            } ?? .commaSeparated)
        }.sorted { $0.name < $1.name })
    }
    return ContractOperation(
      id: endpoint.operationId ?? "\(endpoint.method.rawValue) \(path)", method: endpoint.method.rawValue.uppercased(),
      path: path, template: PathTemplate(segments: segments, emptySegments: .ignored), parameters: parameters,
      requestBody: body, responses: responses)
  }

  private static func parameter(_ parameter: OpenAPIKit.DereferencedParameter) -> ContractOperation.Parameter? {
    let location: ContractOperation.Parameter.Location
    switch parameter.location {
    case .path: location = .path
    case .query: location = .query
    case .header: location = .header
    case .cookie: location = .cookie
    default: return nil
    }
    let schema = parameter.schemaOrContent.schemaValue.map(Schema.init)
    var serialization = ContractOperation.Parameter.Serialization.repeated
    if case .a(let context) = parameter.schemaOrContent {
      switch context.style {
      case .form: serialization = context.explode ? .repeated : .commaSeparated
      case .simple: serialization = .commaSeparated
      default: serialization = .unsupported
      }
    }
    // An object parameter is written member by member, in any style: not read.
    if case .object? = schema?.kind { serialization = .unsupported }
    return ContractOperation.Parameter(
      name: parameter.name, location: location, isRequired: parameter.required, schema: schema,
      serialization: serialization)
  }

  private static func content(_ map: OpenAPIKit.DereferencedContent.Map) -> [ContractOperation.Content] {
    map.map { type, content in
      // Of several named examples, the first by name: they come in no set order.
      let named = content.examples?.sorted { $0.key < $1.key }.first?.value.dataOrLegacyValue
      let example = (named ?? content.example).flatMap { try? JSONEncoder().encode($0) }.flatMap(JSONValue.parse)
      return ContractOperation.Content(
        type: type.typeAndSubtype.lowercased(), schema: content.schema.map(Schema.init), example: example)
    }.sorted { $0.type < $1.type }
  }

  /// Where a status sorts: codes in order, then ranges (`2XX`), then `default`.
  private static func statusOrder(_ status: String) -> (Int, String) {
    if let code = Int(status) { return (code, "") }
    return status == "default" ? (2000, status) : (1000, status)
  }

  /// The path of a server URL, as written (percent-encoded) and without a trailing slash: `/v1`
  /// of `https://{region}.example.com/v1`, whose variables need no value for it.
  package static func path(of url: String) -> String {
    var rest = Substring(url)
    if let scheme = rest.range(of: "://") {
      rest = rest[scheme.upperBound...]
      rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
    }
    var path = String(rest.prefix { $0 != "?" && $0 != "#" })
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// Where a document that is not YAML (or JSON) at all breaks, and why, to follow its name:
  /// `:3:1: is not YAML: did not find expected node content`; `nil` for one that is.
  private static func syntaxProblem(_ error: any Error, in text: Data, isYAML: Bool) -> String? {
    guard isYAML else { return DecodingProblem.invalidJSON(in: text).map { ": \($0)" } }
    var underlying = error
    if case DecodingError.dataCorrupted(let context) = error, let cause = context.underlyingError { underlying = cause }
    guard let yaml = underlying as? YamlError else { return nil }
    guard let place = yaml.place else { return ": is not YAML: \(yaml)" }
    return ":\(place.line):\(place.column): is not YAML: \(place.problem)"
  }

  private static func describe(_ error: any Error) -> String {
    OpenAPIKit.OpenAPI.Error(from: error).localizedDescription
  }
}

/// A document that cannot be read or resolved.
public struct OpenAPIContractError: Error, CustomStringConvertible {
  /// What went wrong, naming the document.
  public let description: String

  init(_ description: String) { self.description = description }
}

/// The edit distance of two strings, for naming the operation meant by a mistyped id.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, right) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
