import DoublesOpenAPI
import DoublesTesting
import Foundation
import Testing

@testable import BookshopClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The snippets about `DoublesOpenAPI` in the article: the URLSession and the cassette. (README's
/// set-up for a swift-openapi-generator client is a test of the Bookshop example.)
@Suite struct DoublesOpenAPISnippets {
  static let bookshop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Bookshop").standardizedFileURL

  @Test func theDoublesURLSessionAndCassetteAreCheckedToo() async throws {
    let contract = try OpenAPIContract(
      contentsOf: Self.bookshop.appendingPathComponent("Sources/BookshopClient/openapi.yaml"))
    let cassetteURL = Self.bookshop.appendingPathComponent("Tests/BookshopClientTests/Fixtures/bookshop.har")
    let server = try Servers.Server1.url()
    // snippet Sources/DoublesOpenAPI/DoublesOpenAPI.docc/DoublesOpenAPI.md
    let http = try HTTPDouble(cassette: Cassette(cassetteURL, mode: .none))
    let api = OpenAPIDouble(contract, serverURL: server, http: http)
    let (data, _) = try await api.http.session.data(from: server.appending(path: "books/9780465026562"))
    #expect(api.violations.isEmpty)
    // end of snippet
    #expect(String(decoding: data, as: UTF8.self).contains("Douglas Hofstadter"))
  }
}
