/// The double's stored properties, its classes of handles and its initializers.
extension DoubleWriter {
  func writeStoredProperties(_ writer: inout SourceWriter) {
    let isolation = isActor || model.globalActor != nil ? "nonisolated " : ""
    writer.documentation("The log of every call to this double, shared by its handles.")
    writer.line("\(access)\(isolation)let recorder: DoubleRecorder")
    writer.documentation("The handles that stub and verify each requirement.")
    writer.line("\(access)\(isolation)let on: Members")
    if forwards && holdsRealInBox {
      writer.line("private nonisolated let real: IsolatedReal<any \(model.typeReference)>")
    } else if forwards {
      writer.line("private \(isActor ? isolation : "")let real: (any \(model.typeReference))?")
    }
    if hasStaticHandles {
      let make = "StaticMembers(DoubleRecorder(named: \"\(model.doubleName).Type\", site: CallSite()))"
      writer.documentation("The handles of the static requirements, shared by every instance: the running test's own,")
      writer.documentation("so that parallel tests do not see each other's stubs (see `StaticHandles`).")
      writer.line("\(access)\(isolation)static var on: StaticMembers { StaticHandles.of(Self.self) { \(make) } }")
    }
  }

  /// Writes a class of handles: as named, in the command's doubles; in the macro's, generic
  /// over the ``conformer`` when its handles may name it (`MembersFor<Conformer>`, with
  /// `Members` the double's own), else as named.
  func writeHandleClass(
    _ name: String, _ documentation: String, _ members: [(Member, String)], parents: [HandleWriter.Parent],
    isolation: String, _ writer: inout SourceWriter
  ) {
    guard !readsParents else {
      handleWriter.writeMembersClass(name, documentation, members, parents: parents, isolation: isolation, &writer)
      return
    }
    // A parent's handles are the ones its extension names for the conformer (`Conformer._ParentHandles`),
    // which the conformer reaches as a double of this protocol.
    let parents = parents.map { parent in
      HandleWriter.Parent(
        name: parent.name, doubleType: conformer, source: parent.source,
        handlesType: name == "Members"
          ? GeneratedNames.handlesAlias(of: parent.name) : GeneratedNames.staticHandlesAlias(of: parent.name))
    }
    if handlesAreGeneric(members) {
      let bound = parents.isEmpty ? "" : ": \(doublingName)"
      handleWriter.writeMembersClass(
        "\(name)For<\(conformer)\(bound)>",
        documentation + " `\(conformer)` is the double: this one, or a refining protocol's.",
        members, parents: parents, isolation: isolation, declaration: declaration(of:), &writer)
      writer.documentation("The handles of this double.")
      writer.line("\(access)typealias \(name) = \(name)For<\(doubleType)>")
    } else {
      handleWriter.writeMembersClass(
        name, documentation, members, parents: parents, isolation: isolation, declaration: declaration(of:), &writer)
    }
  }

  /// The type of the handles in `Self`, as the `Doubling` protocol names it: as the double
  /// does, unless they are generic (a refining double's extension names them through the alias,
  /// the same type).
  func handlesForSelf(_ name: String, _ members: [(Member, String)]) -> String {
    "\(doubleType).\(name)" + (handlesAreGeneric(members) ? "For<Self>" : "")
  }

  /// Whether the double declares ``writeBaseInitializer(_:)``: a macro's for its own initializer
  /// requirements, and when it has parents, which it cannot tell have none; the command's when
  /// its ``initializersInExtension``.
  var needsBaseInitializer: Bool {
    initializersInExtension || (!readsParents && (!model.parents.isEmpty || hasInitializerRequirements))
  }

  /// Whether the double holds its real object in an ``IsolatedReal``: a double with a global
  /// actor and initializer requirements or parents. Its initializers must then be nonisolated,
  /// because the witness of a nonisolated initializer requirement (`Decodable`'s `init(from:)`, a
  /// nonisolated parent's) is or starts with one, and a nonisolated initializer cannot store the
  /// existential of a protocol with a global actor, which is not sendable, itself; and the
  /// witnesses of a nonisolated parent, and of the protocol's own `nonisolated` requirements,
  /// reach the real object through a nonisolated accessor.
  var holdsRealInBox: Bool {
    model.globalActor != nil && !isActor
      && (hasInitializerRequirements || !model.parents.isEmpty || model.members.contains(where: \.isNonisolated))
  }

  /// How the class reads its real object: `real`, or `real.value` from its box.
  var realValue: String { holdsRealInBox ? "real.value" : "real" }

  /// The initializer each witness of an initializer requirement starts with, in a macro's
  /// double (and a command's actor).
  func writeBaseInitializer(_ writer: inout SourceWriter) {
    writer.documentation("Creates the double that the witness of an initializer requirement records its call on.")
    let keyword = isActor ? "" : (holdsRealInBox ? "nonisolated " : "") + "convenience "
    writer.line("\(access)\(keyword)init(doublingStrictness strictness: Strictness) { self.init(strictness) }")
  }

  func writeInitializer(_ writer: inout SourceWriter) {
    writer.documentation("Creates a double that answers unstubbed calls as `strictness` says.")
    if forwards {
      writer.documentation("")
      writer.documentation("With `real`, it is a partial double: unstubbed calls go to `real`.")
    }
    writer.block("\(access)\(holdsRealInBox ? "nonisolated " : "")init(", closing: ") {") { writer in
      writer.line("_ strictness: Strictness = .relaxed,")
      if forwards { writer.line("forwardingTo real: (any \(model.typeReference))? = nil,") }
      RecorderWriter.writeSiteParameters(&writer)
    }
    writer.indented { writer in
      RecorderWriter.writeRecorder(named: model.doubleName, strictness: "strictness", &writer)
      if forwards { writer.line(holdsRealInBox ? "self.real = IsolatedReal(real)" : "self.real = real") }
      if model.subclassesNSObject { writer.line("super.init()") }
    }
    writer.line("}")
  }
}
