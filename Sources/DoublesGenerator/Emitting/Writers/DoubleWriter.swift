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
  /// The members as the handles' types spell them: `Self` is the double in the command's
  /// doubles, and ``conformer`` in the macro's.
  let handleMembers: [Member]
  /// The generic parameter of a macro's classes of handles: the double that conforms, this
  /// protocol's or a refining protocol's, which `Self` in a requirement stands for. `Conformer`,
  /// unless the protocol's types name one (`Conformer1`, …); the command's doubles do not use it.
  let conformer: String
  /// How many of the requirements share each declaration name.
  let declarationNames: DeclarationNames
  /// The handles of the requirements the plan answers in the class though their witnesses could
  /// live in the `Doubling` extension (``RequirementPlan/answeredInClass``).
  let answeredInClass: Set<String>
  /// The handles of the properties a partial double answers from the handle, not its real object
  /// (``RequirementPlan/readsRealAmbiguously``).
  let readsRealAmbiguously: Set<String>
  /// See ``ProtocolDoublePlan/parentArguments``.
  let parentArguments: [String: String]
  /// See ``ProtocolDoublePlan/sharedAncestors``.
  let sharedAncestors: [SharedAncestor]
  /// See ``ProtocolDoublePlan/answersIdentityInClass``.
  let answersIdentityInClass: Bool
  /// Whether the doubles of the protocols may be partial doubles (``GenerationPlan/partialDoubles``).
  let partialDoubles: Bool

  /// Writes the handles.
  var handleWriter: HandleWriter { HandleWriter(access: access, sharesRequirements: !readsParents) }

  /// The type the protocol is declared in, when the witness extension sits outside it: the
  /// macro's, at the top level of the file, where the double's names must be qualified by it
  /// (`Scene.LoadingDouble`). (The command's model says so in ``ProtocolModel/enclosingType``.)
  let witnessScope: String?

  init(
    _ double: ProtocolDoublePlan, readsParents: Bool = true, witnessScope: String? = nil, partialDoubles: Bool = true
  ) {
    let unspelled = double.model
    self.readsParents = readsParents
    self.witnessScope = witnessScope
    var model = unspelled.spelled(TypeSpelling(selfType: Self.doubleType(of: unspelled)))
    if readsParents {
      // The command's handles are not generic: no types to read for a name.
      conformer = "Conformer"
      handleMembers = model.members
    } else {
      let conformer = Self.unusedName("Conformer", in: unspelled)
      self.conformer = conformer
      // The macro's witnesses live in the extension, where `Self` is whichever double conforms,
      // and its handles are generic over that double (``conformer``).
      model.members = zip(model.members, unspelled.members).map { spelled, member in
        witnessScope == nil && Self.macroInherits(member) ? member : spelled
      }
      handleMembers = unspelled.members.map { $0.mappingTypes(TypeSpelling(selfType: conformer).spell) }
    }
    self.model = model
    let handles = HandleNames.names(for: model.members)
    self.handles = handles
    declarationNames = DeclarationNames(model.members)
    access = AccessSpelling.keyword(model.accessLevel)
    self.partialDoubles = partialDoubles
    forwards = partialDoubles && model.canForwardToRealObject
    answeredInClass = Set(zip(handles, double.requirements).filter(\.1.answeredInClass).map(\.0))
    readsRealAmbiguously = Set(zip(handles, double.requirements).filter(\.1.readsRealAmbiguously).map(\.0))
    parentArguments = double.parentArguments
    sharedAncestors = double.sharedAncestors
    answersIdentityInClass = double.answersIdentityInClass
    handlesAccessor = GeneratedNames.handlesAccessor(of: model.name)
    realAccessor = GeneratedNames.realAccessor(of: model.name)
  }

  var instanceMembers: [(Member, String)] {
    zip(handleMembers, handles).filter { !$0.0.isStatic }
  }

  var staticMembers: [(Member, String)] {
    zip(handleMembers, handles).filter { $0.0.isStatic }
  }

  /// Whether the double has static handles: for static requirements, and in a macro's double
  /// with parents, for theirs, which it cannot tell it has none of.
  var hasStaticHandles: Bool { !staticMembers.isEmpty || (!readsParents && !model.parents.isEmpty) }

  /// Whether a macro's class of handles is generic over the ``conformer``: when a requirement
  /// names `Self` (its handle's types name the conformer), or a parent's may.
  func handlesAreGeneric(_ members: [(Member, String)]) -> Bool {
    !readsParents && (!model.parents.isEmpty || members.contains { !model.members.contains($0.0) })
  }

  /// A handle's documentation: the requirement as declared, `Self` and all.
  func declaration(of member: Member) -> String {
    handleWriter.signature(of: handleMembers.firstIndex(of: member).map { model.members[$0] } ?? member)
  }

  /// Whether the protocol declares an initializer, which its macro double's witness of starts
  /// from ``writeBaseInitializer(_:)``.
  var hasInitializerRequirements: Bool { model.members.contains(where: \.isInitializer) }

  /// `name`, or `name1`, `name2`, … when a type or generic parameter of `model` names it already.
  private static func unusedName(_ name: String, in model: ProtocolModel) -> String {
    var words: Set<String> = Set(model.genericParameters.map(\.name))
    _ = model.mappingTypes { type, _ in
      _ = TypeText.rewritingWords(in: type) { word, _, _ in
        words.insert(String(word))
        return nil
      }
      return type
    }
    var candidate = name
    var number = 0
    while words.contains(candidate) {
      number += 1
      candidate = "\(name)\(number)"
    }
    return candidate
  }

  var isActor: Bool { model.isActorBound }

  /// Where a witness is written, which decides how it reaches its handle and the real object.
  struct Place {
    /// The expression of the handles: `on`, `Self.on`, or the `Doubling` protocol's accessor.
    let handles: String
    /// The expression of the real object of a partial double.
    let real: String
  }

  /// In the class: what ``isInheritable(_:)`` leaves there (in the command's doubles, static
  /// requirements, initializers and requirements that mention `Self`; in the macro's, operators).
  var classPlace: Place { Place(handles: "on", real: realValue) }
  var staticPlace: Place { Place(handles: "Self.on", real: realValue) }
  /// In the extension of the `Doubling` protocol: every other requirement.
  var extensionPlace: Place { Place(handles: handlesAccessor, real: realAccessor) }
  /// In the extension of a macro's `Doubling` protocol: the static requirements (which forward
  /// to no real object).
  var staticExtensionPlace: Place { Place(handles: "Self." + staticHandlesAccessor, real: realAccessor) }

  /// `authorizerStaticHandles`: how a macro's `Doubling` protocol reaches a double's static handles.
  var staticHandlesAccessor: String { GeneratedNames.staticHandlesAccessor(of: model.name) }

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
    GeneratedNames.double(of: parent) + (parentArguments[parent] ?? "")
  }

  /// Whether a requirement's witness lives in the `Doubling` extension, where doubles of refining
  /// protocols inherit it. In a macro's double, which cannot tell what a refining double will
  /// need, every one does but operators: the static requirements through the static handles, the
  /// initializers through ``writeBaseInitializer(_:)``, and `Self` is the double that conforms.
  /// (Swift does not find an operator that a macro declares in an extension as a witness.)
  /// Whether the witness of `member` lives in the `Doubling` extension. Not in a macro's double of a
  /// protocol nested in a type, whose extension is outside that type, where the types the
  /// requirements name beside the protocol are not found: its witnesses are in its class.
  func isInheritable(_ member: Member, handle: String) -> Bool {
    guard readsParents else { return witnessScope == nil && Self.macroInherits(member) }
    return member.isInheritable && !answeredInClass.contains(handle)
      || (initializersInExtension && member.isInitializer)
  }

  /// Whether the command's double answers its initializer requirements in its `Doubling`
  /// extension, as the macro's do: an actor's. In the actor, each would be isolated to it (an
  /// actor's synchronous initializer cannot say `nonisolated`), and in a module isolated to the
  /// main actor by default, Swift refuses it arguments that are not `Sendable`; in the extension
  /// it says `nonisolated` and starts from ``writeBaseInitializer(_:)``.
  var initializersInExtension: Bool { readsParents && isActor && hasInitializerRequirements }

  private static func macroInherits(_ member: Member) -> Bool {
    guard case .method(let method) = member.kind else { return true }
    return !method.isOperator
  }

  func place(of member: Member, handle: String) -> Place {
    if member.isStatic { return isInheritable(member, handle: handle) ? staticExtensionPlace : staticPlace }
    return isInheritable(member, handle: handle) ? extensionPlace : classPlace
  }

  /// How a witness reaches a member's handle, such as `on.name`.
  func path(_ handle: String, in place: Place) -> String {
    place.handles + "." + handle.filter { $0 != "`" }
  }

  func writeClass(_ writer: inout SourceWriter) {
    // A generic parameter that overloads could each claim (`init(value: Value)` beside
    // `init(value: Value.Element)`) is named apart and given to the associated type by an alias:
    // Swift then infers nothing from the witnesses, where a parameter of the associated type's
    // name leaves the inference ambiguous.
    let aliased = Self.overloadedGenericParameters(of: model)
    let renamed = Dictionary(uniqueKeysWithValues: aliased.map { ($0, "_" + $0) })
    let generics =
      model.genericParameters.isEmpty
      ? ""
      : "<"
        + model.genericParameters.map { type in
          let name = renamed[type.name] ?? type.name
          return type.constraint.map { "\(name): \(TypeText.replacingNames(in: $0, renamed))" } ?? name
        }
        .joined(separator: ", ") + ">"
    let whereClause =
      model.whereRequirements.isEmpty
      ? ""
      : " where "
        + model.whereRequirements.map { TypeText.replacingNames(inRequirement: $0, renamed) }.joined(separator: ", ")
    // A double without an actor of its own is `nonisolated`, in every module: one isolated to the
    // main actor by default would make its conformances isolated, and a protocol that refines
    // `Hashable` or `CustomStringConvertible` could not take them.
    let kind = isActor ? "actor" : model.globalActor == nil ? "nonisolated final class" : "final class"
    let superclass = model.subclassesNSObject ? "NSObject, " : ""
    let conformances =
      superclass + "\(doublingName), TestDouble" + (isActor ? "" : ", \(StandardLibraryNames.uncheckedSendable)")

    writer.documentation(
      "A test double of `\(model.name)`: use it as a dummy, stub, spy, mock, fake or partial double.")
    writer.documentation("")
    writer.documentation("Stub and verify each requirement through its handle in `on`.")
    for attribute in model.availability { writer.line(attribute) }
    if let actor = model.globalActor { writer.line(actor) }
    writer.block("\(access)\(kind) \(model.doubleName)\(generics): \(conformances)\(whereClause) {") { writer in
      for name in aliased {
        writer.documentation("`\(model.name)`'s `\(name)`.")
        writer.line("\(access)typealias \(name) = _\(name)")
        writer.line()
      }
      for type in model.associatedTypes {
        guard let pinned = type.pinned else { continue }
        writer.documentation(
          type.isDefault
            ? "`\(model.name)`'s default for `\(type.name)`, which its extensions answer with."
            : "`\(model.name)` pins `\(type.name)`.")
        // `Self` in a type alias of a class would be covariant: it is the double.
        writer.line("\(access)typealias \(type.name) = \(TypeText.replacingNames(in: pinned, ["Self": doubleType]))")
        writer.line()
      }
      let parents =
        model.parents.map { HandleWriter.Parent(name: $0, doubleType: parentDouble($0)) }
        + sharedAncestors.map { ancestor in
          HandleWriter.Parent(
            name: ancestor.name, doubleType: parentDouble(ancestor.name),
            source: ancestor.path.map(GeneratedNames.parentField).joined(separator: "."))
        }
      // Nested in a class with a global actor, the handles would take the module's default
      // isolation (the main actor, in an app module), and a refining double, nonisolated, could
      // not make them: they are nonisolated, as everywhere else.
      let isolation = model.globalActor == nil ? "" : "nonisolated "
      writeHandleClass(
        "Members", "The handles of the requirements of `\(model.name)`.", instanceMembers, parents: parents,
        isolation: isolation, &writer)
      if hasStaticHandles {
        writer.line()
        writeHandleClass(
          "StaticMembers", "The handles of the static requirements of `\(model.name)`.", staticMembers,
          parents: readsParents ? [] : parents, isolation: isolation, &writer)
      }
      writer.line()
      writeStoredProperties(&writer)
      writer.line()
      writeInitializer(&writer)
      if needsBaseInitializer {
        writer.line()
        writeBaseInitializer(&writer)
      }
      writer.line()
      writer.documentation("The handles `\(doublingName)` answers through.")
      writer.line("\(access)nonisolated var \(handlesAccessor): Members { on }")
      if !readsParents && hasStaticHandles {
        writer.documentation("The static handles `\(doublingName)` answers through.")
        writer.line("\(access)nonisolated static var \(staticHandlesAccessor): StaticMembers { on }")
      }
      if forwards {
        writer.documentation("The real object `\(doublingName)` forwards to.")
        writer.line("\(access)\(realIsolation)var \(realAccessor): (any \(model.typeReference))? { \(realValue) }")
      }
      writeParentChecks(&writer)
      for (member, handle) in zip(model.members, handles) where !isInheritable(member, handle: handle) {
        writer.line()
        writer.conditional(member.conditions) { writer in
          writeWitness(member, handle: handle, place: place(of: member, handle: handle), into: &writer)
        }
      }
      // `NSObject` answers equality and hashing by identity already, and its own cannot be hidden.
      if answersIdentityInClass && !model.subclassesNSObject {
        writer.line()
        writer.documentation("The same object only, as for every double: this one wins over an extension's `==`.")
        writer.line(
          "\(access)nonisolated static func == (lhs: \(doubleType), rhs: \(doubleType)) -> \(StandardLibraryNames.bool) { lhs === rhs }"
        )
        writer.line()
        writer.documentation("By identity, as for every double: this one wins over an extension's `hash(into:)`.")
        writer.line(
          "\(access)nonisolated func hash(into hasher: inout \(StandardLibraryNames.hasher)) { "
            + "hasher.combine(\(StandardLibraryNames.objectIdentifier)(self)) }")
      }
    }
  }
}
