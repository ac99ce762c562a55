/// Writes the source of a class's double from its ``ClassModel``: a final subclass,
/// `<Class>Double`, whose overrides record each call in the handle of `on` and answer from
/// stubs, else as its ``Unstubbed`` argument says (a relaxed default, a failure, or `super`).
///
/// Pure and deterministic, like ``DoubleEmitter``, whose handle declarations it shares.
package struct ClassDoubleEmitter: Sendable {
  /// The compilation condition that the double is compiled under, or `nil` for none; see
  /// ``DoubleEmitter/condition``.
  package var condition: String?

  /// An emitter; see ``condition``.
  package init(condition: String? = nil) { self.condition = condition }

  /// The source of the double.
  package func emit(_ model: ClassModel) -> String {
    var writer = SourceWriter()
    let double = ClassDoubleWriter(model: model)
    writer.conditional(condition.map { [$0] } ?? []) { double.write(&$0) }
    return writer.text
  }
}

/// Writes one class double.
private struct ClassDoubleWriter {
  let model: ClassModel
  /// The handles, as a protocol double of the overridden members would declare them.
  let handleWriter: DoubleWriter

  init(model: ClassModel) {
    let model = model.spellingSelf(as: model.doubleName)
    self.model = model
    handleWriter = DoubleWriter(
      model: ProtocolModel(name: model.name, accessLevel: model.accessLevel, members: model.overrides.map(\.member)))
  }

  /// The handle of each override, in order.
  private var handles: [String] { handleWriter.handles }
  /// The double's access level, with a trailing space, or `""`.
  private var access: String { handleWriter.access }

  private var isolation: String { model.globalActor == nil ? "" : "nonisolated " }

  func write(_ writer: inout SourceWriter) {
    let arguments = model.genericParameters.isEmpty ? "" : "<\(model.genericParameters.joined(separator: ", "))>"
    let sendable = model.isUncheckedSendable ? ", @unchecked Sendable" : ""
    writer.line("/// A test double of `\(model.name)`: a subclass that records every call to the members it")
    writer.line("/// overrides and answers from stubs, else as its `Unstubbed` argument says.")
    writer.line("///")
    writer.line("/// Stub and verify each member through its handle in `on`.")
    writer.line("///")
    writer.line("/// Members `\(model.name)` inherits or declares in extensions keep their real implementation,")
    if model.keptMembers.isEmpty {
      writer.line("/// as members a subclass cannot override would.")
    } else {
      writer.line("/// and so do these, which it does not override:")
      for kept in model.keptMembers { writer.line("/// - `\(kept.declaration)`: \(kept.reason)") }
    }
    if let actor = model.globalActor { writer.line(actor) }
    let nonisolated = model.globalActor == nil && model.isNonisolated ? "nonisolated " : ""
    writer.block(
      "\(access)\(nonisolated)final class \(model.doubleName)\(model.genericClause): \(model.name)\(arguments), TestDouble\(sendable)\(model.whereClause) {"
    ) { writer in
      let members = zip(model.overrides.map(\.member), handles).map { ($0, $1) }
      handleWriter.writeMembersClass("Members", "The handles of the members of `\(model.name)`.", members, &writer)
      writer.line()
      writer.line("/// The log of every call to this double, shared by its handles.")
      writer.line("\(access)\(isolation)let recorder: DoubleRecorder")
      writer.line("/// The handles that stub and verify each member.")
      writer.line("\(access)\(isolation)let on: Members")
      writer.line("/// What a call that no stub answers does.")
      writer.line("\(access)\(isolation)let unstubbed: Unstubbed")
      for initializer in model.initializers {
        writer.line()
        writer.conditional(initializer.conditions) { writeInitializer(initializer, &$0) }
      }
      for (item, handle) in zip(model.overrides, handles) {
        writer.line()
        writer.conditional(item.member.conditions) { writeOverride(item, handle: handle, &$0) }
      }
    }
  }

  // MARK: - Initializers

  private func writeInitializer(_ item: ClassInitializer, _ writer: inout SourceWriter) {
    let initializer = item.initializer
    let access = AccessLevel(item.accessLevel).limited(to: AccessLevel(model.accessLevel)).keyword
    let effects = (initializer.isAsync ? " async" : "") + initializer.throwsKind.clause
    let keyword = "init" + (initializer.isFailable ? "?" : "") + initializer.genericClause
    let passed = handleWriter.forwardedArguments(initializer.parameters)
    let call = (initializer.throwsKind.needsTry ? "try " : "") + (initializer.isAsync ? "await " : "")
    let signature = "init(\(initializer.parameters.map { "\($0.label):" }.joined()))"
    writer.line(
      initializer.parameters.isEmpty
        ? "/// Creates a double; calls that no stub answers do as `unstubbed` says."
        : "/// Creates a double built by `\(model.name).\(signature)`; calls that no stub answers do as `unstubbed` says."
    )
    writer.block("\(access)\(keyword)(", closing: ")\(effects)\(initializer.whereClause) {") { writer in
      writer.line("_ unstubbed: Unstubbed = .relaxed,")
      for parameter in initializer.parameters { writer.line(parameter.declarationWithDefault + ",") }
      DoubleWriter.writeSiteParameters(&writer)
    }
    writer.indented { writer in
      DoubleWriter.writeRecorder(named: model.doubleName, strictness: "unstubbed.strictness", &writer)
      writer.line("self.unstubbed = unstubbed")
      writer.line("\(call)super.init(\(passed))")
    }
    writer.line("}")
    guard item.isRequired else { return }
    let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
    writer.line()
    writer.line("/// `\(model.name)` requires `\(signature)` of its subclasses: a relaxed double.")
    writer.block("\(access)required convenience \(keyword)(\(parameters))\(effects)\(initializer.whereClause) {") {
      writer in
      writer.line("\(call)self.init(.relaxed\(passed.isEmpty ? "" : ", " + passed))")
    }
  }

