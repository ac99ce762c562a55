import DoublesHAR
import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Credentials carried inside other values: a URL with a token in its path or userinfo, a JSON
/// document or a form inside a query parameter or a JSON string (GraphQL `variables`, `state`
/// blobs), and the parts of a multipart body. Each is written raw (a header, a multipart part),
/// percent-encoded (a query parameter, a form field) and JSON-escaped (a JSON string), in
/// requests and responses, and must not reach the file in any of those forms.
@Suite struct RedactionCarriedTests {
  static let token = RedactionPlaceTests.magicToken

  /// A value that carries a credential, and the credential.
  struct Carried: CustomTestStringConvertible, Sendable {
    let name: String
    let value: String
    let secret: String
    var testDescription: String { name }
  }

  static let carried = [
    Carried(name: "reset link", value: "https://app.example.com/reset/\(token)", secret: token),
    Carried(
      name: "JWT in a path", value: "https://api.example.com/sessions/\(RedactionShapeTests.jwt)/refresh",
      secret: RedactionShapeTests.jwt),
    Carried(
      name: "userinfo", value: "https://deploy:s3cr3t-Pa55word@registry.example.com/v2", secret: "s3cr3t-Pa55word"),
    Carried(
      name: "OAuth callback", value: "https://app.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA&state=af0i",
      secret: "SplxlOBeZQQYbYS6WxSbIA"),
    Carried(
      name: "GraphQL variables", value: #"{"email":"ada@example.com","password":"hunter2-Secret"}"#,
      secret: "hunter2-Secret"),
    Carried(name: "state blob", value: "returnTo=/home&access_token=\(token)", secret: token),
  ]

  /// Where the carrying value travels, and so how it is written: raw, percent-encoded or
  /// JSON-escaped.
  enum Carrier: String, CaseIterable, Sendable {
    case requestHeader, requestQuery, requestForm, requestJSON, requestMultipart
    case responseHeader, responseJSON, responseMultipart
  }

  static let boundary = "Boundary-7MA4YWxkTrZu0gW"

  static func multipart(_ parts: [(name: String, fileName: String?, type: String?, content: Data)]) -> Data {
    var body = Data()
    for part in parts {
      var disposition = "Content-Disposition: form-data; name=\"\(part.name)\""
      if let fileName = part.fileName { disposition += "; filename=\"\(fileName)\"" }
      body += Data("--\(boundary)\r\n\(disposition)\r\n".utf8)
      if let type = part.type { body += Data("Content-Type: \(type)\r\n".utf8) }
      body += Data("\r\n".utf8) + part.content + Data("\r\n".utf8)
    }
    return body + Data("--\(boundary)--\r\n".utf8)
  }

  static let multipartType = "multipart/form-data; boundary=\(boundary)"

  /// The entry recorded for `value` carried by `carrier` under the name `link`, and what was found.
  static func record(_ value: String, in carrier: Carrier, redaction: Redaction = .standard) -> (
    entry: HARFile.Entry, findings: [Redactor.Finding]
  ) {
    var url = URLComponents(string: "https://api.example.com/share")!
    var headers: [HTTPHeader] = []
    var body = Data()
    var replyHeaders: [HTTPHeader] = []
    var replyBody = Data("ok".utf8)
    let json = { try! JSONSerialization.data(withJSONObject: ["link": value, "note": "kept"]) }
    switch carrier {
    case .requestHeader: headers = [HTTPHeader("X-Link", value)]
    case .requestQuery: url.queryItems = [URLQueryItem(name: "link", value: value)]
    case .requestForm:
      headers = [HTTPHeader("Content-Type", "application/x-www-form-urlencoded")]
      body = Data(FormBody.encode([("link", value), ("note", "kept")]).utf8)
    case .requestJSON:
      headers = [HTTPHeader("Content-Type", "application/json")]
      body = json()
    case .requestMultipart:
      headers = [HTTPHeader("Content-Type", multipartType)]
      body = multipart([("link", nil, nil, Data(value.utf8)), ("note", nil, nil, Data("kept".utf8))])
    case .responseHeader: replyHeaders = [HTTPHeader("X-Link", value)]
    case .responseJSON:
      replyHeaders = [HTTPHeader("Content-Type", "application/json")]
      replyBody = json()
    case .responseMultipart:
      replyHeaders = [HTTPHeader("Content-Type", multipartType)]
      replyBody = multipart([("link", nil, "text/plain", Data(value.utf8))])
    }
    let request = RecordedRequest(
      method: body.isEmpty ? "GET" : "POST", url: url.url!, headers: headers, body: body)
    let reply = HTTPReply(request: request, status: 200, headers: replyHeaders, body: replyBody)
    let (entry, findings) = HAREntryBuilder.entry(request, reply, redaction: redaction)
    return (entry, findings)
  }

  static func written(_ entry: HARFile.Entry) throws -> String {
    let data = try HARFile.encode(entry)
    // A base64 body is searched decoded too.
    let decoded = [entry.request.postData?.data(), entry.response.content.data()].compactMap { $0 }
    return ([data] + decoded).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
  }

