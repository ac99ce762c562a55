import BenchmarkSupport
import DoublesContract
import DoublesHTTP
import DoublesOpenAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// `swift run -c release DoublesOpenAPIBenchmark`
///
/// What checking a message against an OpenAPI document costs: one request and its response of
/// about 4 KB (`listBooks` of `Examples/Bookshop`, 20 books), checked alone; and the same stubbed
/// round trip through the transport seam without a contract (``HTTPDouble/transport``) and with
/// one (``OpenAPIDouble/transport``), side by side. Medians in microseconds; the fastest of 5
/// rounds, whose subjects take turns, as in `DoublesBenchmarks`.
@main
enum Main {
  static let rounds = 5
  static let server = URL(string: "https://api.bookshop.example/v1")!
  static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Examples/Bookshop/Sources/BookshopClient/openapi.yaml").standardizedFileURL

  static func main() async {
    do {
      try await measure()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
  }

  /// A `listBooks` answer of `count` books, each with two authors.
  static func books(_ count: Int) -> String {
    let books = (0..<count).map { index in
      #"{"isbn": "97802620\#(String(format: "%05d", index))", "title": "Volume \#(index) of a long series", "#
        + #""price": \#(Double(index) + 0.5), "genre": "science", "#
        + #""authors": [{"name": "Thomas H. Cormen"}, {"name": "Charles E. Leiserson"}]}"#
    }
    return #"{"books": [\#(books.joined(separator: ", "))]}"#
  }

  static func measure() async throws {
    let contract = try OpenAPIContract(contentsOf: document)
    let body = Data(books(20).utf8)
    let url = URL(string: "\(server.absoluteString)/books?genre=science&limit=20")!
    let requestHeaders = [(name: "Accept", value: "application/json")]
    let responseHeaders = [(name: "Content-Type", value: "application/json"), (name: "X-Total-Count", value: "20")]
    guard
      case .declared(let operation, let found) = contract.check(
        request: "GET", url: url, basePath: "/v1", headers: requestHeaders, body: Data()),
      found.isEmpty,
      contract.check(response: 200, headers: responseHeaders, body: body, of: operation).isEmpty
    else { throw BenchmarkError("the benchmark's exchange breaks \(contract.name)") }

    let plain = HTTPDouble()
    plain.stub(
      .get(url.absoluteString),
      .status(200, headers: ["Content-Type": "application/json", "X-Total-Count": "20"], body: body))
    let api = OpenAPIDouble(contract, serverURL: server)
    api.stub("listBooks", query: ["genre": "science"], headers: ["X-Total-Count": "20"], json: books(20))
    let request = HTTPRequest(
      method: .get, scheme: "https", authority: "api.bookshop.example", path: "/v1/books?genre=science&limit=20",
      headerFields: [.accept: "application/json"])
    let relative = HTTPRequest(
      method: .get, scheme: nil, authority: nil, path: "/books?genre=science&limit=20",
      headerFields: [.accept: "application/json"])
    let (seam, contractSeam) = (plain.transport, api.transport)

    var check = Double.infinity
    var withoutContract = Double.infinity
    var withContract = Double.infinity
    for _ in 0..<rounds {
      check = min(
        check,
        await medianMicroseconds(samples: 2_001, warmUp: 200) {
          guard
            case .declared(let operation, let violations) = contract.check(
              request: "GET", url: url, basePath: "/v1", headers: requestHeaders, body: Data())
          else { return }
          precondition(
            violations.isEmpty
              && contract.check(response: 200, headers: responseHeaders, body: body, of: operation).isEmpty)
        })
      withoutContract = min(
        withoutContract,
        try await medianMicroseconds(samples: 2_001, warmUp: 200) { _ = try await seam.send(request, body: nil) })
      withContract = min(
        withContract,
        try await medianMicroseconds(samples: 2_001, warmUp: 200) {
          _ = try await contractSeam.send(relative, body: nil, baseURL: server, operationID: "listBooks")
        })
    }
    guard api.violations.isEmpty, api.http.journal.count == rounds * 2_201 else {
      throw BenchmarkError("a request was lost or broke the document: \(api.violations)")
    }
    print("OpenAPI contract: median microseconds, fastest of \(rounds) rounds (release build)")
    print("listBooks, 20 books, \(body.count) bytes of JSON")
    print("check of the request and its response alone        | \(format(check)) µs")
    print("HTTPDouble.transport, no contract                   | \(format(withoutContract)) µs")
    print("OpenAPIDouble.transport, request and response checked | \(format(withContract)) µs")
    print("with / without contract                             | \(format(withContract / withoutContract))x")
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
