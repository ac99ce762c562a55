import DoublesHAR
import DoublesTestSupport
import Foundation
import Testing

/// Mutated and random input fed to the HAR reader, the redactor and the multipart parser, with fixed
/// seeds so that a failing case can be replayed by its number. None of them crashes or hangs; every
/// document the reader refuses gets a ``MalformedHARFile`` that names the file and says what is
/// wrong where, naming an entry as `log.entries[N]`; every document it reads is redacted, written
/// and read again. 300 mutated documents, 100 random inputs, 12 huge values and 200 multipart
/// bodies in every run, ten times as many in nightly's (`FuzzCases`). Each case yields its thread: on a machine with two cores
/// the cooperative pool has two threads, and a loop that kept one would hold back other tests.
@Suite("HAR fuzzing", .tags(.fuzzing))
struct HARFuzzTests {
  static let file = "fuzz.har"

  // MARK: Random numbers

  /// `count` characters of printable ASCII.
  static func printable(_ count: Int, _ random: inout FuzzRandom) -> String {
    String(decoding: (0..<count).map { _ in UInt8.random(in: 32...126, using: &random) }, as: UTF8.self)
  }

  // MARK: Multipart bodies

  /// A multipart body: each part's header lines (none when empty) and content.
  static func multipart(
    _ boundary: String, _ parts: [(headers: String, content: Data)], preamble: String = "", epilogue: String = ""
  ) -> Data {
    var body = Data(preamble.utf8)
    for part in parts {
      body += Data("--\(boundary)\r\n".utf8)
      if !part.headers.isEmpty { body += Data("\(part.headers)\r\n".utf8) }
      body += Data("\r\n".utf8)
      body += part.content
      body += Data("\r\n".utf8)
    }
    body += Data("--\(boundary)--\r\n\(epilogue)".utf8)
    return body
  }

