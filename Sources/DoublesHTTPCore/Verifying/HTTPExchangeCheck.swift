import Doubles
import DoublesHAR
import Foundation

/// What a double shows every request it receives, before anything answers it, and every reply
/// it gives: how DoublesOpenAPI checks the messages of any client (URLSession, a transport, the
/// loopback server) against a document.
package protocol HTTPExchangeCheck: AnyObject, Sendable {
  /// What the check covers (a server: its host and base path). A new check replaces one with the
  /// same scope, so that a double shared by several tests checks each request once, by the
  /// latest test's rules.
  var scope: String { get }

  /// Checks a request before a stub, a cassette or the network answers it, and returns what its
  /// client gets instead when it must fail closed, else `nil`.
  func refusal(of request: RecordedRequest) -> HTTPRefusal?

  /// Checks a reply: a stub's or a replayed cassette's, or the network's (a pass-through host's,
  /// or one a recording cassette records).
  func check(_ reply: HTTPReply, from origin: HTTPReply.Origin)
}

/// What a request a check refuses gets instead of an answer.
package enum HTTPRefusal: Sendable {
  /// An error, as if the request had failed.
  case failure(any Error)
  /// An answer the check writes: a 4xx that names the rule the request breaks.
  case reply(status: Int, headers: [HTTPHeader], body: Data)
}

extension HTTPReply {
  /// Where a reply comes from.
  package enum Origin: Sendable {
    /// A stub, or an entry of a replayed cassette.
    case stub
    /// The network (or the upstream transport), for a pass-through host or a recording cassette.
    case network
  }
}

extension HTTPDouble {
  /// Shows every request and reply of this double to `check` too, which the double keeps until a
  /// check of the same scope replaces it: the check must not hold the double, or neither would
  /// ever be released. Each check picks the exchanges it knows (an API's host); the first that
  /// refuses a request refuses it.
  package func checkExchanges(with check: any HTTPExchangeCheck) {
    storage.withLock { state in
      state.exchangeChecks.removeAll { $0.scope == check.scope }
      state.exchangeChecks.append(check)
    }
  }

  /// Runs `body`, which adds a document's checks and answers (stubs of last resort), then removes
  /// those there were before: a document read again replaces the old one's, and a request
  /// meanwhile is checked and answered by the old ones or the new, never by none.
  package func replacingChecksAndLastResortStubs(_ body: () -> Void) {
    let (checks, stubs) = storage.withLock { state in
      (Set(state.exchangeChecks.map(ObjectIdentifier.init)), Set(state.lastResortStubs.map(\.number)))
    }
    body()
    storage.withLock { state in
      state.exchangeChecks.removeAll { checks.contains(ObjectIdentifier($0)) }
      state.lastResortStubs.removeAll { stubs.contains($0.number) }
    }
  }

  /// What the client gets instead of an answer when a check refuses `request`.
  func refusal(of request: RecordedRequest) -> HTTPRefusal? {
    let checks = storage.withLock { $0.exchangeChecks }
    for check in checks {
      if let refusal = check.refusal(of: request) { return refusal }
    }
    return nil
  }

  /// `reply`, once the exchange checks have seen it.
  func checked(_ reply: HTTPReply, from origin: HTTPReply.Origin) -> HTTPReply {
    let checks = storage.withLock { $0.exchangeChecks }
    for check in checks { check.check(reply, from: origin) }
    return reply
  }

  /// Where this double's failures go, for a check that reports its own: the test that created
  /// the double.
  package var failureRoute: FailureRoute { failures }

  /// The entries the cassette's files held when the double loaded them, and what its redaction
  /// writes for a value it blanks; `nil` without a cassette.
  package var loadedCassette: (files: [ReplayedFile], placeholder: String)? {
    recording.map { ($0.loadedFiles, $0.cassette.redaction.placeholder) }
  }
}
