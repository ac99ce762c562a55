import DoublesHAR
import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a cassette redacted still replays: the code under test sends its own credentials in
/// place of the placeholders, in values that redaction wrote again in its own order and
/// encoding, in text bodies, and in multipart bodies with a new boundary every run.
@Suite struct RedactedReplayTests {
  static let token = RedactionPlaceTests.magicToken

  /// Records `requests`, answered in turn by `responses`, then replays `replays` and returns the
  /// status of each.
  static func statuses(
    recording requests: [URLRequest], answeredBy responses: [StubbedResponse], replaying replays: [URLRequest],
    ignoring: Set<VolatilePart> = []
  ) async throws -> [Int] {
    let origin = HTTPDouble(name: "origin")
    // The stub added last answers first; each but the last answers once.
    for (index, response) in responses.enumerated().reversed() {
      origin.stub(.any, response, times: index == responses.count - 1 ? nil : 1)
    }
    let file = CassetteLifecycleTests.temporaryFile()
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), upstream: origin.transport)
    for request in requests { _ = try await recorder.session.data(for: request) }
    #expect(recorder.finish())
    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none, ignoring: ignoring))
    var statuses: [Int] = []
    for request in replays {
      let (_, response) = try await replayer.session.data(for: request)
      statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
    }
    return statuses
  }

  static func post(_ url: String, _ type: String, _ body: String) -> URLRequest {
    request("POST", url, headers: ["Content-Type": type], body: body)
  }

  @Test func aCarriedJSONDocumentOrFormMatchesWithOtherCredentials() async throws {
    let recorded = [
      Self.post(
        "https://api.example.com/graphql", "application/json",
        #"{"query":"mutation Login","variables":"{\"user\":\"ada\",\"password\":\"hunter2-Secret\"}"}"#),
      request("GET", "https://api.example.com/callback?state=returnTo%3D%2Fhome%26access_token%3D\(Self.token)"),
    ]
    let replayed = [
      Self.post(
        "https://api.example.com/graphql", "application/json",
        #"{"variables":"{\"password\":\"other-Secret9\",\"user\":\"ada\"}","query":"mutation Login"}"#),
      request("GET", "https://api.example.com/callback?state=returnTo%3D%2Fhome%26access_token%3Dother"),
    ]
    let statuses = try await Self.statuses(
      recording: recorded, answeredBy: [.status(200), .status(202)], replaying: replayed)
    #expect(statuses == [200, 202])
  }

  @Test func aRedactedTextBodyMatchesWithAnotherCredential() async throws {
    let jwt = RedactionShapeTests.jwt
    let other = jwt.replacingOccurrences(of: "dBjftJeZ", with: "Zz9xQ2wE")
    let statuses = try await Self.statuses(
      recording: [Self.post("https://api.example.com/notes", "text/plain", "session \(jwt) ends")],
      answeredBy: [.status(201)],
      replaying: [Self.post("https://api.example.com/notes", "text/plain", "session \(other) ends")])
    #expect(statuses == [201])
  }

  @Test func aMultipartUploadRecordedTwiceReplaysBothAnswersInOrder() async throws {
    func upload(_ boundary: String) -> URLRequest {
      Self.post(
        "https://api.example.com/photos", "multipart/form-data; boundary=\(boundary)",
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nHoliday\r\n--\(boundary)--\r\n")
    }
    let statuses = try await Self.statuses(
      recording: [upload("first"), upload("second")], answeredBy: [.status(201), .status(409)],
      replaying: [upload("third"), upload("fourth"), upload("fifth")])
    #expect(statuses == [201, 409, 409])
  }

  @Test func volatilePartsAreNamedInAnyCase() async throws {
    let statuses = try await Self.statuses(
      recording: [request("GET", "https://api.example.com/feed?TS=1")], answeredBy: [.status(200)],
      replaying: [request("GET", "https://api.example.com/feed?TS=2")], ignoring: [.queryParameter("ts")])
    #expect(statuses == [200])
  }
}
