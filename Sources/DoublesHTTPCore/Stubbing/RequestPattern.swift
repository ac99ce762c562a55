import DoublesHAR
import Foundation

/// Which requests a stub answers or a verification counts: a list of conditions that must all hold.
///
/// Start from a method and URL and narrow it down:
/// ```swift
/// let quote = RequestPattern.post("https://api.forismatic.com/api/1.0/")
///   .header("Content-Type", "application/x-www-form-urlencoded")
///   .body(form: ["method": "getQuote", "lang": "en", "format": "json"])
/// ```
/// Every condition has a description, so an unmatched request can be reported with the stubs
/// that nearly matched and the conditions that did not hold.
public struct RequestPattern: Sendable, CustomStringConvertible {
  /// One condition on a request, with the text failure messages show for it.
  public struct Condition: Sendable, CustomStringConvertible {
    /// What the condition asks, such as `method is POST`.
    public let description: String
    let evaluate: @Sendable (RecordedRequest) -> Verdict
    /// The condition as a stub file writes it, for `doubles-serve`; `nil` when none can.
    package var remote: RemoteCondition?

    /// Creates a condition from a predicate; `actual` renders what the request had instead.
    public init(
      _ description: String,
      actual: @escaping @Sendable (RecordedRequest) -> String = { $0.description },
      _ predicate: @escaping @Sendable (RecordedRequest) -> Bool
    ) {
      self.description = description
      self.evaluate = { request in Verdict(matched: predicate(request), actual: actual(request)) }
    }

    init(_ description: String, evaluate: @escaping @Sendable (RecordedRequest) -> Verdict) {
      self.description = description
      self.evaluate = evaluate
    }
  }

  /// Whether a condition held for a request and, when it did not, what the request had instead
  /// (rendered only then: matching is on every request's path).
  struct Verdict {
    var matched: Bool
    var actual: String

    init(matched: Bool, actual: @autoclosure () -> String) {
      self.matched = matched
      self.actual = matched ? "" : actual()
    }
  }

  /// The conditions, all of which must hold.
  public private(set) var conditions: [Condition]
  /// The path template of the pattern, whose captures a dynamic response receives.
  var template: PathTemplate?
  /// A path the request must have, as ``path(_:)`` writes it: what a double of many stubs looks
  /// its stubs up by (``StubIndex``).
  var exactPath: String?

  /// A pattern with the given conditions; with none, it matches every request.
  public init(_ conditions: [Condition] = []) {
    self.conditions = conditions
  }

  /// Matches every request.
  public static var any: RequestPattern { RequestPattern() }

  /// Whether `request` satisfies every condition.
  public func matches(_ request: RecordedRequest) -> Bool {
    conditions.allSatisfy { $0.evaluate(request).matched }
  }

  /// The conditions joined by "and", or "any request".
  public var description: String {
    conditions.isEmpty ? "any request" : conditions.map(\.description).joined(separator: " and ")
  }

  /// This pattern with one more condition.
  public func adding(_ condition: Condition) -> RequestPattern {
    var copy = self
    copy.conditions.append(condition)
    return copy
  }

  /// This pattern with one more condition, which a stub file writes as `remote`.
  func adding(_ condition: Condition, remote: RemoteCondition?) -> RequestPattern {
    var condition = condition
    condition.remote = remote
    return adding(condition)
  }

  /// Requests that satisfy this pattern and `other`.
  public func and(_ other: RequestPattern) -> RequestPattern {
    var combined = RequestPattern(conditions + other.conditions)
    combined.template = template ?? other.template
    combined.exactPath = exactPath ?? other.exactPath
    return combined
  }

  /// Requests that satisfy at least one of `patterns`.
  public static func anyOf(_ patterns: RequestPattern...) -> RequestPattern {
    let text = patterns.map { "(\($0))" }.joined(separator: " or ")
    return RequestPattern([
      Condition(text) { request in patterns.contains { $0.matches(request) } }
    ])
  }

  /// Requests that satisfy `predicate`; `description` names it in failure messages.
  public func matching(
    _ description: String,
    _ predicate: @escaping @Sendable (RecordedRequest) -> Bool
  ) -> RequestPattern {
    adding(Condition(description, predicate))
  }
}

// MARK: - Method and URL

