import Foundation

/// The parts of a HAR 1.2 document (the HTTP Archive format browsers and proxies export) that a
/// cassette reads and writes. Fields that exports often leave out are optional when reading and
/// always written. The cassette check writes this model's fields over the file it read, keeping
/// the fields the model does not know.
package struct HARFile: Codable, Sendable {
  package var log: Log

  package init(log: Log) { self.log = log }

  package struct Log: Codable, Sendable {
    package var version: String
    package var creator: Creator
    package var entries: [Entry]

    package init(version: String, creator: Creator, entries: [Entry]) {
      self.version = version
      self.creator = creator
      self.entries = entries
    }
  }

  package struct Creator: Codable, Sendable {
    package var name: String
    package var version: String

    package init(name: String, version: String) {
      self.name = name
      self.version = version
    }
  }

  package struct Entry: Codable, Sendable {
    package var startedDateTime: String
    package var time: Double
    package var request: Request
    package var response: Response
    package var cache: Cache? = Cache()
    package var timings: Timings? = Timings()
    /// The messages of a WebSocket, as Chrome's and Firefox's exports write them beside the
    /// upgrade (status 101): `_webSocketMessages`.
    package var webSocketMessages: [WebSocketMessage]?

    package init(startedDateTime: String, time: Double, request: Request, response: Response) {
      self.startedDateTime = startedDateTime
      self.time = time
      self.request = request
      self.response = response
    }

    private enum CodingKeys: String, CodingKey {
      case startedDateTime, time, request, response, cache, timings
      case webSocketMessages = "_webSocketMessages"
    }
  }

  /// One message of a recorded WebSocket.
  package struct WebSocketMessage: Codable, Sendable, Hashable {
    /// `send` (from the client) or `receive` (from the server).
    package var type: String?
    /// When, in seconds since 1970.
    package var time: Double?
    /// 1 for text (when missing too), 2 for binary (whose `data` is base64).
    package var opcode: Int?
    /// The text, or the bytes in base64 for a binary message.
    package var data: String?

    package init(type: String?, time: Double?, opcode: Int?, data: String?) {
      (self.type, self.time, self.opcode, self.data) = (type, time, opcode, data)
    }

    /// Whether the client sent it.
    package var isSent: Bool { type == "send" }
  }

  package struct NameValue: Codable, Sendable, Hashable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  package struct Request: Codable, Sendable {
    package var method: String
    package var url: String
    package var httpVersion: String? = "HTTP/1.1"
    package var cookies: [NameValue]? = []
    package var headers: [NameValue]
    package var queryString: [NameValue]? = []
    package var postData: PostData?
    package var headersSize: Int? = -1
    package var bodySize: Int? = -1

    package init(method: String, url: String, headers: [NameValue], postData: PostData?, bodySize: Int) {
      self.method = method
      self.url = url
      self.headers = headers
      self.postData = postData
      self.bodySize = bodySize
    }
  }

  package struct PostData: Codable, Sendable {
    package var mimeType: String
    package var text: String?
    /// `base64` when `text` holds a body that is not UTF-8 text (an image upload), as HAR 1.2
    /// does for response content; absent for text, and in browsers' exports.
    package var encoding: String?
    /// The fields of a form post, as browsers export them beside `text`.
    package var params: [Param]?

    package init(mimeType: String, body: Data) {
      self.mimeType = mimeType
      (text, encoding) = HARFile.text(of: body)
    }

    /// The body bytes: base64-decoded when `encoding` says so, UTF-8 text otherwise; `nil`
    /// when `text` is not the base64 its encoding claims.
    package func data() -> Data? { HARFile.bytes(text, encoding: encoding) }
  }

  /// A field of a form post in a browser's export.
  package struct Param: Codable, Sendable {
    package var name: String
    package var value: String?
    package var fileName: String?
    package var contentType: String?
  }

  package struct Response: Codable, Sendable {
    package var status: Int
    package var statusText: String? = ""
    package var httpVersion: String? = "HTTP/1.1"
    package var cookies: [NameValue]? = []
    package var headers: [NameValue]
    package var content: Content
    package var redirectURL: String? = ""
    package var headersSize: Int? = -1
    package var bodySize: Int? = -1
    /// Chrome's `_error`, read whatever JSON another tool writes there.
    package var browserError: JSONValue?

    enum CodingKeys: String, CodingKey {
      case status, statusText, httpVersion, cookies, headers, content, redirectURL, headersSize, bodySize
      case browserError = "_error"
    }

    /// Why a browser got no response, beside status 0: Chrome's `_error`, such as
    /// `net::ERR_CONNECTION_RESET`.
    package var error: String? {
      if case .string(let text) = browserError { text } else { nil }
    }

    package init(status: Int, statusText: String, headers: [NameValue], content: Content, redirectURL: String) {
      self.status = status
      self.statusText = statusText
      self.headers = headers
      self.content = content
      self.redirectURL = redirectURL
      self.bodySize = content.size
    }
  }

  package struct Content: Codable, Sendable {
    package var size: Int
    package var mimeType: String?
    package var text: String?
    package var encoding: String?
    /// When each event of a recorded `text/event-stream` body arrived, in seconds from the
    /// request's start, one per event of `text` in order (an extension of HAR, written by Doubles
    /// when it records a stream; browsers do not export one).
    package var eventTimes: [Double]?

    enum CodingKeys: String, CodingKey {
      case size, mimeType, text, encoding
      case eventTimes = "_eventTimes"
    }

    package init(mimeType: String, body: Data) {
      self.size = body.count
      self.mimeType = mimeType
      (text, encoding) = HARFile.text(of: body)
    }

    /// The body bytes: base64-decoded when `encoding` says so, UTF-8 text otherwise; `nil`
    /// when `text` is not the base64 its encoding claims.
    package func data() -> Data? { HARFile.bytes(text, encoding: encoding) }
  }

  package struct Cache: Codable, Sendable {}

  package struct Timings: Codable, Sendable {
    var send: Double = 0
    var wait: Double = 0
    var receive: Double = 0
  }

  /// How a body is written: as text when it is UTF-8, else in base64 with `encoding` saying so.
  static func text(of body: Data) -> (text: String, encoding: String?) {
    guard let text = String(data: body, encoding: .utf8) else { return (body.base64EncodedString(), "base64") }
    return (text, nil)
  }

  /// The bytes of a body written as `text` with `encoding`.
  static func bytes(_ text: String?, encoding: String?) -> Data? {
    guard let text else { return Data() }
    if encoding?.lowercased() == "base64" { return Data(base64Encoded: text, options: .ignoreUnknownCharacters) }
    return Data(text.utf8)
  }
}

