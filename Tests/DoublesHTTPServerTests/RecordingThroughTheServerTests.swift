import DoublesHTTP
import DoublesHTTPServer
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Records real HTTP traffic from a loopback server into a HAR file, proves no credential of
/// the request or the response was written, then replays the file offline.
@Suite struct RecordingThroughTheServerTests {
  static let secrets = [
    "bearer-5ecret-1", "cookie-5ecret-2", "query-5ecret-3", "password-5ecret-4", "set-cookie-5ecret-5",
    "access-5ecret-6", "refresh-5ecret-7",
  ]

  @Test func recordsRedactedThenReplays() async throws {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any.method("POST").path("/oauth/token")) { request in
      .status(
        200,
        headers: [
          "Content-Type": "application/json", "Set-Cookie": "session=set-cookie-5ecret-5; Path=/; HttpOnly",
        ],
        body: Data(
          #"{"access_token": "access-5ecret-6", "refresh_token": "refresh-5ecret-7", "user": "\#(request.formFields["username"] ?? "?")"}"#
            .utf8))
    }
    let server = try await HTTPStubServer.start(answering: origin)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-\(UUID().uuidString).har")

    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all, secrets: Self.secrets))
    let (recorded, _) = try await recorder.session.data(for: login(server, token: "query-5ecret-3"))
    #expect(recorder.finish())
    await server.stop()

    #expect(String(decoding: recorded, as: UTF8.self).contains("access-5ecret-6"))
    #expect(origin.requests.first?.header("Authorization") == "Bearer bearer-5ecret-1")
    let written = try String(contentsOf: file, encoding: .utf8)
    for secret in Self.secrets {
      #expect(!written.contains(secret), "\(secret) was written to the cassette")
    }
    #expect(written.contains(#""user\":\"ada\""#))

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let (replayed, response) = try await replayer.session.data(for: login(server, token: "another-token"))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: replayed, as: UTF8.self).contains(#""user":"ada""#))
    #expect(replayer.unmatchedRequests.isEmpty)
  }

  /// The login request, with every kind of credential a request carries.
  func login(_ server: HTTPStubServer, token: String) -> URLRequest {
    var request = URLRequest(url: server.url("/oauth/token?client_id=app&access_token=\(token)"))
    request.httpMethod = "POST"
    request.setValue("Bearer bearer-5ecret-1", forHTTPHeaderField: "Authorization")
    request.setValue("session=cookie-5ecret-2", forHTTPHeaderField: "Cookie")
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data("username=ada&password=password-5ecret-4&grant_type=password".utf8)
    return request
  }
}
