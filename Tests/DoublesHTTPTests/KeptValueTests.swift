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

/// Values that look like credentials (long and random) under names that say nothing are kept,
/// since redacting every random value would blank ids and hashes, but they are reported, and a
/// cassette can refuse them.
@Suite struct KeptValueTests {
  static let clientData = "hT4kQ9zXw2LmP7sVd3RbN8yFc6JgA1UeK5oZi0Wq"
  static let refreshToken = "Rt9xK2mQ7vL4pZ8wN3bY6cF1hJ5gU0eA"

  static func request() -> URLRequest {
    var request = URLRequest(url: URL(string: "https://api.example.com/session")!)
    request.setValue(clientData, forHTTPHeaderField: "X-Client-Data")
    return request
  }

  static let response = StubbedResponse.status(
    200, headers: ["Content-Type": "application/json"], body: Data(#"{"rt":"\#(refreshToken)","name":"Ada"}"#.utf8))

  @Test func aRandomValueUnderAnUnremarkableNameIsKeptAndReported() async throws {
    let recording = try await RedactionShapeTests.record(Self.request(), Self.response)
    #expect(recording.written.contains(Self.clientData))
    #expect(recording.written.contains(Self.refreshToken))
    #expect(
      recording.kept.map(\.description) == [
        "entry 1 (GET https://api.example.com/session): request header X-Client-Data, high-entropy value, kept",
        "entry 1 (GET https://api.example.com/session): response body JSON $.rt, high-entropy value, kept",
      ])
    #expect(recording.redactions.isEmpty)
    #expect(
      (recording.redactions + recording.kept).summary(of: "session.har", entries: 1)
        == """
        Cassette session.har: 1 entry written, nothing redacted. 2 values look like a credential but no rule \
        redacts them; review them before committing:
          entry 1 (GET https://api.example.com/session): request header X-Client-Data
          entry 1 (GET https://api.example.com/session): response body JSON $.rt
        """)
  }

  @Test func keptNamesAreNeitherRedactedNorReported() async throws {
    let redaction = Redaction.standard.keeping(names: ["x-client-data", "RT"])
    let recording = try await RedactionShapeTests.record(Self.request(), Self.response, redaction: redaction)
    #expect(recording.kept.isEmpty)
    #expect(recording.redactions.isEmpty)
  }

  @Test func aCassetteThatRefusesKeptValuesIsNotWritten() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, Self.response)
    let file = TestScratch.file("cassette.har")
    let recorder = try HTTPDouble(
      cassette: Cassette(file, mode: .all, refusesKeptValues: true), upstream: origin.transport)
    _ = try await recorder.session.data(for: Self.request())
    #expect(throws: DoublesHTTPError.self) { try recorder.writeCassette() }
    do {
      try recorder.writeCassette()
    } catch {
      #expect(
        "\(error)" == """
          Cassette \(file.path) was not written: 2 values look like a credential but no rule redacts them: \
          request header X-Client-Data of entry 1 (GET https://api.example.com/session); response body JSON $.rt of \
          entry 1 (GET https://api.example.com/session). Redact each by its name \
          (Redaction.adding(headers:queryParameters:bodyKeys:)) or, if it is no secret, keep it \
          (Redaction.keeping(names:)).
          """)
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  /// Ids, hashes, ETags, UUIDs, dates, numbers and text: random-looking or long, but nothing a
  /// reviewer needs to see.
  @Test func idsHashesAndTextAreNotReported() async throws {
    var request = URLRequest(url: URL(string: "https://api.example.com/items?cursor=MTIzNDU2Nzg5MA&page=2")!)
    for (name, value) in [
      ("Idempotency-Key", "8f14e45f-ceea-467a-9a3c-2b4f1f0e3c7d"),
      ("If-None-Match", #""33a64df551425fcc55e4d42a148795d9f25f89d4""#),
      ("X-Request-Id", "Req7Hk2Lm9Qz4Xw8Vt3Nb6Yc1Fg5"),
      ("X-Content-Sha256", "9c56cc51b374c3ba189210d5b6d4bf57790d351c96c47c02190ecf1e430635ab"),
      ("X-Build", "2026.11.25-release-1234567"),
    ] {
      request.setValue(value, forHTTPHeaderField: name)
    }
    let body = #"""
      {"id": 1234567890123, "sku": "SKU-AB12-9981-XL", "title": "A Tale of Two Cities, abridged edition", \
      "updated": "2026-11-23T10:00:00.123Z", "etag": "W/\"5f2b1c9e7d3a\"", "trace_id": "4bf92f3577b34da6a3ce929d0e0e4736"}
      """#
    let recording = try await RedactionShapeTests.record(
      request, .status(200, headers: ["Content-Type": "application/json"], body: Data(body.utf8)))
    #expect(recording.kept.isEmpty, "\(recording.kept)")
    #expect(recording.redactions.isEmpty, "\(recording.redactions)")
  }
}
