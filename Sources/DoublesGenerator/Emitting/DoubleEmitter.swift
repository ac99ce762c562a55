/// Writes the source of a protocol's double from its ``ProtocolModel``.
///
/// Pure and deterministic: the same model always gives the same text. A double has three parts:
/// - the double itself, a final class (an actor for `Actor` protocols) named `<Protocol>Double`,
///   with one handle per requirement in `on`;
/// - the protocol `<Protocol>Doubling`, through which a double reaches its handles;
/// - an extension of the protocol, for `Self: <Protocol>Doubling`, that holds the witnesses. The
///   double of a protocol that refines this one gets them from there without seeing this
///   protocol's body, which is how protocol inheritance works.
package struct DoubleEmitter: Sendable {
  /// The compilation condition that the double is compiled under, or `nil` for none.
  ///
  /// The macro uses `DOUBLES`, so that release builds leave doubles out: the class is wrapped in
  /// `#if DOUBLES`, and the `Doubling` protocol and the extension are empty without it. The
  /// command-line tool writes doubles into test targets and needs no condition.
  package var condition: String?

  /// An emitter; see ``condition``.
  package init(condition: String? = nil) { self.condition = condition }

  /// The source of the whole double, as one file holds it.
  ///
  /// The double of a protocol nested in a type (``ProtocolModel/enclosingType``) is written in an
  /// extension of that type, and its witnesses in an extension of the qualified protocol. The
  /// double of a protocol declared under `#if` (``ProtocolModel/declarationConditions``) is
  /// written under the same conditions.
  package func emit(_ model: ProtocolModel) -> String {
    guard !model.declarationConditions.isEmpty else { return emitUnconditionally(model) }
    return SourceWriter.ifLine(model.declarationConditions) + emitUnconditionally(model) + "#endif\n"
  }

  private func emitUnconditionally(_ model: ProtocolModel) -> String {
    let double = DoubleWriter(model: model)
    var writer = SourceWriter()
    if let enclosing = model.enclosingType {
      writer.block("extension \(enclosing) {") { writePeers(double, &$0) }
    } else {
      writePeers(double, &writer)
    }
    writer.line()
    writer.line("\(double.witnessIsolation)extension \(model.typeReference) \(witnessWhereClause(model)) {")
    writeWitnessMembers(double, &writer)
    writer.line("}")
    return writer.text
  }

  /// The declarations that stand beside the protocol: the double and the `Doubling` protocol.
  package func emitPeers(_ model: ProtocolModel) -> String {
    var writer = SourceWriter()
    writePeers(DoubleWriter(model: model), &writer)
    return writer.text
  }

  private func writePeers(_ double: DoubleWriter, _ writer: inout SourceWriter) {
    writer.conditional(condition.map { [$0] } ?? []) { double.writeClass(&$0) }
    writer.line()
    double.writeDoublingProtocol(condition: condition, &writer)
  }

  /// `where Self: AuthorizerDoubling`, or the qualified `Doubling` protocol of a nested one.
  private func witnessWhereClause(_ model: ProtocolModel) -> String {
    "where Self: " + (model.enclosingType.map { "\($0)." } ?? "") + model.name + "Doubling"
  }

  /// The witnesses, one level deeper than `writer` is, inside `#if condition` when there is one.
  private func writeWitnessMembers(_ double: DoubleWriter, _ writer: inout SourceWriter) {
    writer.indented { writer in
      writer.conditional(condition.map { [$0] } ?? []) { double.writeWitnessMembers(&$0) }
    }
  }

  /// The extension of the protocol that holds the witnesses.
  package struct WitnessExtension: Equatable, Sendable {
    /// The isolation the extension states, with a trailing space (`@MainActor `, `nonisolated `),
    /// or `""`; see ``ProtocolModel/isNonisolated``.
    package var isolation: String
    /// `where Self: AuthorizerDoubling`.
    package var whereClause: String
    /// The members, indented one level, inside `#if condition` when there is one.
    package var members: String
  }

  /// The extension of the protocol that holds the witnesses: its `where` clause and members.
  package func emitWitnessExtension(_ model: ProtocolModel) -> WitnessExtension {
    var writer = SourceWriter()
    let double = DoubleWriter(model: model)
    writeWitnessMembers(double, &writer)
    return WitnessExtension(
      isolation: double.witnessIsolation, whereClause: witnessWhereClause(model), members: writer.text)
  }
}