  @Test(arguments: carried, Carrier.allCases)
  func aCarriedCredentialIsRedactedRawPercentEncodedAndJSONEscaped(carried: Carried, carrier: Carrier) throws {
    let (entry, findings) = Self.record(carried.value, in: carrier)
    let written = try Self.written(entry)
    #expect(!SecretScan.text(written, contains: carried.secret), "\(carried.secret) was written: \(written)")
    #expect(!findings.filter { !$0.isKept }.isEmpty)
    #expect(
      written.contains("kept") || carrier == .requestHeader || carrier == .responseHeader
        || carrier == .requestQuery || carrier == .responseMultipart)
  }

  @Test func whereTheReportSaysACarriedCredentialWas() {
    let graphQL = Self.carried[4].value
    let places: [(String, Carrier, String)] = [
      (graphQL, .requestQuery, "request query link JSON $.password: listed name"),
      (graphQL, .responseJSON, "response body JSON $.link JSON $.password: listed name"),
      (Self.carried[5].value, .requestJSON, "request body JSON $.link form access_token: listed name"),
      (Self.carried[0].value, .requestMultipart, "request body multipart link URL path segment 2: path token"),
      (Self.carried[2].value, .responseHeader, "response header X-Link URL userinfo: URL credentials"),
    ]
    for (value, carrier, expected) in places {
      let found = Self.record(value, in: carrier).findings.map { "\($0.location): \($0.rule)" }
      #expect(found == [expected])
    }
  }

  @Test func multipartPartsAreRedactedByNameAndShapeAndBinaryPartsKeptByteForByte() throws {
    let image = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE, 0x70, 0x61, 0x73, 0x73])
    let body = Self.multipart([
      ("username", nil, nil, Data("ada".utf8)),
      ("password", nil, nil, Data("hunter2-Secret".utf8)),
      ("access_token", nil, nil, Data(Self.token.utf8)),
      ("note", nil, "text/plain", Data("signed in as \(RedactionShapeTests.jwt)".utf8)),
      ("avatar", "ada.png", "image/png", image),
    ])
    let request = RecordedRequest(
      method: "POST", url: URL(string: "https://api.example.com/signup")!,
      headers: [HTTPHeader("Content-Type", Self.multipartType)], body: body)
    let (entry, findings) = HAREntryBuilder.entry(
      request, HTTPReply(request: request, status: 201, headers: [], body: Data()), redaction: .standard)

    #expect(entry.request.postData?.encoding == "base64")
    let written = try #require(entry.request.postData?.data())
    let parts = try #require(MultipartBody.parts(of: written, boundary: Self.boundary))
    #expect(
      parts.map { String(decoding: $0.content(in: written), as: UTF8.self) }.prefix(4) == [
        "ada", "REDACTED", "REDACTED", "signed in as REDACTED",
      ])
    #expect(parts[4].content(in: written) == image)
    #expect(
      findings.map { "\($0.location): \($0.rule)" } == [
        "request body multipart password: listed name", "request body multipart access_token: listed name",
        "request body multipart note: JWT",
      ])
  }

  @Test func ordinaryValuesAreKeptByteForByte() throws {
    let formBody = Data("page=2&sort=name+asc&q=caf%C3%A9".utf8)
    let jsonBody = Data(#"{ "query" : "{ me { name } }", "variables" : "{\"page\":2}", "filter" : "a=1&b=2" }"#.utf8)
    let multipartBody = Self.multipart([
      ("title", nil, nil, Data("Holiday".utf8)), ("photo", "a.jpg", "image/jpeg", Data([0xFF, 0xD8])),
    ])
    for (type, body) in [
      ("application/x-www-form-urlencoded", formBody), ("application/json", jsonBody),
      (Self.multipartType, multipartBody),
    ] {
      let request = RecordedRequest(
        method: "POST", url: URL(string: "https://api.example.com/search")!,
        headers: [HTTPHeader("Content-Type", type)], body: body)
      let (entry, findings) = HAREntryBuilder.entry(
        request, HTTPReply(request: request, status: 200, headers: [], body: body), redaction: .standard)
      #expect(findings.isEmpty, "\(findings)")
      #expect(entry.request.postData?.data() == body)
      #expect(entry.response.content.data() == body)
    }
    for link in [
      "https://cdn.example.com/images/2041.png", "https://api.example.com/auth/reset/password",
      "https://example.com/orders/8f14e45f-ceea-467a-9a3c-2b4f1f0e3c7d?page=2&sort=asc",
    ] {
      let (entry, findings) = Self.record(link, in: .responseJSON)
      #expect(findings.isEmpty, "\(findings)")
      // Written as the server sent it (the dictionary's key order is the serializer's).
      let expected = try JSONSerialization.data(withJSONObject: ["link": link, "note": "kept"])
      #expect(JSONValue.parse(try #require(entry.response.content.data())) == JSONValue.parse(expected))
    }
  }
}

