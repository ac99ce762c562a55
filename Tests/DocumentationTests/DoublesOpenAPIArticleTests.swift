import DoublesOpenAPI
import DoublesTesting
import Foundation
import Testing

@testable import BookshopClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The snippets about `DoublesOpenAPI`: the README's set-up for a swift-openapi-generator client,
/// and the article's URLSession and cassette.
@Suite struct DoublesOpenAPISnippets {
  static let bookshop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Bookshop").standardizedFileURL

  @Test func aGeneratedClientRunsOnTheDoublesTransport() async throws {
    let documentURL = Self.bookshop.appendingPathComponent("Sources/BookshopClient/openapi.yaml")
    // snippet README.md
    let contract = try OpenAPIContract(contentsOf: documentURL)  // JSON or YAML, OpenAPI 3.0 or 3.1
    let api = OpenAPIDouble(contract, serverURL: try Servers.Server1.url())
    api.stub("getBook", path: ["isbn": "9780262033848"])  // no body: the document's example answers
    api.stub("listBooks", headers: ["X-Total-Count": "0"], json: #"{"books": []}"#)  // checked here
    let bookshop = Bookshop(api: Client(serverURL: try Servers.Server1.url(), transport: api.transport))
    // end of snippet
    #expect(try await bookshop.describeBook(isbn: "9780262033848") == "Introduction to Algorithms, by Thomas H. Cormen")
    #expect(try await bookshop.cheapest(3, in: .history) == [])
    #expect(api.violations.isEmpty)
  }

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
