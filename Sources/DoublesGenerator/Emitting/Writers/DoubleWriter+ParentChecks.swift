/// What a double writes when its front end sees only the protocol it doubles (the macro): the
/// double of a refining protocol cannot tell whether its parents were doubled, nor whether they
/// are of a kind it cannot refine. So that the compiler then says what to do, in Doubles' words
/// rather than only by naming a missing type, the double of a protocol with parents calls
/// `checkParentIsDoubled` (an actor's, `checkParentIsDoubledForActor`) with each parent, and each
/// protocol's extension declares both for itself, nearer than the runtime's unavailable ones,
/// which a call reaches when the parent has no double. A refining protocol that pins associated
/// types of its parents (`where Key == Int`) calls `checkPinnedParentIsDoubled` (or
/// `…ForActor`) instead. A protocol whose double is generic (it has associated types it does not
/// pin) declares the unpinned two unavailable, since a refining double can name its associated
/// types only through pins; an actor protocol the two a class calls; each with the reason.
///
/// A parent's own operators and the requirements two parents declare are not checked: an
/// unavailable witness that would name them would also hide the default an extension of the parent
/// may give them. The operators of a standard-library parent that a rule answers are: they have
/// no default.
extension DoubleWriter {
  /// In the class: the call that checks the parents, in a function nothing calls.
  func writeParentChecks(_ writer: inout SourceWriter) {
    guard !readsParents, !model.parents.isEmpty else { return }
    writer.line()
    let names = model.parents.map { "`\($0)`" }.joined(separator: ", ")
    writer.documentation(
      "Has the compiler check that \(names), which `\(model.name)` refines, \(model.parents.count == 1 ? "has a double" : "have doubles")."
    )
    writer.block("private func checkParentsAreDoubled() {") { writer in
      for parent in model.parents {
        writer.line(
          "Self.\(checkName(ownKind, pinned: model.pinsParentAssociatedTypes))((any \(model.reference(to: parent))).self)"
        )
      }
    }
  }

  /// In the extension, after its other members when `afterOthers`: the checks a refining
  /// protocol's double calls.
  func writeRefinerChecks(afterOthers: Bool, _ writer: inout SourceWriter) {
    guard !readsParents else { return }
    if afterOthers { writer.line() }
    writer.documentation(
      "Tells the double of a protocol that refines `\(model.name)` that `\(model.name)` has a double.")
    for pinned in [false, true] {
      for kind in RefiningDouble.allCases {
        if let reason = reasonNoDoubleRefines(kind, pinned: pinned) {
          writer.line("@available(*, unavailable, message: \"\(reason)\")")
        }
        writer.line(
          "\(access)nonisolated static func \(checkName(kind, pinned: pinned))(_ parent: (any \(model.typeReference)).Type) {}"
        )
      }
    }
  }

  /// What the double of a refining protocol is, which decides the check it calls.
  enum RefiningDouble: CaseIterable {
    /// A class.
    case plainClass
    /// An actor.
    case actor
    /// A subclass of `NSObject`.
    case object
  }

  /// What this protocol's double is, as a refining double's check names it.
  var ownKind: RefiningDouble { isActor ? .actor : model.subclassesNSObject ? .object : .plainClass }

  /// Why no double of a protocol that refines this one can be made, for a class double or for an
  /// actor double, of a protocol that pins its parents' associated types or not, or `nil`: a
  /// double generic over associated types, whose types a refining double names only through
  /// pins; an actor protocol, which a class cannot conform to.
  private func reasonNoDoubleRefines(_ kind: RefiningDouble, pinned: Bool) -> String? {
    if witnessScope != nil {
      return "'\(model.name)' is declared in a type, so its double answers its requirements in its own class, "
        + "where the double of a protocol that refines it cannot take them: double that protocol with the "
        + "'doubles' command or plug-in, which read parents"
    }
    if let type = model.genericParameters.first, !pinned {
      return "'\(model.name)' has associated types, which the double of a protocol that refines it takes from that "
        + "protocol's pins: pin them in the refining protocol ('where \(type.name) == SomeType'), or double it with "
        + "the 'doubles' command or plug-in, which read parents"
    }
    // A rule's operators (`Comparable`'s `<`, `AdditiveArithmetic`'s `+`) have no default, and
    // Swift takes no operator from the extension a macro writes.
    var operators: [(parent: String, names: [String])] = []
    for member in model.members {
      guard let parent = member.knownParent, case .method(let method) = member.kind, method.isOperator else {
        continue
      }
      if let last = operators.indices.last, operators[last].parent == parent {
        operators[last].names.append("'\(method.name)'")
      } else {
        operators.append((parent, ["'\(method.name)'"]))
      }
    }
    if !operators.isEmpty {
      let asked = operators.map { "\($0.parent)'s \($0.names.joined(separator: " and "))" }.joined(separator: ", ")
      return "'\(model.name)' refines \(asked), operators that Swift does not take from the extension @Doubled "
        + "writes, so the double of a protocol that refines '\(model.name)' cannot answer them: double that "
        + "protocol with the 'doubles' command or plug-in, which answer them in its class"
    }
    if isActor && kind != .actor {
      return "'\(model.name)' is an actor protocol, so the double of a protocol that refines it must be an actor, "
        + "which @Doubled makes only of a protocol that states it: declare the refining protocol ': Actor' too"
    }
    if model.subclassesNSObject && kind != .object {
      return "'\(model.name)' refines NSObjectProtocol, so the double of a protocol that refines it must subclass "
        + "NSObject, which @Doubled makes only of a protocol that states it: declare the refining protocol "
        + "': NSObjectProtocol' too"
    }
    return nil
  }

  /// The check a refining double calls: one for a class, one for an actor, so that an actor
  /// protocol tells a class that refines it to be an actor; each for a refining protocol that
  /// pins associated types of its parents, or not.
  private func checkName(_ kind: RefiningDouble, pinned: Bool) -> String {
    let suffix =
      switch kind {
      case .plainClass: ""
      case .actor: "ForActor"
      case .object: "ForObject"
      }
    return (pinned ? "checkPinnedParentIsDoubled" : "checkParentIsDoubled") + suffix
  }
}
