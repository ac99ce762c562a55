import DoublesTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Stub documents made broken at random (characters cut, YAML's punctuation put in, lines
/// doubled or swapped), each sent to a running `doubles-serve`'s admin API: every one is taken
/// (201) or refused with a 400 that names its place in the body, and the server answers to the
/// end. 200 cases a run, 5,000 in nightly's (`DOUBLES_FUZZ_CASES=large`); a failure names its seed.
@Suite("doubles-serve fuzzing", .tags(.fuzzing))
struct DoublesServeFuzzTests {
  static let firstSeed: UInt64 = 20_261_129

  /// Valid documents the cases start from: the forms a stub file has.
  static let documents = [
    """
    stubs:
      - request: {method: GET, path: "/v1/books/{isbn}", query: {format: short}}
        response:
          status: 200
          headers: {Cache-Control: no-store}
          json: {title: Dune, price: 9.5, tags: [a, "7"], nothing: null}
          delay: 5ms
      - request: {method: POST, path: /v1/orders, json: {isbn: "9780441013593", quantity: 1}}
        responses:
          - {status: 503, times: 2}
          - {status: 201, text: placed, base64: cGxhY2Vk}
      - request: {pathPrefix: /v1/legacy/, headers: {Accept: text/plain}, bodyContains: x}
        response: {fault: connectionReset}
        times: 3
      - request: {method: POST, path: /v1/login, body: "user=ann"}
        response: {status: 204}
        scenario: {name: session, state: Started, next: loggedIn}
    """,
    #"{"stubs": [{"request": {"method": "GET", "path": "/a"}, "response": {"json": {"b": [1, 2.5, true]}}}]}"#,
  ]

  @Test func everyBrokenStubDocumentIsTakenOrRefusedWithItsPlace() async throws {
    let server = try await DoublesServeAdminTests.Server()
    let total = FuzzCases.count(small: 200, large: 5_000)
    let first = FuzzCases.firstSeed(Self.firstSeed)
    var taken = 0
    for seed in first..<first + UInt64(total) {
      var random = FuzzRandom(seed: seed)
      let document = Self.broken(Self.documents[Int(seed % UInt64(Self.documents.count))], random: &random)
      let (status, body) = try await server.send("POST", "/__doubles/v1/stubs", document)
      if status == 201 {
        taken += 1
        continue
      }
      let detail = try DoublesServeAdminTests.detail(of: body) ?? ""
      let placed = detail.firstMatch(of: /^the request's body(:\d+:\d+)?: ./) != nil
      #expect(status == 400 && placed, "seed \(seed): \(status) \(detail)\n\(document)")
      if status != 400 { break }
    }
    // Still answering, and the cases were not all refused (or all taken): both paths ran.
    #expect(try await server.send("GET", "/__doubles/v1/requests").0 == 200)
    #expect(taken > 0 && taken < total, "\(taken) of \(total) broken documents were taken")
    let outcome = await server.running.stop()
    #expect(outcome.status == 0 && !outcome.signalled)
  }

  /// `document` with one to four random changes.
  static func broken(_ document: String, random: inout FuzzRandom) -> String {
    var text = Array(document)
    let punctuation = Array(":{}[],-#&*!|>'\"%@` \n\t0123456789e.ab")
    for _ in 0..<Int.random(in: 1...4, using: &random) where !text.isEmpty {
      let at = Int.random(in: 0..<text.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...8, using: &random)))
      case 1:
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          text.insert(punctuation[Int.random(in: 0..<punctuation.count, using: &random)], at: at)
        }
      case 2:
        var lines = String(text).split(separator: "\n", omittingEmptySubsequences: false)
        let line = at % lines.count
        lines.insert(lines[line], at: line)
        text = Array(lines.joined(separator: "\n"))
      default:
        var lines = String(text).split(separator: "\n", omittingEmptySubsequences: false)
        let (a, b) = (at % lines.count, Int.random(in: 0..<lines.count, using: &random))
        lines.swapAt(a, b)
        text = Array(lines.joined(separator: "\n"))
      }
    }
    return String(text)
  }
}
