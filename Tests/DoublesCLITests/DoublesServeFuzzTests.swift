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

/// Bytes that are not quite HTTP (valid requests with bytes cut, changed, doubled or put in, and
/// bytes at random), each sent on a connection of its own to a running `doubles-serve`: the
/// server outlives them all and still answers. 200 cases a run, 5,000 in nightly's.
@Suite("doubles-serve fuzzing: raw bytes", .tags(.fuzzing))
struct DoublesServeRawBytesFuzzTests {
  static let firstSeed: UInt64 = 20_261_130

  static let requests = [
    "GET /v1/books/9780465026562 HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n",
    "POST /v1/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"isbn\":\"1\"}\n",
    "PUT /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
    "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
    "POST /__doubles/v1/stubs HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\n\r\n{\"stubs\": [{\"request\": {\"path\": \"/a\"}}]}",
  ]

  @Test func theServerOutlivesBytesThatAreNotQuiteHTTP() async throws {
    let server = try await DoublesServeAdminTests.Server(["--stubs", try Self.stubFile()])
    let port = try #require(URL(string: server.base)?.port)
    let first = FuzzCases.firstSeed(Self.firstSeed)
    for seed in first..<first + UInt64(FuzzCases.count(small: 200, large: 5_000)) {
      var random = FuzzRandom(seed: seed)
      try await RawConnection.send(Self.bytes(&random, seed: seed), toPort: port)
    }
    #expect(try await server.send("GET", "/a") == (200, "still here"))
    let outcome = await server.running.stop()
    #expect(outcome.status == 0 && !outcome.signalled)
  }

  static func stubFile() throws -> String {
    try DoublesServeStubFileTests.file("a.yaml", "stubs:\n  - request: {path: /a}\n    response: {text: still here}\n")
  }

  /// A request changed at random, or (one case in five) bytes at random.
  static func bytes(_ random: inout FuzzRandom, seed: UInt64) -> [UInt8] {
    if seed % 5 == 4 {
      return (0..<Int.random(in: 1...512, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
    var bytes = Array(requests[Int(seed % UInt64(requests.count))].utf8)
    let pieces: [[UInt8]] = [
      [13, 10], [0], [255], Array(": ".utf8), Array("\r\n\r\n".utf8), [32], Array("9999999999".utf8),
    ]
    for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
      case 1: bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 2: bytes.insert(contentsOf: pieces[Int.random(in: 0..<pieces.count, using: &random)], at: at)
      default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 32)], at: at)
      }
    }
    return bytes
  }
}
