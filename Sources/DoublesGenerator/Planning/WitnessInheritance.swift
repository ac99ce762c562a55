/// Which witnesses the doubles of refining protocols inherit: a double's `…Doubling` protocol
/// extension holds the witnesses of the requirements that do not depend on the conforming type,
/// and the double of a refining protocol takes them from there. The planner leaves out a
/// protocol whose parents' witnesses cannot all be inherited; the emitter writes each witness
/// in the extension or in the class by the same rule.
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

extension ProtocolModel {
  /// Why a protocol that refines this one cannot be doubled by the command, if it cannot: the
  /// double of a refining protocol takes this one's witnesses from the `Doubling` extension,
  /// which holds no static, initializer or `Self` requirements.
  package var reasonItCannotBeInherited: String? {
    if members.contains(where: { !$0.isInheritable }) { return "static, initializer or Self requirements" }
    return nil
  }
}
