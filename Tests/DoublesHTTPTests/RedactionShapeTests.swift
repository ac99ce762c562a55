import DoublesHAR
import DoublesHTTP
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Credentials recognised by shape wherever they appear, what the report says of them, and the
/// ordinary values that must survive. Each test records one exchange through a cassette with
/// the standard redaction and no secret list, as a new user does.
@Suite struct RedactionShapeTests {
  static let jwt =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEifQ.dBjftJeZ4CVPmB92K27uhbUJU1p1rwW1gFWFOEjXk"
  static let awsKey = "AKIAIOSFODNN7EXAMPLE"
  static let awsSignature = "fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024"
  static let awsURL =
    "https://bucket.s3.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
    + "&X-Amz-Credential=\(awsKey)%2F20261122%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261122T000000Z"
    + "&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=\(awsSignature)"
  static let googleSignature = "8a9b7c6d5e4f30211a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081"
  static let googleURL =
    "https://storage.googleapis.com/bucket/photo.png?X-Goog-Algorithm=GOOG4-RSA-SHA256"
    + "&X-Goog-Credential=uploader%40project.iam.gserviceaccount.com%2F20261122%2Fauto%2Fstorage%2Fgoog4_request"
    + "&X-Goog-Date=20261122T000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=\(googleSignature)"
  static let azureSignature = "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg"
  static let azureURL =
    "https://account.blob.core.windows.net/files/notes.txt?sv=2022-11-02&ss=b&srt=o&sp=r"
    + "&se=2026-11-23T00:00:00Z&spr=https&sig=\(azureSignature)"
  static let privateKey = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----"
  static let sessionSignature = "q8Zr3Lx9Vt2Wp7Ks4Yn6Md1Bf5Gh0Jc"
  static let bearer = "gho_16C7e42F292c6912E7710c838347Ae178B4a"

  struct Recording {
    let written: String
    let redactions: [RedactionFinding]
    let kept: [RedactionFinding]
    let file: URL
  }

