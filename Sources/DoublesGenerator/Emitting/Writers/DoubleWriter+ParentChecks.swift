/// What a double writes when its front end sees only the protocol it doubles (the macro): the
/// double of a refining protocol cannot tell whether its parents were doubled, nor which of their
/// requirements no `Doubling` extension answers. So that the compiler then says what to do, in
/// Doubles' words rather than by naming a missing type:
/// - the double of a protocol with parents calls `checkParentIsDoubled` with each parent, and
///   each protocol's extension declares that function for its own protocol, nearer than the
///   runtime's unavailable one, which the call reaches when the parent has no double. A parent
///   with associated types declares it unavailable, with the reason;
/// - each protocol's extension declares its static, initializer and `Self` requirements
///   unavailable, with a message that names the command: the double of a refining protocol
///   would lack them, and these are its only witnesses; the protocol's own double answers them in
///   its class, which Swift prefers.
extension DoubleWriter {
  /// In the class: the call that checks the parents, in a function nothing calls.
  func writeParentChecks(_ writer: inout SourceWriter) {
    guard !readsParents, !model.parents.isEmpty else { return }
    writer.line()
    let names = model.parents.map { "`\($0)`" }.joined(separator: ", ")
    writer.line(
      "/// Has the compiler check that \(names), which `\(model.name)` refines, \(model.parents.count == 1 ? "has a double" : "have doubles")."
    )
    writer.block("private func checkParentsAreDoubled() {") { writer in
      for parent in model.parents {
        writer.line("Self.\(checkName(inActor: isActor))((any \(model.reference(to: parent))).self)")
      }
    }
  }

  /// In the extension, after its other members when `afterOthers`: the check a refining
  /// protocol's double calls, then the unavailable witnesses.
  func writeRefinerChecks(afterOthers: Bool, _ writer: inout SourceWriter) {
    guard !readsParents else { return }
    if afterOthers { writer.line() }
    writer.line("/// Tells the double of a protocol that refines `\(model.name)` that `\(model.name)` has a double.")
    let head = "\(access)nonisolated static func"
    let parameter = "(_ parent: (any \(model.typeReference)).Type) {}"
    if !model.associatedTypes.isEmpty {
      let message =
        "'\(model.name)' has associated types, which @Doubled cannot give the double of a protocol that refines it: "
        + "declare the refining protocol's requirements without refining '\(model.name)', or double it with the "
        + "'doubles' command or plug-in, which read parents"
      writer.line("@available(*, unavailable, message: \(Self.literal(message)))")
      writer.line("\(head) \(checkName(inActor: false))\(parameter)")
      writer.line("@available(*, unavailable, message: \(Self.literal(message)))")
      writer.line("\(head) \(checkName(inActor: true))\(parameter)")
    } else {
      if isActor {
        let message =
          "'\(model.name)' is an actor protocol, so the double of a protocol that refines it must be an actor, "
          + "which @Doubled makes only of a protocol that states it: declare the refining protocol ': Actor' too"
        writer.line("@available(*, unavailable, message: \(Self.literal(message)))")
      }
      writer.line("\(head) \(checkName(inActor: false))\(parameter)")
      writer.line("\(head) \(checkName(inActor: true))\(parameter)")
    }
    let message =
      "@Doubled answers the static, initializer and Self requirements of '\(model.name)' in '\(model.doubleName)' "
      + "only; double a protocol that refines '\(model.name)' with the 'doubles' command or plug-in, which read "
      + "parents and answer these in the refining protocol's double"
    for member in requirements where !member.isInheritable {
      writer.line()
      writer.conditional(member.conditions) { writer in
        writer.line("@available(*, unavailable, message: \(Self.literal(message)))")
        writeUnavailableWitness(member, &writer)
      }
    }
  }

  /// The check a refining double calls: one for a class, one for an actor, so that an actor
  /// protocol tells a class that refines it to be an actor.
  private func checkName(inActor: Bool) -> String {
    inActor ? "checkParentIsDoubledForActor" : "checkParentIsDoubled"
  }

  /// A witness of `member`, spelled as the protocol declares it, that nothing can call.
  private func writeUnavailableWitness(_ member: Member, _ writer: inout SourceWriter) {
    let modifiers = member.attributes.map { $0 + " " }.joined()
    let fixity = if case .method(let method) = member.kind, let fixity = method.fixity { fixity + " " } else { "" }
    let head = access + modifiers + fixity + (member.isStatic ? "static " : "")
    let body = "{ fatalError() }"
    switch member.kind {
    case .method(let method):
      let parameters = method.parameters.map(\.declaration).joined(separator: ", ")
      let effects = method.throwsKind.effects(isAsync: method.isAsync)
      let returns = method.returnClause
      let separator = method.isOperator ? " " : ""
      writer.line(
        "\(head)func \(method.name)\(separator)\(method.genericClause)(\(parameters))\(effects)\(returns)"
          + "\(method.whereClause) \(body)")
    case .property(let property):
      let effects = property.throwsKind.effects(isAsync: property.isAsync)
      let accessors =
        property.hasSetter ? "{ get \(body) set {} }" : property.isEffectful ? "{ get\(effects) \(body) }" : body
      writer.line("\(head)var \(property.name): \(property.type) \(accessors)")
    case .subscript(let item):
      let parameters = item.parameters.map(\.subscriptDeclaration).joined(separator: ", ")
      let accessors = item.hasSetter ? "{ get \(body) set {} }" : body
      writer.line(
        "\(head)subscript\(item.genericClause)(\(parameters)) -> \(item.returnType)\(item.whereClause) \(accessors)")
    case .initializer(let initializer):
      let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
      let effects = initializer.throwsKind.effects(isAsync: initializer.isAsync)
      writer.line(
        "\(access)init\(initializer.genericClause)(\(parameters))\(effects)\(initializer.whereClause) \(body)")
    }
  }

  /// `message`, made of names and words, as a Swift string literal.
  private static func literal(_ message: String) -> String { "\"\(message)\"" }
}