extension HARFile.Creator {
  /// The creator Doubles writes into the cassettes it records.
  package static let doubles = HARFile.Creator(name: "Doubles", version: "1.0")
}

extension HARFile {
  /// Reads a HAR document, with errors that name the file and the place in it.
  ///
  /// - Throws: ``MalformedHARFile`` naming the file and the problem.
  package static func read(from url: URL) throws(MalformedHARFile) -> HARFile {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw MalformedHARFile(file: url.path, problem: "it cannot be read (\(error.localizedDescription))")
    }
    return try decode(data, file: url.path)
  }

  /// Decodes a HAR document read from `file`.
  package static func decode(_ data: Data, file: String) throws(MalformedHARFile) -> HARFile {
    let harFile: HARFile
    do {
      harFile = try JSONDecoder().decode(HARFile.self, from: data)
    } catch let error as DecodingError {
      let problem = DecodingProblem.invalidJSON(in: data) ?? DecodingProblem.describe(error)
      throw MalformedHARFile(file: file, problem: problem)
    } catch {
      throw MalformedHARFile(file: file, problem: "\(error)")
    }
    guard harFile.log.version.hasPrefix("1.") else {
      throw MalformedHARFile(
        file: file, problem: "log.version is \"\(quoted(harFile.log.version))\"; Doubles reads HAR 1.x")
    }
    for (index, entry) in harFile.log.entries.enumerated() {
      let place = "log.entries[\(index)]"
      if URL(string: entry.request.url)?.scheme == nil {
        throw MalformedHARFile(
          file: file, problem: "\(place).request.url \"\(quoted(redacted(entry.request.url)))\" is not an absolute URL")
      }
      if let postData = entry.request.postData, postData.data() == nil {
        throw MalformedHARFile(
          file: file, problem: "\(place).request.postData.text is not base64, as its encoding says")
      }
      if entry.response.content.data() == nil {
        throw MalformedHARFile(
          file: file, problem: "\(place).response.content.text is not base64, as its encoding says")
      }
    }
    return harFile
  }

  /// A URL an error message quotes, with its credentials redacted: messages reach CI logs.
  private static func redacted(_ url: String) -> String {
    guard let parsed = URL(string: url) else { return url }
    var redactor = Redactor(.standard)
    return redactor.url(parsed, side: "request").absoluteString
  }

  /// `text` as an error message quotes it: whole when short, else its start and its length.
  private static func quoted(_ text: String) -> String {
    text.count <= 200 ? text : "\(text.prefix(200))… (\(text.count) characters)"
  }

  /// The document as pretty-printed JSON with sorted keys, so that a re-recorded cassette
  /// differs from the old one only where the traffic did.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// One entry as the file will hold it, for the secret scan.
  package static func encode(_ entry: Entry) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(entry)
  }
}

/// A HAR file that cannot be read: which file, and what is wrong where.
package struct MalformedHARFile: Error, Equatable, CustomStringConvertible {
  package let file: String
  /// What is wrong, and where: `log.entries[2].request.url "x" is not an absolute URL`.
  package let problem: String

  package init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  package var description: String { "\(file): \(problem)" }
}
