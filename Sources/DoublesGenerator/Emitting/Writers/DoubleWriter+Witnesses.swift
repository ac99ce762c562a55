/// The witnesses of a double, which record each call in its handle and answer it.
extension DoubleWriter {
  // MARK: - Witnesses

  func writeWitness(_ member: Member, handle: String, place: Place, into writer: inout SourceWriter) {
    // Attributes go on lines of their own; modifiers (`nonisolated`) before the declaration.
    for attribute in member.attributes where attribute.hasPrefix("@") { writer.line(attribute) }
    let modifiers = member.attributes.filter { !$0.hasPrefix("@") }.map { "\($0) " }.joined()
    switch member.kind {
    case .method(let method): writeMethod(method, handle, place, modifiers: modifiers, &writer)
    case .property(let property): writeProperty(property, handle, place, modifiers: modifiers, &writer)
    case .subscript(let item): writeSubscript(item, handle, place, modifiers: modifiers, &writer)
    case .initializer(let initializer):
      writeInitializerWitness(initializer, handle, place, modifiers: modifiers, &writer)
    }
  }

  func writeMethod(
    _ method: Method, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let staticKeyword = (method.fixity.map { "\($0) " } ?? "") + (method.isStatic ? "static " : "")
    let passesOn =
      forwards && !method.isStatic && !method.mentionsSelf && !method.isMutating
      && method.throwsKind != .rethrows && method.parameters.allSatisfy(\.canForward)
    MemberWriter(passingOn: .realObject(place.real)).writeMethod(
      method, head: access + modifiers + staticKeyword, nameSeparator: method.isOperator ? " " : "",
      path: path(handle, in: place), passesOn: passesOn, &writer)
  }

  func writeProperty(
    _ property: Property, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let staticKeyword = property.isStatic ? "static " : ""
    let passesOn = forwards && !property.isStatic && !property.mentionsSelf
    MemberWriter(passingOn: .realObject(place.real)).writeProperty(
      property, head: access + modifiers + staticKeyword, path: path(handle, in: place), passesOn: passesOn,
      // A value-type real object cannot be set through the existential that holds it.
      setterPassesOn: passesOn && model.isClassBound, &writer)
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
    // In a protocol extension (the macro's doubles), an initializer delegates to a requirement,
    // and takes the extension's isolation unless it states its own (`Decodable`'s is nonisolated).
    let inExtension = place.handles == extensionPlace.handles
    let keyword = (inExtension ? modifiers : "") + (isActor || inExtension ? "" : "convenience ")
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
