/// Writes one double; holds what every part of it needs to know.
struct DoubleWriter {
  let model: ProtocolModel
  let handles: [String]
  let access: String
  let forwards: Bool
  /// `authorizerHandles`: how the `Doubling` protocol reaches a double's handles.
  let handlesAccessor: String
  /// `authorizerReal`: how the `Doubling` protocol reaches a partial double's real object.
  let realAccessor: String
  /// Whether the front end reads parents (the command) or sees only this protocol (the macro).
  let readsParents: Bool

  /// Writes the handles.
  var handleWriter: HandleWriter { HandleWriter(access: access) }

  init(model: ProtocolModel, readsParents: Bool = true) {
    self.readsParents = readsParents
    let model = model.spelled(TypeSpelling(selfType: Self.doubleType(of: model)))
    self.model = model
    self.handles = HandleNames.names(for: model.members)
    access = AccessSpelling.keyword(model.accessLevel)
    forwards = model.supportsForwarding
    handlesAccessor = GeneratedNames.handlesAccessor(of: model.name)
    realAccessor = GeneratedNames.realAccessor(of: model.name)
  }

  var instanceMembers: [(Member, String)] {
    zip(model.members, handles).filter { !$0.0.isStatic }
  }

  var staticMembers: [(Member, String)] {
    zip(model.members, handles).filter { $0.0.isStatic }
  }

  var isActor: Bool { model.isActorBound }

  /// Where a witness is written, which decides how it reaches its handle and the real object.
  struct Place {
    /// The expression of the handles: `on`, `Self.on`, or the `Doubling` protocol's accessor.
    let handles: String
    /// The expression of the real object of a partial double.
    let real: String
  }

  /// In the class: static requirements, initializers, and requirements that mention `Self`.
  var classPlace: Place { Place(handles: "on", real: "real") }
  var staticPlace: Place { Place(handles: "Self.on", real: "real") }
  /// In the extension of the `Doubling` protocol: every other requirement.
  var extensionPlace: Place { Place(handles: handlesAccessor, real: realAccessor) }

  /// `AuthorizerDoubling`.
  var doublingName: String { GeneratedNames.doubling(of: model.name) }
  /// The double's type with its generic arguments, as the `Doubling` protocol names it.
  var doubleType: String { Self.doubleType(of: model) }

  private static func doubleType(of model: ProtocolModel) -> String {
    model.genericParameters.isEmpty
      ? model.doubleName : "\(model.doubleName)<\(model.genericParameters.map(\.name).joined(separator: ", "))>"
  }

  /// The type of a parent's double, with its generic arguments: `ParentDouble<Item>`.
  func parentDouble(_ parent: String) -> String {
    GeneratedNames.double(of: parent) + (model.parentArguments[parent] ?? "")
  }

  /// Whether a requirement's witness lives in the `Doubling` extension, where doubles of refining
  /// protocols inherit it.
  func isInheritable(_ member: Member) -> Bool { member.isInheritable }

  func place(of member: Member) -> Place {
    if member.isStatic { return staticPlace }
    return isInheritable(member) ? extensionPlace : classPlace
  }

  /// How a witness reaches a member's handle, such as `on.name`.
  func path(_ handle: String, in place: Place) -> String {
    place.handles + "." + handle.filter { $0 != "`" }
  }

