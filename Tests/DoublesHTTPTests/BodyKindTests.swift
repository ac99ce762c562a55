import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

/// Each body read as its kind, whole: an event whose `data:` spans lines, a command line's
/// credential flags, a credential that is a JSON key, a page's `<meta>` token, a base64-framed
/// body, a webhook URL under a credential's name.
@Suite struct BodyKindTests {
  typealias Answer = RedactionReaderTests
  typealias Fake = KeyShapeCatalogueTests.Fake

  static let secret = Fake.chars(32)

  static func redacted(_ body: String, type: String?) -> String {
    Answer.text(Answer.answer(body, type: type).entry)
  }

  @Test func anEventsDataOnSeveralLinesIsReadAsTheJSONTheyMake() {
    let body = "event: login\ndata: {\"user\": \"amy\",\ndata:  \"password\": \"\(Self.secret)\"}\n\n"
    let written = Self.redacted(body, type: "text/event-stream")
    #expect(!written.contains(Self.secret), "\(written)")
    #expect(written.hasPrefix("event: login\ndata: {\"user\": \"amy\",\ndata:"), "\(written)")
  }

  @Test(arguments: [
    "mytool --token=SECRET --verbose", "mytool --api-key SECRET", "deploy --auth SECRET", "redis-cli -a SECRET ping",
    "cli --client-secret=SECRET", "app --password=SECRET",
  ])
  func aCommandLinesCredentialFlagIsRedacted(_ line: String) {
    let body = "$ " + line.replacingOccurrences(of: "SECRET", with: Self.secret) + "\n"
    let written = Self.redacted(body, type: "text/plain")
    #expect(!written.contains(Self.secret), "\(written)")
  }

  @Test func aCredentialThatIsAJSONKeyIsRedacted() {
    let body = #"{"tokens": {"\#(Self.secret)": {"scopes": ["read"]}}}"#
    let written = Self.redacted(body, type: "application/json")
    #expect(!written.contains(Self.secret), "\(written)")
    #expect((try? JSONSerialization.jsonObject(with: Data(written.utf8))) != nil, "\(written)")
  }

  @Test func aPagesMetaTokenIsRedacted() {
    let body = #"<html><head><meta name="csrf-token" content="\#(Self.secret)"></head></html>"#
    let written = Self.redacted(body, type: "text/html")
    #expect(!written.contains(Self.secret), "\(written)")
  }

  @Test func aBase64FramedBodyIsReadDecoded() {
    // gRPC-web text: base64 of frames, each a flag byte, a 4-byte length and the message.
    let message = Array(#"{"access_token": "\#(Self.secret)"}"#.utf8)
    let frame = [UInt8(0)] + withUnsafeBytes(of: UInt32(message.count).bigEndian, Array.init) + message
    let body = Data(frame).base64EncodedString()
    let written = Self.redacted(body, type: "application/grpc-web-text")
    let decoded = Data(base64Encoded: written).map { String(decoding: $0, as: UTF8.self) } ?? written
    #expect(!decoded.contains(Self.secret), "\(decoded)")
  }

  @Test func aWebhookURLUnderACredentialsNameIsRedactedInItsSecretPart() {
    let hook = "https://hooks.example.com/services/T0001/B0001/\(Self.secret)"
    let written = Self.redacted("SLACK_WEBHOOK_TOKEN=\(hook)\n", type: "text/plain")
    #expect(written == "SLACK_WEBHOOK_TOKEN=https://hooks.example.com/services/T0001/B0001/REDACTED\n", "\(written)")
  }
}
