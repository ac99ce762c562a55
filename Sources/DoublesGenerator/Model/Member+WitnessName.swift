/// How Swift names a requirement when it looks for its witness: two declarations of one name are
/// one witness (``ScannedExtension/memberNames`` holds the names of an extension's members so).
extension Member {
  /// The name a protocol extension's member must have to witness the requirement, as
  /// ``ScannedExtension/memberNames`` holds it: `anyWrapped`, `static anyWrappedType`,
  /// `load(from:)`, `subscript(_:)`; `nil` for an initializer, which no extension of the files
  /// read is compared with.
  package var witnessName: String? {
    let name: String
    switch kind {
    case .property: name = baseName
    case .method, .subscript: name = Self.witnessName(baseName, labels: labels)
    case .initializer: return nil
    }
    return (isStatic ? "static " : "") + name
  }

  /// `name(label:label:)`, the way Swift names a function.
  static func witnessName(_ name: String, labels: [String]) -> String {
    "\(name)(\(labels.map { "\($0):" }.joined()))"
  }
}