  func writeClass(_ writer: inout SourceWriter) {
    let generics =
      model.genericParameters.isEmpty
      ? ""
      : "<"
        + model.genericParameters.map { type in type.constraint.map { "\(type.name): \($0)" } ?? type.name }
        .joined(separator: ", ") + ">"
    let whereClause =
      model.whereRequirements.isEmpty ? "" : " where " + model.whereRequirements.joined(separator: ", ")
    // A double without an actor of its own is `nonisolated`, in every module: one isolated to the
    // main actor by default would make its conformances isolated, and a protocol that refines
    // `Hashable` or `CustomStringConvertible` could not take them.
    let kind = isActor ? "actor" : model.globalActor == nil ? "nonisolated final class" : "final class"
    let conformances = "\(doublingName), TestDouble" + (isActor ? "" : ", @unchecked Sendable")

    writer.line("/// A test double of `\(model.name)`: use it as a dummy, stub, spy, mock, fake or partial double.")
    writer.line("///")
    writer.line("/// Stub and verify each requirement through its handle in `on`.")
    for attribute in model.availability { writer.line(attribute) }
    if let actor = model.globalActor { writer.line(actor) }
    writer.block("\(access)\(kind) \(model.doubleName)\(generics): \(conformances)\(whereClause) {") { writer in
      for type in model.associatedTypes {
        guard let pinned = type.pinned else { continue }
        writer.line("/// `\(model.name)` pins `\(type.name)`.")
        writer.line("\(access)typealias \(type.name) = \(pinned)")
        writer.line()
      }
      let parents =
        model.parents.map { HandleWriter.Parent(name: $0, doubleType: parentDouble($0)) }
        + model.sharedAncestors.map { ancestor in
          HandleWriter.Parent(
            name: ancestor.name, doubleType: parentDouble(ancestor.name),
            source: ancestor.path.map(GeneratedNames.parentField).joined(separator: "."))
        }
      // Nested in a class with a global actor, the handles would take the module's default
      // isolation (the main actor, in an app module), and a refining double, nonisolated, could
      // not make them: they are nonisolated, as everywhere else.
      let isolation = model.globalActor == nil ? "" : "nonisolated "
      handleWriter.writeMembersClass(
        "Members", "The handles of the requirements of `\(model.name)`.", instanceMembers, parents: parents,
        isolation: isolation, &writer)
      if !staticMembers.isEmpty {
        writer.line()
        handleWriter.writeMembersClass(
          "StaticMembers", "The handles of the static requirements of `\(model.name)`.", staticMembers,
          isolation: isolation, &writer)
      }
      writer.line()
      writeStoredProperties(&writer)
      writer.line()
      writeInitializer(&writer)
      writer.line()
      writer.line("/// The handles `\(doublingName)` answers through.")
      writer.line("\(access)nonisolated var \(handlesAccessor): Members { on }")
      if forwards {
        writer.line("/// The real object `\(doublingName)` forwards to.")
        writer.line("\(access)\(realIsolation)var \(realAccessor): (any \(model.typeReference))? { real }")
      }
      writeParentChecks(&writer)
      for (member, handle) in zip(model.members, handles) where !isInheritable(member) {
        writer.line()
        writer.conditional(member.conditions) { writer in
          writeWitness(member, handle: handle, place: place(of: member), into: &writer)
        }
      }
      if model.answersIdentityInClass {
        writer.line()
        writer.line("/// The same object only, as for every double: this one wins over an extension's `==`.")
        writer.line(
          "\(access)nonisolated static func == (lhs: \(doubleType), rhs: \(doubleType)) -> Bool { lhs === rhs }")
        writer.line()
        writer.line("/// By identity, as for every double: this one wins over an extension's `hash(into:)`.")
        writer.line(
          "\(access)nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }")
      }
    }
  }

