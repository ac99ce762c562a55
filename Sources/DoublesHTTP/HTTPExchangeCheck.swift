import DoublesHAR
import Foundation

/// What a double shows every request it receives, before anything answers it, and every reply
/// it gives: how DoublesOpenAPI checks the messages of any client (URLSession, a transport, the
/// loopback server) against a document.
package protocol HTTPExchangeCheck: AnyObject, Sendable {
  /// Checks a request before a stub, a cassette or the network answers it, and returns the
  /// error its client gets instead of an answer when it must fail closed, else `nil`.
  func refusal(of request: RecordedRequest) -> (any Error)?

  /// Checks a reply: a stub's or a replayed cassette's, or the network's when a cassette records.
  func check(_ reply: HTTPReply, from origin: HTTPReply.Origin)
}

extension HTTPReply {
  /// Where a reply comes from.
  package enum Origin: Sendable {
    /// A stub, or an entry of a replayed cassette.
    case stub
    /// The network (or the upstream transport), through a pass-through host or a recording cassette.
    case network
  }
}

extension HTTPDouble {
  /// Shows every request and reply of this double to `check`, which the double does not keep
  /// alive: it holds the double, not the other way round.
  package func checkExchanges(with check: any HTTPExchangeCheck) {
    storage.withLock { $0.exchangeCheck = WeakExchangeCheck(value: check) }
  }

  var exchangeCheck: (any HTTPExchangeCheck)? {
    storage.withLock { $0.exchangeCheck.value }
  }

  /// `reply`, once the exchange check has seen it.
  func checked(_ reply: HTTPReply, from origin: HTTPReply.Origin) -> HTTPReply {
    exchangeCheck?.check(reply, from: origin)
    return reply
  }

  /// The entries a cassette held when the double loaded it, and what its redaction writes for a
  /// value it blanks; `nil` without a cassette.
  package var loadedCassette: (name: String, entries: [HARFile.Entry], placeholder: String)? {
    recording.map {
      ($0.cassette.fileURL.lastPathComponent, $0.loadedEntries, $0.cassette.redaction.placeholder)
    }
  }
}

/// The exchange check, held weakly.
struct WeakExchangeCheck: Sendable {
  weak var value: (any HTTPExchangeCheck)?
}
