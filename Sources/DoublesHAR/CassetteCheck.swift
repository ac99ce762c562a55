import Foundation

/// The check of a cassette already on disk: the credentials its entries hold by the rules that
/// redact recordings, and the file with them redacted.
package struct CassetteCheck: Sendable {
  /// What was found: credentials to redact, and values kept but reported.
  package let findings: [RedactionFinding]
  /// The file with its credentials redacted, or `nil` when it holds none. Fields the HAR model
  /// does not know (a browser's `pages`, `_initiator`, comments) are kept.
  package let redacted: Data?

  /// The credentials still in `findings`, without the values kept and reported.
  package var credentials: [RedactionFinding] { findings.filter { !$0.isKept } }

  /// Checks the HAR document `data`, read from `file`, with `redaction`.
  ///
  /// - Throws: ``MalformedHARFile`` when `data` is not a HAR document, naming the place.
  package init(_ data: Data, file: String, redaction: Redaction = .standard) throws(MalformedHARFile) {
    let harFile = try HARFile.decode(data, file: file)
    var redactedFile = harFile
    var findings: [RedactionFinding] = []
    for index in harFile.log.entries.indices {
      var redactor = Redactor(redaction)
      let entry = redactor.entry(harFile.log.entries[index])
      redactedFile.log.entries[index] = entry
      let request = "\(entry.request.method) \(entry.request.url)"
      findings += redactor.findings.map {
        RedactionFinding(entry: index + 1, request: request, location: $0.location, rule: $0.rule, isKept: $0.isKept)
      }
    }
    self.findings = findings
    guard findings.contains(where: { !$0.isKept }) else {
      self.redacted = nil
      return
    }
    do {
      let typed = try redactedFile.encoded()
      // Fields this model does not read are kept by laying the redacted document over the
      // original; an original that cannot be read whole (text that is not UTF-8 in such a field)
      // is written as the model has it.
      guard let original = try? JSONDecoder().decode(JSONValue.self, from: data) else {
        self.redacted = typed
        return
      }
      let overlay = try JSONDecoder().decode(JSONValue.self, from: typed)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      self.redacted = try encoder.encode(original.overlaid(with: overlay))
    } catch {
      throw MalformedHARFile(file: file, problem: "it cannot be written again (\(error))")
    }
  }
}

extension JSONValue {
  /// This document with `overlay`'s values in its place: objects merged member by member (the
  /// members only this one has are kept), arrays of the same length element by element, and
  /// everything else taken from `overlay`.
  package func overlaid(with overlay: JSONValue) -> JSONValue {
    switch (self, overlay) {
    case (.object(let base), .object(let top)):
      var merged = base
      for (key, value) in top { merged[key] = base[key].map { $0.overlaid(with: value) } ?? value }
      return .object(merged)
    case (.array(let base), .array(let top)) where base.count == top.count:
      return .array(zip(base, top).map { $0.overlaid(with: $1) })
    default:
      return overlay
    }
  }
}
