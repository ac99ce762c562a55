import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A stand-in (`********`, `${TOKEN}`, `<YOUR_API_KEY>`, `your_api_key`) holds no credential, so
/// redaction keeps it; but it is judged value by value, cookie by cookie and pair by pair, and it
/// must be the whole value: placeholder text next to a secret never keeps the secret.
@Suite struct StandInTests {
  typealias Fake = KeyShapeCatalogueTests.Fake

  static let secret = Fake.chars(32)

  /// Texts that a stand-in may be, or hold.
  static let standIns = [
    "your-", "your_token", "placeholder", "xxxx", "XXXXXXXX", "...", "${TOKEN}", "{{ secrets.API_KEY }}", "********",
    "<YOUR_API_KEY>", "[PASSWORD]", "changeme", "example", "sk-...",
  ]

  /// The entry recorded for a request with `headers` and `body`, and a reply with `reply`.
  static func entry(
    url: String = "https://api.example.com/feed", headers: [HTTPHeader] = [], body: String = "",
    reply: String = "", replyType: String? = nil
  ) -> String {
    let request = RecordedRequest(method: "POST", url: URL(string: url)!, headers: headers, body: Data(body.utf8))
    let reply = HTTPReply(
      request: request, status: 200, headers: replyType.map { [HTTPHeader("Content-Type", $0)] } ?? [],
      body: Data(reply.utf8))
    let (entry, _) = HAREntryBuilder.entry(request, reply, redaction: .standard)
    let data = try? JSONEncoder().encode(entry)
    return String(decoding: data ?? Data(), as: UTF8.self)
  }

  /// A harmless cookie beside a session's does not keep the session.
  @Test func aHarmlessCookieDoesNotKeepTheSessionBesideIt() {
    let recorded = Self.entry(headers: [HTTPHeader("Cookie", "last_page=/your-account; session-id=\(Self.secret)")])
    let kept = recorded.contains(Self.secret)
    #expect(!kept, "the session beside last_page=/your-account was kept")
  }

  /// Each stand-in, before, after or around a secret, in every place the redactor reads under a
  /// credential's name: the secret is redacted.
  @Test(arguments: standIns)
  func aStandInNextToASecretDoesNotKeepIt(_ standIn: String) {
    let secret = Self.secret
    for value in ["\(standIn)\(secret)", "\(standIn)-\(secret)", "\(secret)\(standIn)", "\(standIn) \(secret)"] {
      let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
      let places: [(String, String)] = [
        ("Authorization header", Self.entry(headers: [HTTPHeader("Authorization", "Bearer \(value)")])),
        ("X-API-Key header", Self.entry(headers: [HTTPHeader("X-API-Key", value)])),
        ("Cookie header", Self.entry(headers: [HTTPHeader("Cookie", "theme=dark; sessionid=\(value)")])),
        ("query parameter", Self.entry(url: "https://api.example.com/feed?api_key=\(encoded)")),
        (
          "JSON body",
          Self.entry(
            headers: [HTTPHeader("Content-Type", "application/json")],
            body: #"{"password": "\#(value)"}"#)
        ),
        (
          "form body",
          Self.entry(
            headers: [HTTPHeader("Content-Type", "application/x-www-form-urlencoded")],
            body: "user=amy&client_secret=\(encoded)")
        ),
        ("JSON reply", Self.entry(reply: #"{"access_token": "\#(value)"}"#, replyType: "application/json")),
      ]
      for (place, recorded) in places {
        let kept = recorded.contains(secret)
        #expect(!kept, "\(place) kept the secret in \"\(value)\"")
      }
    }
  }

  /// A command line's holes for a user and password are kept: `curl -u <user:password>`,
  /// `--user neo4j:[PASSWORD]`.
  @Test func aCommandLinesHoleIsKept() {
    let text = "curl -u <user:password> https://test.example.com\ncurl --user neo4j:[PASSWORD] http://db.local:7474/\n"
    let recorded = RedactionReaderTests.text(RedactionReaderTests.answer(text, type: "text/plain").entry)
    #expect(recorded == text)
  }

  /// A credential's name stands in for it, in capitals (`YOUR_API_KEY`, `OAUTH2_TOKEN`) or in
  /// small letters (`api-key`); a key that starts with one and runs on at random (Finage's
  /// `API_KEY…`) is no name, nor are words that name no credential (a passphrase).
  @Test func aCredentialsNameIsAStandInAndARandomRunAfterItIsNot() {
    for name in ["YOUR_API_KEY", "AWS_SECRET_ACCESS_KEY", "OAUTH2_TOKEN", "S3_UPLOAD_KEY_V2"] {
      let recorded = Self.entry(reply: #"{"api_key": "\#(name)"}"#, replyType: "application/json")
      #expect(recorded.contains(name), "\(name) was not kept")
    }
    for name in ["api-key", "client_secret", "bot-token"] {
      let recorded = Self.entry(reply: #"{"secretKey": "\#(name)"}"#, replyType: "application/json")
      #expect(recorded.contains(name), "\(name) was not kept")
    }
    let passphrase = "correct-horse-battery-staple"
    #expect(!Self.entry(reply: #"{"password": "\#(passphrase)"}"#, replyType: "application/json").contains(passphrase))
    let key = "API_KEY" + Fake.chars(32, seed: 5).uppercased()
    let recorded = Self.entry(reply: #"{"finage_token": "\#(key)"}"#, replyType: "application/json")
    #expect(!recorded.contains(key), "\(key) was kept")
  }

  /// Under a credential's name as in bare text, a key of a provider's form written for the
  /// documentation is kept: its body one character repeated (padded or not), or `x`s beside a
  /// short prefix that holds digits.
  @Test func aProvidersKeyWrittenForTheDocumentationIsKeptUnderAName() {
    let examples = [
      "AIza" + String(repeating: "a", count: 35), "hvb." + String(repeating: "c", count: 40),
      "glc_" + String(repeating: "1", count: 40) + "=", "fo1_" + String(repeating: "x", count: 43),
      "sha256~" + String(repeating: "X", count: 20),
      // An elision of a short prefix, and a provider's prefix alone.
      "ops_eyJzaWduSW5B..[Redacted]", "ops_eyJzaWduSW5B...", "CFPAT-",
    ]
    for example in examples {
      let text = "api_key = \"\(example)\"\n"
      let recorded = RedactionReaderTests.text(RedactionReaderTests.answer(text, type: "text/plain").entry)
      #expect(recorded == text)
    }
  }

  /// A stand-in that is the whole value is kept, in the same places.
  @Test(arguments: standIns)
  func aStandInAloneIsKept(_ standIn: String) {
    let recorded = Self.entry(
      headers: [HTTPHeader("Content-Type", "application/json")], body: #"{"password": "\#(standIn)"}"#)
    let escaped = String(decoding: try! JSONEncoder().encode(standIn), as: UTF8.self).dropFirst().dropLast()
    let kept = recorded.contains(escaped)
    #expect(kept, "\(standIn) was not kept")
  }
}
