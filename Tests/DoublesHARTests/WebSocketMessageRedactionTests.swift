import DoublesHAR
import Foundation
import Testing

/// The messages of a recorded WebSocket (`_webSocketMessages`), as the cassette check redacts
/// them: text as text or JSON, a binary message holding text as that text (written in base64
/// again, so that it still replays), other bytes as they are.
@Suite struct WebSocketMessageRedactionTests {
  static func export(_ messages: String) -> Data {
    Data(
      #"""
      {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}, "entries": [{
        "startedDateTime": "2026-11-01T10:00:00.000Z", "time": 0,
        "request": {"method": "GET", "url": "wss://stream.example.com/v1", "headers": []},
        "response": {"status": 101, "headers": [], "content": {"size": 0}},
        "_webSocketMessages": \#(messages)}]}}
      """#.utf8)
  }

  @Test func textAndBinaryMessagesAreRedactedAndStayReplayable() throws {
    let json = #"{"type":"auth","password":"correct-horse-battery"}"#
    let binary = Data(json.utf8).base64EncodedString()
    let bytes = Data([0, 159, 146, 150]).base64EncodedString()
    let check = try CassetteCheck(
      Self.export(
        #"""
        [{"type": "send", "data": "{\"type\":\"auth\",\"password\":\"correct-horse-battery\"}"},
         {"type": "send", "time": 1793527200.5, "opcode": 2, "data": "\#(binary)"},
         {"type": "receive", "opcode": 2, "data": "\#(bytes)"}]
        """#), file: "socket.har")

    #expect(
      check.findings.map(\.location) == [
        "field _webSocketMessages[0].data JSON $.password", "field _webSocketMessages[1].data JSON $.password",
      ])
    let written = try #require(check.redacted.map { String(decoding: $0, as: UTF8.self) })
    #expect(!written.contains("correct-horse-battery"))
    let redactedBinary = Data(#"{"password":"REDACTED","type":"auth"}"#.utf8).base64EncodedString()
    #expect(written.contains(redactedBinary), "\(written)")
    #expect(written.contains(bytes))
  }
}
