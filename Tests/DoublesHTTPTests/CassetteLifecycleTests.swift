import DoublesHAR
import DoublesHTTP
import DoublesTestSupport
import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What users of VCR and Polly rely on beside redaction: bodies that replay byte for byte,
/// multipart requests whose boundary changes every run, parts of requests that change every run,
/// and a maximum age after which a cassette is recorded again.
@Suite struct CassetteLifecycleTests {
  static func temporaryFile() -> URL {
    TestScratch.file("cassette.har")
  }

  /// Records `requests` answered by `response` into a new cassette, and returns its file.
  static func record(_ requests: [URLRequest], _ response: StubbedResponse) async throws -> URL {
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, response)
    let file = temporaryFile()
    let recorder = try HTTPDouble(cassette: Cassette(file, mode: .all), upstream: origin.transport)
    for request in requests { _ = try await recorder.session.data(for: request) }
    #expect(recorder.finish())
    return file
  }

  @Test func aBinaryDownloadIsRecordedAndReplayedByteForByte() async throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0xC3, 0x28, 0xFF])
    let download = URLRequest(url: URL(string: "https://cdn.example.com/avatar.png")!)
    let file = try await Self.record([download], .status(200, headers: ["Content-Type": "image/png"], body: png))
    #expect(try String(contentsOf: file, encoding: .utf8).contains(png.base64EncodedString()))

    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
    let (data, _) = try await replayer.session.data(for: download)
    #expect(data == png)
  }

  @Test func aMultipartUploadReplaysWithANewBoundary() async throws {
    func upload(boundary: String, password: String, caption: String) -> URLRequest {
      var request = URLRequest(url: URL(string: "https://api.example.com/photos")!)
      request.httpMethod = "POST"
      request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
      var body = Data()
      for (name, content) in [("caption", Data(caption.utf8)), ("password", Data(password.utf8))] {
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8) + content
        body += Data("\r\n".utf8)
      }
      body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.jpg\"\r\n".utf8)
      body += Data("Content-Type: image/jpeg\r\n\r\n".utf8) + Data([0xFF, 0xD8, 0xFF, 0xD9]) + Data("\r\n".utf8)
      request.httpBody = body + Data("--\(boundary)--\r\n".utf8)
      return request
    }
    let file = try await Self.record(
      [upload(boundary: "first-7MA4YWxk", password: "hunter2-Secret", caption: "Holiday")], .status(201))
    #expect(try !String(contentsOf: file, encoding: .utf8).contains("hunter2-Secret"))

    try await withKnownIssue {
      let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none))
      let (_, response) = try await replayer.session.data(
        for: upload(boundary: "second-Zu0gW9Qx", password: "other-Password1", caption: "Holiday"))
      #expect((response as? HTTPURLResponse)?.statusCode == 201)
      let code = await urlErrorCode {
        _ = try await replayer.session.data(
          for: upload(boundary: "third-Lp3Vb8Nc", password: "other-Password1", caption: "Work"))
      }
      #expect(code == .resourceUnavailable)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("HTTPDouble has no stub for POST https://api.example.com/photos") == true
    }
  }

  @Test func volatilePartsMatchAnyValueOnReplay() async throws {
    var search = URLRequest(url: URL(string: "https://api.example.com/search?q=tea&ts=1764000000")!)
    search.httpMethod = "POST"
    search.setValue("application/json", forHTTPHeaderField: "Content-Type")
    search.httpBody = Data(#"{"q":"tea","meta":{"nonce":"a1b2","sent":1764000000}}"#.utf8)
    let file = try await Self.record([search], .text("results"))

    var later = search
    later.url = URL(string: "https://api.example.com/search?q=tea&ts=1764999999")!
    later.httpBody = Data(#"{"q":"tea","meta":{"nonce":"z9y8","sent":1764999999}}"#.utf8)
    let ignoring: Set<VolatilePart> = [.queryParameter("ts"), .bodyField("nonce"), .bodyField("sent")]
    let replayer = try HTTPDouble(cassette: Cassette(file, mode: .none, ignoring: ignoring))
    let (data, _) = try await replayer.session.data(for: later)
    #expect(String(decoding: data, as: UTF8.self) == "results")

    try await withKnownIssue {
      let strict = try HTTPDouble(cassette: Cassette(file, mode: .none))
      let code = await urlErrorCode { _ = try await strict.session.data(for: later) }
      #expect(code == .resourceUnavailable)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("HTTPDouble has no stub for POST https://api.example.com/search") == true
    }
  }

  /// A cassette whose one entry was recorded `days` days ago.
  static func cassette(recordedDaysAgo days: Double) throws -> URL {
    let date = Date().addingTimeInterval(-days * 86_400)
    let entry = HARFile.Entry(
      startedDateTime: ISO8601DateFormatter().string(from: date), time: 0,
      request: HARFile.Request(
        method: "GET", url: "https://api.example.com/rates", headers: [], postData: nil, bodySize: 0),
      response: HARFile.Response(
        status: 200, statusText: "OK", headers: [],
        content: HARFile.Content(mimeType: "text/plain", body: Data("old".utf8)),
        redirectURL: ""))
    let file = temporaryFile()
    try HARFile(log: HARFile.Log(version: "1.2", creator: .doubles, entries: [entry])).encoded().write(to: file)
    return file
  }

  @Test func anExpiredCassetteFailsWhereItMayNotRecord() throws {
    let file = try Self.cassette(recordedDaysAgo: 45.2)
    do {
      _ = try HTTPDouble(cassette: Cassette(file, mode: .none, maxAge: .seconds(30 * 86_400)))
      Issue.record("an expired cassette was replayed")
    } catch {
      let message = "\(error)"
      #expect(message.hasPrefix("Cassette \(file.path) was recorded 45 days ago ("))
      #expect(
        message.hasSuffix(
          "), more than its maxAge of 30 days, and its mode does not allow recording here. Record it again where "
            + "the network is reachable (DOUBLES_RECORD=all swift test --filter <this test>, or a Cassette mode of "
            + ".all) and commit the new file."))
    }
    // Within its age it replays.
    let fresh = try HTTPDouble(cassette: Cassette(file, mode: .none, maxAge: .seconds(60 * 86_400)))
    fresh.verify(.any, .never)
  }

  @Test func anExpiredCassetteIsRecordedAnewWhereItMay() async throws {
    let file = try Self.cassette(recordedDaysAgo: 45)
    let origin = HTTPDouble(name: "origin")
    origin.stub(.any, .text("new"))
    let double = try HTTPDouble(
      cassette: Cassette(file, mode: .once, maxAge: .seconds(30 * 86_400)), upstream: origin.transport)
    let (data, _) = try await double.session.data(from: URL(string: "https://api.example.com/rates")!)
    #expect(String(decoding: data, as: UTF8.self) == "new")
    #expect(double.finish())
    let entries = try HARFile.read(from: file).log.entries
    #expect(entries.count == 1)
    #expect(entries.first?.response.content.text == "new")
  }
}
