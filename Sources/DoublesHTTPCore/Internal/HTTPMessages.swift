import Doubles
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every text a network double shows: failure messages and the descriptions of the errors it
/// gives the client. Kept in one place so they read alike and tests can pin them.
package enum HTTPMessages {
  /// How many nearly matching stubs an unmatched-request report lists.
  static let nearMissCount = 3

  // MARK: Unmatched requests

  static func unmatched(
    _ request: RecordedRequest,
    doubleName: String,
    stubs: [HTTPStub],
    scenarios: [String: String]
  ) -> String {
    var text = "\(doubleName) has no stub for \(request); the request failed with "
    text += "URLError(resourceUnavailable) and nothing was sent to the network.\n"
    text += "Request:\n" + indent(request.detailedDescription, by: 2)
    guard !stubs.isEmpty else { return text + "\nNo stubs are registered." }
    let ranked = stubs.map { NearMiss(stub: $0, request: request, scenarios: scenarios) }
      .sorted { ($0.score, $0.stub.number) > ($1.score, $1.stub.number) }
    return text + "\n" + closest("stubs", ranked.map { ("\($0.stub)", $0.summary, $0.lines) })
  }

  /// The first ``nearMissCount`` of `ranked` (closest first) under a heading such as
  /// `Closest stubs (3 of 5):`, each with its conditions marked.
  static func closest(_ noun: String, _ ranked: [(name: String, summary: String, lines: [String])]) -> String {
    let shown = ranked.prefix(nearMissCount)
    var text =
      ranked.count > shown.count ? "Closest \(noun) (\(shown.count) of \(ranked.count)):" : "Closest \(noun):"
    for (index, miss) in shown.enumerated() {
      text += "\n\(index + 1). \(miss.name): \(miss.summary)"
      for line in miss.lines { text += "\n   " + line }
    }
    return text
  }

  /// How one stub relates to an unmatched request: each condition marked as held or not.
  private struct NearMiss {
    let stub: HTTPStub
    var lines: [String] = []
    var held = 0
    var total = 0

    init(stub: HTTPStub, request: RecordedRequest, scenarios: [String: String]) {
      self.stub = stub
      for condition in stub.pattern.conditions {
        let verdict = condition.evaluate(request)
        total += 1
        if verdict.matched {
          held += 1
          lines.append("✓ \(condition.description)")
        } else {
          lines.append("✗ \(condition.description)")
          lines.append("    but was: \(verdict.actual)")
        }
      }
      if stub.isExhausted {
        total += 1
        lines.append("✗ has answers left (it answered \(Times.count(stub.useCount)) and is used up)")
      }
      if let rule = stub.scenario {
        total += 1
        let current = scenarios[rule.name] ?? HTTPDouble.startedState
        if current == rule.requiredState {
          held += 1
          lines.append("✓ scenario \"\(rule.name)\" is in state \"\(rule.requiredState)\"")
        } else {
          lines.append("✗ scenario \"\(rule.name)\" is in state \"\(rule.requiredState)\"")
          lines.append("    but was: \"\(current)\"")
        }
      }
    }

    var score: Double { total == 0 ? 1 : Double(held) / Double(total) }
    var summary: String { total == 0 ? "matches any request" : "\(held) of \(total) conditions hold" }
  }

  // MARK: Errors given to the client

  /// A request that `response` answers too late; `bodyWait` is how long its body's pieces take
  /// to a client that takes the whole body.
  static func timedOut(
    _ request: RecordedRequest, after timeout: Duration, stub: HTTPStub, response: StubbedResponse,
    bodyWait: Duration = .zero
  ) -> String {
    let answer: String
    if case .never = response.kind {
      answer = "never answers"
    } else if bodyWait > .zero {
      answer =
        "answers after \(durationText(response.delay)), and its body's waits take \(durationText(bodyWait)) more, "
        + "which a client that takes the whole body waits out (\(response.summary))"
    } else {
      answer = "answers after \(durationText(response.delay)) (\(response.summary))"
    }
    return "\(request) timed out after \(durationText(timeout)): \(stub) \(answer)."
  }

  static func badRedirect(_ location: String, from request: RecordedRequest, stub: HTTPStub) -> String {
    "\(stub) redirects \(request) to \"\(location)\", which is not a URL."
  }

  static func tooManyRedirects(_ hops: [String], limit: Int) -> String {
    "Redirect loop: more than \(limit) redirects.\n"
      + hops.enumerated().map { "\($0.offset + 1). \($0.element)" }
      .joined(separator: "\n")
  }

  // MARK: Verification

  package static func countMismatch(
    _ pattern: RequestPattern,
    expected: Times,
    matching: [some CustomStringConvertible],
    journal: [some CustomStringConvertible],
    doubleName: String
  ) -> String {
    var text =
      expected.maximum == 0
      ? "Expected no request where \(pattern), but \(matching.count) arrived"
      : "Expected a request where \(pattern) to arrive \(expected), but "
        + (matching.isEmpty ? "none did" : "\(matching.count) did")
    if !matching.isEmpty {
      text += ":\n" + matching.map { "  \($0)" }.joined(separator: "\n")
      return text
    }
    return text + ".\n" + journalText(journal, doubleName: doubleName)
  }

  static func orderMismatch(
    _ patterns: [RequestPattern], missing index: Int, journal: [JournalEntry], doubleName: String
  )
    -> String
  {
    var text = "Expected requests in this order:\n"
    text += patterns.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    text += "\nbut no request where \(patterns[index]) came after "
    text += index == 0 ? "the start." : "the one matching step \(index)."
    return text + "\n" + journalText(journal, doubleName: doubleName)
  }

  static func unusedStubs(_ stubs: [HTTPStub], doubleName: String) -> String {
    let count = stubs.count == 1 ? "1 stub" : "\(stubs.count) stubs"
    return "\(doubleName) has \(count) that answered no request:\n"
      + stubs.map { "  \($0): \($0.pattern)" }.joined(separator: "\n")
  }

  static func journalText(_ journal: [some CustomStringConvertible], doubleName: String) -> String {
    guard !journal.isEmpty else { return "\(doubleName) received no requests." }
    let count = journal.count == 1 ? "1 request" : "\(journal.count) requests"
    return "\(doubleName) received \(count):\n" + journal.map { "  \($0)" }.joined(separator: "\n")
  }

  // MARK: Pieces

  package static func describe(_ error: any Error) -> String {
    if let error = error as? URLError { return "URLError(\(name(of: error.code)))" }
    return String(describing: error)
  }

  /// The Swift name of a `URLError` code, such as `notConnectedToInternet`.
  static func name(of code: URLError.Code) -> String {
    knownCodes[code.rawValue] ?? "code \(code.rawValue)"
  }

  private static let knownCodes: [Int: String] = [
    URLError.Code.cancelled.rawValue: "cancelled",
    URLError.Code.badURL.rawValue: "badURL",
    URLError.Code.timedOut.rawValue: "timedOut",
    URLError.Code.unsupportedURL.rawValue: "unsupportedURL",
    URLError.Code.cannotFindHost.rawValue: "cannotFindHost",
    URLError.Code.cannotConnectToHost.rawValue: "cannotConnectToHost",
    URLError.Code.networkConnectionLost.rawValue: "networkConnectionLost",
    URLError.Code.dnsLookupFailed.rawValue: "dnsLookupFailed",
    URLError.Code.httpTooManyRedirects.rawValue: "httpTooManyRedirects",
    URLError.Code.resourceUnavailable.rawValue: "resourceUnavailable",
    URLError.Code.notConnectedToInternet.rawValue: "notConnectedToInternet",
    URLError.Code.badServerResponse.rawValue: "badServerResponse",
    URLError.Code.userAuthenticationRequired.rawValue: "userAuthenticationRequired",
    URLError.Code.cannotDecodeContentData.rawValue: "cannotDecodeContentData",
    URLError.Code.secureConnectionFailed.rawValue: "secureConnectionFailed",
    URLError.Code.dataNotAllowed.rawValue: "dataNotAllowed",
  ]

  static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }.joined(separator: "\n")
  }
}