/// Writes one double; holds what every part of it needs to know.
struct DoubleWriter {
  let model: ProtocolModel
  let handles: [String]
  let access: String
  let forwards: Bool
  /// `authorizerHandles`: how the `Doubling` protocol reaches a double's handles.
  private let handlesAccessor: String
  /// `authorizerReal`: how the `Doubling` protocol reaches a partial double's real object.
  private let realAccessor: String

  init(model: ProtocolModel) {
    self.model = model
    self.handles = HandleNaming.names(for: model.members)
    access = AccessLevel(model.accessLevel).keyword
    forwards = model.supportsForwarding
    let accessorStem = Naming.lowerCamel(model.name)
    handlesAccessor = accessorStem + "Handles"
    realAccessor = accessorStem + "Real"
  }

  private var instanceMembers: [(Member, String)] {
    zip(model.members, handles).filter { !$0.0.isStatic }
  }

  private var staticMembers: [(Member, String)] {
    zip(model.members, handles).filter { $0.0.isStatic }
  }

  private var isActor: Bool { model.isActorBound }

  /// Where a witness is written, which decides how it reaches its handle and the real object.
  struct Place {
    /// The expression of the handles: `on`, `Self.on`, or the `Doubling` protocol's accessor.
    let handles: String
    /// The expression of the real object of a partial double.
    let real: String
  }

  /// In the class: static requirements, initializers, and requirements that mention `Self`.
  private var classPlace: Place { Place(handles: "on", real: "real") }
  private var staticPlace: Place { Place(handles: "Self.on", real: "real") }
  /// In the extension of the `Doubling` protocol: every other requirement.
  private var extensionPlace: Place { Place(handles: handlesAccessor, real: realAccessor) }

  /// `AuthorizerDoubling`.
  private var doublingName: String { model.name + "Doubling" }
  /// The double's type with its generic arguments, as the `Doubling` protocol names it.
  private var doubleType: String {
    model.associatedTypes.isEmpty
      ? model.doubleName : "\(model.doubleName)<\(model.associatedTypes.map(\.name).joined(separator: ", "))>"
  }

  /// The type of a parent's double, with its generic arguments: `ParentDouble<Item>`.
  private func parentDouble(_ parent: String) -> String {
    parent + "Double" + (model.parentArguments[parent] ?? "")
  }

  /// Whether a requirement's witness lives in the `Doubling` extension, where doubles of refining
  /// protocols inherit it.
  private func isInheritable(_ member: Member) -> Bool { member.isInheritable }

  private func place(of member: Member) -> Place {
    if member.isStatic { return staticPlace }
    return isInheritable(member) ? extensionPlace : classPlace
  }

  /// How a witness reaches a member's handle, such as `on.name`.
  private func path(_ handle: String, in place: Place) -> String {
    place.handles + "." + handle.filter { $0 != "`" }
  }

