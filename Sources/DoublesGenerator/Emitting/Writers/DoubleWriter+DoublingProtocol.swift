/// The protocol a refining protocol's double conforms to, the extension of witnesses that answers
/// through it, and the aliases of handles it offers refining protocols.
extension DoubleWriter {
  /// The protocol whose extension holds the witnesses, so that the double of a protocol that
  /// refines this one inherits them without seeing this protocol's body.
  func writeDoublingProtocol(condition: String?, _ writer: inout SourceWriter) {
    let refined = [model.typeReference, "AnyObject"] + model.parents.map(GeneratedNames.doubling)
    writer.documentation("How `\(model.doubleName)`, and the double of any protocol that refines `\(model.name)`,")
    writer.documentation("reaches the handles that answer the requirements of `\(model.name)`.")
    for attribute in model.availability { writer.line(attribute) }
    if let actor = model.globalActor { writer.line(actor) }
    let nonisolated = model.globalActor == nil && model.isNonisolated ? "nonisolated " : ""
    // A fake collection's indices are `Int`s: the witnesses of requirements that name `Index`
    // (`remove(at: Index)`) pass them to handles of `Int`.
    let fakeIndex =
      model.fakeCollection.map { $0 >= .collection } == true ? " where Index == \(StandardLibraryNames.int)" : ""
    writer.block("\(access)\(nonisolated)protocol \(doublingName): \(refined.joined(separator: ", "))\(fakeIndex) {") {
      writer in
      writer.conditional(condition.map { [$0] } ?? []) { writer in
        // Nonisolated, like the handles and the real object: a witness of a nonisolated parent's
        // requirement (`description`) reaches them from any isolation.
        writer.documentation("The handles of the requirements of `\(model.name)`.")
        writer.line("nonisolated var \(handlesAccessor): \(handlesForSelf("Members", instanceMembers)) { get }")
        if !readsParents {
          if hasStaticHandles {
            writer.documentation("The handles of the static requirements of `\(model.name)`.")
            writer.line(
              "nonisolated static var \(staticHandlesAccessor): \(handlesForSelf("StaticMembers", staticMembers)) { get }"
            )
          }
        }
        if needsBaseInitializer && hasInitializerRequirements {
          writer.documentation("The initializer that the witness of each initializer requirement starts with.")
          // Nonisolated, as the double's is (an actor's initializer is, and may not say so): a
          // nonisolated requirement's witness (`Decodable`'s `init(from:)`, a nonisolated
          // parent's initializer) calls it, in a double with a global actor too.
          writer.line("\(isActor ? "" : "nonisolated ")init(doublingStrictness strictness: Strictness)")
        }
        if forwards {
          writer.documentation("The real object of a partial double, if any.")
          writer.line("\(realIsolation)var \(realAccessor): (any \(model.typeReference))? { get }")
        }
      }
    }
  }