extension RequestPattern {
  /// Requests with this method (case-insensitive) to this URL; see ``url(_:)`` for how a URL matches.
  public static func method(_ method: String, _ url: String) -> RequestPattern {
    RequestPattern().method(method).url(url)
  }

  /// `GET` requests to `url`.
  public static func get(_ url: String) -> RequestPattern { method("GET", url) }
  /// `POST` requests to `url`.
  public static func post(_ url: String) -> RequestPattern { method("POST", url) }
  /// `PUT` requests to `url`.
  public static func put(_ url: String) -> RequestPattern { method("PUT", url) }
  /// `PATCH` requests to `url`.
  public static func patch(_ url: String) -> RequestPattern { method("PATCH", url) }
  /// `DELETE` requests to `url`.
  public static func delete(_ url: String) -> RequestPattern { method("DELETE", url) }
  /// `HEAD` requests to `url`.
  public static func head(_ url: String) -> RequestPattern { method("HEAD", url) }

  /// Requests with this method, compared case-insensitively.
  public func method(_ method: String) -> RequestPattern {
    let expected = method.uppercased()
    return adding(
      Condition("method is \(expected)", evaluate: { Verdict(matched: $0.method == expected, actual: $0.method) }),
      remote: .field("method", expected))
  }

  /// Requests to this URL: same scheme, host, port and path (as written, percent-encoded); when
  /// `url` has a query, the same query items in any order (a URL without a query leaves the query
  /// unchecked).
  public func url(_ url: String) -> RequestPattern {
    self.url(url, exactQuery: false, wildcard: nil)
  }

  /// ``url(_:)``, where `exactQuery` makes a URL without a query match only requests without one,
  /// and a query value equal to `wildcard` matches any value (for replayed recordings).
  func url(_ url: String, exactQuery: Bool, wildcard: String?) -> RequestPattern {
    guard let expected = URLComponents(string: url) else {
      return adding(Condition("url is \(url) (not a valid URL)") { _ in false })
    }
    var pattern = self
    if let scheme = expected.scheme { pattern = pattern.scheme(scheme) }
    if let host = expected.host { pattern = pattern.host(host) }
    if let port = expected.port { pattern = pattern.port(port) }
    let path = expected.percentEncodedPath.isEmpty ? "/" : expected.percentEncodedPath
    if let wildcard, (path.removingPercentEncoding ?? path).contains(wildcard) {
      pattern = pattern.path(recorded: path, wildcard: wildcard)
    } else {
      pattern = pattern.path(path)
    }
    if let items = expected.queryItems ?? (exactQuery ? [] : nil) {
      pattern = pattern.query(exactly: items, wildcard: wildcard)
    }
    return pattern
  }

  /// Requests with this URL scheme, such as `https`.
  public func scheme(_ scheme: String) -> RequestPattern {
    let expected = scheme.lowercased()
    return adding(
      Condition("scheme is \(expected)") {
        Verdict(matched: $0.target.scheme == expected, actual: $0.url.scheme ?? "none")
      }, remote: .standIn)
  }

  /// Requests to this host, compared case-insensitively.
  public func host(_ host: String) -> RequestPattern {
    let expected = host.lowercased()
    return adding(
      Condition("host is \(expected)") {
        Verdict(matched: $0.target.host == expected, actual: $0.url.host ?? "none")
      }, remote: .standIn)
  }

  /// Requests to this port; a URL without a port counts as 80 for `http` and 443 for `https`.
  public func port(_ port: Int) -> RequestPattern {
    adding(
      Condition("port is \(port)") { request in
        let actual = request.target.port
        return Verdict(matched: actual == port, actual: actual.map(String.init) ?? "none")
      }, remote: .standIn)
  }

  static func defaultPort(of scheme: String?) -> Int? {
    switch scheme?.lowercased() {
    case "http": 80
    case "https": 443
    default: nil
    }
  }
}

// MARK: - Path

extension RequestPattern {
  /// Requests whose path is the recorded `path` segment by segment, where a segment in which a
  /// cassette wrote `wildcard` for a credential matches any segment that fits around it.
  func path(recorded path: String, wildcard: String) -> RequestPattern {
    adding(
      Condition("path is \(path)") { request in
        let actual = Self.path(of: request)
        let recordedSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        let actualSegments = actual.split(separator: "/", omittingEmptySubsequences: false)
        let matched =
          recordedSegments.count == actualSegments.count
          && zip(recordedSegments, actualSegments).allSatisfy { recorded, actual in
            PlaceholderText.matches(
              recorded.removingPercentEncoding ?? String(recorded), actual.removingPercentEncoding ?? String(actual),
              placeholder: wildcard)
          }
        return Verdict(matched: matched, actual: actual)
      })
  }