  static let boundary = "FuzzBoundary7MA4YWxk"
  /// The start of a PNG file, then bytes that are not UTF-8.
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0xC3, 0x28, 0xFF])

  /// A form with a password field and a text file, sent as text.
  static let textForm = multipart(
    boundary,
    [
      ("Content-Disposition: form-data; name=\"password\"", Data("hunter2".utf8)),
      (
        "Content-Disposition: form-data; name=\"note\"; filename=\"note.txt\"\r\nContent-Type: text/plain",
        Data("api_key=AKIAIOSFODNN7EXAMPLE".utf8)
      ),
    ])

  /// A form with a password field and an image, recorded in base64.
  static let imageForm = multipart(
    boundary,
    [
      ("Content-Disposition: form-data; name=\"password\"", Data("hunter2".utf8)),
      ("Content-Disposition: form-data; name=\"avatar\"; filename=\"a.png\"\r\nContent-Type: image/png", png),
    ])

  /// A multipart body the parser is fed, mutated, and the contents of its parts.
  struct MultipartSeed: Sendable {
    let boundary: String
    let body: Data
    let contents: [Data]

    init(
      _ boundary: String, _ parts: [(headers: String, content: Data)], preamble: String = "", epilogue: String = ""
    ) {
      self.boundary = boundary
      self.body = HARFuzzTests.multipart(boundary, parts, preamble: preamble, epilogue: epilogue)
      self.contents = parts.map { $0.content }
    }
  }

  static let webKitBoundary = "----WebKitFormBoundaryZ1x2C3v4B5n6M7q8"

  /// A form with text, a text file and an image; one with a preamble, an epilogue, an empty part,
  /// a part without headers and a part that holds its boundary after other text; and one with a
  /// one-letter boundary, a JSON part and a binary file.
  static let multipartSeeds = [
    MultipartSeed(
      boundary,
      [
        ("Content-Disposition: form-data; name=\"password\"", Data("hunter2".utf8)),
        (
          "Content-Disposition: form-data; name=\"note\"; filename=\"note.txt\"\r\nContent-Type: text/plain",
          Data("hi".utf8)
        ),
        ("Content-Disposition: form-data; name=\"avatar\"; filename=\"a.png\"\r\nContent-Type: image/png", png),
      ]),
    MultipartSeed(
      webKitBoundary,
      [
        ("Content-Disposition: form-data; name=\"a\"", Data("1".utf8)),
        ("Content-Disposition: form-data; name=\"empty\"", Data()),
        ("", Data("no headers".utf8)),
        (
          "Content-Disposition: form-data; name=\"tricky\"",
          Data("x--\(webKitBoundary) is no delimiter\r\n-- nor this".utf8)
        ),
      ],
      preamble: "This is the preamble.\r\n", epilogue: "This is the epilogue.\r\n"),
    MultipartSeed(
      "b",
      [
        ("Content-Type: application/json", Data(#"{"token":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln"}"#.utf8)),
        (
          "Content-Disposition: form-data; name=file; filename=x.bin\r\nContent-Type: application/octet-stream",
          Data((0 as UInt8)..<64)
        ),
      ]),
  ]

  // MARK: HAR documents

  /// `text` as a JSON string, quotes included.
  static func jsonString(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  /// A GET answered with JSON, holding a bearer token, a token in the query and a JWT in the body.
  static let getWithJSON = #"""
    {
      "log": {
        "version": "1.2",
        "creator": { "name": "Doubles", "version": "1.0" },
        "entries": [
          {
            "startedDateTime": "2026-11-20T10:00:00Z",
            "time": 12,
            "request": {
              "method": "GET",
              "url": "https://api.example.com/v1/orders?page=2&access_token=q8Zr3Lx9Vt2Wp7Ks4Yn6Md1Bf5Gh0Jc",
              "httpVersion": "HTTP/1.1",
              "cookies": [],
              "headers": [
                { "name": "Accept", "value": "application/json" },
                { "name": "Authorization", "value": "Bearer gho_16C7e42F292c6912E7710c838347Ae178B4a" },
                { "name": "X-Request-Id", "value": "7f3c2a9e-1b4d-4c8e-9a6f-2d5b8e1c4a7f" }
              ],
              "queryString": [
                { "name": "page", "value": "2" },
                { "name": "access_token", "value": "q8Zr3Lx9Vt2Wp7Ks4Yn6Md1Bf5Gh0Jc" }
              ],
              "headersSize": -1,
              "bodySize": 0
            },
            "response": {
              "status": 200,
              "statusText": "OK",
              "httpVersion": "HTTP/1.1",
              "cookies": [],
              "headers": [{ "name": "Content-Type", "value": "application/json; charset=utf-8" }],
              "content": {
                "size": 84,
                "mimeType": "application/json; charset=utf-8",
                "text": "{\"orders\":[{\"id\":1}],\"session\":\"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln\"}"
              },
              "redirectURL": "",
              "headersSize": -1,
              "bodySize": 84
            },
            "cache": {},
            "timings": { "send": 0, "wait": 11.5, "receive": 0.5 }
          }
        ]
      }
    }
    """#

  /// A form POST with cookies, answered by a redirect that sets a cookie; then the redirect
  /// followed, with only the fields HAR requires.
  static let formPost = #"""
    {
      "log": {
        "version": "1.2",
        "creator": { "name": "Doubles", "version": "1.0" },
        "entries": [
          {
            "startedDateTime": "2026-11-20T10:01:00Z",
            "time": 30.25,
            "request": {
              "method": "POST",
              "url": "https://auth.example.com/oauth/token",
              "httpVersion": "HTTP/1.1",
              "cookies": [{ "name": "sid", "value": "s3ss10nV4lu3Xq9Lm2Pz" }, { "name": "theme", "value": "dark" }],
              "headers": [
                { "name": "Content-Type", "value": "application/x-www-form-urlencoded" },
                { "name": "Cookie", "value": "sid=s3ss10nV4lu3Xq9Lm2Pz; theme=dark" }
              ],
              "queryString": [],
              "postData": {
                "mimeType": "application/x-www-form-urlencoded",
                "text": "grant_type=authorization_code&code=Sp1xQ9vLw3&state=xyz&password=hunter2",
                "params": [
                  { "name": "grant_type", "value": "authorization_code" },
                  { "name": "code", "value": "Sp1xQ9vLw3" },
                  { "name": "state", "value": "xyz" },
                  { "name": "password", "value": "hunter2" }
                ]
              },
              "headersSize": -1,
              "bodySize": 73
            },
            "response": {
              "status": 302,
              "statusText": "Found",
              "httpVersion": "HTTP/1.1",
              "cookies": [{ "name": "sid", "value": "n3wS3ss10nQ7Rt5Yw1Kp" }],
              "headers": [
                { "name": "Set-Cookie", "value": "sid=n3wS3ss10nQ7Rt5Yw1Kp; Path=/; HttpOnly; Secure" },
                { "name": "Location", "value": "https://app.example.com/reset/q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA" }
              ],
              "content": { "size": 0, "mimeType": "text/plain" },
              "redirectURL": "https://app.example.com/reset/q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA",
              "headersSize": -1,
              "bodySize": 0
            },
            "cache": {},
            "timings": { "send": 1, "wait": 28, "receive": 1.25 }
          },
          {
            "startedDateTime": "2026-11-20T10:01:01Z",
            "time": 8,
            "request": {
              "method": "GET",
              "url": "https://app.example.com/reset/q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA?lang=en",
              "cookies": [{ "name": "sid", "value": "n3wS3ss10nQ7Rt5Yw1Kp" }],
              "headers": [{ "name": "Cookie", "value": "sid=n3wS3ss10nQ7Rt5Yw1Kp" }],
              "queryString": [{ "name": "lang", "value": "en" }]
            },
            "response": {
              "status": 200,
              "headers": [{ "name": "Content-Type", "value": "text/html; charset=utf-8" }],
              "content": { "size": 37, "mimeType": "text/html", "text": "<form><input name=\"password\"></form>" }
            },
            "timings": { "send": 0, "wait": 8, "receive": 0 }
          }
        ]
      }
    }
    """#

  /// A binary upload in base64 to a signed URL, a multipart form as text, and a multipart form
  /// with an image in base64.
  static let uploads = #"""
    {
      "log": {
        "version": "1.2",
        "creator": { "name": "Doubles", "version": "1.0" },
        "entries": [
          {
            "startedDateTime": "2026-11-20T10:02:00Z",
            "time": 40,
            "request": {
              "method": "PUT",
              "url": "https://uploads.example.com/b/7?X-Amz-Date=20261122T000000Z&X-Amz-Signature=fe5f80f77d5fa3be",
              "headers": [{ "name": "Content-Type", "value": "application/octet-stream" }],
              "postData": {
                "mimeType": "application/octet-stream",
                "text": "AP/+iVBORw0KGgoAww==",
                "encoding": "base64"
              },
              "bodySize": 13
            },
            "response": {
              "status": 201,
              "headers": [],
              "content": { "size": 8, "mimeType": "image/png", "text": "iVBORw0KGgo=", "encoding": "base64" }
            },
            "timings": { "send": 2, "wait": 37, "receive": 1 }
          },
          {
            "startedDateTime": "2026-11-20T10:02:01Z",
            "time": 55,
            "request": {
              "method": "POST",
              "url": "https://uploads.example.com/forms",
              "headers": [{ "name": "Content-Type", "value": "multipart/form-data; boundary=FuzzBoundary7MA4YWxk" }],
              "postData": {
                "mimeType": "multipart/form-data; boundary=FuzzBoundary7MA4YWxk",
                "text": \#(jsonString(String(decoding: textForm, as: UTF8.self)))
              }
            },
            "response": { "status": 204, "headers": [], "content": { "size": 0 } },
            "timings": { "send": 5, "wait": 50, "receive": 0 }
          },
          {
            "startedDateTime": "2026-11-20T10:02:02Z",
            "time": 61,
            "request": {
              "method": "POST",
              "url": "https://uploads.example.com/avatars",
              "headers": [
                { "name": "Content-Type", "value": "multipart/form-data; boundary=\"FuzzBoundary7MA4YWxk\"" }
              ],
              "postData": {
                "mimeType": "multipart/form-data; boundary=\"FuzzBoundary7MA4YWxk\"",
                "text": \#(jsonString(imageForm.base64EncodedString())),
                "encoding": "base64"
              }
            },
            "response": {
              "status": 204,
              "headers": [],
              "content": { "size": 0, "mimeType": "text/plain", "text": "" }
            },
            "timings": { "send": 5, "wait": 55, "receive": 1 }
          }
        ]
      }
    }
    """#

  /// A browser's export: pages, fields HAR does not name (`_initiator`, `_transferSize`,
  /// `comment`, `serverIPAddress`), fractional seconds and offsets in `startedDateTime`, a
  /// response whose body was not saved, and non-ASCII text.
  static let browserExport = #"""
    {
      "log": {
        "version": "1.2",
        "creator": { "name": "WebInspector", "version": "537.36", "comment": "exported" },
        "browser": { "name": "Chrome", "version": "131.0.6778.86" },
        "comment": "checkout – Ünïcödé ✓",
        "pages": [
          {
            "startedDateTime": "2026-11-20T10:03:00.123Z",
            "id": "page_1",
            "title": "Caisse – Shop",
            "pageTimings": { "onContentLoad": 412.5, "onLoad": 980.25 }
          }
        ],
        "entries": [
          {
            "_initiator": {
              "type": "script",
              "stack": { "callFrames": [{ "functionName": "load", "lineNumber": 12 }] }
            },
            "_priority": "High",
            "_resourceType": "fetch",
            "pageref": "page_1",
            "startedDateTime": "2026-11-20T10:03:00.456789+01:00",
            "time": 87.3421,
            "request": {
              "method": "POST",
              "url": "https://shop.example.com/api/graphql",
              "httpVersion": "h2",
              "headers": [
                { "name": ":authority", "value": "shop.example.com" },
                { "name": "authorization", "value": "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln" },
                { "name": "content-type", "value": "application/json" }
              ],
              "queryString": [],
              "cookies": [{ "name": "cart", "value": "3", "path": "/", "httpOnly": true, "secure": true }],
              "headersSize": -1,
              "bodySize": 68,
              "postData": {
                "mimeType": "application/json",
                "text": "{\"query\":\"mutation { login }\",\"variables\":{\"password\":\"hunter2\"}}"
              },
              "comment": ""
            },
            "response": {
              "status": 200,
              "statusText": "",
              "httpVersion": "h2",
              "headers": [{ "name": "content-type", "value": "application/json" }],
              "cookies": [],
              "content": { "size": 23, "mimeType": "application/json", "compression": 0, "text": "{\"ok\":\"é\"}" },
              "redirectURL": "",
              "headersSize": -1,
              "bodySize": -1,
              "_transferSize": 412,
              "_error": null
            },
            "serverIPAddress": "203.0.113.7",
            "connection": "443",
            "cache": {},
            "timings": {
              "blocked": 1.2, "dns": -1, "ssl": -1, "connect": -1, "send": 0.1, "wait": 80.5, "receive": 5.5
            },
            "comment": "checkout"
          },
          {
            "pageref": "page_1",
            "startedDateTime": "2026-11-20T10:03:01.5+01:00",
            "time": 12.000001,
            "request": {
              "method": "GET",
              "url": "https://cdn.example.com/img/hero.webp?w=1200&token=Zk9vYmFyMTIzNDU2Nzg5MA",
              "httpVersion": "http/2.0",
              "headers": [{ "name": "Referer", "value": "https://shop.example.com/checkout", "comment": "" }],
              "queryString": [{ "name": "w", "value": "1200" }, { "name": "token", "value": "Zk9vYmFyMTIzNDU2Nzg5MA" }],
              "cookies": [],
              "headersSize": 312,
              "bodySize": 0
            },
            "response": {
              "status": 200,
              "statusText": "OK",
              "httpVersion": "http/2.0",
              "headers": [{ "name": "Content-Type", "value": "image/webp" }],
              "cookies": [],
              "content": { "size": 48213, "mimeType": "image/webp", "comment": "body not saved" },
              "redirectURL": "",
              "headersSize": 180,
              "bodySize": 48213,
              "_transferSize": 48393
            },
            "cache": { "beforeRequest": null, "afterRequest": { "expires": "2026-12-20T10:03:01Z", "hitCount": 0 } },
            "timings": { "blocked": -1, "dns": -1, "connect": -1, "send": 0, "wait": 10.5, "receive": 1.5 },
            "_fromCache": "memory"
          }
        ]
      }
    }
    """#

  static let seeds = [getWithJSON, formPost, uploads, browserExport]
  static let seedEntryCounts = [1, 2, 3, 2]

  // MARK: Reading

  /// What the reader made of one input: the document with its entries redacted and what the
  /// redactor found, or the refusal.
  enum Outcome {
    case read(HARFile, findings: [Redactor.Finding])
    case refused(MalformedHARFile)
  }

  /// Reads `data` as a cassette or the cassette check does. A refusal must name the file, say
  /// what is wrong, and name an entry of the document as `log.entries[N]`. A document read has
  /// every entry redacted, and is written and read again, redacted and as it was.
  static func feed(_ data: Data, _ label: String) -> Outcome {
    let harFile: HARFile
    do {
      harFile = try HARFile.decode(data, file: file)
    } catch {
      #expect(error.file == file, "\(label)")
      #expect(!error.problem.isEmpty, "\(label)")
      if error.problem.hasPrefix("log.entries[") {
        let index = entryIndex(in: error.problem)
        #expect(index != nil, "\(label): \(error.problem.prefix(200))")
        if let index, let count = entryCount(of: data) {
          #expect(index < count, "\(label): \(error.problem.prefix(200)), in a document of \(count) entries")
        }
      }
      return .refused(error)
    }
    var redactor = Redactor(.standard)
    var redacted = harFile
    redacted.log.entries = harFile.log.entries.map { redactor.entry($0) }
    #expect(redactor.findings.allSatisfy { !$0.location.isEmpty }, "\(label)")
    for document in [harFile, redacted] {
      do {
        let reread = try HARFile.decode(document.encoded(), file: file)
        #expect(reread.log.entries.count == harFile.log.entries.count, "\(label)")
      } catch {
        Issue.record("\(label): a document read and written cannot be read again: \(error)")
      }
    }
    // The cassette check: what it redacts in place reads again, and holds no credential then.
    do {
      let check = try CassetteCheck(data, file: file)
      if let written = check.redacted {
        let again = try CassetteCheck(written, file: file)
        #expect(again.credentials.isEmpty, "\(label): redacting twice found \(again.credentials.prefix(3))")
      }
    } catch {
      Issue.record("\(label): the cassette check refused a document the reader read: \(error)")
    }
    return .read(redacted, findings: redactor.findings)
  }

  /// N in a problem that starts with `log.entries[N]`.
  static func entryIndex(in problem: String) -> Int? {
    let prefix = "log.entries["
    guard problem.hasPrefix(prefix), let close = problem.firstIndex(of: "]") else { return nil }
    return Int(problem[problem.index(problem.startIndex, offsetBy: prefix.count)..<close])
  }

  /// How many entries `data` holds, when it is JSON with a `log.entries` array.
  static func entryCount(of data: Data) -> Int? {
    let document = try? JSONSerialization.jsonObject(with: data)
    return (((document as? [String: Any])?["log"] as? [String: Any])?["entries"] as? [Any])?.count
  }

  // MARK: Documents as trees

  /// A step of the path to a value in a parsed JSON document.
  enum Step: Hashable, Sendable {
    case key(String)
    case index(Int)

    /// The member's name, when the step is one.
    var member: String? {
      switch self {
      case .key(let key): key
      case .index: nil
      }
    }
  }

  /// A seed parsed, with the paths to its strings and to its members worked out once.
  struct Tree {
    let root: Any
    let strings: [[Step]]
    let members: [[Step]]
    let entries: Int

    init(_ seed: String) throws {
      let root = try HARFuzzTests.native(JSONSerialization.jsonObject(with: Data(seed.utf8)))
      let paths = HARFuzzTests.paths(in: root)
      self.root = root
      strings = paths.filter { HARFuzzTests.value(at: $0, in: root) is String }
      members = paths.filter { $0.last?.member != nil }
      entries = (HARFuzzTests.value(at: [.key("log"), .key("entries")], in: root) as? [Any])?.count ?? 0
    }
  }

  /// `value` in Swift's own arrays and dictionaries, whatever containers JSONSerialization made.
  static func native(_ value: Any) -> Any {
    if let object = value as? [String: Any] { return object.mapValues(native) }
    if let array = value as? [Any] { return array.map(native) }
    return value
  }

  /// Every path below `value`, with the keys of objects in order.
  static func paths(in value: Any, under path: [Step] = []) -> [[Step]] {
    var found: [[Step]] = []
    if let object = value as? [String: Any] {
      for key in object.keys.sorted() {
        found.append(path + [.key(key)])
        found += paths(in: object[key]!, under: path + [.key(key)])
      }
    } else if let array = value as? [Any] {
      for (index, element) in array.enumerated() {
        found.append(path + [.index(index)])
        found += paths(in: element, under: path + [.index(index)])
      }
    }
    return found
  }

  /// The value at `path` in `document`.
  static func value(at path: [Step], in document: Any) -> Any? {
    var current = document
    for step in path {
      switch step {
      case .key(let key):
        guard let object = current as? [String: Any], let next = object[key] else { return nil }
        current = next
      case .index(let index):
        guard let array = current as? [Any], array.indices.contains(index) else { return nil }
        current = array[index]
      }
    }
    return current
  }

  /// `document` with the value at `path` replaced by `newValue` (a member added if it is not
  /// there), or removed when `newValue` is `nil`.
  static func setting(_ path: ArraySlice<Step>, in document: Any, to newValue: Any?) -> Any {
    guard let step = path.first else { return newValue ?? NSNull() }
    let rest = path.dropFirst()
    switch step {
    case .key(let key):
      guard var object = document as? [String: Any] else { return document }
      if rest.isEmpty {
        object[key] = newValue
      } else if let child = object[key] {
        object[key] = setting(rest, in: child, to: newValue)
      }
      return object
    case .index(let index):
      guard var array = document as? [Any], array.indices.contains(index) else { return document }
      if rest.isEmpty, newValue == nil {
        array.remove(at: index)
      } else {
        array[index] = setting(rest, in: array[index], to: newValue)
      }
      return array
    }
  }

  /// The place a path names in problems: `log.entries[0].request.url`.
  static func place(_ path: [Step]) -> String {
    var text = ""
    for step in path {
      switch step {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// The path without its indices: `log.entries.request.headers.name`.
  static func schema(_ path: [Step]) -> String {
    path.compactMap(\.member).joined(separator: ".")
  }

  /// The members HAR 1.2 requires that the reader reads; every other member may be left out.
  static let requiredKeys: Set<String> = [
    "log", "log.version", "log.creator", "log.creator.name", "log.creator.version", "log.entries",
    "log.entries.startedDateTime", "log.entries.time", "log.entries.request", "log.entries.response",
    "log.entries.request.method", "log.entries.request.url", "log.entries.request.headers",
    "log.entries.request.headers.name", "log.entries.request.headers.value",
    "log.entries.request.cookies.name", "log.entries.request.cookies.value",
    "log.entries.request.queryString.name", "log.entries.request.queryString.value",
    "log.entries.request.postData.mimeType", "log.entries.request.postData.params.name",
    "log.entries.response.status", "log.entries.response.headers", "log.entries.response.content",
    "log.entries.response.headers.name", "log.entries.response.headers.value",
    "log.entries.response.cookies.name", "log.entries.response.cookies.value",
    "log.entries.response.content.size",
    "log.entries.timings.send", "log.entries.timings.wait", "log.entries.timings.receive",
  ]

  // MARK: Mutations

  /// A mutated document, and what the reader must do with it.
  struct Mutant {
    let kind: String
    let data: Data
    /// How a refusal's problem must start, when the mutation says where the problem is.
    var problemStart: String? = nil
    /// Whether the reader must read it (`true`) or refuse it (`false`); `nil` when either will do.
    var readable: Bool? = nil
  }

  static let kinds = [
    "truncated", "bytes changed", "invalid UTF-8", "wrong type", "huge value", "not base64", "relative URL",
    "log.version", "member deleted",
  ]

  static let invalidUTF8: [[UInt8]] = [
    [0xFF, 0xFE], [0xFE, 0xFF], [0xC3], [0xC3, 0x28], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xF8, 0x88, 0x80, 0x80, 0x80],
  ]
  static let notBase64 = [
    "not base64!", "abc", "a", "=", "ab=c", "YW Jj ZA=", "€uro", "@@@@@", "YWJj\nZA==", "%%%%", "", "YWJjZA==",
  ]
  static let relativeURLs = [
    "/v1/orders", "orders?page=2", "//api.example.com/v1", "", " ", "?q=1", "#top", "api.example.com/v1", "../up",
    "%41bc",
  ]
  static let versions = ["2.0", "0.9", "", "12", "1", "v1.2", "1.1", "1.2.3", "1.x"]

  /// One to eight bytes flipped by a bit or replaced by a random byte.
  static func flipping(_ bytes: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
    var bytes = bytes
    guard !bytes.isEmpty else { return bytes }
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let index = Int.random(in: 0..<bytes.count, using: &random)
      if Bool.random(using: &random) {
        bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &random)
      } else {
        bytes[index] = UInt8.random(in: 0...255, using: &random)
      }
    }
    return bytes
  }

  /// `bytes` with a sequence that is not UTF-8 inserted: anywhere, or inside a string.
  static func insertingInvalidUTF8(_ bytes: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
    var bytes = bytes
    let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
    let position =
      Bool.random(using: &random) && !quotes.isEmpty
      ? quotes.randomElement(using: &random)! + 1 : Int.random(in: 0...bytes.count, using: &random)
    bytes.insert(contentsOf: invalidUTF8.randomElement(using: &random)!, at: position)
    return bytes
  }

  /// A value of a type no string member has.
  static func wrongValue(_ random: inout FuzzRandom) -> Any {
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return 42
    case 1: return -1.5
    case 2: return 1e300
    case 3: return NSNull()
    case 4: return true
    case 5: return [Any]()
    case 6: return ["x", 1] as [Any]
    case 7: return [String: Any]()
    default: return ["name": "x", "value": 1] as [String: Any]
    }
  }

  /// `depth` arrays, or objects, one in the other.
  static func nested(depth: Int, objects: Bool) -> Any {
    var value: Any = "x"
    for _ in 0..<depth {
      if objects { value = ["a": value] as [String: Any] } else { value = [value] as [Any] }
    }
    return value
  }

  /// Arrays or objects nested 200 deep, or 10,000 characters.
  static func hugeValue(_ random: inout FuzzRandom) -> Any {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return nested(depth: 200, objects: false)
    case 1: return nested(depth: 200, objects: true)
    default: return printable(10_000, &random)
    }
  }

  static func written(_ document: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
  }

  /// `seed` mutated by mutation `kind`, on its bytes or on its parsed `seedTree`.
  static func mutant(_ kind: Int, of seed: String, _ seedTree: Tree, _ random: inout FuzzRandom) throws -> Mutant {
    let bytes = Array(seed.utf8)
    let tree = seedTree.root
    let strings = seedTree.strings
    let entry: [Step] = [.key("log"), .key("entries"), .index(Int.random(in: 0..<seedTree.entries, using: &random))]
    switch kind {
    case 0:
      let end = Int.random(in: 0..<bytes.count, using: &random)
      return Mutant(
        kind: "truncated at byte \(end)", data: Data(bytes[..<end]), problemStart: "it is not valid JSON",
        readable: false)
    case 1:
      return Mutant(kind: "bytes changed", data: Data(flipping(bytes, &random)))
    case 2:
      return Mutant(kind: "invalid UTF-8", data: Data(insertingInvalidUTF8(bytes, &random)))
    case 3:
      let path = strings.randomElement(using: &random)!
      return Mutant(
        kind: "wrong type at \(place(path))", data: try written(setting(path[...], in: tree, to: wrongValue(&random))),
        problemStart: place(path))
    case 4:
      let path = strings.randomElement(using: &random)!
      return Mutant(
        kind: "huge value at \(place(path))", data: try written(setting(path[...], in: tree, to: hugeValue(&random))),
        problemStart: place(path))
    case 5:
      var bodies = [entry + [.key("response"), .key("content")]]
      let postData = entry + [.key("request"), .key("postData")]
      if value(at: postData, in: tree) != nil { bodies.append(postData) }
      let body = bodies.randomElement(using: &random)!
      let text = notBase64.randomElement(using: &random)!
      let encoding = ["base64", "BASE64", "Base64"].randomElement(using: &random)!
      var document = setting((body + [.key("encoding")])[...], in: tree, to: encoding)
      document = setting((body + [.key("text")])[...], in: document, to: text)
      // The reader decodes base64 as Foundation does.
      let readable = Data(base64Encoded: text, options: .ignoreUnknownCharacters) != nil
      return Mutant(
        kind: "\(place(body)).text \"\(text)\" in \(encoding)", data: try written(document),
        problemStart: readable ? nil : "\(place(body)).text is not base64", readable: readable)
    case 6:
      let url = relativeURLs.randomElement(using: &random)!
      let path = entry + [.key("request"), .key("url")]
      return Mutant(
        kind: "relative URL \"\(url)\"", data: try written(setting(path[...], in: tree, to: url)),
        problemStart: place(path), readable: false)
    case 7:
      let version = versions.randomElement(using: &random)!
      let readable = version.hasPrefix("1.")
      let document = setting([.key("log"), .key("version")], in: tree, to: version)
      return Mutant(
        kind: "log.version \"\(version)\"", data: try written(document), problemStart: readable ? nil : "log.version",
        readable: readable)
    default:
      let members = seedTree.members
      let required = members.filter { requiredKeys.contains(schema($0)) }
      let path = (Bool.random(using: &random) ? required : members).randomElement(using: &random)!
      let isRequired = requiredKeys.contains(schema(path))
      return Mutant(
        kind: "\(place(path)) deleted", data: try written(setting(path[...], in: tree, to: nil)),
        problemStart: isRequired ? "\(place(path)) is missing" : nil, readable: !isRequired)
    }
  }

  // MARK: Tests

  /// The seeds the mutations start from are valid: each document is read with its entries, and
  /// has credentials for the redactor to find; each multipart body reads as its parts.
  @Test func seedsAreValid() throws {
    for (index, seed) in Self.seeds.enumerated() {
      let harFile = try HARFile.decode(Data(seed.utf8), file: Self.file)
      #expect(harFile.log.entries.count == Self.seedEntryCounts[index], "seed \(index)")
      var redactor = Redactor(.standard)
      for entry in harFile.log.entries { _ = redactor.entry(entry) }
      #expect(!redactor.findings.isEmpty, "seed \(index)")
    }
    for seed in Self.multipartSeeds {
      let parts = try #require(MultipartBody.parts(of: seed.body, boundary: seed.boundary))
      #expect(parts.map { $0.content(in: seed.body) } == seed.contents)
      #expect(MultipartBody.boundary(ofContentType: "multipart/form-data; boundary=\(seed.boundary)") == seed.boundary)
    }
  }

  /// 300 documents (3,000 in nightly's run), each a seed with one mutation: cut short, bytes changed, bytes that are not
  /// UTF-8, a string member given another type, a huge value, base64 that is not, a relative URL,
  /// another `log.version`, a member deleted. The reader reads or refuses each without crashing;
  /// where the mutation says where the problem is, the refusal names that place first (a member
  /// HAR requires is missing by its path, `log.entries[N].request.url` for a relative URL), and a
  /// mutation that leaves the document valid leaves it readable.
  @Test func mutatedDocumentsAreReadOrRefusedWithThePlace() async throws {
    var random = FuzzRandom(seed: 20_261_125)
    let trees = try Self.seeds.map(Tree.init)
    var (tried, read, refused) = (0, 0, 0)
    let rounds = FuzzCases.count(small: 300, large: 3_000)
    for round in 0..<rounds {
      await Task.yield()
      let seed = round % Self.seeds.count
      let mutant = try Self.mutant(round % Self.kinds.count, of: Self.seeds[seed], trees[seed], &random)
      let label = "case \(round) (seed \(seed), \(mutant.kind))"
      switch Self.feed(mutant.data, label) {
      case .read:
        read += 1
        #expect(mutant.readable != false, "\(label): read, though it is not a valid HAR document")
      case .refused(let error):
        refused += 1
        #expect(mutant.readable != true, "\(label): refused: \(error.problem.prefix(200))")
        if let start = mutant.problemStart {
          #expect(error.problem.hasPrefix(start), "\(label): \(error.problem.prefix(200))")
        }
      }
      tried += 1
    }
    #expect(tried == rounds)
    // The mutations reach both outcomes, so neither is checked on a handful of inputs only.
    #expect(read > rounds / 15 && refused > rounds / 15)
  }

  static let tokens = [
    "{", "}", "[", "]", ":", ",", " ", "\"log\"", "\"version\"", "\"1.2\"", "\"creator\"", "\"entries\"",
    "\"request\"", "\"response\"", "\"url\"", "\"https://x.test/a\"", "\"method\"", "\"GET\"", "\"headers\"",
    "\"name\"", "\"value\"", "\"status\"", "\"content\"", "\"size\"", "\"text\"", "\"encoding\"", "\"base64\"",
    "\"postData\"", "\"mimeType\"", "\"startedDateTime\"", "\"time\"", "null", "true", "0", "-1", "1e999",
    "\"\\u0000\"", "\"\\ud800\"",
  ]

  /// 100 inputs (1,000 in nightly's run) of 0 to 1,999 bytes: random bytes, random printable text, and random sequences of
  /// the tokens of a HAR document. The reader refuses each (or reads it) without crashing, and a
  /// refusal names the file and says what is wrong.
  @Test func randomInputIsReadOrRefused() async {
    var random = FuzzRandom(seed: 7)
    var tried = 0
    let rounds = FuzzCases.count(small: 100, large: 1_000)
    for round in 0..<rounds {
      await Task.yield()
      let length = Int.random(in: 0..<2_000, using: &random)
      let data: Data
      switch round % 3 {
      case 0:
        data = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
      case 1:
        data = Data(Self.printable(length, &random).utf8)
      default:
        var text = ""
        while text.utf8.count < length { text += Self.tokens.randomElement(using: &random)! }
        data = Data(text.utf8)
      }
      _ = Self.feed(data, "case \(round)")
      tried += 1
    }
    #expect(tried == rounds)
  }

  /// 12 documents, three for each seed: a string of an entry made 1,000,000 characters long, a
  /// string of an entry replaced by arrays nested 200 deep, and a JSON response body nested 200
  /// deep with a password at the bottom. Each is read or refused, naming the place; the deep body
  /// is read, and its password redacted.
  @Test func hugeValuesAreReadOrRefused() async throws {
    var random = FuzzRandom(seed: 1_000_000)
    var tried = 0
    for (index, seed) in Self.seeds.enumerated() {
      let seedTree = try Tree(seed)
      let tree = seedTree.root
      let strings = seedTree.strings.filter { $0.starts(with: [.key("log"), .key("entries")]) }
      let hugeValues: [Any] = [Self.printable(1_000_000, &random), Self.nested(depth: 200, objects: false)]
      for huge in hugeValues {
        await Task.yield()
        let path = strings.randomElement(using: &random)!
        let label = "seed \(index), huge value at \(Self.place(path))"
        let data = try Self.written(Self.setting(path[...], in: tree, to: huge))
        if case .refused(let error) = Self.feed(data, label) {
          #expect(error.problem.hasPrefix(Self.place(path)), "\(label): \(error.problem.prefix(200))")
        }
        tried += 1
      }

      await Task.yield()
      let deep = String(repeating: "[", count: 199) + #"{"password":"hunter2"}"# + String(repeating: "]", count: 199)
      let content: [Step] = [.key("log"), .key("entries"), .index(0), .key("response"), .key("content")]
      var document = Self.setting((content + [.key("text")])[...], in: tree, to: deep)
      document = Self.setting((content + [.key("mimeType")])[...], in: document, to: "application/json")
      document = Self.setting((content + [.key("encoding")])[...], in: document, to: nil)
      let label = "seed \(index), a JSON body nested 200 deep"
      let data = try Self.written(document)
      switch Self.feed(data, label) {
      case .read(let redacted, let findings):
        #expect(redacted.log.entries[0].response.content.text?.contains("hunter2") == false, "\(label)")
        let location = "response body JSON $" + String(repeating: "[0]", count: 199) + ".password"
        #expect(findings.contains { $0.location == location && $0.rule == .listedName }, "\(label)")
      case .refused(let error):
        Issue.record("\(label): refused: \(error.problem.prefix(200))")
      }
      tried += 1
    }
    #expect(tried == 12)
  }

  // MARK: Multipart

  /// Where `needle` starts in `bytes`, each time, without overlaps.
  static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
    guard !needle.isEmpty else { return [] }
    var found: [Int] = []
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) {
        found.append(index)
        index += needle.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// `bytes` with `needle` replaced by `replacement`: everywhere, or at one place chosen at random.
  static func replacing(
    _ needle: [UInt8], with replacement: [UInt8], in bytes: [UInt8], everywhere: Bool, _ random: inout FuzzRandom
  ) -> [UInt8] {
    let found = occurrences(of: needle, in: bytes)
    guard let one = found.randomElement(using: &random) else { return bytes }
    var result = bytes
    for start in (everywhere ? found : [one]).reversed() {
      result.replaceSubrange(start..<(start + needle.count), with: replacement)
    }
    return result
  }

  /// `seed`'s body mutated by mutation `kind`, and the boundary to read it with.
  static func mutatedMultipart(_ kind: Int, _ seed: MultipartSeed, _ random: inout FuzzRandom) -> (Data, String) {
    var bytes = [UInt8](seed.body)
    var boundary = seed.boundary
    let delimiter = Array("--\(boundary)".utf8)
    let crlf = Array("\r\n".utf8)
    switch kind {
    case 0:
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
    case 1:
      switch Int.random(in: 0..<3, using: &random) {
      case 0: bytes = replacing(delimiter, with: [], in: bytes, everywhere: true, &random)
      case 1: bytes = replacing(delimiter, with: [], in: bytes, everywhere: false, &random)
      default: boundary = ["", "x", boundary + "x", String(boundary.dropLast())].randomElement(using: &random)!
      }
    case 2:
      switch Int.random(in: 0..<3, using: &random) {
      case 0: bytes = replacing(crlf, with: [], in: bytes, everywhere: true, &random)
      case 1: bytes = replacing(crlf, with: [], in: bytes, everywhere: false, &random)
      default: bytes = replacing(crlf, with: [0x0A], in: bytes, everywhere: true, &random)
      }
    case 3:
      bytes = flipping(bytes, &random)
    case 4:
      let fragments = [
        "\r\n", "--", "--\(boundary)", "\r\n--\(boundary)", "\r\n\r\n", "\r\n--\(boundary)--", ";", "\"",
        "Content-Disposition: form-data; name=\"x\"\r\n",
      ]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let fragment = Array(fragments.randomElement(using: &random)!.utf8)
        bytes.insert(contentsOf: fragment, at: Int.random(in: 0...bytes.count, using: &random))
      }
    case 5:
      let start = Int.random(in: 0..<bytes.count, using: &random)
      let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
      if Bool.random(using: &random) {
        let slice = Array(bytes[start..<end])
        bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
      } else {
        bytes.removeSubrange(start..<end)
      }
    case 6:
      // Few letters, many delimiters: the parser's loops run through parts of every shape.
      boundary = ["b", "ab", "-", ""].randomElement(using: &random)!
      let alphabet = Array("-\r\nab: =\"".utf8)
      bytes = (0..<Int.random(in: 0..<400, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
    default:
      bytes = (0..<Int.random(in: 0..<2_000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let piece = ["\r\n--\(boundary)\r\n", "\r\n\r\n", "\r\n--\(boundary)--"].randomElement(using: &random)!
        bytes.insert(contentsOf: Array(piece.utf8), at: Int.random(in: 0...bytes.count, using: &random))
      }
    }
    return (Data(bytes), boundary)
  }

  /// A `Content-Type` naming a multipart boundary, possibly with bytes changed.
  static func mutatedContentType(_ boundary: String, _ random: inout FuzzRandom) -> String {
    let types = [
      "multipart/form-data; boundary=\(boundary)", "multipart/form-data; boundary=\"\(boundary)\"",
      "Multipart/Mixed;Boundary=\(boundary); charset=utf-8", "multipart/form-data; boundary=",
      "multipart/form-data; boundary=\"\"", "multipart/form-data; boundary=\"", "multipart/form-data",
      "multipart/; ;;=;boundary", "text/plain; boundary=\(boundary)", "",
    ]
    var bytes = Array(types.randomElement(using: &random)!.utf8)
    if Bool.random(using: &random) { bytes = flipping(bytes, &random) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Checks what the parser makes of `body`, and returns whether it found parts. Parts lie inside
  /// the body, in order, without overlapping; replacing each by its content gives the body back;
  /// replacing the content of each part that has some by a placeholder, as redaction does, gives a
  /// body with the same parts; and a slice of a larger buffer reads as the same parts.
  static func checkParts(of body: Data, boundary: String, _ label: String) -> Bool {
    guard let parts = MultipartBody.parts(of: body, boundary: boundary) else { return false }
    for part in parts {
      guard part.range.lowerBound >= 0, part.range.upperBound <= body.count else {
        Issue.record("\(label): part \(part.range) lies outside a body of \(body.count) bytes")
        return true
      }
      _ = part.isBinary(in: body)
    }
    #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }, "\(label)")

    var same: [Int: Data] = [:]
    for (index, part) in parts.enumerated() { same[index] = part.content(in: body) }
    #expect(MultipartBody.replacing(same, of: parts, in: body) == body, "\(label)")

    let placeholder = Data("REDACTED".utf8)
    var redactions: [Int: Data] = [:]
    for (index, part) in parts.enumerated() where !part.range.isEmpty { redactions[index] = placeholder }
    let redacted = MultipartBody.replacing(redactions, of: parts, in: body)
    let reread = MultipartBody.parts(of: redacted, boundary: boundary)
    #expect(reread?.count == parts.count, "\(label): \(parts.count) parts, \(reread?.count ?? 0) once redacted")
    if let reread, reread.count == parts.count {
      for (index, (before, after)) in zip(parts, reread).enumerated() {
        #expect(after.content(in: redacted) == (before.range.isEmpty ? Data() : placeholder), "\(label), part \(index)")
        #expect(after.name == before.name && after.contentType == before.contentType, "\(label), part \(index)")
      }
    }

    let slice = (Data([0x20, 0x20]) + body)[2...]
    #expect(MultipartBody.parts(of: slice, boundary: boundary) == parts, "\(label)")
    #expect(parts.allSatisfy { $0.content(in: slice) == $0.content(in: body) }, "\(label)")
    #expect(MultipartBody.replacing(redactions, of: parts, in: slice) == redacted, "\(label)")
    return true
  }

  /// 200 bodies (2,000 in nightly's run) fed to the multipart parser, each a seed cut short, without its boundary (or
  /// read with another), without its CRLFs (or with bare LFs), with bytes changed, with
  /// delimiters and CRLFs inserted, with a slice repeated or removed; or random bytes with
  /// delimiters, or a random mix of dashes, CRLFs and letters with a short boundary. The parser
  /// returns `nil` or parts inside the body, without crashing or looping; and each body's
  /// `Content-Type`, also mutated, gives no boundary or a non-empty one.
  @Test func mutatedMultipartBodiesGiveNothingOrPartsInsideTheBody() async {
    var random = FuzzRandom(seed: 7_578)
    var (tried, parsed, refused) = (0, 0, 0)
    let rounds = FuzzCases.count(small: 200, large: 2_000)
    for round in 0..<rounds {
      await Task.yield()
      let seed = Self.multipartSeeds[round % Self.multipartSeeds.count]
      let (body, boundary) = Self.mutatedMultipart(round % 8, seed, &random)
      if Self.checkParts(of: body, boundary: boundary, "case \(round)") { parsed += 1 } else { refused += 1 }
      let type = Self.mutatedContentType(seed.boundary, &random)
      if let found = MultipartBody.boundary(ofContentType: type) { #expect(!found.isEmpty, "case \(round): \(type)") }
      tried += 1
    }
    #expect(tried == rounds)
    #expect(parsed > rounds / 20 && refused > rounds / 20)
  }

  /// Values built to make a backtracking scanner take quadratic time: 100,000 `eyJ` in one run,
  /// 20,000 private-key headers that never end, and a JSON body with 20,000 credential keys. Each
  /// is redacted in one pass. Before the JWT and private-key scans were written by hand, the
  /// first two ran for minutes, and noting the third's findings searched the list for each.
  @Test func valuesBuiltToMakeAScannerBacktrackAreRedactedInOnePass() {
    let jwtRun = String(repeating: "eyJ", count: 100_000) + ".eyJabc"
    #expect(CredentialShapes.redactEmbedded(jwtRun, placeholder: "REDACTED").rules.isEmpty)
    let openKeys = String(repeating: "-----BEGIN RSA PRIVATE KEY-----\nMIIE", count: 20_000)
    #expect(CredentialShapes.redactEmbedded(openKeys, placeholder: "REDACTED").rules.isEmpty)
    let members = (0..<20_000).map { #""token\#($0)":"v\#($0)""# }.joined(separator: ",")
    var redactor = Redactor(.standard)
    let body = redactor.body(Data("{\(members)}".utf8), contentType: "application/json", side: "response")
    #expect(redactor.findings.count == 20_000)
    #expect(!String(decoding: body, as: UTF8.self).contains("v19999"))
  }

  /// The hand-written JWT and private-key scans find what the regular expressions they replace
  /// find, on 600 short random strings (6,000 in nightly's run) made of the pieces those shapes are made of.
  @Test func theShapeScansAgreeWithTheRegularExpressions() async {
    var random = FuzzRandom(seed: 0x5EED_0F_5CA)
    let jwtPieces = ["eyJ", "ab", "c", ".", "-", "_", "x", " ", "eyJhb", "9"]
    let keyPieces = ["-----BEGIN ", "-----END ", "RSA ", "PRIVATE KEY", "-----", "MII", "\n", " ", "A"]
    let jwt = #/eyJ[A-Za-z0-9_-]{2,}\.eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/#
    let key = #/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/#
    var tried = 0
    let rounds = FuzzCases.count(small: 600, large: 6_000)
    for round in 0..<rounds {
      await Task.yield()
      let pieces = round % 2 == 0 ? jwtPieces : keyPieces
      let text = (0..<Int.random(in: 0..<24, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      if round % 2 == 0 {
        #expect(ShapeScan.jwts(in: text) == text.matches(of: jwt).map(\.range), "\(text)")
      } else {
        #expect(ShapeScan.privateKeys(in: text) == text.matches(of: key).map(\.range), "\(text)")
      }
      tried += 1
    }
    #expect(tried == rounds)
  }
}
