import DoublesHTTP
import DoublesHTTPServer

/// Runs `body` with a loopback server answering from `http`, and stops the server whatever
/// `body` does.
func withServer(_ http: HTTPDouble, _ body: (HTTPStubServer) async throws -> Void) async throws {
  let server = try await HTTPStubServer.start(answering: http)
  do {
    try await body(server)
  } catch {
    await server.stop()
    throw error
  }
  await server.stop()
}