  /// Requests whose path is exactly `path`, written percent-encoded as it is sent (`/a%20b`) or
  /// decoded (`/a b`); an empty path counts as `/`.
  public func path(_ path: String) -> RequestPattern {
    var pattern = adding(
      Condition("path is \(path)") { request in
        let actual = Self.path(of: request)
        let matched = actual == path || (actual.contains("%") && actual.removingPercentEncoding == path)
        return Verdict(matched: matched, actual: actual)
      }, remote: .field("path", path))
    pattern.exactPath = exactPath ?? path
    return pattern
  }

  /// Requests whose path starts with `prefix`.
  public func path(prefix: String) -> RequestPattern {
    adding(
      Condition("path starts with \(prefix)") {
        Verdict(matched: Self.path(of: $0).hasPrefix(prefix), actual: Self.path(of: $0))
      }, remote: .field("pathPrefix", prefix))
  }

  /// Requests whose whole path matches the regular expression `pattern`.
  public func path(matching pattern: String) -> RequestPattern {
    guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else {
      return adding(Condition("path matches /\(pattern)/ (not a valid regular expression)") { _ in false })
    }
    let box = RegexBox(regex)
    return adding(
      Condition("path matches /\(pattern)/") { request in
        let path = Self.path(of: request)
        return Verdict(matched: box.matches(path), actual: path)
      })
  }

  /// Requests whose path fits `template`, such as `/users/{id}/posts/{postID}`: each `{name}`
  /// stands for one non-empty path segment, which the answering stub hands to a dynamic
  /// response in ``RecordedRequest/pathParameters``.
  public func path(template: String) -> RequestPattern {
    let expected = PathTemplate(template)
    var pattern = adding(
      Condition("path fits \(template)") { request in
        let path = Self.path(of: request)
        return Verdict(matched: expected.values(in: path) != nil, actual: path)
      }, remote: .field("path", template))
    pattern.template = expected
    return pattern
  }

  static func path(of request: RecordedRequest) -> String { request.target.path }
}

/// A compiled regular expression that can cross threads (it is immutable once built).
struct RegexBox: @unchecked Sendable {
  let regex: NSRegularExpression
  init(_ regex: NSRegularExpression) { self.regex = regex }

  func matches(_ text: String) -> Bool {
    regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}

// MARK: - Query

extension RequestPattern {
  /// Requests whose query has `name` with exactly `value` (other items may be present).
  public func query(_ name: String, _ value: String) -> RequestPattern {
    adding(
      Condition("query has \(name)=\(value)") { request in
        let values = request.queryItems.filter { $0.name == name }.map { $0.value ?? "" }
        return Verdict(matched: values.contains(value), actual: Self.render(request.queryItems))
      }, remote: .item("query", name, value))
  }

  /// Requests whose query has an item `name`, whatever its value.
  public func query(_ name: String) -> RequestPattern {
    adding(
      Condition("query has \(name)") { request in
        Verdict(matched: request.queryItems.contains { $0.name == name }, actual: Self.render(request.queryItems))
      })
  }

  /// Requests whose query has every item of `items` (others may be present).
  public func query(contains items: [String: String]) -> RequestPattern {
    items.sorted { $0.key < $1.key }.reduce(self) { $0.query($1.key, $1.value) }
  }

  /// Requests whose query has no item `name`.
  public func query(absent name: String) -> RequestPattern {
    adding(
      Condition("query has no \(name)") { request in
        Verdict(matched: !request.queryItems.contains { $0.name == name }, actual: Self.render(request.queryItems))
      })
  }

  /// Requests whose query has exactly these items, in any order.
  public func query(exactly items: [String: String]) -> RequestPattern {
    query(exactly: items.map { URLQueryItem(name: $0.key, value: $0.value) })
  }

