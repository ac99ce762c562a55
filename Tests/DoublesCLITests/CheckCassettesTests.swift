import DoublesHAR
import DoublesTestSupport
import Foundation
import Testing

/// `doubles check-cassettes` as CI and a user run it: what it prints, its exit status, and what
/// it writes with `--redact`.
@Suite("doubles check-cassettes")
struct CheckCassettesTests {
  static let jwt =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEifQ.dBjftJeZ4CVPmB92K27uhbUJU1p1rwW1gFWFOEjXk"
  static let clientData = "hT4kQ9zXw2LmP7sVd3RbN8yFc6JgA1UeK5oZi0Wq"

  /// A browser-style HAR export of one exchange, with fields Doubles does not read.
  static func har(url: String, requestHeaders: [(String, String)] = [], responseText: String = "ok") -> String {
    let headers = requestHeaders.map { #"{"name": "\#($0.0)", "value": "\#($0.1)", "comment": "kept"}"# }
    return """
      {"log": {"version": "1.2", "creator": {"name": "Browser", "version": "1"},
        "pages": [{"id": "page_1", "title": "Checkout"}],
        "entries": [{"startedDateTime": "2026-11-20T10:00:00.123Z", "time": 12.5, "pageref": "page_1",
          "_initiator": {"type": "script"},
          "request": {"method": "GET", "url": "\(url)", "headers": [\(headers.joined(separator: ", "))]},
          "response": {"status": 200, "headers": [], "content": {"size": 2, "mimeType": "text/plain",
            "text": "\(responseText)"}}}]}}
      """
  }

  static let leaking = har(
    url: "https://app.example.com/auth/magic/q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA5oQi0VrZ",
    requestHeaders: [("Authorization", "Bearer gho_16C7e42F292c6912E7710c838347Ae178B4a"), ("X-Id", jwt)])

  static func check(_ arguments: [String]) async throws -> DoublesExecutable.Run {
    try await DoublesExecutable.run(["check-cassettes"] + arguments)
  }

  @Test func aCleanFolderPasses() async throws {
    let folder = try DoublesExecutable.folder([
      "a.har": Self.har(url: "https://api.example.com/orders/1234567890"),
      "nested/b.har": Self.har(url: "https://api.example.com/products/SKU-AB12-9981-XL"),
      ".hidden/c.har": Self.leaking,
      "notes.txt": "not a cassette",
    ])
    let run = try await Self.check([folder])
    #expect(run.status == 0)
    #expect(run.output == "Checked 2 cassettes: no credentials.\n")
    #expect(run.errors.isEmpty)
  }

  @Test func aLeakingFileFailsNamingFileEntryPlaceAndRule() async throws {
    let file = try DoublesExecutable.file("login.har", Self.leaking)
    let run = try await Self.check([file])
    #expect(run.status == 1)
    let request = "GET https://app.example.com/auth/magic/REDACTED"
    #expect(
      run.output == """
        \(file): entry 1 (\(request)): request URL path segment 3, path token
        \(file): entry 1 (\(request)): request header Authorization, listed name
        \(file): entry 1 (\(request)): request header X-Id, JWT

        """)
    #expect(
      run.errors
        == "error: 3 credentials in 1 of 1 cassette. Redact them in place with --redact, or record the cassettes again.\n"
    )
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.leaking)
  }

  /// A cassette committed before the catalogue grew: a provider's key in an innocent header, a
  /// bot token in a path and a connection string in a text body are found by the same rules a
  /// recording uses, and `--redact` removes them.
  @Test func aCassetteCommittedBeforeFindsItsLeaksByShape() async throws {
    let stripe = "sk" + "_live_" + String(repeating: "4eC39HqLyjWDarjtT1zdp7dc", count: 1)
    let telegram = "7123456789" + ":AA" + String(repeating: "Hk3pQ9zXw2LmP7sVd3RbN8yFc6JgA1Ue", count: 1) + "K"
    let text = #"DATABASE_URL=postgres://app:Pa55-w0rd-9@db.internal/shop"#
    let cassette = Self.har(
      url: "https://api.telegram.org/bot\(telegram)/getMe", requestHeaders: [("X-Upstream", stripe)],
      responseText: text)
    let file = try DoublesExecutable.file("old.har", cassette)
    let run = try await Self.check([file])
    #expect(run.status == 1)
    let request = "GET https://api.telegram.org/botREDACTED/getMe"
    #expect(
      run.output == """
        \(file): entry 1 (\(request)): request URL path segment 1, Telegram bot token
        \(file): entry 1 (\(request)): request header X-Upstream, Stripe key
        \(file): entry 1 (\(request)): response body text URL userinfo, URL credentials

        """)
    let redacted = try await Self.check([file, "--redact"])
    #expect(redacted.status == 0)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    for secret in [stripe, telegram, "Pa55-w0rd-9"] { #expect(!written.contains(secret)) }
    #expect(written.contains("postgres://REDACTED:REDACTED@db.internal/shop"))
  }

  /// The leaks the rules of a later version find in a cassette committed before them: a session
  /// beside a harmless cookie (once kept whole by its `your-`), a Groq key and a command line's
  /// `--token=`; `--redact` removes them.
  @Test func aCassetteCommittedBeforeFindsWhatLaterRulesFind() async throws {
    let session = "q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA"
    let groq = "gs" + "k_" + "Hk3pQ9zXw2LmP7sVd3RbN8yFc6JgA1UeK5oZi0Wq" + "4eC39HqLyjWD"
    let deploy = "Zp4Lq8Rt2Wx6Ny1Kb5Vc9Hm3Jd7Fg0Sa"
    let cassette = Self.har(
      url: "https://api.example.com/jobs/42",
      requestHeaders: [("Cookie", "last_page=/your-account; session-id=\(session)")],
      responseText: #"model \#(groq) ran: deploy --token=\#(deploy) --verbose"#)
    let file = try DoublesExecutable.file("before.har", cassette)
    let run = try await Self.check([file])
    #expect(run.status == 1)
    let request = "GET https://api.example.com/jobs/42"
    #expect(
      run.output == """
        \(file): entry 1 (\(request)): request header Cookie, listed name
        \(file): entry 1 (\(request)): response body text, Groq key
        \(file): entry 1 (\(request)): response body text, credential assigned in text

        """)
    let redacted = try await Self.check([file, "--redact"])
    #expect(redacted.status == 0)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    for secret in [session, groq, deploy] { #expect(!written.contains(secret)) }
  }

  @Test func redactInPlaceKeepsWhatDoublesDoesNotReadAndIsThenClean() async throws {
    let file = try DoublesExecutable.file("login.har", Self.leaking)
    let run = try await Self.check([file, "--redact"])
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("Redacted 3 credentials in 1 of 1 cassette.\n"))
    let written = try String(contentsOfFile: file, encoding: .utf8)
    for secret in ["q7Xv2LmP9sKd4TzR8wNb3YcF6hJg1UeA5oQi0VrZ", "gho_16C7e42F292c6912E7710c838347Ae178B4a", Self.jwt] {
      #expect(!written.contains(secret))
    }
    for kept in [
      #""pages""#, #""_initiator""#, #""pageref" : "page_1""#, #""comment" : "kept""#, #""value" : "REDACTED""#,
    ] {
      #expect(written.contains(kept), "\(kept) was lost")
    }
    let again = try await Self.check([file])
    #expect(again.status == 0)
    #expect(again.output == "Checked 1 cassette: no credentials.\n")
  }

  @Test func unreadableAndNotHARFilesAreErrorsNamingTheFile() async throws {
    let folder = try DoublesExecutable.folder([
      "broken.har": #"{"log": {"version": "1.2", "#,
      "other.har": #"{"name": "not a HAR file"}"#,
      "relative.har": Self.har(url: "/orders"),
      "fine.har": Self.har(url: "https://api.example.com/"),
    ])
    let run = try await Self.check([folder])
    #expect(run.status == 1)
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("error: \(folder)/broken.har: it is not valid JSON ("))
    #expect(lines[1] == "error: \(folder)/other.har: log is missing")
    #expect(
      lines[2] == #"error: \#(folder)/relative.har: log.entries[0].request.url "/orders" is not an absolute URL"#)
    #expect(run.output == "Checked 4 cassettes: no credentials.\n")
  }

  @Test func keptValuesAreListedAndFailOnlyWhenAsked() async throws {
    let file = try DoublesExecutable.file(
      "client.har", Self.har(url: "https://api.example.com/", requestHeaders: [("X-Client-Data", Self.clientData)]))
    let run = try await Self.check([file])
    #expect(run.status == 0)
    #expect(
      run.output == """
        \(file): entry 1 (GET https://api.example.com/): request header X-Client-Data, high-entropy value, kept
        Checked 1 cassette: no credentials.
        1 value looks like a credential but no rule redacts it: review the lines that end in "kept".

        """)
    let strict = try await Self.check([file, "--fail-on-kept"])
    #expect(strict.status == 1)
    #expect(
      strict.errors == "error: 1 value looks like a credential but no rule redacts it. Redact it by name in the "
        + "recording's Redaction, or keep the names with --keep-name.\n")
    let keptName = try await Self.check([file, "--fail-on-kept", "--keep-name", "x-client-data"])
    #expect(keptName.status == 0)
    #expect(keptName.output == "Checked 1 cassette: no credentials.\n")
  }

  @Test func usageErrors() async throws {
    let empty = try DoublesExecutable.folder(["readme.txt": "no cassettes here"])
    let none = try await Self.check([empty])
    #expect(none.status == 1)
    #expect(none.errors == "error: no .har files in \(empty)\n")
    let missing = try await Self.check(["/no/such/folder"])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("Error: No such file or folder: /no/such/folder\n"))
  }

  @Test func fieldsDoublesDoesNotReadAreCheckedAndRedactedToo() async throws {
    let socket = #"{\"type\":\"connection_init\",\"payload\":{\"Authorization\":\"Bearer \#(Self.jwt)\"}}"#
    let export = Self.har(url: "https://api.example.com/graphql").replacingOccurrences(
      of: #""_initiator": {"type": "script"},"#,
      with: #""_initiator": {"type": "script"}, "_webSocketMessages": [{"type": "send", "data": "\#(socket)"}],"#)
    let file = try DoublesExecutable.file("socket.har", export)
    let run = try await Self.check([file])
    #expect(run.status == 1)
    #expect(
      run.output
        == "\(file): entry 1 (GET https://api.example.com/graphql): field _webSocketMessages[0].data JSON "
        + "$.payload.Authorization, listed name\n")
    let redact = try await Self.check([file, "--redact"])
    #expect(redact.status == 0)
    #expect(!(try String(contentsOfFile: file, encoding: .utf8)).contains(Self.jwt))
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("connection_init"))
  }
}
