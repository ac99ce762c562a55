/// Requirements that an extension answers under a constraint on associated types
/// (Hummingbird's `extension RequestContext where Decoder == JSONDecoder { var requestDecoder }`).
///
/// Swift weighs such a default against a witness in another protocol extension, the double's
/// `…Doubling` extension, when it infers the double's associated types, and can choose neither.
/// A witness in the double's class wins over every extension's, so these requirements are
/// answered there, as static and initializer requirements are; doubles of refining protocols
/// answer them in their own class too (``GenerationPlan/inheritedMembers(of:named:lineage:_:_:)``).
extension GenerationPlan {
  /// `files` with each requirement that a constrained extension of the files may answer marked
  /// ``Member/witnessInClass``, and the index of them: `index` itself when there is none.
  static func answeringConstrainedDefaultsInClass(
    _ files: [ScannedFile], _ index: ProtocolIndex
  ) -> (files: [ScannedFile], index: ProtocolIndex) {
    var answered: [String: Set<String>] = [:]
    guard !index.constrainedExtensions.isEmpty else { return (files, index) }
    // An extension reaches a double when the double conforms to what its `where` clause asks of
    // `Self` (`where Self: Sequence` reaches none); it may then answer the requirements of the
    // protocol and of its ancestors.
    for name in index.firstByName.keys {
      let conformances = index.conformances(of: name)
      for found in index.constrainedExtensions
      where conformances.contains(found.extendedType) && found.selfConformances.allSatisfy(conformances.contains) {
        for reached in [name] + index.ancestors(of: name) {
          answered[reached, default: []].formUnion(found.memberNames)
        }
      }
    }
    guard !answered.isEmpty else { return (files, index) }
    let marked = files.map { file in
      var file = file
      file.protocols = file.protocols.map { declaration in
        guard let names = answered[declaration.name], var model = declaration.model else { return declaration }
        var declaration = declaration
        model.members = model.members.map { member in
          var member = member
          if let name = member.witnessName, names.contains(name) { member.witnessInClass = true }
          return member
        }
        declaration.model = model
        return declaration
      }
      return file
    }
    return (marked, ProtocolIndex(marked))
  }
}