  /// Records `request` answered by `response`, and returns the written file and the report.
  static func record(
    _ request: URLRequest, _ response: StubbedResponse, redaction: Redaction = .standard
  ) async throws -> Recording {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, response)
    let file = TestScratch.file("cassette.har")
    let recorder = try HTTPDouble(
      cassette: Cassette(file, mode: .all, redaction: redaction), upstream: origin.transport)
    _ = try await recorder.session.data(for: request)
    #expect(recorder.finish())
    return Recording(
      written: try String(contentsOf: file, encoding: .utf8), redactions: recorder.redactions,
      kept: recorder.keptValues, file: file)
  }

  static func found(_ recording: Recording) -> [String] {
    recording.redactions.map { "\($0.location): \($0.rule)" }
  }

  @Test func shapesInRequestHeadersAndQuery() async throws {
    var get = URLRequest(
      url: URL(string: "https://api.example.com/files?id=7&X-Amz-Signature=\(Self.awsSignature)&X-Amz-Credential=x")!)
    get.setValue(Self.jwt, forHTTPHeaderField: "X-Id")
    get.setValue("Bearer \(Self.bearer)", forHTTPHeaderField: "X-Upstream-Authorization")
    get.setValue(Self.awsKey, forHTTPHeaderField: "X-Deploy-Key-Id")
    let recording = try await Self.record(get, .text("ok"))

    #expect(
      Set(Self.found(recording)) == [
        "request query X-Amz-Signature: signed URL (AWS SigV4)",
        "request query X-Amz-Credential: signed URL (AWS SigV4)",
        "request header X-Id: JWT",
        "request header X-Upstream-Authorization: authorization credential",
        "request header X-Deploy-Key-Id: cloud access key id",
      ])
    for secret in [Self.jwt, Self.bearer, Self.awsKey, Self.awsSignature] {
      #expect(!recording.written.contains(secret), "\(secret) was written")
    }
    #expect(recording.written.contains(#""value" : "Bearer REDACTED""#))
    #expect(recording.written.contains("id=7"))
  }

  @Test func shapesInResponseHeadersAndNestedJSON() async throws {
    let body: [String: Any] = [
      "user": ["name": "Ada", "session_sig": Self.sessionSignature],
      "downloads": [Self.awsURL, Self.googleURL, Self.azureURL],
      "deploy": ["key": Self.privateKey, "owner": Self.awsKey],
    ]
    let recording = try await Self.record(
      URLRequest(url: URL(string: "https://api.example.com/me")!),
      .status(
        200, headers: ["Content-Type": "application/json", "X-Session": Self.jwt],
        body: try JSONSerialization.data(withJSONObject: body)))

    #expect(
      Set(Self.found(recording)) == [
        "response header X-Session: JWT",
        "response body JSON $.user.session_sig: high-entropy value",
        "response body JSON $.downloads[0]: signed URL (AWS SigV4)",
        "response body JSON $.downloads[0]: cloud access key id",
        "response body JSON $.downloads[1]: signed URL (Google Cloud V4)",
        "response body JSON $.downloads[2]: signed URL (Azure SAS)",
        "response body JSON $.deploy.key: private key",
        "response body JSON $.deploy.owner: cloud access key id",
      ])
    for secret in [
      Self.jwt, Self.sessionSignature, Self.awsSignature, Self.awsKey, Self.googleSignature, Self.azureSignature,
      "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "uploader%40project",
    ] {
      #expect(!recording.written.contains(secret), "\(secret) was written")
    }
    // What a signed URL says about time and place stays, so the replay shows it.
    #expect(recording.written.contains("X-Amz-Expires=900"))
    #expect(recording.written.contains("se=2026-11-23T00:00:00Z"))
    #expect(recording.written.contains(#"\"name\":\"Ada\""#))
  }

  @Test func shapesInRequestFormAndJSONArrays() async throws {
    var form = URLRequest(url: URL(string: "https://auth.example.com/token")!)
    form.httpMethod = "POST"
    form.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    form.httpBody = Data(
      "grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&code_verifier=dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk&assertion=\(Self.jwt)&redirect_uri=app%3A%2F%2Fcb"
        .utf8)
    let formRecording = try await Self.record(form, .status(204))
    #expect(
      Self.found(formRecording) == [
        "request body form code: OAuth grant",
        "request body form code_verifier: OAuth grant",
        "request body form assertion: listed name",
      ])
    #expect(formRecording.written.contains("redirect_uri=app%3A%2F%2Fcb"))

    var json = URLRequest(url: URL(string: "https://api.example.com/keys")!)
    json.httpMethod = "PUT"
    json.setValue("application/json", forHTTPHeaderField: "Content-Type")
    json.httpBody = Data(#"{"refresh_tokens": ["rt-one-1", "rt-two-2"], "ids": [{"jwt": "\#(Self.jwt)"}]}"#.utf8)
    let jsonRecording = try await Self.record(json, .status(204))
    #expect(
      Self.found(jsonRecording)
        == [
          "request body JSON $.ids[0].jwt: JWT",
          "request body JSON $.refresh_tokens[0]: listed name",
          "request body JSON $.refresh_tokens[1]: listed name",
        ].sorted())
    #expect(!jsonRecording.written.contains("rt-one-1"))
  }

  @Test func aTextBodyKeepsItsContentAndLosesItsKeys() async throws {
    let page =
      "<html><body>Bearer of good news: order 4821 shipped.\n\(Self.privateKey)\nsee \(Self.awsURL)</body></html>"
    let recording = try await Self.record(
      URLRequest(url: URL(string: "https://example.com/page")!),
      .status(200, headers: ["Content-Type": "text/html"], body: Data(page.utf8)))
    #expect(
      Self.found(recording) == [
        "response body text: private key", "response body text: cloud access key id",
        "response body text: signed URL (AWS SigV4)",
      ])
    #expect(recording.written.contains("Bearer of good news: order 4821 shipped."))
    #expect(!recording.written.contains(Self.awsSignature))
  }

  /// Ids, hashes, UUIDs and content that look random but are no credential are kept: tests
  /// match on them.
  @Test func ordinaryIdsHashesAndContentSurvive() async throws {
    let sha = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    let body: [String: Any] = [
      "id": "f47ac10b58cc4372a5670e02b2c3d479", "sha256": sha, "etag": "33a64df551425fcc55e4d42a148795d9f25f89d4",
      "idempotency_key": "550e8400-e29b-41d4-a716-446655440000", "cache_key": "users:42:profile:v3",
      "title": "Token economics, explained", "image": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
      "next": "https://api.example.com/items?page=2&cursor=b64Y3Vyc29yOjQy", "primary_key": 42,
      "token_type": "Bearer", "token_endpoint": "https://auth.example.com/token",
    ]
    var request = URLRequest(url: URL(string: "https://api.example.com/items?page=1&hash=\(sha)&sort=created")!)
    request.setValue("4f3c2a1b-9d8e-4c7b-a6f5-e4d3c2b1a0f9", forHTTPHeaderField: "X-Request-Id")
    request.setValue("\"\(sha)\"", forHTTPHeaderField: "If-None-Match")
    let recording = try await Self.record(
      request,
      .status(
        200, headers: ["Content-Type": "application/json", "ETag": "W/\"\(sha)\""],
        body: try JSONSerialization.data(withJSONObject: body)))

    #expect(recording.redactions.isEmpty)
    for kept in [
      sha, "f47ac10b58cc4372a5670e02b2c3d479", "550e8400-e29b-41d4-a716-446655440000", "users:42:profile:v3",
      "Token economics, explained", "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
      "cursor=b64Y3Vyc29yOjQy", "4f3c2a1b-9d8e-4c7b-a6f5-e4d3c2b1a0f9", #"\"token_type\":\"Bearer\""#,
    ] {
      #expect(recording.written.contains(kept), "\(kept) was redacted")
    }
  }

  @Test func rulesOfYourOwnAndValuesMarkedSafe() async throws {
    let redaction = try Redaction.standard
      .adding(pattern: #"TKT-[0-9]{8}"#, named: "ticket")
      .keeping([Self.jwt])
    var request = URLRequest(url: URL(string: "https://api.example.com/support?ref=TKT-20261122")!)
    request.setValue(Self.jwt, forHTTPHeaderField: "X-Public-Demo-Token-Shape")
    let recording = try await Self.record(request, .text("ticket TKT-12345678 opened"), redaction: redaction)

    #expect(
      Self.found(recording) == ["request query ref: pattern \"ticket\"", "response body text: pattern \"ticket\""])
    #expect(recording.written.contains(Self.jwt))
    #expect(!recording.written.contains("TKT-12345678"))

    #expect(throws: DoublesHTTPError.self) { try Redaction.standard.adding(pattern: "([", named: "broken") }
    #expect(
      DoublesHTTPError.invalidRedactionPattern("([", reason: "expected ')'").description
        == "Redaction pattern ([ is not a regular expression: expected ')'.")
  }

  @Test func theReportNamesEntryRequestLocationAndRule() async throws {
    var request = URLRequest(url: URL(string: "https://api.example.com/me?access_token=abc")!)
    request.setValue(Self.jwt, forHTTPHeaderField: "X-Id")
    let recording = try await Self.record(request, .text("ok"))
    #expect(
      recording.redactions.map(\.description) == [
        "entry 1 (GET https://api.example.com/me?access_token=REDACTED): request query access_token, listed name",
        "entry 1 (GET https://api.example.com/me?access_token=REDACTED): request header X-Id, JWT",
      ])
    #expect(
      recording.redactions.summary(of: "me.har", entries: 1)
        == "Cassette me.har: 1 entry written; 2 values redacted in 1 entry (JWT 1, listed name 1).")
    #expect(
      [RedactionFinding]().summary(of: "me.har", entries: 3) == "Cassette me.har: 3 entries written, nothing redacted.")
  }

  /// A value redacted in part (a bearer credential, a signed URL inside a JSON string) still
  /// matches on replay whatever the code under test sends in its place.
  @Test func partlyRedactedValuesMatchAnyCredentialOnReplay() async throws {
    var post = URLRequest(url: URL(string: "https://api.example.com/share")!)
    post.httpMethod = "POST"
    post.setValue("application/json", forHTTPHeaderField: "Content-Type")
    post.httpBody = Data(#"{"link": "\#(Self.awsURL)", "note": "hi"}"#.utf8)
    let recording = try await Self.record(post, .text("shared"))

    // The double is made inside `withKnownIssue`, so the failure its unmatched request reports
    // on URLSession's thread is this known issue.
    try await withKnownIssue {
      let replayer = try HTTPDouble(cassette: Cassette(recording.file, mode: .none))
      var again = post
      again.httpBody = Data(
        #"{"link": "\#(Self.awsURL.replacingOccurrences(of: Self.awsSignature, with: "0123abcd"))", "note": "hi"}"#.utf8
      )
      let replayed = try await send(again, on: replayer.session)
      #expect(replayed.body == "shared")

      var other = post
      other.httpBody = Data(#"{"link": "https://elsewhere.example.com/x", "note": "hi"}"#.utf8)
      let code = await urlErrorCode { _ = try await send(other, on: replayer.session) }
      #expect(code == .resourceUnavailable)
      replayer.verify(.any, .exactly(2))
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("HTTPDouble has no stub for POST https://api.example.com/share") == true
    }
  }
}

/// Every shape in every place a credential travels, in requests and responses, under a name
/// that says nothing: only the shape can give it away.
@Suite struct RedactionShapeMatrixTests {
  typealias Shapes = RedactionShapeTests

  struct Shape: CustomTestStringConvertible, Sendable {
    let name: String
    let value: String
    /// The part that must not be written.
    let secret: String
    let rule: RedactionRule
    var testDescription: String { "\(rule)" }
  }

  static let shapes = [
    Shape(name: "x_id", value: Shapes.jwt, secret: Shapes.jwt, rule: .jwt),
    Shape(
      name: "link", value: Shapes.awsURL, secret: Shapes.awsSignature, rule: .signedURL(provider: "AWS SigV4")),
    Shape(name: "upstream", value: "Bearer \(Shapes.bearer)", secret: Shapes.bearer, rule: .schemeCredential),
    Shape(name: "owner", value: Shapes.awsKey, secret: Shapes.awsKey, rule: .cloudAccessKey),
    Shape(name: "pem", value: Shapes.privateKey, secret: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", rule: .privateKey),
    Shape(
      name: "session_sig", value: Shapes.sessionSignature, secret: Shapes.sessionSignature, rule: .highEntropyValue),
  ]

  enum Place: String, CaseIterable, Sendable {
    case requestHeader, requestQuery, requestJSON, requestJSONArray, requestForm
    case responseHeader, responseJSON, responseJSONArray, responseForm
  }

  /// Where the report says the value was, for `shape` carried at `place`.
  static func location(_ place: Place, _ shape: Shape) -> String {
    switch place {
    case .requestHeader: "request header X-\(shape.name)"
    case .requestQuery: "request query \(shape.name)"
    case .requestJSON: "request body JSON $.outer.\(shape.name)"
    case .requestJSONArray: "request body JSON $.\(shape.name)[1]"
    case .requestForm: "request body form \(shape.name)"
    case .responseHeader: "response header X-\(shape.name)"
    case .responseJSON: "response body JSON $.outer.\(shape.name)"
    case .responseJSONArray: "response body JSON $.\(shape.name)[1]"
    case .responseForm: "response body form \(shape.name)"
    }
  }

  static func json(_ place: Place, _ shape: Shape) throws -> Data {
    let object: [String: Any] =
      place == .requestJSON || place == .responseJSON
      ? ["outer": [shape.name: shape.value, "plain": "kept"]] : [shape.name: ["kept", shape.value]]
    return try JSONSerialization.data(withJSONObject: object)
  }

  static func form(_ shape: Shape) -> Data {
    var components = URLComponents()
    components.queryItems = [
      URLQueryItem(name: "plain", value: "kept"), URLQueryItem(name: shape.name, value: shape.value),
    ]
    return Data((components.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B").utf8)
  }

  @Test(arguments: shapes, Place.allCases)
  func eachShapeIsRedactedWhereverItTravels(shape: Shape, place: Place) async throws {
    // A header cannot hold a line break, so a private-key block never travels in one.
    guard !(shape.rule == .privateKey && (place == .requestHeader || place == .responseHeader)) else { return }
    var components = URLComponents(string: "https://api.example.com/resource")!
    var request = URLRequest(url: components.url!)
    var response = StubbedResponse.text("ok")
    switch place {
    case .requestHeader: request.setValue(shape.value, forHTTPHeaderField: "X-\(shape.name)")
    case .requestQuery:
      components.queryItems = [URLQueryItem(name: shape.name, value: shape.value)]
      request.url = components.url!
    case .requestJSON, .requestJSONArray:
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = try Self.json(place, shape)
    case .requestForm:
      request.httpMethod = "POST"
      request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
      request.httpBody = Self.form(shape)
    case .responseHeader: response = .status(200, headers: ["X-\(shape.name)": shape.value], body: Data("ok".utf8))
    case .responseJSON, .responseJSONArray:
      response = .status(200, headers: ["Content-Type": "application/json"], body: try Self.json(place, shape))
    case .responseForm:
      response = .status(
        200, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Self.form(shape))
    }
    let recording = try await Shapes.record(request, response)

    // URLSession capitalises request header names (`X-X_Id`), so names compare case-insensitively.
    let location = Self.location(place, shape).lowercased()
    #expect(
      recording.redactions.contains { $0.location.lowercased() == location && $0.rule == shape.rule },
      "no \(shape.rule) at \(location) in \(recording.redactions)")
    #expect(!SecretScan.text(recording.written, contains: shape.secret), "\(shape.secret) was written")
    if place != .requestHeader, place != .responseHeader, place != .requestQuery {
      #expect(recording.written.contains("kept"))
    }
  }
}