  func writeClass(_ writer: inout SourceWriter) {
    let generics =
      model.associatedTypes.isEmpty
      ? ""
      : "<"
        + model.associatedTypes.map { type in type.constraint.map { "\(type.name): \($0)" } ?? type.name }
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
    if let actor = model.globalActor { writer.line(actor) }
    writer.block("\(access)\(kind) \(model.doubleName)\(generics): \(conformances)\(whereClause) {") { writer in
      writeMembersClass("Members", "The handles of the requirements of `\(model.name)`.", instanceMembers, &writer)
      if !staticMembers.isEmpty {
        writer.line()
        writeMembersClass(
          "StaticMembers", "The handles of the static requirements of `\(model.name)`.", staticMembers, &writer)
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
      for (member, handle) in zip(model.members, handles) where !isInheritable(member) {
        writer.line()
        writer.conditional(member.conditions) { writer in
          writeWitness(member, handle: handle, place: place(of: member), into: &writer)
        }
      }
    }
  }

  /// The protocol whose extension holds the witnesses, so that the double of a protocol that
  /// refines this one inherits them without seeing this protocol's body.
  func writeDoublingProtocol(condition: String?, _ writer: inout SourceWriter) {
    let refined = [model.typeReference, "AnyObject"] + model.parents.map { $0 + "Doubling" }
    writer.line("/// How `\(model.doubleName)`, and the double of any protocol that refines `\(model.name)`,")
    writer.line("/// reaches the handles that answer the requirements of `\(model.name)`.")
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
    for parent in model.parents {
      separate()
      writer.line("/// The handles of the requirements `\(model.name)` inherits from `\(parent)`.")
      writer.line(
        "\(access)nonisolated var \(Naming.lowerCamel(parent))Handles: \(parentDouble(parent)).Members { \(handlesAccessor).\(Naming.parentField(parent)) }"
      )
      // A parent with associated types has no partial doubles, so its `Doubling` asks for no real object.
      guard model.parentArguments[parent] == nil else { continue }
      writer.line("/// The real object of a partial double, as a `\(parent)`.")
      writer.line(
        "\(access)\(realIsolation)var \(Naming.lowerCamel(parent))Real: (any \(model.reference(to: parent)))? { \(forwards ? realAccessor : "nil") }"
      )
    }
    for (member, handle) in zip(model.members, handles) where isInheritable(member) {
      separate()
      writer.conditional(member.conditions) { writer in
        writeWitness(member, handle: handle, place: extensionPlace, into: &writer)
      }
    }
  }

  // MARK: - Handles

  /// Writes the class of handles `typeName`, one per member, with `isolation` (such as
  /// `nonisolated `) before `final class`; each handle's documentation shows the member's
  /// declaration, or what `declaration` gives for it.
  func writeMembersClass(
    _ typeName: String, _ documentation: String, _ members: [(Member, String)], isolation: String = "",
    declaration: ((Member) -> String)? = nil, _ writer: inout SourceWriter
  ) {
    let parents = typeName == "Members" ? model.parents : []
    writer.line("/// \(documentation)")
    if !parents.isEmpty { writer.line("@dynamicMemberLookup") }
    let deprecated = members.filter { $0.0.isDeprecated }
    let eager = members.filter { !$0.0.isDeprecated }
    writer.block("\(access)\(isolation)final class \(typeName): Sendable {") { writer in
      for (member, handle) in members {
        writer.conditional(member.conditions) { writer in
          writer.line("/// `\(declaration?(member) ?? signature(of: member))`")
          guard member.isDeprecated, let slot = deprecated.firstIndex(where: { $0.1 == handle }) else {
            writer.line("\(access)let \(handle): \(handleType(of: member))")
            return
          }
          // Made on first use, inside the deprecation, so that the double builds without warnings.
          for attribute in member.deprecationAttributes { writer.line(attribute) }
          writer.block("\(access)var \(handle): \(handleType(of: member)) {") { writer in
            writer.line(
              "deprecatedHandles.handle(\(slot)) { \(handleInitializer(of: member, recorder: "deprecatedRecorder")) }")
          }
        }
      }
      if !deprecated.isEmpty {
        writer.line("private let deprecatedRecorder: DoubleRecorder")
        writer.line("private let deprecatedHandles = LazyHandles()")
      }
      for parent in parents {
        writer.line("/// The handles of the requirements inherited from `\(parent)`.")
        writer.line("\(access)let \(Naming.parentField(parent)): \(parentDouble(parent)).Members")
      }
      if !members.isEmpty || !parents.isEmpty { writer.line() }
      guard !members.isEmpty || !parents.isEmpty else {
        writer.line("\(access)init(_ recorder: DoubleRecorder) {}")
        return
      }
      writer.block("\(access)init(_ recorder: DoubleRecorder) {") { writer in
        for (member, handle) in eager {
          writer.conditional(member.conditions) { writer in
            writer.line("\(handle) = \(handleInitializer(of: member))")
          }
        }
        if !deprecated.isEmpty { writer.line("deprecatedRecorder = recorder") }
        for parent in parents {
          writer.line("\(Naming.parentField(parent)) = \(parentDouble(parent)).Members(recorder)")
        }
      }
      for parent in parents {
        writer.line()
        writer.line("/// The handles of `\(parent)`'s requirements, as if they were declared here.")
        writer.block(
          "\(access)subscript<Handle>(dynamicMember keyPath: KeyPath<\(parentDouble(parent)).Members, Handle>) -> Handle {"
        ) { writer in
          writer.line("\(Naming.parentField(parent))[keyPath: keyPath]")
        }
      }
    }
  }

  private func handleType(of member: Member) -> String {
    switch member.kind {
    case .method(let method):
      return
        "MethodDouble<\(arguments(method.parameters)), \(method.resultStorageType), \(method.throwsKind.failureType)>"
    case .property(let property) where property.isEffectful:
      return "MethodDouble<Void, \(property.storageType), \(property.throwsKind.failureType)>"
    case .property(let property):
      return "PropertyDouble<\(property.storageType)>"
    case .subscript(let item):
      return "SubscriptDouble<\(arguments(item.parameters)), \(item.resultStorageType)>"
    case .initializer(let initializer):
      return "MethodDouble<\(arguments(initializer.parameters)), Void, \(initializer.throwsKind.failureType)>"
    }
  }

  private func handleInitializer(of member: Member, recorder: String = "recorder") -> String {
    switch member.kind {
    case .method(let method):
      let relaxed = method.relaxedAnswer.map { ", relaxedAnswer: \($0)" } ?? ""
      return "MethodDouble(\(recorder), \"\(method.name.withoutBackticks)(\(labels(method.parameters)))\"\(relaxed))"
    case .property(let property) where property.isEffectful:
      let relaxed = property.relaxedAnswer.map { ", relaxedAnswer: \($0)" } ?? ""
      return "MethodDouble(\(recorder), property: \"\(property.name.withoutBackticks)\"\(relaxed))"
    case .property(let property):
      let relaxed = property.relaxedAnswer.map { ", relaxedAnswer: \($0)" } ?? ""
      return "PropertyDouble(\(recorder), \"\(property.name.withoutBackticks)\"\(relaxed))"
    case .subscript:
      return "SubscriptDouble(\(recorder))"
    case .initializer(let initializer):
      return "MethodDouble(\(recorder), \"init(\(labels(initializer.parameters)))\")"
    }
  }

  /// The `Arguments` type of a handle: `Void`, the one parameter's type, or a labelled tuple.
  private func arguments(_ parameters: [Parameter]) -> String {
    switch parameters.count {
    case 0: return "Void"
    case 1: return parameters[0].storageType
    default: return "(" + parameters.map { "\($0.name): \($0.storageType)" }.joined(separator: ", ") + ")"
    }
  }

  private func labels(_ parameters: [Parameter]) -> String {
    parameters.map { "\($0.label):" }.joined()
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
  private var realIsolation: String { model.globalActor == nil ? "nonisolated " : "" }

  // MARK: - Stored properties and initializer

  private func writeStoredProperties(_ writer: inout SourceWriter) {
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

  private func writeInitializer(_ writer: inout SourceWriter) {
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

  // MARK: - Witnesses

  private func writeWitness(_ member: Member, handle: String, place: Place, into writer: inout SourceWriter) {
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

  private func writeMethod(
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

  private func writeProperty(
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

  private func writeSubscript(
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

  private func writeInitializerWitness(
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
  private func writeCall(
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

  /// The requirement as declared, for the handle's documentation.
  private func signature(of member: Member) -> String {
    switch member.kind {
    case .method(let method):
      let parameters = method.parameters.map(\.documentedDeclaration).joined(separator: ", ")
      let effects = (method.isAsync ? " async" : "") + method.throwsKind.clause
      let returns = method.returnType.map { " -> \($0)" } ?? ""
      let staticKeyword = method.isStatic ? "static " : ""
      return "\(staticKeyword)func \(method.name)\(method.genericClause)(\(parameters))\(effects)\(returns)"
    case .property(let property):
      let accessors = property.hasSetter ? "get set" : "get"
      let staticKeyword = property.isStatic ? "static " : ""
      return "\(staticKeyword)var \(property.name): \(property.type) { \(accessors) }"
    case .subscript(let item):
      let parameters = item.parameters.map(\.subscriptDeclaration).joined(separator: ", ")
      return "subscript(\(parameters)) -> \(item.returnType) { \(item.hasSetter ? "get set" : "get") }"
    case .initializer(let initializer):
      let parameters = initializer.parameters.map(\.documentedDeclaration).joined(separator: ", ")
      return "init\(initializer.isFailable ? "?" : "")(\(parameters))"
    }
  }
}
