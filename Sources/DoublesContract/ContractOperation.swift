import DoublesHAR

/// One operation of an ``OpenAPIContract``: its `operationId`, method and path template, and
/// what the document says its requests and responses hold.
public struct ContractOperation: Sendable, CustomStringConvertible {
  /// The `operationId`, or `GET /pets/{id}` when the document gives none.
  public let id: String
  /// The method in upper case: `GET`.
  public let method: String
  /// The path template as the document writes it: `/pets/{petId}`.
  public let path: String

  /// A segment of the path: a constant, or a variable to fill.
  package typealias Segment = PathTemplate.Segment

  /// A parameter of the operation (the path item's and the operation's own, merged).
  package struct Parameter: Sendable {
    package enum Location: String, Sendable {
      case path, query, header, cookie
    }
    /// How an array or an object is written in the parameter's text.
    package enum Serialization: Sendable {
      /// One value, or an array as several query items (`form`, exploded: `?id=1&id=2`).
      case repeated
      /// An array as one comma-separated text (`simple`, or `form` not exploded: `1,2`).
      case commaSeparated
      /// A style the checks do not read (`deepObject`, `spaceDelimited`, `pipeDelimited`,
      /// `matrix`, `label`, or an object's members): the parameter is not checked.
      case unsupported
    }
    package let name: String
    package let location: Location
    package let isRequired: Bool
    package let schema: Schema?
    package let serialization: Serialization
  }

  /// A body the document describes: by content type, its schema and first example.
  package struct Content: Sendable {
    package let type: String
    package let schema: Schema?
    package let example: JSONValue?

    /// Whether `type` (lower case, without parameters) is JSON: `application/json`, or a
    /// `+json` type such as `application/problem+json`.
    package static func isJSON(_ type: String) -> Bool {
      type == "application/json" || type.hasSuffix("+json")
    }
  }

  /// A documented response.
  package struct Response: Sendable {
    /// `200`, `2XX` or `default`, as the document writes it.
    package let status: String
    package let content: [Content]
    package let headers: [Parameter]
  }

  /// The path as a template, relative to the server's path: its empty segments do not count.
  package let template: PathTemplate
  /// The path's segments.
  package var segments: [Segment] { template.segments }
  package let parameters: [Parameter]
  package let requestBody: (isRequired: Bool, content: [Content])?
  package let responses: [Response]

  /// `getPet (GET /pets/{petId})`.
  public var description: String { "\(id) (\(method) \(path))" }

  /// The response the document declares for `status`: the exact code, else its range (`2XX`),
  /// else `default`.
  package func response(for status: Int) -> Response? {
    responses.first { $0.status == String(status) }
      ?? responses.first { $0.status.uppercased() == "\(status / 100)XX" }
      ?? responses.first { $0.status == "default" }
  }

  /// The values of the path's variables in `path` (relative to the server), or `nil` when the
  /// path is not this operation's.
  func match(path: String) -> [String: String]? { template.values(in: path) }

  /// How many of the path's segments are constants: a concrete path wins over a template.
  var constantCount: Int { template.constantCount }
}
