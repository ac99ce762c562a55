import Foundation

/// The parts of a HAR 1.2 document (the HTTP Archive format browsers and proxies export) that a
/// cassette reads and writes. Fields that exports often leave out are optional when reading and
/// always written.
struct HARFile: Codable, Sendable {
  var log: Log

  struct Log: Codable, Sendable {
    var version: String
    var creator: Creator
    var entries: [Entry]
  }

  struct Creator: Codable, Sendable {
    var name: String
    var version: String
  }

  struct Entry: Codable, Sendable {
    var startedDateTime: String
    var time: Double
    var request: Request
    var response: Response
    var cache: Cache? = Cache()
    var timings: Timings? = Timings()
  }

  struct NameValue: Codable, Sendable, Hashable {
    var name: String
    var value: String
  }

  struct Request: Codable, Sendable {
    var method: String
    var url: String
    var httpVersion: String? = "HTTP/1.1"
    var cookies: [NameValue]? = []
    var headers: [NameValue]
    var queryString: [NameValue]? = []
    var postData: PostData?
    var headersSize: Int? = -1
    var bodySize: Int? = -1
  }

  struct PostData: Codable, Sendable {
    var mimeType: String
    var text: String?
  }

  struct Response: Codable, Sendable {
    var status: Int
    var statusText: String? = ""
    var httpVersion: String? = "HTTP/1.1"
    var cookies: [NameValue]? = []
    var headers: [NameValue]
    var content: Content
    var redirectURL: String? = ""
    var headersSize: Int? = -1
    var bodySize: Int? = -1
  }

  struct Content: Codable, Sendable {
    var size: Int
    var mimeType: String?
    var text: String?
    var encoding: String?

    /// The body bytes: base64-decoded when `encoding` says so, UTF-8 text otherwise.
    func data() -> Data? {
      guard let text else { return Data() }
      if encoding == "base64" { return Data(base64Encoded: text) }
      return Data(text.utf8)
    }
  }

  struct Cache: Codable, Sendable {}

  struct Timings: Codable, Sendable {
    var send: Double = 0
    var wait: Double = 0
    var receive: Double = 0
  }
}

extension HARFile {
  /// Reads a HAR document, with errors that name the file and the place in it.
  static func read(from url: URL) throws -> HARFile {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw DoublesHTTPError.malformedCassette(
        file: url.path, problem: "it cannot be read (\(error.localizedDescription))")
    }
    do {
      let file = try JSONDecoder().decode(HARFile.self, from: data)
      guard file.log.version.hasPrefix("1.") else {
        throw DoublesHTTPError.malformedCassette(
          file: url.path, problem: "log.version is \"\(file.log.version)\"; Doubles reads HAR 1.x")
      }
      for (index, entry) in file.log.entries.enumerated() where URL(string: entry.request.url)?.scheme == nil {
        throw DoublesHTTPError.malformedCassette(
          file: url.path, problem: "log.entries[\(index)].request.url \"\(entry.request.url)\" is not an absolute URL")
      }
      return file
    } catch let error as DecodingError {
      let problem = Fixture.jsonProblem(in: data) ?? DecodingProblem.describe(error)
      throw DoublesHTTPError.malformedCassette(file: url.path, problem: problem)
    }
  }

  /// The document as pretty-printed JSON with sorted keys, so that a re-recorded cassette
  /// differs from the old one only where the traffic did.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

/// Turns a `DecodingError` into "where: what" for error messages about user files.
enum DecodingProblem {
  static func describe(_ error: DecodingError) -> String {
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