  /// The members of the witness extension: accessors for the parents' `Doubling` protocols and
  /// the witnesses of every inheritable requirement. (`Equatable` and `Hashable` parents are
  /// answered by ``TestDouble``'s identity `==` and `hash(into:)` in the runtime.)
  func writeWitnessMembers(_ writer: inout SourceWriter) {
    var first = true
    func separate() {
      if !first { writer.line() }
      first = false
    }
    if !readsParents {
      separate()
      writeHandleAliases(&writer)
    }
    // A shared ancestor's accessors are declared here too: its parents' extensions each offer one.
    for parent in model.parents + sharedAncestors.map(\.name) {
      separate()
      writer.documentation("The handles of the requirements `\(model.name)` inherits from `\(parent)`.")
      let field = GeneratedNames.parentField(parent)
      // The command names the parent's handles; the macro, which cannot tell whether the parent's
      // double is generic, the alias the parent's extension declares.
      let members = readsParents ? "\(parentDouble(parent)).Members" : GeneratedNames.handlesAlias(of: parent)
      writer.line(
        "\(access)nonisolated var \(GeneratedNames.handlesAccessor(of: parent)): \(members) { \(handlesAccessor).\(field) }"
      )
      if !readsParents {
        writer.documentation("The handles of the static requirements `\(model.name)` inherits from `\(parent)`.")
        writer.line(
          "\(access)nonisolated static var \(GeneratedNames.staticHandlesAccessor(of: parent)): \(GeneratedNames.staticHandlesAlias(of: parent)) { \(staticHandlesAccessor).\(field) }"
        )
      }
      // A parent with associated types has no partial doubles, so its `Doubling` asks for no
      // real object; nor does any parent when partial doubles are left out.
      guard partialDoubles, parentArguments[parent] == nil else { continue }
      writer.documentation("The real object of a partial double, as a `\(parent)`.")
      // The macro names the parent through the alias its extension declares, found wherever
      // this extension sits.
      let parentType = readsParents ? "(any \(model.reference(to: parent)))" : GeneratedNames.protocolAlias(of: parent)
      writer.line(
        "\(access)\(realIsolation)var \(GeneratedNames.realAccessor(of: parent)): \(parentType)? { \(forwards ? realAccessor : "nil") }"
      )
    }
    for (member, handle) in zip(model.members, handles)
    where isInheritable(member, handle: handle) && !member.holdsFakeElements {
      separate()
      writer.conditional(member.conditions) { writer in
        writeWitness(member, handle: handle, place: place(of: member, handle: handle), into: &writer)
      }
    }
    if let kind = model.fakeCollection, let position = model.fakeElementsPosition {
      separate()
      writeFakeCollection(kind, handle: handles[position], &writer)
    }
    writeRefinerChecks(afterOthers: !first, &writer)
  }

  /// In a macro's witness extension: the types of this protocol's handles as the double of a
  /// refining protocol holds them (`Self` is that double). A refining double names them through
  /// these aliases, never through this double's type, which may be generic over associated
  /// types that a refining protocol pins (`where Key == Int`).
  func writeHandleAliases(_ writer: inout SourceWriter) {
    let scope = witnessScope.map { "\($0)." } ?? ""
    let staticHandles =
      hasStaticHandles
      ? scope + handlesForSelf("StaticMembers", staticMembers) : "NoStaticRequirements<\(scope)\(doubleType)>"
    writer.documentation(
      "The handles of the requirements of `\(model.name)`, as a refining protocol's double holds them.")
    writer.line(
      "\(access)typealias \(GeneratedNames.handlesAlias(of: model.name)) = \(scope)\(handlesForSelf("Members", instanceMembers))"
    )
    writer.documentation("The handles of its static requirements, the same way.")
    writer.line("\(access)typealias \(GeneratedNames.staticHandlesAlias(of: model.name)) = \(staticHandles)")
    writer.documentation("The protocol, as a refining protocol's double names its real object.")
    writer.line("\(access)typealias \(GeneratedNames.protocolAlias(of: model.name)) = any \(model.typeReference)")
  }

  /// The isolation the extension of witnesses states, with a trailing space. Members of a
  /// protocol extension take the default isolation of the module they are compiled in, not the
  /// protocol's, so the extension states the protocol's isolation whenever it is known; it
  /// states none when the protocol takes its module's default, which it then shares.
  var witnessIsolation: String {
    if let actor = model.globalActor { return actor + " " }
    return model.isNonisolated ? "nonisolated " : ""
  }

  /// How the accessor of the real object is isolated: not at all (the real object is a `let`),
  /// but on the protocol's global actor when it has one, whose existentials are not sendable;
  /// not at all again when the double holds it in an ``IsolatedReal`` (``holdsRealInBox``), so
  /// that the witnesses of a nonisolated parent reach it.
  var realIsolation: String { model.globalActor == nil || holdsRealInBox ? "nonisolated " : "" }
}
