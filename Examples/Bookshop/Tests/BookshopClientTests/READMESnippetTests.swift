// snippet Sources/DoublesOpenAPI/DoublesOpenAPI.docc/DoublesOpenAPI.md
import DoublesOpenAPI
import Foundation
import Testing

@testable import BookshopClient  // the module the generator wrote the client into, internal by default

/// The document the client is generated from, in the client's target: found from this file.
let documentURL = URL(filePath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()  // the package
  .appending(path: "Sources/BookshopClient/openapi.yaml")

@Test func describesABook() async throws {
  let contract = try OpenAPIContract(contentsOf: documentURL)  // read once per process, then shared
  let api = OpenAPIDouble(contract, serverURL: try Servers.Server1.url())
  api.stub("getBook", path: ["isbn": "9780262033848"])  // no body: the document's example answers
  api.stub("listBooks", headers: ["X-Total-Count": "0"], json: #"{"books": []}"#)  // checked here
  let bookshop = Bookshop(api: Client(serverURL: try Servers.Server1.url(), transport: api.transport))
  #expect(try await bookshop.describeBook(isbn: "9780262033848") == "Introduction to Algorithms, by Thomas H. Cormen")
  #expect(try await bookshop.cheapest(3, in: .history) == [])
}
// end of snippet
