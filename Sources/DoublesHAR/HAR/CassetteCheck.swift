import Foundation

/// The check of a cassette already on disk: the credentials its entries hold by the rules that
/// redact recordings, and the file with them redacted.
package struct CassetteCheck: Sendable {
  /// What was found: credentials to redact, and values kept but reported.
  package let findings: [RedactionFinding]
  /// The file with its credentials redacted, or `nil` when it holds none. Fields the HAR model
  /// does not know (a browser's `pages`, `_initiator`, comments) are kept, and their text is
  /// redacted by the same rules.
  package let redacted: Data?

  /// The credentials still in `findings`, without the values kept and reported.
  package var credentials: [RedactionFinding] { findings.filter { !$0.isKept } }

  /// Checks the HAR document `data`, read from `file`, with `redaction`.
  ///
  /// - Throws: ``MalformedHARFile`` when `data` is not a HAR document, naming the place.
  package init(_ data: Data, file: String, redaction: Redaction = .standard) throws(MalformedHARFile) {
    let harFile = try HARFile.decode(data, file: file)
    var redactedFile = harFile
    var redactors: [Redactor] = []
    for index in harFile.log.entries.indices {
      var redactor = Redactor(redaction)
      redactedFile.log.entries[index] = redactor.entry(harFile.log.entries[index])
      redactors.append(redactor)
    }
    let typed: Data
    do {
      typed = try redactedFile.encoded()
    } catch {
      throw MalformedHARFile(file: file, problem: "it cannot be written again (\(error))")
    }
    // The fields the model does not read are laid back over it, and their text redacted too;
    // an original that cannot be read whole (text that is not UTF-8 in such a field) is
    // written as the model has it.
    var document: JSONValue?
    if let original = try? JSONDecoder().decode(JSONValue.self, from: data),
      let overlay = try? JSONDecoder().decode(JSONValue.self, from: typed)
    {
      document = original.overlaid(with: overlay).redactingFieldsOfEntries(
        notIn: overlay, with: &redactors)
    }
    var findings: [RedactionFinding] = []
    for (index, redactor) in redactors.enumerated() {
      let entry = redactedFile.log.entries[index]
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
    guard let document else {
      self.redacted = typed
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      self.redacted = try encoder.encode(document)
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

  /// This HAR document with the text of each entry's fields that `model` (the document as the
  /// HAR model writes it) lacks redacted by the entry's redactor: a browser's
  /// `_webSocketMessages`, `_initiator`, comments.
  func redactingFieldsOfEntries(notIn model: JSONValue, with redactors: inout [Redactor]) -> JSONValue {
    guard case .object(var root) = self, case .object(var log)? = root["log"],
      case .array(var entries)? = log["entries"],
      case .object(let modelRoot) = model, case .object(let modelLog)? = modelRoot["log"],
      case .array(let modelEntries)? = modelLog["entries"], modelEntries.count == entries.count,
      redactors.count == entries.count
    else { return self }
    for index in entries.indices {
      entries[index] = entries[index].redactingFields(notIn: modelEntries[index], path: "", key: nil) {
        redactors[index].field($0, named: $1, at: $2)
      }
    }
    log["entries"] = .array(entries)
    root["log"] = .object(log)
    return .object(root)
  }

  /// This value with `redact` applied to every string below it that `model` lacks.
  private func redactingFields(
    notIn model: JSONValue?, path: String, key: String?, _ redact: (String, String?, String) -> String
  ) -> JSONValue {
    switch self {
    case .object(let members):
      var modelMembers: [String: JSONValue]?
      if case .object(let known)? = model { modelMembers = known }
      var result: [String: JSONValue] = [:]
      for (name, member) in members {
        let known = modelMembers.map { $0[name] } ?? nil
        let place = path.isEmpty ? name : "\(path).\(name)"
        result[name] = member.redactingFields(notIn: known, path: place, key: name, redact)
      }
      return .object(result)
    case .array(let elements):
      var modelElements: [JSONValue]?
      if case .array(let known)? = model, known.count == elements.count { modelElements = known }
      return .array(
        elements.enumerated().map { index, element in
          element.redactingFields(notIn: modelElements?[index], path: "\(path)[\(index)]", key: key, redact)
        })
    case .string(let text) where model == nil:
      return .string(redact(text, key, path))
    default:
      return self
    }
  }
}
