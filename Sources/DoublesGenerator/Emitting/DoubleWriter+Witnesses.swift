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
    case .initializer(let initializer): writeInitializerWitness(initializer, handle, place, &writer)
    }
  }

  func writeMethod(
    _ method: Method, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let staticKeyword = (method.fixity.map { "\($0) " } ?? "") + (method.isStatic ? "static " : "")
    let returns = method.returnType.map { " -> \($0)" } ?? ""
    let effects = (method.isAsync ? " async" : "") + method.throwsKind.clause
    let parameters = method.parameters.map(\.declaration).joined(separator: ", ")
    writer.block(
      "\(access)\(modifiers)\(staticKeyword)func \(method.name)\(method.isOperator ? " " : "")\(method.genericClause)(\(parameters))\(effects)\(returns)\(method.whereClause) {"
    ) { writer in
      let canForward =
        forwards && !method.isStatic && !method.mentionsSelf && !method.isMutating
        && method.throwsKind != .rethrows && method.parameters.allSatisfy(\.canForward)
      let forwarded = "\(method.name)(\(forwardedArguments(method.parameters)))"
      writeCall(
        handle: path(handle, in: place),
        real: place.real,
        arguments: recordedArguments(method.parameters),
        isAsync: method.isAsync,
        throwsKind: method.throwsKind,
        cast: method.castsResult ? method.returnType : nil,
        forwarding: canForward ? forwarded : nil,
        takenNames: Set(method.parameters.map(\.name)),
        into: &writer
      )
    }
  }

  func writeProperty(
    _ property: Property, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let staticKeyword = property.isStatic ? "static " : ""
    let path = path(handle, in: place)
    let canForward = forwards && !property.isStatic && !property.mentionsSelf
    let opening = "\(access)\(modifiers)\(staticKeyword)var \(property.name): \(property.type) {"
    if property.isEffectful {
      let effects = (property.isAsync ? " async" : "") + property.throwsKind.clause
      writer.block(opening) { writer in
        writer.block("get\(effects) {") { writer in
          writeCall(
            handle: path, real: place.real, arguments: "()", isAsync: property.isAsync,
            throwsKind: property.throwsKind, cast: nil, forwarding: canForward ? property.name : nil, takenNames: [],
            into: &writer)
        }
      }
      return
    }
    let getter = canForward ? "\(path).get(forwardingTo: \(place.real)) { $0.\(property.name) }" : "\(path).get()"
    let setter =
      canForward && model.isClassBound
      ? "\(path).set(newValue, forwardingTo: \(place.real)) { $0.\(property.name) = newValue }"
      : "\(path).set(newValue)"
    writer.accessors(opening, getter: getter, setter: property.hasSetter ? setter : nil)
  }

  func writeSubscript(
    _ item: Subscript, _ handle: String, _ place: Place, modifiers: String, _ writer: inout SourceWriter
  ) {
    let staticKeyword = item.isStatic ? "static " : ""
    let path = path(handle, in: place)
    let parameters = item.parameters.map(\.subscriptDeclaration).joined(separator: ", ")
    let index = recordedArguments(item.parameters)
    let opening =
      "\(access)\(modifiers)\(staticKeyword)subscript\(item.genericClause)(\(parameters)) -> \(item.returnType)\(item.whereClause) {"
    let cast = item.resultStorageType == "Any" ? " as! \(item.returnType)" : ""
    writer.accessors(
      opening, getter: "\(path).get(\(index))\(cast)", setter: item.hasSetter ? "\(path).set(\(index), newValue)" : nil)
  }

  func writeInitializerWitness(
    _ initializer: Initializer, _ handle: String, _ place: Place, _ writer: inout SourceWriter
  ) {
    let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
    let effects = (initializer.isAsync ? " async" : "") + initializer.throwsKind.clause
    let keyword = isActor ? "" : "convenience "
    writer.block(
      "\(access)\(keyword)init\(initializer.genericClause)(\(parameters))\(effects)\(initializer.whereClause) {"
    ) { writer in
      writer.line("self.init(.relaxed)")
      writeCall(
        handle: path(handle, in: place),
        real: place.real,
        arguments: recordedArguments(initializer.parameters),
        isAsync: initializer.isAsync,
        throwsKind: initializer.throwsKind,
        cast: nil,
        forwarding: nil,
        takenNames: [],
        into: &writer
      )
    }
  }

  /// Writes the call of a handle: `on.x.call(args, forwardingTo: real) { … }`; for an `async`
  /// member that can forward, the call is begun on the handle and the real object called in
  /// place (see ``writeAsyncForwarding(begin:forwarded:keywords:cast:names:_:)``).
  func writeCall(
    handle: String,
    real: String,
    arguments: String,
    isAsync: Bool,
    throwsKind: ThrowsKind,
    cast: String?,
    forwarding: String?,
    takenNames: Set<String>,
    into writer: inout SourceWriter
  ) {
    let (head, keywords) = callHead(handle, arguments, isAsync: isAsync, throwsKind: throwsKind)
    let castArgument = cast.map { ", as: \(typeExpression($0))" } ?? ""
    guard let forwarding else {
      writer.line("\(head)\(castArgument))")
      return
    }
    if isAsync {
      let names = WitnessNames(avoiding: takenNames)
      writeAsyncForwarding(
        begin: "\(handle).beginAsync(\(arguments), forwardingTo: \(real))",
        forwarded: "if let \(names.real) = \(names.call).real { return \(keywords)\(names.real).\(forwarding) }",
        keywords: keywords, cast: cast, names: names, &writer)
      return
    }
    guard case .typed(let failure) = throwsKind else {
      writer.block("\(head), forwardingTo: \(real)\(castArgument)) {") { writer in
        writer.line("\(keywords)$0.\(forwarding)")
      }
      return
    }
    // A closure infers `throws(any Error)` from its body; a typed-throws handle needs it spelled.
    writer.block("\(head), forwardingTo: \(real)\(castArgument)) { (real) throws(\(failure)) in") { writer in
      writer.line("\(keywords)real.\(forwarding)")
    }
  }

  /// Writes an `async` witness that begins the call on its handle and, when the double forwards
  /// it, calls the real object (or `super`) in place, where the witness runs; a closure handed to
  /// the handle would send the real object to wherever the handle runs.
  func writeAsyncForwarding(
    begin: String, forwarded: String, keywords: String, cast: String?, names: WitnessNames,
    _ writer: inout SourceWriter
  ) {
    writer.line("let \(names.call) = \(begin)")
    writer.line(forwarded)
    writer.line("return \(keywords)\(names.call).answer(\(cast.map { "as: \(typeExpression($0))" } ?? ""))")
  }

  /// The start of a handle's call, `try await on.x.callAsync(arguments` (no closing
  /// parenthesis), and the keywords a call it passes on needs, such as `try await `.
  func callHead(
    _ handle: String, _ arguments: String, isAsync: Bool, throwsKind: ThrowsKind
  ) -> (head: String, keywords: String) {
    let keywords = (throwsKind.needsTry ? "try " : "") + (isAsync ? "await " : "")
    return ("\(keywords)\(handle).\(isAsync ? "callAsync" : "call")(\(arguments)", keywords)
  }

  /// The recorded arguments: `()`, the one argument, or a tuple.
  func recordedArguments(_ parameters: [Parameter]) -> String {
    switch parameters.count {
    case 0: return "()"
    case 1: return parameters[0].recordedExpression
    default: return "(" + parameters.map(\.recordedExpression).joined(separator: ", ") + ")"
    }
  }

  func forwardedArguments(_ parameters: [Parameter]) -> String {
    parameters.map { parameter in
      parameter.label == "_" ? parameter.forwardedExpression : "\(parameter.label): \(parameter.forwardedExpression)"
    }.joined(separator: ", ")
  }

  func typeExpression(_ type: String) -> String {
    type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "\(type).self" : "(\(type)).self"
  }
}
