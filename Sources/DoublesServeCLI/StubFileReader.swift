import DoublesHAR
import DoublesHTTPCore
import Foundation
import Yams

/// Reads a stub file's YAML into stubs, and names the file, line and column of the first thing
/// in it that is not what the format (DoublesHTTPServer's DocC catalog) describes.
struct StubFileReader {
  /// The file's name in messages.
  let file: String
  /// Where the files that `file:` names are.
  let folder: URL

  /// The fields each kind of mapping has.
  private static let stubFields = ["request", "response", "responses", "times", "scenario"]
  private static let requestFields = [
    "method", "path", "pathPrefix", "query", "headers", "body", "bodyContains", "json",
  ]
  private static let responseFields = [
    "status", "headers", "json", "text", "base64", "file", "delay", "fault", "times",
  ]
  private static let scenarioFields = ["name", "state", "next"]
  private static let faults: [String: SocketFault] = [
    "connectionReset": .connectionReset, "emptyResponse": .emptyResponse, "malformedChunk": .malformedChunk,
  ]

  func stubs(in root: Node?) throws(StubFileError) -> [StubFile.Declared] {
    guard let root else { throw error(nil, "is empty: it needs `stubs:`, a list of stubs") }
    let fields = try mapping(root, of: "the file", fields: ["stubs"])
    guard let list = fields["stubs"] else { throw error(root, "needs `stubs:`, a list of stubs") }
    guard case .sequence(let items) = list else { throw error(list, "stubs: expected a list of stubs") }
    var stubs: [StubFile.Declared] = []
    for item in items { stubs.append(try stub(item)) }
    return stubs
  }

  private func stub(_ node: Node) throws(StubFileError) -> StubFile.Declared {
    let fields = try mapping(node, of: "a stub", fields: Self.stubFields)
    guard let request = fields["request"] else {
      throw error(node, "a stub needs `request:`, what it answers (`request: {method: GET, path: /books}`)")
    }
    let pattern = try self.pattern(request)
    var answers: [(response: StubbedResponse, times: Int?)] = []
    switch (fields["response"], fields["responses"]) {
    case (let response?, nil):
      if let times = try fields["times"].map({ (node: Node) throws(StubFileError) in try count(node, "times") }) {
        answers = [(try self.response(response).response, times)]
      } else {
        answers = [try self.response(response)]
      }
    case (nil, let list?):
      if let times = fields["times"] {
        throw error(times, "times: put it on each of `responses:`, which answer in turn")
      }
      guard case .sequence(let items) = list, !items.isEmpty else {
        throw error(list, "responses: expected a list of responses, answered in turn")
      }
      for item in items { answers.append(try response(item)) }
    case (nil, nil):
      throw error(node, "a stub needs `response:`, or `responses:` answered in turn")
    case (_?, let list?):
      throw error(list, "a stub has `response:` or `responses:`, not both")
    }
    return StubFile.Declared(
      pattern: pattern, answers: answers, scenario: try fields["scenario"].map(scenario), line: node.mark?.line ?? 0)
  }

  private func pattern(_ node: Node) throws(StubFileError) -> RequestPattern {
    let fields = try mapping(node, of: "a request", fields: Self.requestFields)
    var pattern = RequestPattern.any
    if let method = fields["method"] { pattern = pattern.method(try text(method, "method").uppercased()) }
    switch (fields["path"], fields["pathPrefix"]) {
    case (let path?, nil):
      let path = try text(path, "path")
      pattern = path.contains("{") ? pattern.path(template: path) : pattern.path(path)
    case (nil, let prefix?):
      pattern = pattern.path(prefix: try text(prefix, "pathPrefix"))
    case (_?, let prefix?):
      throw error(prefix, "a request has `path:` or `pathPrefix:`, not both")
    case (nil, nil):
      break
    }
    if let query = fields["query"] {
      for (name, value) in try texts(query, "query") { pattern = pattern.query(name, value) }
    }
    if let headers = fields["headers"] {
      for (name, value) in try texts(headers, "headers") { pattern = pattern.header(name, value) }
    }
    if let body = fields["body"] { pattern = pattern.body(try text(body, "body")) }
    if let part = fields["bodyContains"] { pattern = pattern.body(containing: try text(part, "bodyContains")) }
    if let json = fields["json"] { pattern = pattern.body(json: try self.json(json).text) }
    return pattern
  }

