import DoublesHAR
import Foundation

/// A stub as `doubles-serve`'s admin API takes it: an entry of a stub file's `stubs:`, written as
/// JSON. What a stub file cannot say (a predicate, a computed answer, a network error) is refused
/// with the reason, before anything is sent.
package enum RemoteStub {
  /// The entry of `pattern` answered by `response`, `times` times (for good when `nil`).
  package static func entry(
    _ pattern: RequestPattern, _ response: StubbedResponse, times: Int?
  ) -> Result<JSONValue, RemoteStubError> {
    let request: [String: JSONValue]
    let answer: [String: JSONValue]
    switch (Self.request(pattern), Self.response(response)) {
    case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
    case (.success(let matched), .success(let sent)): (request, answer) = (matched, sent)
    }
    var entry: [String: JSONValue] = ["request": .object(request), "response": .object(answer)]
    if let times { entry["times"] = .number(Double(times)) }
    return .success(.object(entry))
  }

  /// A stub file's `request:` for `pattern`.
  static func request(_ pattern: RequestPattern) -> Result<[String: JSONValue], RemoteStubError> {
    var fields: [String: JSONValue] = [:]
    for condition in pattern.conditions {
      switch condition.remote {
      case .field("json", let text)?:
        fields["json"] = JSONValue.parse(Data(text.utf8)) ?? .string(text)
      case .field(let name, let value)?:
        fields[name] = .string(value)
      case .item(let mapping, let name, let value)?:
        var members = fields[mapping]?.members ?? [:]
        members[name] = .string(value)
        fields[mapping] = .object(members)
      case .items(let mapping, let items)?:
        var members = fields[mapping]?.members ?? [:]
        for (name, value) in items { members[name] = .string(value) }
        fields[mapping] = .object(members)
      case .standIn?:
        continue
      case nil:
        return .failure(
          RemoteStubError(
            description: "doubles-serve cannot match '\(condition.description)': a stub it serves matches the "
              + "method, the path (exact, a template or a prefix), query items, headers and the body (exact, a part, "
              + "or JSON). Match that here, with verify(), instead"))
      }
    }
    return .success(fields)
  }

  /// A stub file's `response:` for `response`.
  static func response(_ response: StubbedResponse) -> Result<[String: JSONValue], RemoteStubError> {
    var fields: [String: JSONValue] = [:]
    switch response.kind {
    case .reply(let status, let headers, let body):
      fields["status"] = .number(Double(status))
      fields["headers"] = headerFields(headers)
      let typed = headers.contains { HeaderName.matches($0.name, HeaderName.contentType) }
      if let text = String(data: body, encoding: .utf8), typed || body.isEmpty {
        if !body.isEmpty { fields["text"] = .string(text) }
      } else {
        // Its bytes as they are, with no type added.
        fields["base64"] = .string(body.base64EncodedString())
      }
    case .redirect(let location, let status, let headers):
      fields["status"] = .number(Double(status))
      fields["headers"] = headerFields(headers + [HTTPHeader("Location", location)])
    case .fault(let fault):
      fields["fault"] = .string(faultName(fault))
    case .failure, .computed, .never, .webSocket:
      return .failure(
        RemoteStubError(
          description: "doubles-serve cannot send \(kindName(response.kind)): a stub it serves answers with a "
            + "status, headers and a body, or a socket fault (.fault(.connectionReset)), after a delay"))
    }
    if response.dribble != nil {
      return .failure(RemoteStubError(description: "doubles-serve cannot send a body slowly (dribbled)"))
    }
    if response.delay > .zero {
      let (seconds, attoseconds) = response.delay.components
      fields["delay"] = .string("\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)ms")
    }
    return .success(fields)
  }

  private static func headerFields(_ headers: [HTTPHeader]) -> JSONValue {
    var fields: [String: JSONValue] = [:]
    for header in headers {
      if case .string(let earlier)? = fields[header.name] {
        fields[header.name] = .string(earlier + ", " + header.value)
      } else {
        fields[header.name] = .string(header.value)
      }
    }
    return .object(fields)
  }

  /// The fault as a stub file names it.
  private static func faultName(_ fault: SocketFault) -> String {
    switch fault {
    case .connectionReset: "connectionReset"
    case .emptyResponse: "emptyResponse"
    case .malformedChunk: "malformedChunk"
    }
  }

  private static func kindName(_ kind: StubbedResponse.Kind) -> String {
    switch kind {
    case .failure(let error): "an error (\(HTTPMessages.describe(error)))"
    case .computed: "an answer computed from the request"
    case .never: "no answer"
    case .webSocket: "a WebSocket script"
    default: "this answer"
    }
  }
}

/// Why a stub cannot be sent to `doubles-serve`.
package struct RemoteStubError: Error, CustomStringConvertible {
  package let description: String
}

extension JSONValue {
  /// An object's members; `nil` for any other value.
  fileprivate var members: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
