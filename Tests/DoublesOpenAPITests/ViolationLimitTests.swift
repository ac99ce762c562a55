import DoublesOpenAPI
import DoublesTestSupport
import Foundation
import Testing

/// A server's contract keeps the newest of its violations only, each once: an app that breaks the
/// document in a new way with each request (a new id in an undeclared path) leaves its memory and
/// its time per request flat.
@Suite struct ViolationLimitTests {
  @Test func theNewestViolationsAreKeptEachOnceAndCountedAll() throws {
    let http = HTTPDouble()
    http.stub(RequestPattern(), .status(204))
    let api = OpenAPIDouble(OpenAPIDoubleTests.contract, http: http, enforcement: .reporting)
    api.limitViolations(to: 8)

    for id in 1...100 { try send("DELETE", "/items/\(id)", to: http) }
    // Met again while kept: not new.
    try send("DELETE", "/items/100", to: http)

    let kept = api.violations.map(\.operation)
    // Between the limit and a quarter more: the oldest go a batch at a time.
    #expect((8...10).contains(kept.count))
    #expect(kept == (101 - kept.count...100).map { "DELETE /items/\($0)" })
    #expect(api.violations(after: 0).count == 100)
    #expect(api.violations(after: 98).new.map(\.operation) == ["DELETE /items/99", "DELETE /items/100"])
  }

  @Test func withoutALimitEveryViolationIsKeptOnce() throws {
    let http = HTTPDouble()
    http.stub(RequestPattern(), .status(204))
    let api = OpenAPIDouble(OpenAPIDoubleTests.contract, http: http, enforcement: .reporting)
    for id in [1, 2, 1, 3, 2] { try send("DELETE", "/items/\(id)", to: http) }
    #expect(api.violations.map(\.operation) == ["DELETE /items/1", "DELETE /items/2", "DELETE /items/3"])
  }

  /// Sends `method` `path` of the document's server to `http`, which answers at once.
  private func send(_ method: String, _ path: String, to http: HTTPDouble) throws {
    let url = try #require(URL(string: OpenAPIDoubleTests.server.absoluteString + path))
    let step = http.firstStep(for: RecordedRequest(method: method, url: url, headers: [], body: Data()))
    guard case .answered(.reply(let reply)) = step else {
      Issue.record("\(method) \(path) was not answered at once")
      return
    }
    #expect(reply.status == 204)
  }
}
