import DoublesHAR
import Foundation

/// A problem document (RFC 9457): the JSON body of an answer that refuses a request, saying why.
/// What a double that fails closed on its contract answers, and what `doubles-serve`'s admin API
/// answers to a request it cannot take.
package struct ProblemDocument: Sendable {
  /// The media type of its body.
  package static let mediaType = "application/problem+json"

  /// The answer's status, repeated in the document.
  package let status: Int
  /// What went wrong, the same for every occurrence: `The stubs cannot be read`.
  package let title: String
  /// This occurrence: the field, the place, the rule.
  package let detail: String
  /// Members beyond the standard ones, such as `violations`.
  package var extensions: [String: JSONValue]

  package init(status: Int, title: String, detail: String, extensions: [String: JSONValue] = [:]) {
    self.status = status
    self.title = title
    self.detail = detail
    self.extensions = extensions
  }

  /// The document, its members' keys sorted.
  package var json: JSONValue {
    var members = extensions
    members["title"] = .string(title)
    members["status"] = .number(Double(status))
    members["detail"] = .string(detail)
    return .object(members)
  }

  /// The headers of an answer that carries it.
  package var headers: [HTTPHeader] { [HTTPHeader("Content-Type", Self.mediaType)] }

  /// The body of an answer that carries it.
  package var body: Data { Data(json.text.utf8) }
}
