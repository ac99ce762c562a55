import DoublesHAR
import DoublesHTTP
import DoublesTestSupport
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Random Server-Sent Events streams, JSON Lines bodies and relative `Location`s, with fixed
/// seeds so that a failing case can be replayed by its number: pieces of ordinary content and
/// credentials of every kind in random order, with `\n` or `\r\n` line ends, cut short or not.
/// Each is redacted, and the redacted entry, redacted again, shows nothing more: no credential
/// placed in it survives, and nothing is found the second time. 200 cases in every run, 2,000 in
/// nightly's (`FuzzCases`).
@Suite(.tags(.fuzzing)) struct RedactionReaderFuzzTests {
  typealias Fake = KeyShapeCatalogueTests.Fake

  /// Credentials, each as the value a stream carries, and the part that must not be written.
  static let credentials: [(value: String, secret: String)] =
    KeyShapeCatalogueTests.examples.filter { !$0.value.contains("\n") }.map { ($0.value, $0.secret) } + [
      (RedactionShapeTests.jwt, RedactionShapeTests.jwt),
      ("Bearer 9f8e7d6c5b4a39281706f5e4", "9f8e7d6c5b4a39281706f5e4"),
      ("postgres://app:Pa55-w0rd-x1@db.internal/shop", "Pa55-w0rd-x1"),
    ]

  static let ordinary = [
    "Hello", "SKU-12345", "550e8400-e29b-41d4-a716-446655440000", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4",
    "Bearer tokens expire", "/items?page=2", "caf\u{E9} au lait", "", "{}", "[1,2]", "data", "id: 7",
  ]

  /// A JSON object with one member holding `value` under a random name, with ordinary siblings;
  /// one time in four also an object or array under a credential's name, as a language model's
  /// stream sends its `token`.
  static func record(_ value: String, _ random: inout FuzzRandom) -> String {
    let names = ["note", "text", "refresh_token", "pwd", "delta", "content", "x"]
    let name = names.randomElement(using: &random)!
    let quoted = String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
    let nested =
      Int.random(in: 0..<4, using: &random) == 0
      ? [#","token":{"id":15043,"text":" Hello"}"#, #","tokens":[1,2]"#, #","secret":{"kind":"none"}"#]
        .randomElement(using: &random)! : ""
    return #"{"n":\#(Int.random(in: 0...99, using: &random)),"\#(name)":\#(quoted)\#(nested),"kind":"chunk"}"#
  }

  struct Case {
    let body: String
    let type: String?
    let location: String?
    let secrets: [String]
    /// The lines that are JSON documents (records, and events' `data:`), which must stay JSON.
    let jsonLines: Int
  }

  static func makeCase(_ round: Int, _ random: inout FuzzRandom) -> Case {
    let newline = Bool.random(using: &random) ? "\n" : "\r\n"
    var secrets: [String] = []
    func piece() -> String {
      if Int.random(in: 0..<3, using: &random) == 0 {
        let credential = credentials.randomElement(using: &random)!
        secrets.append(credential.secret)
        return credential.value
      }
      return ordinary.randomElement(using: &random)!
    }
    var lines: [String] = []
    let kind = round % 3
    for index in 0..<Int.random(in: 1...8, using: &random) {
      switch kind {
      case 0:
        let value = piece()
        let data = Bool.random(using: &random) ? record(value, &random) : value
        lines += ["id: \(index)", "event: message", "data: \(data)", ""]
      case 1: lines.append(record(piece(), &random))
      default: lines.append("line \(index): \(piece())")
      }
    }
    var body = lines.joined(separator: newline)
    if Bool.random(using: &random), !body.isEmpty {
      body = String(body.prefix(Int.random(in: 0..<body.count, using: &random)))
      // A cut credential is no longer the credential it was: only whole ones must be gone.
      secrets = secrets.filter { body.contains($0) }
    }
    let type = ["text/event-stream", "application/x-ndjson", nil][kind]
    var location: String?
    if Bool.random(using: &random) {
      let credential = credentials.randomElement(using: &random)!
      let encoded = credential.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
      location = "/next/step?page=2&note=\(encoded)#part-\(round)"
      secrets.append(credential.secret)
    }
    return Case(
      body: body, type: type, location: location, secrets: secrets, jsonLines: Self.jsonLines(in: body))
  }

  /// How many lines of `body` are JSON documents, a record's or an event's `data:`.
  static func jsonLines(in body: String) -> Int {
    body.split(whereSeparator: \.isNewline).filter { line in
      let text = line.hasPrefix("data: ") ? line.dropFirst("data: ".count) : line
      guard text.first == "{" || text.first == "[" else { return false }
      return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
    }.count
  }

  @Test func streamsAndRelativeURLsAreRedactedOnceForAll() async throws {
    var random = FuzzRandom(seed: 20_261_126)
    let rounds = FuzzCases.count(small: 200, large: 2_000)
    for round in 0..<rounds {
      await Task.yield()
      let fuzz = Self.makeCase(round, &random)
      let request = RecordedRequest(
        method: "GET", url: URL(string: "https://api.example.com/stream")!, headers: [], body: Data())
      let headers =
        (fuzz.type.map { [HTTPHeader("Content-Type", $0)] } ?? [])
        + (fuzz.location.map { [HTTPHeader("Location", $0)] } ?? [])
      let reply = HTTPReply(request: request, status: 200, headers: headers, body: Data(fuzz.body.utf8))
      let (entry, _) = HAREntryBuilder.entry(request, reply, redaction: .standard)
      let written = try RedactionCarriedTests.written(entry)
      for secret in fuzz.secrets {
        #expect(!SecretScan.text(written, contains: secret), "case \(round): \(secret) was written")
      }
      // What was JSON stays JSON: a redacted value is a string, never a bare word.
      let body = String(decoding: entry.response.content.data() ?? Data(), as: UTF8.self)
      #expect(Self.jsonLines(in: body) == fuzz.jsonLines, "case \(round): a JSON line is no longer JSON:\n\(body)")
      if let location = entry.response.headers.first(where: { $0.name == "Location" })?.value {
        #expect(location.hasPrefix("/next/step?page=2&note=") && location.hasSuffix("#part-\(round)"), "case \(round)")
      }
      var again = Redactor(.standard)
      _ = again.entry(entry)
      #expect(again.findings.filter { !$0.isKept }.isEmpty, "case \(round): redacting twice found \(again.findings)")
    }
  }
}
