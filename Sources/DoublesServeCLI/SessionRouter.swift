import Doubles
import DoublesHTTPCore
import Foundation

/// One double the server answers from, with its admin API: the shared one, or a session's.
struct ServedDouble: Sendable {
  let double: HTTPDouble
  let admin: AdminAPI
  let printer: JournalPrinter
  /// What prints the violations of its contract, which a document read again replaces.
  let violations: ViolationPrinter
  /// The session's key; `nil` for the shared double.
  let session: String?
  /// The numbers of the stubs made from the files (the cassettes' and the stub files'), which a
  /// reload replaces; the admin API's are not among them.
  let loaded: Locked<Set<Int>>
}

/// The sessions of a server: test runners that share it each get a double of their own, made as
/// the shared one was (the same cassettes, document and stub files), and named by the key they
/// send, in a header (`X-Doubles-Session: runner-2`), a cookie (`doubles-session=runner-2`) or at
/// the start of the path (`/__doubles/sessions/runner-2/v1/books`, which the double sees as
/// `/v1/books`). A session's
/// stubs, requests and scenarios are its own: the admin API, reached with the same key, adds,
/// lists and resets them for that session alone.
final class SessionRouter: Sendable {
  static let header = "X-Doubles-Session"
  static let cookie = "doubles-session"
  static let pathRoot = "/__doubles/sessions/"

  private let shared: ServedDouble
  /// Makes a session's double.
  private let make: @Sendable (String) -> ServedDouble
  /// The sessions' doubles by key, and how many reloads there have been: a double made while the
  /// files were read again is made again, so that none serves what they held before.
  private let sessions = Locked<(doubles: [String: ServedDouble], reloads: Int)>(([:], 0))

  init(shared: ServedDouble, making make: @escaping @Sendable (String) -> ServedDouble) {
    self.shared = shared
    self.make = make
  }

  /// Every double: the shared one, then the sessions' by key.
  var all: [ServedDouble] {
    [shared] + sessions.withLock { $0.doubles.sorted { $0.key < $1.key }.map(\.value) }
  }

  /// What answers `request`: its session's admin API or double, or the shared admin API; `nil`
  /// leaves it to the shared double.
  func route(_ request: RecordedRequest) async -> Delivery? {
    guard let (key, request) = Self.session(of: request) else {
      return shared.admin.answer(request).map(Delivery.reply)
    }
    let served = double(for: key)
    if let reply = served.admin.answer(request) { return .reply(reply) }
    // As the server answers for the shared double: a minute on the double's clock at the most.
    return await served.double.handle(request, timeout: .seconds(60), overSocket: true)
  }

  /// Runs `body` on every double, once the files read again are what a new session is made
  /// from: a session made meanwhile, from what they held before, is made again.
  func reloading(_ body: ([ServedDouble]) -> Void) {
    let doubles = sessions.withLock { sessions in
      sessions.reloads += 1
      return sessions.doubles.sorted { $0.key < $1.key }.map(\.value)
    }
    body([shared] + doubles)
  }

  /// The session's double, made on its first request. It is made outside the lock, which the
  /// server's requests take: two sessions starting at once are made side by side.
  private func double(for key: String) -> ServedDouble {
    while true {
      let (found, reloads) = sessions.withLock { ($0.doubles[key], $0.reloads) }
      if let found { return found }
      let made = make(key)
      let kept = sessions.withLock { sessions -> ServedDouble? in
        // Another request of the session may have made it meanwhile: the first one made stays.
        if let served = sessions.doubles[key] { return served }
        guard sessions.reloads == reloads else { return nil }
        sessions.doubles[key] = made
        return made
      }
      if kept?.printer !== made.printer { made.printer.finish() }
      if let kept { return kept }
    }
  }

  /// The session `request` names, and the request as its double sees it; `nil` without one.
  static func session(of request: RecordedRequest) -> (String, RecordedRequest)? {
    if let key = request.header(header), !key.isEmpty {
      return (key, request)
    }
    if let key = cookieKey(of: request) { return (key, request) }
    guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
      components.percentEncodedPath.hasPrefix(pathRoot)
    else { return nil }
    let rest = components.percentEncodedPath.dropFirst(pathRoot.count)
    let key = String(rest.prefix { $0 != "/" })
    guard !key.isEmpty else { return nil }
    let path = rest.dropFirst(key.count)
    components.percentEncodedPath = path.isEmpty ? "/" : String(path)
    guard let url = components.url else { return nil }
    return (
      key.removingPercentEncoding ?? key,
      RecordedRequest(method: request.method, url: url, headers: request.headers, body: request.body)
    )
  }

  /// The session the `Cookie` header names (`theme=dark; doubles-session=runner-2`), if any.
  private static func cookieKey(of request: RecordedRequest) -> String? {
    guard let cookies = request.header("Cookie") else { return nil }
    for pair in cookies.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookie else { continue }
      let key = parts[1].trimmingCharacters(in: .whitespaces)
      return key.isEmpty ? nil : key
    }
    return nil
  }
}
