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

/// Places in a request where credentials travel beyond headers, query and body fields: the
/// URL's path and userinfo. Each is redacted with the standard redaction and no secret list, and
/// a redacted path segment still matches on replay, as `Bearer REDACTED` does.
@Suite struct RedactionPlaceTests {
  static let magicToken = "q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA5oQi0VrZ"
  static let otherMagicToken = "Z0rVi0Qo5AeU1gJh6FcY3bNw8RzT4dKs9PmL2vX7"

  static func entry(_ url: String, body: Data = Data(), contentType: String? = nil) -> HARFile.Entry {
    let headers = contentType.map { [HTTPHeader("Content-Type", $0)] } ?? []
    let request = RecordedRequest(
      method: body.isEmpty ? "GET" : "POST", url: URL(string: url)!, headers: headers, body: body)
    return HAREntryBuilder.entry(request, Self.ok(request), redaction: .standard).entry
  }

  static func ok(_ request: RecordedRequest) -> HTTPReply {
    HTTPReply(request: request, status: 200, headers: [], body: Data())
  }

  static func findings(_ url: String) -> [String] {
    let request = RecordedRequest(url: URL(string: url)!)
    return HAREntryBuilder.entry(request, Self.ok(request), redaction: .standard).redactions.map {
      "\($0.location): \($0.rule)"
    }
  }

  @Test func aTokenInAPathSegmentAfterAWordSuchAsMagicOrReset() {
    for (url, redacted) in [
      ("https://app.example.com/auth/magic/\(Self.magicToken)", "https://app.example.com/auth/magic/REDACTED"),
      (
        "https://app.example.com/password-reset/\(Self.magicToken)/confirm",
        "https://app.example.com/password-reset/REDACTED/confirm"
      ),
      (
        "https://app.example.com/invite/\(Self.magicToken)?ref=mail", "https://app.example.com/invite/REDACTED?ref=mail"
      ),
    ] {
      #expect(Self.entry(url).request.url == redacted)
    }
    #expect(
      Self.findings("https://app.example.com/auth/magic/\(Self.magicToken)") == [
        "request URL path segment 3: path token"
      ])
  }

  @Test func aURLCarriedInAResponseHeaderOrAJSONValue() {
    let link = "https://app.example.com/reset/\(Self.magicToken)"
    let request = RecordedRequest(url: URL(string: "https://api.example.com/password/forgot")!)
    let reply = HTTPReply(
      request: request, status: 303,
      headers: [HTTPHeader("Location", link), HTTPHeader("Content-Type", "application/json")],
      body: Data(#"{"reset_url":"\#(link)"}"#.utf8))
    let (entry, redactions) = HAREntryBuilder.entry(request, reply, redaction: .standard)
    #expect(entry.response.headers.first { $0.name == "Location" }?.value == "https://app.example.com/reset/REDACTED")
    #expect(entry.response.content.text == #"{"reset_url":"https://app.example.com/reset/REDACTED"}"#)
    #expect(
      redactions.map { "\($0.location): \($0.rule)" } == [
        "response header Location URL path segment 2: path token",
        "response redirectURL URL path segment 2: path token",
        "response body JSON $.reset_url URL path segment 2: path token",
      ])
  }

  @Test func aJWTAsAPathSegment() {
    let url = "https://api.example.com/sessions/\(RedactionShapeTests.jwt)/refresh"
    #expect(Self.entry(url).request.url == "https://api.example.com/sessions/REDACTED/refresh")
    #expect(Self.findings(url) == ["request URL path segment 2: JWT"])
  }

  @Test func credentialsInTheUserinfo() {
    let url = "https://deploy:s3cr3t-Pa55word@registry.example.com/v2/app/manifests/latest"
    #expect(Self.entry(url).request.url == "https://REDACTED:REDACTED@registry.example.com/v2/app/manifests/latest")
    #expect(Self.findings(url) == ["request URL userinfo: URL credentials"])
  }

  @Test func idsHashesAndWordsInPathsAreKept() {
    for url in [
      "https://api.example.com/orders/1234567890/items",
      "https://api.example.com/products/SKU-AB12-9981-XL",
      "https://api.example.com/repos/apple/swift/commits/3f786850e387550fdab836ed7e6dc881de23001b",
      "https://api.example.com/blobs/9c56cc51b374c3ba189210d5b6d4bf57790d351c96c47c02190ecf1e430635ab",
      "https://api.example.com/orders/8f14e45f-ceea-467a-9a3c-2b4f1f0e3c7d",
      "https://api.example.com/auth/reset/password",
      "https://api.example.com/api/v2/tokens",
    ] {
      #expect(Self.entry(url).request.url == url)
    }
  }

  @Test func aRedactedPathSegmentMatchesAnyValueOnReplay() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, .text("welcome"))
    let file = TestScratch.file("cassette.har")
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), upstream: origin.transport)
    let link = URL(string: "https://app.example.com/auth/magic/\(Self.magicToken)")!
    _ = try await recorder.session.data(from: link)
    #expect(recorder.finish())
    #expect(try !String(contentsOf: file, encoding: .utf8).contains(Self.magicToken))

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let other = URL(string: "https://app.example.com/auth/magic/\(Self.otherMagicToken)")!
    let (data, _) = try await replayer.session.data(from: other)
    #expect(String(decoding: data, as: UTF8.self) == "welcome")
  }

  @Test func aBinaryUploadIsRecordedAndReplayedByteForByte() async throws {
    let image = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0xC3, 0x28, 0xFF, 0xD9])
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, .status(201))
    let file = TestScratch.file("cassette.har")
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), upstream: origin.transport)
    var upload = URLRequest(url: URL(string: "https://api.example.com/upload")!)
    upload.httpMethod = "POST"
    upload.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
    upload.httpBody = image
    _ = try await recorder.session.data(for: upload)
    #expect(recorder.finish())
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains(#""encoding" : "base64""#))
    #expect(written.contains(image.base64EncodedString()))

    // The double is made inside `withKnownIssue`, so the failure its unmatched request reports
    // is this known issue.
    try await withKnownIssue {
      let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
      let (_, response) = try await replayer.session.data(for: upload)
      #expect((response as? HTTPURLResponse)?.statusCode == 201)
      var changed = upload
      changed.httpBody = image.dropLast() + Data([0xD8])
      let code = await urlErrorCode { _ = try await replayer.session.data(for: changed) }
      #expect(code == .resourceUnavailable)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("HTTPDouble has no stub for POST https://api.example.com/upload") == true
    }
  }

  /// A placeholder of the user's that a URL cannot hold as it is (`<redacted>`) is written
  /// percent-encoded there, and still matches any value on replay.
  @Test func aPlaceholderThatAURLCannotHoldIsPercentEncodedThere() async throws {
    var redaction = Redaction.standard
    redaction.placeholder = "<redacted>"
    let url = "https://deploy:pw@app.example.com/reset/\(Self.magicToken)?token=abc"
    let request = RecordedRequest(url: URL(string: url)!)
    let (entry, _) = HAREntryBuilder.entry(request, Self.ok(request), redaction: redaction)
    #expect(
      entry.request.url
        == "https://%3Credacted%3E:%3Credacted%3E@app.example.com/reset/%3Credacted%3E?token=%3Credacted%3E")

    let replayed = HTTPDouble.replayStubs([entry], placeholder: redaction.placeholder)
    let other = RecordedRequest(
      url: URL(string: "https://app.example.com/reset/\(Self.otherMagicToken)?token=xyz")!)
    #expect(replayed.first?.0.matches(other) == true)
  }
}
