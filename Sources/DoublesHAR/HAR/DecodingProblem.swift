import Foundation

/// Turns a `DecodingError` into "where: what" for error messages about user files.
package enum DecodingProblem {
  package static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not \(article(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null, expected \(article(type))"
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      let detail = underlying ?? context.debugDescription
      return context.codingPath.isEmpty ? "it is not valid JSON (\(detail))" : "\(path(context.codingPath)): \(detail)"
    @unknown default:
      return "\(error)"
    }
  }

  /// Why `data` is not JSON, or `nil` when it is.
  package static func invalidJSON(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      return "it is not valid JSON (\(detail ?? error.localizedDescription))"
    }
  }

  static func path(_ keys: [any CodingKey]) -> String {
    guard !keys.isEmpty else { return "the document" }
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func article(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "a boolean"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}