/// The places the review of the first version found unredacted: a URL's query and fragment
/// inside a value, OAuth grants in JSON and multipart bodies, secrets in base64 bodies, and
/// words that only contain `auth` or `session`.
@Suite struct RedactionCarriedURLTests {
  static func found(_ value: String, in carrier: RedactionCarriedTests.Carrier) -> [String] {
    RedactionCarriedTests.record(value, in: carrier).findings.map { "\($0.location): \($0.rule)" }
  }

  @Test func theQueryAndFragmentOfACarriedURL() throws {
    #expect(
      Self.found("https://app.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA&state=af0i", in: .responseHeader)
        == ["response header X-Link URL query code: OAuth grant"])
    #expect(
      Self.found("https://app.example.com/reset?token=abc123def456", in: .responseJSON)
        == ["response body JSON $.link URL query token: listed name"])
    #expect(
      Self.found("https://app.example.com/#access_token=abc123def456&token_type=bearer", in: .requestJSON)
        == ["request body JSON $.link URL fragment access_token: listed name"])
    let (entry, _) = RedactionCarriedTests.record(
      "https://app.example.com/cb?code=SplxlOBeZQQYbYS6WxSbIA&state=af0i", in: .responseHeader)
    #expect(!(try RedactionCarriedTests.written(entry)).contains("SplxlOBeZQQYbYS6WxSbIA"))
  }

  @Test func anOAuthGrantInAJSONOrMultipartBody() throws {
    var redactor = Redactor(.standard)
    let grant = #"{"grant_type":"authorization_code","code":"SplxlOBeZQQYbYS6WxSbIA","code_verifier":"dBjftJeZ4CVP"}"#
    let redacted = redactor.body(Data(grant.utf8), contentType: "application/json", side: "request")
    #expect(
      String(decoding: redacted, as: UTF8.self)
        == #"{"code":"REDACTED","code_verifier":"REDACTED","grant_type":"authorization_code"}"#)
    // `code` beside `state` alone is an address in JSON as often as a grant.
    let address = Data(#"{"code":"CA","state":"California","name":"Ada"}"#.utf8)
    #expect(redactor.body(address, contentType: "application/json", side: "response") == address)

    let multipart = RedactionCarriedTests.multipart([
      ("grant_type", nil, nil, Data("authorization_code".utf8)),
      ("code", nil, nil, Data("SplxlOBeZQQYbYS6WxSbIA".utf8)),
    ])
    var parts = Redactor(.standard)
    let written = parts.body(multipart, contentType: RedactionCarriedTests.multipartType, side: "request")
    #expect(!String(decoding: written, as: UTF8.self).contains("SplxlOBeZQQYbYS6WxSbIA"))
  }

  @Test func aSecretInABase64BodyIsNotWritten() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, .status(201))
    let file = CassetteLifecycleTests.temporaryFile()
    let recorder = try HTTPDouble(
      cassette: Cassette(file, mode: .all, secrets: ["hunter2"]), upstream: origin.transport)
    let body = RedactionCarriedTests.multipart([
      ("note", nil, nil, Data("pw hunter2".utf8)), ("photo", "a.png", "image/png", Data([0x89, 0x50, 0xFF, 0x00])),
    ])
    _ = try await recorder.session.data(
      for: request(
        "POST", "https://api.example.com/photos",
        headers: ["Content-Type": RedactionCarriedTests.multipartType], body: nil
      ).withBody(body))
    #expect(throws: DoublesHTTPError.self) { try recorder.writeCassette() }
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func wordsThatOnlyContainAuthOrSessionAndSlugsAreKept() {
    for url in [
      "https://api.example.com/authors/jane-austen-1775-1817", "https://api.example.com/sessions/keynote-2026-day1",
      "https://api.example.com/tokens/usage-2026-11-summary",
    ] {
      #expect(RedactionPlaceTests.entry(url).request.url == url)
    }
  }

  @Test func namesKeptAreComparedInAnyCase() {
    var redaction = Redaction.standard
    redaction.safeNames = ["x-LINK"]  // the carrier sends it as X-Link
    let (_, findings) = RedactionCarriedTests.record(
      KeptValueTests.clientData, in: .requestHeader, redaction: redaction)
    #expect(findings.isEmpty)
  }

  @Test func anErrorMessageQuotesAURLWithItsCredentialsRedacted() throws {
    let document = #"""
      {"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[{"startedDateTime":"2026-11-20T10:00:00Z",
      "time":1,"request":{"method":"GET","url":"/orders?access_token=abc123","headers":[]},
      "response":{"status":200,"headers":[],"content":{"size":0}}}]}}
      """#
    do {
      _ = try HARFile.decode(Data(document.utf8), file: "a.har")
      Issue.record("a relative URL was read")
    } catch {
      #expect(error.problem == #"log.entries[0].request.url "/orders?access_token=REDACTED" is not an absolute URL"#)
    }
  }
}

extension URLRequest {
  /// This request with `body` as its bytes.
  fileprivate func withBody(_ body: Data) -> URLRequest {
    var copy = self
    copy.httpMethod = "POST"
    copy.httpBody = body
    return copy
  }
}
