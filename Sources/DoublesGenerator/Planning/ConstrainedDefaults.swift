/// Requirements that an extension answers under a constraint on associated types
/// (Hummingbird's `extension RequestContext where Decoder == JSONDecoder { var requestDecoder }`).
///
/// Swift weighs such a default against a witness in another protocol extension, the double's
/// `…Doubling` extension, when it infers the double's associated types, and can choose neither.
/// A witness in the double's class wins over every extension's, so these requirements are
/// answered there (``RequirementPlan/answeredInClass``), as static and initializer requirements
/// are; doubles of refining protocols answer them in their own class too
/// (``GenerationPlan/inheritedMembers(of:named:lineage:_:_:)``).
extension ProtocolIndex {
  /// The index with the requirements that a constrained extension of the files may answer
  /// marked answered in the class (``answersInClass(_:of:)``).
  func answeringConstrainedDefaultsInClass() -> ProtocolIndex {
    guard !constrainedExtensions.isEmpty else { return self }
    var answered: [String: Set<String>] = [:]
    // An extension reaches a double when the double conforms to what its `where` clause asks of
    // `Self` (`where Self: Sequence` reaches none); it may then answer the requirements of the
    // protocol and of its ancestors.
    for name in firstByName.keys {
      let conformances = conformances(of: name)
      for found in constrainedExtensions
      where conformances.contains(found.extendedType) && found.selfConformances.allSatisfy(conformances.contains) {
        for reached in [name] + ancestors(of: name) {
          answered[reached, default: []].formUnion(found.memberNames)
        }
      }
    }
    var index = self
    index.answeredInClass = answered
    return index
  }

  /// Whether the double of `protocolName` answers `member` in its class because an extension
  /// under a constraint on associated types may answer it too.
  func answersInClass(_ member: Member, of protocolName: String) -> Bool {
    guard let names = answeredInClass[protocolName], let name = member.witnessName else { return false }
    return names.contains(name)
  }

  /// Whether the witness of `member`, a requirement of `protocolName`, lives in its double's
  /// `Doubling` extension, where doubles of refining protocols inherit it.
  func isInheritable(_ member: Member, of protocolName: String) -> Bool {
    member.isInheritable && !answersInClass(member, of: protocolName)
  }
}
