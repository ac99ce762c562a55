/// Writes the source of the double of a struct of closures from its ``ClosureStructModel``: a
/// class, `<Struct>Double`, whose `value` is the struct built with closures that record each
/// call in the handle of `on` and answer from stubs, else from the real value of a partial
/// double, else as its strictness says.
///
/// Pure and deterministic, like ``ProtocolDoubleEmitter``, whose handle declarations it shares.
package struct ClosureStructDoubleEmitter: Sendable {
  /// The compilation condition that the double is compiled under, or `nil` for none; see
  /// ``ProtocolDoubleEmitter/condition``.
  package var condition: String?

  /// Whether the doubles can forward to a real value (partial doubles); see
  /// ``GenerationPlan/partialDoubles``.
  package var partialDoubles: Bool

  /// An emitter; see ``condition`` and ``partialDoubles``.
  package init(condition: String? = nil, partialDoubles: Bool = true) {
    self.condition = condition
    self.partialDoubles = partialDoubles
  }

  /// The source of the double.
  package func emit(_ model: ClosureStructModel) -> String {
    var writer = SourceWriter()
    let double = ClosureStructDoubleWriter(
      model: model.spelled(Self.spelling(of: model)), forwards: partialDoubles)
    writer.conditional(condition.map { [$0] } ?? []) { double.write(&$0) }
    return writer.text
  }

  /// How the double, declared outside the struct, writes the types of its closures: the struct's
  /// nested types and `Self` through the struct's name.
  package static func spelling(of model: ClosureStructModel) -> TypeSpelling {
    var names = Dictionary(uniqueKeysWithValues: model.nestedTypes.map { ($0, "\(model.name).\($0)") })
    names["Self"] = model.name
    return TypeSpelling(qualifiedNames: names)
  }
}

/// Writes one double of a struct of closures.
private struct ClosureStructDoubleWriter {
  let model: ClosureStructModel
  /// The handle of each closure, in order, named as a protocol double's would be.
  let handles: [String]
  /// The double's access level, with a trailing space, or `""`.
  let access: String
  /// Whether the double can forward to a real value (a partial double).
  let forwards: Bool

  init(model: ClosureStructModel, forwards: Bool) {
    self.model = model
    self.forwards = forwards
    handles = HandleNames.names(for: model.closures.map(\.member))
    access = AccessSpelling.keyword(model.accessLevel)
  }

  func write(_ writer: inout SourceWriter) {
    let closures = zip(model.closures, handles).map { ($0, $1) }
    writer.documentation("A test double of `\(model.name)`, whose `value` has closures that record every call")
    writer.documentation("and answer from stubs, else as its strictness says.")
    writer.documentation("")
    writer.documentation("Stub and verify each closure through its handle in `on`.")
    // The class takes the struct's isolation, which its initializer (called by `value`) has;
    // the rest of the double is nonisolated, so that a test anywhere can make and stub it.
    for attribute in model.availability { writer.line(attribute) }
    if let actor = model.globalActor { writer.line(actor) }
    let nonisolated = model.globalActor == nil && model.isNonisolated ? "nonisolated " : ""
    writer.block(
      "\(access)\(nonisolated)final class \(model.doubleName): TestDouble, \(StandardLibraryNames.uncheckedSendable) {"
    ) {
      writer in
      let declarations = Dictionary(
        model.closures.map { ($0.name, $0.declaration) }, uniquingKeysWith: { first, _ in first })
      HandleWriter(access: access).writeMembersClass(
        "Members", "The handles of the closures of `\(model.name)`.",
        closures.map { ($0.0.member, $0.1) }, isolation: "nonisolated ",
        declaration: { declarations[$0.baseName] ?? "" }, &writer)
      writer.line()
      writer.documentation("The log of every call to this double, shared by its handles.")
      writer.line("\(access)nonisolated let recorder: DoubleRecorder")
      writer.documentation("The handles that stub and verify each closure.")
      writer.line("\(access)nonisolated let on: Members")
      if forwards { writer.line("private let real: \(model.name)?") }
      writer.line()
      writeInitializer(&writer)
      writer.line()
      writeValue(closures, &writer)
    }
  }

  private func writeInitializer(_ writer: inout SourceWriter) {
    writer.documentation("Creates a double that answers unstubbed calls as `strictness` says.")
    if forwards {
      writer.documentation("")
      writer.documentation(
        "With `real`, it is a partial double: calls that no stub answers go to the closures of `real`.")
    }
    writer.block("\(access)nonisolated init(", closing: ") {") { writer in
      writer.line("_ strictness: Strictness = .relaxed,")
      if forwards { writer.line("forwardingTo real: \(model.name)? = nil,") }
      RecorderWriter.writeSiteParameters(&writer)
    }
    writer.indented { writer in
      RecorderWriter.writeRecorder(named: model.doubleName, strictness: "strictness", &writer)
      if forwards { writer.line("self.real = real") }
    }
    writer.line("}")
  }

  /// Writes `value`: the struct, built by the initializer that takes every closure.
  private func writeValue(_ closures: [(ClosureProperty, String)], _ writer: inout SourceWriter) {
    writer.documentation("A `\(model.name)` whose closures record each call in this double and answer it.")
    writer.block("\(access)var value: \(model.name) {") { writer in
      writer.block("\(model.name)(", closing: ")") { writer in
        for (index, (closure, handle)) in closures.enumerated() {
          writeClosure(closure, handle: handle, last: index == closures.count - 1, &writer)
        }
      }
    }
  }

  /// Writes one argument of the initializer: `name: { [real = real?.name] arguments in … }`.
  private func writeClosure(_ closure: ClosureProperty, handle: String, last: Bool, _ writer: inout SourceWriter) {
    let method = closure.method
    let parameters = method.parameters.map(\.name)
    let names = WitnessNames(avoiding: Set(parameters))
    let path = "self.on." + handle.filter { $0 != "`" }
    let passed = method.parameters.map(\.forwardedExpression).joined(separator: ", ")
    // A closure infers `throws(any Error)` from its body: a typed-throws closure spells its error type.
    var signature = parameters.map(Keywords.escaped).joined(separator: ", ")
    if case .typed(let failure) = method.throwsKind {
      signature = "(\(signature))\(method.isAsync ? " async" : "") throws(\(failure))"
    }
    // An argument label is written bare unless it is one of the few keywords it cannot be.
    let label = Keywords.reservedInArgumentLabels.contains(closure.name) ? "`\(closure.name)`" : closure.name
    // A closure with a variadic or `consuming` parameter cannot pass its arguments on: the
    // handle answers every call.
    let forwards = forwards && method.parameters.allSatisfy(\.canForward)
    let capture = forwards ? "[\(names.real) = real?.\(closure.name)] " : ""
    let head = capture + signature
    let opening = "\(label): {" + (head.isEmpty ? "" : " \(head)\(signature.isEmpty ? "" : " ")in")
    writer.block(opening, closing: last ? "}" : "},") { writer in
      MemberWriter(passingOn: .closure(names.real)).writeCall(
        path: path, arguments: MemberWriter.recordedArguments(method.parameters), isAsync: method.isAsync,
        throwsKind: method.throwsKind, cast: nil, passedOn: forwards ? passed : nil, takenNames: Set(parameters),
        &writer)
    }
  }
}
