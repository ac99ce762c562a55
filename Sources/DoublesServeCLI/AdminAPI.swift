import Doubles
import DoublesHAR
import DoublesHTTPCore
import Foundation

/// The admin API, on the server's own port under `/__doubles/v1` (the path carries its version):
/// what a UI test drives the server with. It adds and removes stubs, written as in a stub file;
/// reads the requests the server received; resets; and moves scenarios. Every answer is JSON, and
/// a request it cannot take gets a 4xx whose problem document says why.
///
/// Its requests are not the app's: the double neither journals nor checks them, and each is
/// printed as `admin: POST /__doubles/v1/stubs -> 201`.
final class AdminAPI: Sendable {
  /// Where its endpoints start.
  static let root = "/__doubles/v1"

  /// Every endpoint, as a request that does not reach one is told.
  static let endpoints = [
    "POST \(root)/stubs (a stub file's `stubs:`, in YAML or JSON)", "DELETE \(root)/stubs",
    "GET \(root)/requests", "POST \(root)/reset", "GET \(root)/scenarios/{name}",
    "PUT \(root)/scenarios/{name} ({\"state\": \"…\"})",
  ]

  private struct State {
    /// The numbers of the stubs added through the API, which it may remove.
    var added: [Int] = []
    /// The number of the journal's last entry at the last reset: the API's requests are those after.
    var journalStart = 0
  }

  private let double: HTTPDouble
  /// The session whose double this is, which its lines name; `nil` for the shared double.
  private let session: String?
  private let state = Locked(State())

  init(_ double: HTTPDouble, session: String? = nil) {
    self.double = double
    self.session = session
  }

  /// The answer to `request` when it is the API's, else `nil`: the double answers it.
  func answer(_ request: RecordedRequest) -> HTTPReply? {
    let path = request.url.path
    guard path == Self.root || path.hasPrefix(Self.root + "/") else { return nil }
    let (status, body) = answer(request.method, String(path.dropFirst(Self.root.count)), body: request.body)
    Output.line("\(session.map { "[\($0)] " } ?? "")admin: \(request.method) \(path) -> \(status)")
    return Self.reply(to: request, status, body)
  }

  private static func reply(to request: RecordedRequest, _ status: Int, _ body: JSONValue) -> HTTPReply {
    HTTPReply(
      request: request, status: status,
      headers: [HTTPHeader("Content-Type", status < 300 ? "application/json" : ProblemDocument.mediaType)],
      body: Data(body.text.utf8))
  }

  private func answer(_ method: String, _ endpoint: String, body: Data) -> (Int, JSONValue) {
    switch (method, endpoint) {
    case ("POST", "/stubs"): return addStubs(body)
    case ("DELETE", "/stubs"): return (200, .object(["removed": .number(Double(removeAdded()))]))
    case ("GET", "/requests"): return (200, .object(["requests": .array(requests())]))
    case ("POST", "/reset"):
      let removed = removeAdded()
      double.resetScenarios()
      let last = double.lastJournalNumber
      state.withLock { $0.journalStart = last }
      return (200, .object(["removed": .number(Double(removed))]))
    case (_, let scenario) where scenario.hasPrefix("/scenarios/") && scenario.count > "/scenarios/".count:
      let name = String(scenario.dropFirst("/scenarios/".count))
      switch method {
      case "GET": break
      case "PUT":
        guard let value = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
          let newState = value["state"] as? String
        else {
          return Self.problem(400, "The scenario's state cannot be read", #"state: expected {"state": "…"}, a text"#)
        }
        double.setState(ofScenario: name, to: newState)
      default:
        return Self.problem(405, "No such endpoint", "\(method) \(Self.root)\(endpoint): use GET or PUT")
      }
      return (200, .object(["name": .string(name), "state": .string(double.state(ofScenario: name))]))
    default:
      let known = ["/stubs", "/requests", "/reset"].contains(endpoint)
      return Self.problem(
        known ? 405 : 404, "No such endpoint",
        "\(method) \(Self.root)\(endpoint) is not an endpoint of the admin API, which has:\n"
          + Self.endpoints.map { "- \($0)" }.joined(separator: "\n"))
    }
  }

  /// Adds the stubs `body` declares, as a stub file does; a mistake adds none and names its place.
  private func addStubs(_ body: Data) -> (Int, JSONValue) {
    let file: StubFile
    do {
      let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      file = try StubFile(String(decoding: body, as: UTF8.self), named: "the request's body", folder: folder)
    } catch {
      return Self.problem(400, "The stubs cannot be read", error.description)
    }
    let numbers = file.add(to: double)
    state.withLock { $0.added += numbers }
    return (201, .object(["stubs": .array(numbers.map { .number(Double($0)) })]))
  }

  private func removeAdded() -> Int {
    let numbers = state.withLock { state in
      defer { state.added = [] }
      return state.added
    }
    return double.removeStubs(numbered: Set(numbers))
  }

  /// The requests since the last reset, each with what answered it.
  private func requests() -> [JSONValue] {
    let start = state.withLock { $0.journalStart }
    return double.journal.drop { $0.number <= start }.map { entry in
      let request = entry.request
      var fields: [String: JSONValue] = [
        "number": .number(Double(entry.number)), "method": .string(request.method),
        "url": .string(request.url.absoluteString),
        "headers": .array(
          request.headers.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
        "outcome": .string(entry.outcome.description),
      ]
      if let stub = entry.stub { fields["stub"] = .string(stub.description) }
      if !request.body.isEmpty {
        if let text = request.bodyText {
          fields["body"] = .string(text)
        } else {
          fields["bodyBase64"] = .string(request.body.base64EncodedString())
        }
      }
      return .object(fields)
    }
  }

  /// A problem document (RFC 9457), and its status.
  private static func problem(_ status: Int, _ title: String, _ detail: String) -> (Int, JSONValue) {
    (status, ProblemDocument(status: status, title: title, detail: detail).json)
  }
}
