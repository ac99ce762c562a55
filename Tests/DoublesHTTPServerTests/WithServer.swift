import DoublesHTTP
import DoublesHTTPServer
import Foundation

/// Runs `body` with a loopback server answering from `http` (standing in for `origin`, if any),
/// and stops the server whatever `body` does.
func withServer(
  _ http: HTTPDouble, origin: URL? = nil, _ body: (HTTPStubServer) async throws -> Void
) async throws {
  let server = try await HTTPStubServer.start(answering: http, origin: origin)
  do {
    try await body(server)
  } catch {
    await server.stop()
    throw error
  }
  await server.stop()
}
