import BenchmarkSupport
import DoublesHTTP
import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Measures one stubbed round trip: through URLSession and `data(for:)`, and through the
/// transport seam, each next to its floor.
enum NetworkBenchmark {
  struct Result {
    /// `data(for:)` answered by an ``HTTPDouble`` stub.
    var stubbedSession: Double
    /// `data(for:)` answered by a bare `URLProtocol` that returns a constant: the platform's floor.
    var bareProtocol: Double
    /// An async closure that returns the same response: no URLSession at all.
    var directClosure: Double
    /// ``HTTPDouble/transport`` answering the same stub.
    var transport: Double
    /// An ``HTTPTransport`` closure returning a constant, called the same way.
    var transportClosure: Double
  }

  static let url = URL(string: "https://api.example.com/quotes/1")!

  /// How many times each measurement is repeated; the fastest round counts, as for compile cost
  /// (this shared machine has slow spells that double every figure, the floors included).
  static let rounds = 5

  /// Medians, in microseconds, over `samples` sequential requests after `warmUp` requests;
  /// the fastest of ``rounds`` rounds. The rounds of all subjects take turns, so a slow spell of
  /// the machine cannot fall on every round of one subject.
  static func run(samples: Int = 2_001, warmUp: Int = 200) async throws -> Result {
    let request = URLRequest(url: url)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [ConstantURLProtocol.self]
    let bare = URLSession(configuration: configuration)
    let http = HTTPDouble()
    http.stub(.get(url.absoluteString), .text("ok"))
    let constant = ConstantURLProtocol.response
    let closure: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { _ in (Data("ok".utf8), constant) }
    let httpRequest = HTTPRequest(method: .get, scheme: "https", authority: "api.example.com", path: "/quotes/1")
    let seam = http.transport
    let constantTransport = ClosureTransport { _, _ in (HTTPResponse(status: .ok), Data("ok".utf8)) }

    var fastest = Result(
      stubbedSession: .infinity, bareProtocol: .infinity, directClosure: .infinity, transport: .infinity,
      transportClosure: .infinity)
    for _ in 0..<rounds {
      fastest.bareProtocol = min(
        fastest.bareProtocol,
        try await medianMicroseconds(samples: samples, warmUp: warmUp) { _ = try await bare.data(for: request) })
      fastest.stubbedSession = min(
        fastest.stubbedSession,
        try await medianMicroseconds(samples: samples, warmUp: warmUp) { _ = try await http.session.data(for: request) }
      )
      fastest.directClosure = min(
        fastest.directClosure,
        try await medianMicroseconds(samples: samples, warmUp: warmUp) { _ = try await closure(request) })
      fastest.transport = min(
        fastest.transport,
        try await medianMicroseconds(samples: samples, warmUp: warmUp) {
          _ = try await seam.send(httpRequest, body: nil)
        })
      fastest.transportClosure = min(
        fastest.transportClosure,
        try await medianMicroseconds(samples: samples, warmUp: warmUp) {
          _ = try await constantTransport.send(httpRequest, body: nil)
        })
    }
    precondition(http.journal.count == 2 * rounds * (samples + warmUp), "a request was lost")
    return fastest
  }

}

/// The floor: a URL protocol that answers every request with the same constant response.
final class ConstantURLProtocol: URLProtocol {
  static let response = HTTPURLResponse(
    url: NetworkBenchmark.url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/plain"])!
  static let body = Data("ok".utf8)

  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    client?.urlProtocol(self, didReceive: Self.response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Self.body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

/// A transport made of a closure, the cheapest thing the seam can call.
struct ClosureTransport: HTTPTransport {
  let answer: @Sendable (HTTPRequest, Data?) async throws -> (HTTPResponse, Data)

  func send(_ request: HTTPRequest, body: Data?) async throws -> (HTTPResponse, Data) {
    try await answer(request, body)
  }
}
