/// Which witnesses the command's doubles of refining protocols inherit: a double's `…Doubling`
/// protocol extension holds the witnesses of the requirements that do not depend on the
/// conforming type, and the double of a refining protocol takes them from there. The emitter
/// writes each witness in the extension or in the class by this rule; the command gives the
/// double of a refining protocol the others to answer in its own class
/// (``GenerationPlan/inheritedMembers(of:named:lineage:_:_:)``). The macro, which cannot, writes
/// nearly all in the extension (`DoubleWriter.isInheritable`).
extension Member {
  /// Whether the requirement's witness can live in the `Doubling` extension, where doubles of
  /// refining protocols inherit it: not initializers, static requirements, those naming `Self` or
  /// those a constrained extension answers too (``witnessInClass``).
  var isInheritable: Bool {
    if witnessInClass { return false }
    return switch kind {
    case .initializer: false
    case .method(let method): !method.isStatic && !method.mentionsSelf
    case .property(let property): !property.isStatic && !property.mentionsSelf
    case .subscript(let item): !item.isStatic && !item.mentionsSelf
    }
  }
}

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