  func query(exactly items: [URLQueryItem], wildcard: String? = nil) -> RequestPattern {
    let expected = Self.sorted(items)
    var condition = Condition("query is \(Self.render(expected))") { request in
      let actual = Self.sorted(request.queryItems)
      return Verdict(matched: QueryPair.accepts(expected, actual, wildcard: wildcard), actual: Self.render(actual))
    }
    // A stub file names the items a query has, not all it has: it answers more, never fewer.
    condition.remote = wildcard == nil ? .items("query", expected.map { ($0.name, $0.value) }) : nil
    return adding(condition)
  }

  static func sorted(_ items: [URLQueryItem]) -> [QueryPair] {
    items.map { QueryPair(name: $0.name, value: $0.value ?? "") }.sorted()
  }

  static func render(_ items: [URLQueryItem]) -> String {
    render(items.map { QueryPair(name: $0.name, value: $0.value ?? "") })
  }

  static func render(_ pairs: [QueryPair]) -> String {
    pairs.isEmpty ? "no query" : pairs.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
  }
}

/// A query item reduced to comparable strings.
struct QueryPair: Hashable, Comparable {
  var name: String
  var value: String

  static func < (lhs: QueryPair, rhs: QueryPair) -> Bool { (lhs.name, lhs.value) < (rhs.name, rhs.value) }

  /// Whether sorted `actual` pairs equal sorted `expected` ones, where `wildcard` in an expected
  /// value stands for any text (a value equal to it accepts any value).
  static func accepts(_ expected: [QueryPair], _ actual: [QueryPair], wildcard: String?) -> Bool {
    guard let wildcard, expected.contains(where: { $0.value.contains(wildcard) }) else { return expected == actual }
    let byName = { (pairs: [QueryPair]) in pairs.map(\.name).sorted() }
    guard byName(expected) == byName(actual) else { return false }
    var remaining = actual
    // Exact values first, so that a wildcard does not take the pair an exact value needs.
    let ordered = expected.filter { !$0.value.contains(wildcard) } + expected.filter { $0.value.contains(wildcard) }
    for pair in ordered {
      let index = remaining.firstIndex {
        $0.name == pair.name && PlaceholderText.matches(pair.value, $0.value, placeholder: wildcard)
      }
      guard let index else { return false }
      remaining.remove(at: index)
    }
    return true
  }
}

// MARK: - Headers

extension RequestPattern {
  /// Requests with the header `name` (case-insensitive) set to exactly `value`.
  public func header(_ name: String, _ value: String) -> RequestPattern {
    adding(
      Condition("header \(name) is \(value)") { request in
        let actual = request.header(name)
        return Verdict(matched: actual == value, actual: actual.map { "\(name): \($0)" } ?? "no \(name) header")
      }, remote: .item("headers", name, value))
  }

  /// Requests with the header `name` present, whatever its value.
  public func header(_ name: String) -> RequestPattern {
    adding(
      Condition("header \(name) is present") { request in
        let actual = request.header(name)
        return Verdict(matched: actual != nil, actual: actual.map { "\(name): \($0)" } ?? "no \(name) header")
      })
  }

  /// Requests with the header `name` whose value satisfies `predicate`.
  public func header(
    _ name: String,
    where description: String,
    _ predicate: @escaping @Sendable (String) -> Bool
  ) -> RequestPattern {
    adding(
      Condition("header \(name) \(description)") { request in
        let actual = request.header(name)
        return Verdict(
          matched: actual.map(predicate) ?? false, actual: actual.map { "\(name): \($0)" } ?? "no \(name) header")
      })
  }

  /// Requests without the header `name`.
  public func header(absent name: String) -> RequestPattern {
    adding(
      Condition("no header \(name)") { request in
        let actual = request.header(name)
        return Verdict(matched: actual == nil, actual: actual.map { "\(name): \($0)" } ?? "no \(name) header")
      })
  }
}

/// A condition of a pattern as a stub file's `request:` writes it, for `doubles-serve`.
package enum RemoteCondition: Sendable {
  /// A field and its text: `method: GET`, `path: /books/{id}`, `body: …`.
  case field(String, String)
  /// One item of a mapping: `query: {genre: fiction}`, `headers: {Accept: …}`.
  case item(String, String, String)
  /// Items of a mapping.
  case items(String, [(String, String)])
  /// The scheme, host or port: the server stands in for one service, so they need no field.
  case standIn
}
