/// The witnesses of a double, which record each call in its handle and answer it.
extension DoubleWriter {
  // MARK: - Witnesses

  func writeWitness(_ member: Member, handle: String, place: Place, into writer: inout SourceWriter) {
    // Attributes go on lines of their own; modifiers (`nonisolated`) before the declaration.
    for attribute in member.attributes where attribute.hasPrefix("@") { writer.line(attribute) }
    let modifiers = member.attributes.filter { !$0.hasPrefix("@") }.map { "\($0) " }.joined()
    switch member.kind {
    case .method(let method): writeMethod(method, member, handle, place, modifiers: modifiers, &writer)
    case .property(let property): writeProperty(property, member, handle, place, modifiers: modifiers, &writer)
    case .subscript(let item): writeSubscript(item, handle, place, modifiers: modifiers, &writer)
    case .initializer(let initializer):
      writeInitializerWitness(initializer, handle, place, modifiers: modifiers, &writer)
    }
  }

  func writeMethod(
    _ method: Method, _ member: Member, _ handle: String, _ place: Place, modifiers: String,
    _ writer: inout SourceWriter
  ) {
    let staticKeyword = (method.fixity.map { "\($0) " } ?? "") + (method.isStatic ? "static " : "")
    // Nor a method whose error type is its generic parameter: Swift could not always infer it in
    // the call to the real object.
    var throwsGeneric = false
    if case .typedGeneric = method.throwsKind { throwsGeneric = true }
    let passesOn =
      forwards && !method.isStatic && !method.mentionsSelf && !method.isMutating
      && method.throwsKind != .rethrows && !throwsGeneric && method.parameters.allSatisfy(\.canForward)
    let name = ownWitnessName(
      member, place, declarationName: DeclarationNames.name(of: method), &writer)
    MemberWriter(passingOn: .realObject(place.real)).writeMethod(
      method, head: access + modifiers + staticKeyword, declaredName: name,
      nameSeparator: method.isOperator ? " " : "", path: path(handle, in: place), passesOn: passesOn, &writer)
  }

  func writeProperty(
    _ property: Property, _ member: Member, _ handle: String, _ place: Place, modifiers: String,
    _ writer: inout SourceWriter
  ) {
    let staticKeyword = property.isStatic ? "static " : ""
    let readsAmbiguously = readsRealAmbiguously.contains(handle)
    let passesOn = forwards && !property.isStatic && !property.mentionsSelf && !readsAmbiguously
    if forwards && readsAmbiguously {
      writer.documentation("A partial double answers it from its handle: through `\(model.name)`, Swift would read")
      writer.documentation("the `\(property.name)` that a protocol it refines declares.")
    }
    let name = ownWitnessName(member, place, declarationName: property.name, &writer)
    MemberWriter(passingOn: .realObject(place.real)).writeProperty(
      property, head: access + modifiers + staticKeyword, declaredName: name, path: path(handle, in: place),
      passesOn: passesOn,
      // A value-type real object cannot be set through the existential that holds it.
      setterPassesOn: passesOn && model.isClassBound, &writer)
  }

  /// The name of a method's or property's witness in a macro's `Doubling` extension, after
  /// writing the `@_implements` attribute that ties it to its requirement; `nil` elsewhere.
  ///
  /// Each such witness has a name of its own (`_Authorizer_authorize`): a protocol that refines
  /// two which both declare a requirement inherits a witness from each parent's extension, and
  /// two witnesses that both had the requirement's name would be ambiguous. A call on the double
  /// itself still reaches the requirement by its name. Swift allows the attribute for neither
  /// initializers nor subscripts, which keep their names; nor do operators, which stay in the class,
  /// the requirements of a standard-library parent that a rule answers, and the methods that have
  /// an `async` sibling of the same name (``DeclarationNames/hasAsyncSibling(_:)``): a synchronous
  /// witness may answer an `async` requirement, so two witnesses that both `@_implements` the name
  /// would each answer the `async` one, where Swift picks the `async` one between two witnesses
  /// with the requirement's name.
  ///
  /// The command's witnesses keep their names but for the overloads of a protocol with associated
  /// types: Swift infers an associated type from every witness with a requirement's name, and two
  /// overloads that differ by their result (`process(item: Item) -> Item`, `-> String`) make it
  /// infer two.
  private func ownWitnessName(
    _ member: Member, _ place: Place, declarationName: String, _ writer: inout SourceWriter
  ) -> String? {
    guard isInExtension(place), member.knownParent == nil,
      !readsParents || (!model.associatedTypes.isEmpty && declarationNames.isOverloaded(declarationName)),
      !declarationNames.hasAsyncSibling(declarationName)
    else {
      return nil
    }
    writer.line("@_implements(\(model.typeReference), \(declarationName))")
    return GeneratedNames.ownWitness(of: declarationName, in: model.name)
  }

  /// Whether a witness written at `place` is in the `Doubling` extension, not the class.
  private func isInExtension(_ place: Place) -> Bool {
    place.handles == extensionPlace.handles || place.handles == staticExtensionPlace.handles
  }

  func writeSubscript(
    _ item: Subscript, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let staticKeyword = item.isStatic ? "static " : ""
    MemberWriter(passingOn: .realObject(place.real)).writeSubscript(
      item, head: access + modifiers + staticKeyword, path: path(handle, in: place), passesOn: false, &writer)
  }

  func writeInitializerWitness(
    _ initializer: Initializer, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
    let effects = initializer.throwsKind.effects(isAsync: initializer.isAsync)
    // In a protocol extension (the macro's doubles, the command's actors), an initializer
    // delegates to a requirement, and takes the extension's isolation unless it states its own
    // (`Decodable`'s is nonisolated); in an actor protocol's, it says `nonisolated`, as an actor's
    // initializer is, or Swift takes it for isolated and refuses arguments that are not `Sendable`.
    // In the class of a double with a global actor, nonisolated: it may witness a nonisolated
    // requirement, and it starts from the nonisolated designated initializer (`holdsRealInBox`);
    // an `async` one runs where its caller does (`nonisolated(nonsending)`), since a nonisolated
    // one would take arguments that are not `Sendable` off the actor. A parent's requirement
    // declared again (`init?(rawValue:)`) is nonisolated, as the parent's is, where the protocol's
    // module would isolate it to the main actor.
    let inExtension = isInExtension(place)
    let isolation: String
    if inExtension {
      isolation = (isActor && !modifiers.contains("nonisolated") ? "nonisolated " : "") + modifiers
    } else if modifiers.contains("nonisolated") || (holdsRealInBox && !initializer.isAsync) {
      isolation = "nonisolated "
    } else {
      isolation = holdsRealInBox ? "nonisolated(nonsending) " : ""
    }
    let keyword = isolation + (isActor || inExtension ? "" : "convenience ")
    writer.block(
      "\(access)\(keyword)init\(initializer.genericClause)(\(parameters))\(effects)\(initializer.whereClause) {"
    ) { writer in
      writer.line(inExtension ? "self.init(doublingStrictness: .relaxed)" : "self.init(.relaxed)")
      MemberWriter(passingOn: .realObject(place.real)).writeCall(
        path: path(handle, in: place),
        arguments: MemberWriter.recordedArguments(initializer.parameters),
        isAsync: initializer.isAsync,
        throwsKind: initializer.throwsKind,
        cast: nil,
        passedOn: nil,
        takenNames: [],
        &writer)
    }
  }
}
