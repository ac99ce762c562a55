/// One value a cassette redacted before writing, or kept although it looks like a credential:
/// which entry, where in it, and why.
///
/// ```swift
/// let http = try HTTPDouble(cassette: Cassette(file))
/// // ... record ...
/// #expect(http.redactions.contains { $0.location == "response header X-Session" && $0.rule == .jwt })
/// #expect(http.keptValues.isEmpty)
/// ```
public struct RedactionFinding: Hashable, Sendable, CustomStringConvertible {
  /// The entry's number in the cassette file, from 1.
  public let entry: Int
  /// The entry's request, as written: `GET https://example.com/report?X-Amz-Signature=REDACTED`.
  public let request: String
  /// Where the value was: `request header Authorization`, `request query X-Amz-Signature`,
  /// `response body JSON $.items[0].token`, `request body form password`, `response body text`,
  /// `request URL path segment 3`, `request body multipart password`,
  /// `request query variables JSON $.password`.
  public let location: String
  /// What recognised it.
  public let rule: RedactionRule
  /// Whether the value was written as it is: it looks like a credential (long and random) but
  /// no rule says it is one. Review it before committing the cassette; redact its name or keep
  /// it with ``Redaction/keeping(names:)``.
  public let isKept: Bool

  package init(entry: Int, request: String, location: String, rule: RedactionRule, isKept: Bool = false) {
    self.entry = entry
    self.request = request
    self.location = location
    self.rule = rule
    self.isKept = isKept
  }

  /// `entry 2 (GET https://…): response header X-Session, JWT`; a kept value ends in `, kept`.
  public var description: String { "entry \(entry) (\(request)): \(location), \(rule)\(isKept ? ", kept" : "")" }
}

extension [RedactionFinding] {
  /// One line for a person: how many values, in how many entries, by rule; then what was kept
  /// although it looks like a credential, one line each.
  package func summary(of file: String, entries: Int) -> String {
    let redacted = filter { !$0.isKept }
    let kept = filter(\.isKept)
    var text = "Cassette \(file): \(Self.count(entries, "entry", "entries")) written"
    if redacted.isEmpty {
      text += ", nothing redacted."
    } else {
      var counts: [String: Int] = [:]
      for finding in redacted { counts["\(finding.rule)", default: 0] += 1 }
      let rules = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
      let touched = Set(redacted.map(\.entry)).count
      text +=
        "; \(Self.count(redacted.count, "value", "values")) redacted in \(Self.count(touched, "entry", "entries")) ("
        + rules.joined(separator: ", ") + ")."
    }
    guard !kept.isEmpty else { return text }
    let one = kept.count == 1
    text += " \(Self.count(kept.count, "value looks", "values look")) like a credential but no rule redacts "
    text += one ? "it; review it before committing:" : "them; review them before committing:"
    for finding in kept { text += "\n  entry \(finding.entry) (\(finding.request)): \(finding.location)" }
    return text
  }

  private static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}
