/// Which witnesses the command's doubles of refining protocols can inherit: a double's
/// `…Doubling` protocol extension holds the witnesses of the requirements that do not depend on
/// the conforming type, and the double of a refining protocol takes them from there. The plan
/// keeps some of those in the class too (``RequirementPlan/answeredInClass``), and gives the
/// double of a refining protocol the others to answer in its own class
/// (``GenerationPlan/inheritedMembers(of:named:lineage:_:_:)``). The macro, which cannot, writes
/// nearly all in the extension (`DoubleWriter.isInheritable`).
extension Member {
  /// Whether the requirement's witness can live in the `Doubling` extension, where doubles of
  /// refining protocols inherit it: not initializers, static requirements or those naming `Self`.
  var isInheritable: Bool {
    switch kind {
    case .initializer: false
    case .method(let method): !method.isStatic && !method.mentionsSelf
    case .property(let property): !property.isStatic && !property.mentionsSelf
    case .subscript(let item): !item.isStatic && !item.mentionsSelf
    }
  }
}
