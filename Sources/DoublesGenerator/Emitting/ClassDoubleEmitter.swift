/// Writes the source of a class's double from its ``ClassModel``: a final subclass,
/// `<Class>Double`, whose overrides record each call in the handle of `on` and answer from
/// stubs, else as its ``Unstubbed`` argument says (a relaxed default, a failure, or `super`).
///
/// Pure and deterministic, like ``ProtocolDoubleEmitter``, whose handle declarations it shares.
package struct ClassDoubleEmitter: Sendable {
  /// The compilation condition that the double is compiled under, or `nil` for none; see
  /// ``ProtocolDoubleEmitter/condition``.
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
  /// The handle of each override, in order, named as a protocol double's would be.
  let handles: [String]
  /// The double's access level, with a trailing space, or `""`.
  let access: String

  init(model: ClassModel) {
    let model = model.spelled(TypeSpelling(selfType: model.doubleName))
    self.model = model
    handles = HandleNames.names(for: model.overrides.map(\.member))
    access = AccessSpelling.keyword(model.accessLevel)
  }

  private var isolation: String { model.globalActor == nil ? "" : "nonisolated " }

  func write(_ writer: inout SourceWriter) {
    let arguments = model.genericParameters.isEmpty ? "" : "<\(model.genericParameters.joined(separator: ", "))>"
    let sendable = model.isUncheckedSendable ? ", \(StandardLibraryNames.uncheckedSendable)" : ""
    writer.documentation("A test double of `\(model.name)`: a subclass that records every call to the members it")
    writer.documentation("overrides and answers from stubs, else as its `Unstubbed` argument says.")
    writer.documentation("")
    writer.documentation("Stub and verify each member through its handle in `on`.")
    writer.documentation("")
    writer.documentation("Members `\(model.name)` inherits or declares in extensions keep their real implementation,")
    if model.keptMembers.isEmpty {
      writer.documentation("as members a subclass cannot override would.")
    } else {
      writer.documentation("and so do these, which it does not override:")
      for kept in model.keptMembers { writer.documentation("- `\(kept.declaration)`: \(kept.reason)") }
    }
    for attribute in model.availability { writer.line(attribute) }
    if let actor = model.globalActor { writer.line(actor) }
    let nonisolated = model.globalActor == nil && model.isNonisolated ? "nonisolated " : ""
    writer.block(
      "\(access)\(nonisolated)final class \(model.doubleName)\(model.genericClause): \(model.name)\(arguments), TestDouble\(sendable)\(model.whereClause) {"
    ) { writer in
      let members = zip(model.overrides.map(\.member), handles).map { ($0, $1) }
      HandleWriter(access: access).writeMembersClass(
        "Members", "The handles of the members of `\(model.name)`.", members, &writer)
      writer.line()
      writer.documentation("The log of every call to this double, shared by its handles.")
      writer.line("\(access)\(isolation)let recorder: DoubleRecorder")
      writer.documentation("The handles that stub and verify each member.")
      writer.line("\(access)\(isolation)let on: Members")
      writer.documentation("What a call that no stub answers does.")
      writer.line("\(access)\(isolation)let unstubbed: Unstubbed")
      for initializer in model.initializers {
        writer.line()
        writer.conditional(initializer.conditions) { writeInitializer(initializer, &$0) }
      }
      if model.callsImplicitInitializer {
        writer.line()
        writeUnavailableImplicitInitializer(&writer)
      }
      for (item, handle) in zip(model.overrides, handles) {
        writer.line()
        writer.conditional(item.member.conditions) { writeOverride(item, handle: handle, &$0) }
      }
    }
  }

  // MARK: - Initializers

  /// The class's implicit `init()`, which the double does not offer. Declared `nonisolated`
  /// because in a module isolated to the main actor by default, a subclass's `init()` would be
  /// isolated to it, unlike the implicit one it overrides, which Swift rejects.
  private func writeUnavailableImplicitInitializer(_ writer: inout SourceWriter) {
    writer.documentation("Not offered: make the double with `init(_:)`.")
    writer.line("@available(*, unavailable)")
    writer.block("nonisolated override init() {") { writer in
      writer.line("fatalError(\"make a \(model.doubleName) with init(_:)\")")
    }
  }

  private func writeInitializer(_ item: ClassInitializer, _ writer: inout SourceWriter) {
    let initializer = item.initializer
    let access = AccessSpelling.keyword(item.accessLevel, limitedTo: model.accessLevel)
    let effects = initializer.throwsKind.effects(isAsync: initializer.isAsync)
    let keyword = "init" + (initializer.isFailable ? "?" : "") + initializer.genericClause
    let passed = MemberWriter.forwardedArguments(initializer.parameters)
    let call = (initializer.throwsKind.needsTry ? "try " : "") + (initializer.isAsync ? "await " : "")
    let signature = "init(\(initializer.parameters.map { "\($0.label):" }.joined()))"
    writer.documentation(
      initializer.parameters.isEmpty
        ? "Creates a double; calls that no stub answers do as `unstubbed` says."
        : "Creates a double built by `\(model.name).\(signature)`; calls that no stub answers do as `unstubbed` says."
    )
    writer.block("\(access)\(keyword)(", closing: ")\(effects)\(initializer.whereClause) {") { writer in
      writer.line("_ unstubbed: Unstubbed = .relaxed,")
      for parameter in initializer.parameters { writer.line(parameter.declarationWithDefault + ",") }
      RecorderWriter.writeSiteParameters(&writer)
    }
    writer.indented { writer in
      RecorderWriter.writeRecorder(named: model.doubleName, strictness: "unstubbed.strictness", &writer)
      writer.line("self.unstubbed = unstubbed")
      writer.line("\(call)super.init(\(passed))")
    }
    writer.line("}")
    guard item.isRequired else { return }
    let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
    writer.line()
    writer.documentation("`\(model.name)` requires `\(signature)` of its subclasses: a relaxed double.")
    writer.block("\(access)required convenience \(keyword)(\(parameters))\(effects)\(initializer.whereClause) {") {
      writer in
      writer.line("\(call)self.init(.relaxed\(passed.isEmpty ? "" : ", " + passed))")
    }
  }

  // MARK: - Overrides

  private func writeOverride(_ item: Override, handle: String, _ writer: inout SourceWriter) {
    let access = AccessSpelling.keyword(item.accessLevel, limitedTo: model.accessLevel)
    let head = access + item.modifiers.map { $0 + " " }.joined() + "override "
    for attribute in item.member.attributes { writer.line(attribute) }
    let path = "on." + handle.filter { $0 != "`" }
    let members = MemberWriter(passingOn: .superclass)
    switch item.member.kind {
    case .method(let method):
      // An override that cannot pass its arguments on answers every call from its handle.
      let passesOn = method.throwsKind != .rethrows && method.parameters.allSatisfy(\.canForward)
      members.writeMethod(method, head: head, path: path, passesOn: passesOn, &writer)
    case .property(let property):
      members.writeProperty(property, head: head, path: path, passesOn: true, setterPassesOn: true, &writer)
    case .subscript(let item):
      members.writeSubscript(item, head: head, path: path, passesOn: true, &writer)
    case .initializer: break
    }
  }
}