  // MARK: - Overrides

  private func writeOverride(_ item: Override, handle: String, _ writer: inout SourceWriter) {
    let access = AccessLevel(item.accessLevel).limited(to: AccessLevel(model.accessLevel)).keyword
    let head = access + item.modifiers.map { $0 + " " }.joined() + "override "
    for attribute in item.member.attributes { writer.line(attribute) }
    let path = "on." + handle.filter { $0 != "`" }
    switch item.member.kind {
    case .method(let method): writeMethod(method, head: head, path: path, &writer)
    case .property(let property): writeProperty(property, head: head, path: path, &writer)
    case .subscript(let item): writeSubscript(item, head: head, path: path, &writer)
    case .initializer: break
    }
  }

  private func writeMethod(_ method: Method, head: String, path: String, _ writer: inout SourceWriter) {
    let returns = method.returnType.map { " -> \($0)" } ?? ""
    let effects = (method.isAsync ? " async" : "") + method.throwsKind.clause
    let parameters = method.parameters.map(\.declarationWithDefault).joined(separator: ", ")
    let canCallSuper = method.throwsKind != .rethrows && method.parameters.allSatisfy(\.canForward)
    writer.block(
      "\(head)func \(method.name)\(method.genericClause)(\(parameters))\(effects)\(returns)\(method.whereClause) {"
    ) { writer in
      writeCall(
        path: path,
        arguments: handleWriter.recordedArguments(method.parameters),
        isAsync: method.isAsync,
        throwsKind: method.throwsKind,
        cast: method.castsResult ? method.returnType : nil,
        superCall: canCallSuper
          ? "super.\(method.name)(\(handleWriter.forwardedArguments(method.parameters)))" : nil,
        takenNames: Set(method.parameters.map(\.name)),
        &writer)
    }
  }

  private func writeProperty(_ property: Property, head: String, path: String, _ writer: inout SourceWriter) {
    let opening = "\(head)var \(property.name): \(property.type) {"
    if property.isEffectful {
      let effects = (property.isAsync ? " async" : "") + property.throwsKind.clause
      writer.block(opening) { writer in
        writer.block("get\(effects) {") { writer in
          writeCall(
            path: path, arguments: "()", isAsync: property.isAsync, throwsKind: property.throwsKind, cast: nil,
            superCall: "super.\(property.name)", takenNames: [], &writer)
        }
      }
      return
    }
    writer.accessors(
      opening,
      getter: "\(path).get(unstubbed: unstubbed) { super.\(property.name) }",
      setter: property.hasSetter
        ? "\(path).set(newValue, unstubbed: unstubbed) { super.\(property.name) = newValue }" : nil)
  }

  private func writeSubscript(_ item: Subscript, head: String, path: String, _ writer: inout SourceWriter) {
    let parameters = item.parameters.map { $0.subscriptDeclaration + ($0.defaultValue.map { " = \($0)" } ?? "") }
      .joined(separator: ", ")
    let index = handleWriter.recordedArguments(item.parameters)
    let element = "super[\(handleWriter.forwardedArguments(item.parameters))]"
    let cast = item.resultStorageType == "Any" ? " as! \(item.returnType)" : ""
    let getter = "\(path).get(\(index), unstubbed: unstubbed) { \(element) }\(cast)"
    let opening = "\(head)subscript\(item.genericClause)(\(parameters)) -> \(item.returnType)\(item.whereClause) {"
    let setter = "\(path).set(\(index), newValue, unstubbed: unstubbed) { \(element) = newValue }"
    writer.accessors(opening, getter: getter, setter: item.hasSetter ? setter : nil)
  }

  /// Writes the call of a handle: `try on.x.call(args, unstubbed: unstubbed) { … }`, or without
  /// `super` when the override cannot pass its arguments on. An `async` override begins the call
  /// on its handle and calls `super` in place, on the class's actor if it has one.
  private func writeCall(
    path: String,
    arguments: String,
    isAsync: Bool,
    throwsKind: ThrowsKind,
    cast: String?,
    superCall: String?,
    takenNames: Set<String>,
    _ writer: inout SourceWriter
  ) {
    let castArgument = cast.map { ", as: \(handleWriter.typeExpression($0))" } ?? ""
    let (start, keywords) = handleWriter.callHead(path, arguments, isAsync: isAsync, throwsKind: throwsKind)
    let head = start + castArgument
    guard let superCall else {
      writer.line("\(head))")
      return
    }
    let body = keywords + superCall
    if isAsync {
      let names = WitnessNames(avoiding: takenNames)
      handleWriter.writeAsyncForwarding(
        begin: "\(path).beginAsync(\(arguments), unstubbed: unstubbed)",
        forwarded: "if \(names.call).callsSuper { return \(body) }",
        keywords: keywords, cast: cast, names: names, &writer)
      return
    }
    guard case .typed(let failure) = throwsKind else {
      writer.line("\(head), unstubbed: unstubbed) { \(body) }")
      return
    }
    // A closure infers `throws(any Error)` from its body; a typed-throws handle needs it spelled.
    writer.line("\(head), unstubbed: unstubbed) { () throws(\(failure)) in \(body) }")
  }
}
