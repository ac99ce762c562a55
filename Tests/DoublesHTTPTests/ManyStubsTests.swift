import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A double of many stubs (a server replaying a large cassette) looks them up by the path each
/// requires: the newest stub that matches answers all the same, whether it requires a path or
/// not, written encoded or decoded, and a used-up one lets the next answer.
@Suite struct ManyStubsTests {
  @Test func theNewestMatchingStubAnswersAmongHundreds() async throws {
    let http = HTTPDouble()
    for index in 0..<200 { http.stub(.get("https://example.com/items/\(index)"), .text("item \(index)")) }
    http.stub(.get("https://example.com/items/7"), .text("newer 7"), times: 1)
    http.stub(RequestPattern().method("GET").path(prefix: "/items/9"), .text("any 9…"))
    http.stub(.get("https://example.com/items/95"), .text("newest 95"))
    http.stub(RequestPattern().method("GET").path("/a b"), .text("a space"))

    func body(_ path: String) async throws -> String {
      try await send(request("GET", "https://example.com" + path), on: http.session).body
    }
    #expect(try await body("/items/7") == "newer 7")
    #expect(try await body("/items/7") == "item 7")
    #expect(try await body("/items/42") == "item 42")
    #expect(try await body("/items/9") == "any 9…")
    #expect(try await body("/items/99") == "any 9…")
    #expect(try await body("/items/95") == "newest 95")
    #expect(try await body("/a%20b") == "a space")
    #expect(http.journal.count == 7)
  }
}