  private func response(_ node: Node) throws(StubFileError) -> (response: StubbedResponse, times: Int?) {
    let fields = try mapping(node, of: "a response", fields: Self.responseFields)
    let times = try fields["times"].map { (node: Node) throws(StubFileError) in try count(node, "times") }
    let delay = try fields["delay"].map(duration) ?? .zero
    if let fault = fields["fault"] {
      let name = try text(fault, "fault")
      guard let socketFault = Self.faults[name] else {
        throw error(
          fault, "fault: '\(name)' is not a fault; one of \(Self.faults.keys.sorted().joined(separator: ", "))")
      }
      if let other = Self.responseFields.first(where: {
        !["fault", "delay", "times"].contains($0) && fields[$0] != nil
      }) {
        throw error(fields[other], "\(other): a response with `fault:` sends nothing but the fault")
      }
      return (StubbedResponse.fault(socketFault).delayed(by: delay), times)
    }
    var status = 200
    if let node = fields["status"] {
      guard let code = Int(try text(node, "status")), (100...599).contains(code) else {
        throw error(node, "status: expected a status code from 100 to 599, found '\(node.string ?? "")'")
      }
      status = code
    }
    var headers = try fields["headers"].map { (node: Node) throws(StubFileError) in try texts(node, "headers") } ?? [:]
    let bodies = ["json", "text", "base64", "file"].filter { fields[$0] != nil }
    if bodies.count > 1 {
      throw error(fields[bodies[1]], "\(bodies[1]): a response has one body: `json:`, `text:`, `base64:` or `file:`")
    }
    var body = Data()
    var type: String?
    if let json = fields["json"] {
      body = Data(try self.json(json).text.utf8)
      type = "application/json"
    } else if let text = fields["text"] {
      body = Data(try self.text(text, "text").utf8)
      type = "text/plain; charset=utf-8"
    } else if let encoded = fields["base64"] {
      guard let data = Data(base64Encoded: try text(encoded, "base64")) else {
        throw error(encoded, "base64: expected the body's bytes in base64")
      }
      body = data
    } else if let file = fields["file"] {
      let name = try text(file, "file")
      let url = URL(fileURLWithPath: name, relativeTo: folder)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw error(file, "file: cannot read \(url.path)")
      }
      body = data
    }
    if let type, !headers.keys.contains(where: { HeaderName.matches($0, HeaderName.contentType) }) {
      headers[HeaderName.contentType] = type
    }
    return (StubbedResponse.status(status, headers: headers, body: body).delayed(by: delay), times)
  }

  private func scenario(_ node: Node) throws(StubFileError) -> (name: String, state: String, next: String?) {
    let fields = try mapping(node, of: "a scenario", fields: Self.scenarioFields)
    guard let name = fields["name"] else {
      throw error(
        node, "a scenario needs `name:`; `state:` (\(HTTPDouble.startedState) unless given) and `next:` may follow")
    }
    return (
      try text(name, "name"),
      try fields["state"].map { (node: Node) throws(StubFileError) in try text(node, "state") }
        ?? HTTPDouble.startedState,
      try fields["next"].map { (node: Node) throws(StubFileError) in try text(node, "next") }
    )
  }

  // MARK: - Values

  /// The fields of `node`, a mapping of `what` whose keys must be among `fields`.
  private func mapping(_ node: Node, of what: String, fields: [String]) throws(StubFileError) -> [String: Node] {
    guard case .mapping(let mapping) = node else {
      throw error(node, "expected \(what), a mapping of \(fields.joined(separator: ", "))")
    }
    var found: [String: Node] = [:]
    for (key, value) in mapping {
      let name = key.string ?? ""
      guard fields.contains(name) else {
        let closest = fields.min { distance($0, name) < distance($1, name) }
        let hint = closest.map { distance($0, name) <= 2 ? "; did you mean '\($0)'?" : "" } ?? ""
        throw error(key, "'\(name)' is not a field of \(what)\(hint) It has: \(fields.joined(separator: ", "))")
      }
      found[name] = value
    }
    return found
  }

  private func text(_ node: Node, _ field: String) throws(StubFileError) -> String {
    guard case .scalar(let scalar) = node else { throw error(node, "\(field): expected a text") }
    return scalar.string
  }

  /// A mapping of names to texts: query items, headers.
  private func texts(_ node: Node, _ field: String) throws(StubFileError) -> [String: String] {
    guard case .mapping(let mapping) = node else {
      throw error(node, "\(field): expected a mapping of names to values (`\(field): {name: value}`)")
    }
    var texts: [String: String] = [:]
    for (key, value) in mapping {
      texts[try text(key, field)] = try text(value, "\(field).\(key.string ?? "")")
    }
    return texts
  }

  private func count(_ node: Node, _ field: String) throws(StubFileError) -> Int {
    guard let count = Int(try text(node, field)), count > 0 else {
      throw error(node, "\(field): expected a count of 1 or more, found '\(node.string ?? "")'")
    }
    return count
  }

  /// Seconds (`0.5`), or a number with its unit: `250ms`, `2s`.
  private func duration(_ node: Node) throws(StubFileError) -> Duration {
    let written = try text(node, "delay").trimmingCharacters(in: .whitespaces)
    let (number, scale): (Substring, Double) =
      written.hasSuffix("ms")
      ? (written.dropLast(2), 0.001) : written.hasSuffix("s") ? (written.dropLast(), 1) : (Substring(written), 1)
    guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value >= 0, value.isFinite else {
      throw error(node, "delay: expected seconds (`0.5`) or a duration (`250ms`, `2s`), found '\(written)'")
    }
    guard value * scale <= 3_600 else {
      throw error(node, "delay: expected at most an hour (3600s), found '\(written)'")
    }
    return .milliseconds(Int64((value * scale * 1_000).rounded()))
  }

  /// The JSON value a YAML node writes: plain scalars by their YAML type, quoted ones as texts.
  private func json(_ node: Node) throws(StubFileError) -> JSONValue {
    switch node {
    case .scalar(let scalar):
      // Plain scalars by what they write, as JSON reads them; quoted ones are texts.
      guard scalar.style == .plain else { return .string(scalar.string) }
      switch scalar.string {
      case "null", "~": return .null
      case "true": return .bool(true)
      case "false": return .bool(false)
      default:
        let isNumber = scalar.string.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil
        return isNumber ? .number(Double(scalar.string) ?? 0) : .string(scalar.string)
      }
    case .sequence(let items):
      var values: [JSONValue] = []
      for item in items { values.append(try json(item)) }
      return .array(values)
    case .mapping(let mapping):
      var members: [String: JSONValue] = [:]
      for (key, value) in mapping { members[key.string ?? ""] = try json(value) }
      return .object(members)
    default:
      throw error(node, "expected a JSON value: an alias is not one")
    }
  }

  private func error(_ node: Node?, _ problem: String) -> StubFileError {
    StubFileError(file: file, line: node?.mark?.line, column: node?.mark?.column, problem: problem)
  }

  /// How many edits turn `left` into `right`, for a field's likely name.
  private func distance(_ left: String, _ right: String) -> Int {
    let (a, b) = (Array(left.lowercased()), Array(right.lowercased()))
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