  /// The protocol whose extension holds the witnesses, so that the double of a protocol that
  /// refines this one inherits them without seeing this protocol's body.
  func writeDoublingProtocol(condition: String?, _ writer: inout SourceWriter) {
    let refined = [model.typeReference, "AnyObject"] + model.parents.map(GeneratedNames.doubling)
    writer.line("/// How `\(model.doubleName)`, and the double of any protocol that refines `\(model.name)`,")
    writer.line("/// reaches the handles that answer the requirements of `\(model.name)`.")
    for attribute in model.availability { writer.line(attribute) }
    if let actor = model.globalActor { writer.line(actor) }
    let nonisolated = model.globalActor == nil && model.isNonisolated ? "nonisolated " : ""
    writer.block("\(access)\(nonisolated)protocol \(doublingName): \(refined.joined(separator: ", ")) {") { writer in
      writer.conditional(condition.map { [$0] } ?? []) { writer in
        // Nonisolated, like the handles and the real object: a witness of a nonisolated parent's
        // requirement (`description`) reaches them from any isolation.
        writer.line("/// The handles of the requirements of `\(model.name)`.")
        writer.line("nonisolated var \(handlesAccessor): \(doubleType).Members { get }")
        if forwards {
          writer.line("/// The real object of a partial double, if any.")
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
    // A shared ancestor's accessors are declared here too: its parents' extensions each offer one.
    for parent in model.parents + model.sharedAncestors.map(\.name) {
      separate()
      writer.line("/// The handles of the requirements `\(model.name)` inherits from `\(parent)`.")
      writer.line(
        "\(access)nonisolated var \(GeneratedNames.handlesAccessor(of: parent)): \(parentDouble(parent)).Members { \(handlesAccessor).\(GeneratedNames.parentField(parent)) }"
      )
      // A parent with associated types has no partial doubles, so its `Doubling` asks for no
      // real object; nor does any parent when partial doubles are left out.
      guard model.partialDoublesWanted, model.parentArguments[parent] == nil else { continue }
      writer.line("/// The real object of a partial double, as a `\(parent)`.")
      writer.line(
        "\(access)\(realIsolation)var \(GeneratedNames.realAccessor(of: parent)): (any \(model.reference(to: parent)))? { \(forwards ? realAccessor : "nil") }"
      )
    }
    for (member, handle) in zip(model.members, handles) where isInheritable(member) {
      separate()
      writer.conditional(member.conditions) { writer in
        writeWitness(member, handle: handle, place: extensionPlace, into: &writer)
      }
    }
    writeRefinerChecks(afterOthers: !first, &writer)
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
  /// but on the protocol's global actor when it has one, whose existentials are not sendable.
  var realIsolation: String { model.globalActor == nil ? "nonisolated " : "" }

  // MARK: - Stored properties and initializer

  func writeStoredProperties(_ writer: inout SourceWriter) {
    let isolation = isActor || model.globalActor != nil ? "nonisolated " : ""
    writer.line("/// The log of every call to this double, shared by its handles.")
    writer.line("\(access)\(isolation)let recorder: DoubleRecorder")
    writer.line("/// The handles that stub and verify each requirement.")
    writer.line("\(access)\(isolation)let on: Members")
    if forwards {
      writer.line("private \(isActor ? isolation : "")let real: (any \(model.typeReference))?")
    }
    if !staticMembers.isEmpty {
      let make = "StaticMembers(DoubleRecorder(named: \"\(model.doubleName).Type\", site: CallSite()))"
      writer.line("/// The handles of the static requirements, shared by every instance: the running test's own,")
      writer.line("/// so that parallel tests do not see each other's stubs (see `StaticHandles`).")
      writer.line("\(access)\(isolation)static var on: StaticMembers { StaticHandles.of(Self.self) { \(make) } }")
    }
  }

  func writeInitializer(_ writer: inout SourceWriter) {
    writer.line("/// Creates a double that answers unstubbed calls as `strictness` says.")
    if forwards {
      writer.line("///")
      writer.line("/// With `real`, it is a partial double: unstubbed calls go to `real`.")
    }
    writer.block("\(access)init(", closing: ") {") { writer in
      writer.line("_ strictness: Strictness = .relaxed,")
      if forwards { writer.line("forwardingTo real: (any \(model.typeReference))? = nil,") }
      Self.writeSiteParameters(&writer)
    }
    writer.indented { writer in
      Self.writeRecorder(named: model.doubleName, strictness: "strictness", &writer)
      if forwards { writer.line("self.real = real") }
    }
    writer.line("}")
  }

  /// The last parameters of a double's initializer, which place its failures at the line that
  /// created it.
  static func writeSiteParameters(_ writer: inout SourceWriter) {
    writer.line("fileID: String = #fileID,")
    writer.line("filePath: StaticString = #filePath,")
    writer.line("line: UInt = #line,")
    writer.line("column: UInt = #column")
  }

  /// The start of a double's initializer: its recorder, at the creating line, and its handles.
  static func writeRecorder(named name: String, strictness: String, _ writer: inout SourceWriter) {
    writer.line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)")
    writer.line("let recorder = DoubleRecorder(named: \"\(name)\", \(strictness), site: site)")
    writer.line("self.recorder = recorder")
    writer.line("self.on = Members(recorder)")
  }
}
