/// Writes the source of a protocol's double from its ``ProtocolModel``.
///
/// Pure and deterministic: the same model always gives the same text. The double is a final
/// class (an actor for `Actor` protocols) named `<Protocol>Double`, with one handle per
/// requirement in `on`, and a witness per requirement that records through its handle.
public struct DoubleEmitter {
  /// The compilation condition the double is wrapped in, or `nil` for none.
  ///
  /// The macro wraps doubles in `#if DOUBLES` so that release builds leave them out; the
  /// command-line tool writes doubles into test targets and needs no condition.
  public var condition: String?

  /// An emitter; see ``condition``.
  public init(condition: String? = nil) { self.condition = condition }

  /// The source of the double of `model`.
  public func emit(_ model: ProtocolModel) -> String {
    var writer = SourceWriter()
    let body: (inout SourceWriter) -> Void = { DoubleWriter(model: model).write(into: &$0) }
    if let condition {
      writer.conditional([condition], body)
    } else {
      body(&writer)
    }
    return writer.text
  }
}

/// Writes one double; holds what every part of it needs to know.
private struct DoubleWriter {
  let model: ProtocolModel
  let handles: [String]
  let access: String
  let forwards: Bool

  init(model: ProtocolModel) {
    self.model = model
    self.handles = HandleNaming.names(for: model.members)
    switch model.accessLevel {
    case "public", "open": access = "public "
    case "package": access = "package "
    case "private": access = "private "
    case "fileprivate": access = "fileprivate "
    default: access = ""
    }
    forwards = model.supportsForwarding
  }

  private var instanceMembers: [(Member, String)] {
    zip(model.members, handles).filter { !$0.0.isStatic }
  }

  private var staticMembers: [(Member, String)] {
    zip(model.members, handles).filter { $0.0.isStatic }
  }

  private var isActor: Bool { model.isActorBound }

  /// How a witness reaches a member's handle: `on.name`, or `Self.on.name` for static members.
  private func path(_ handle: String, isStatic: Bool) -> String {
    (isStatic ? "Self.on." : "on.") + handle.filter { $0 != "`" }
  }

  func write(into writer: inout SourceWriter) {
    let name = model.doubleName
    let generics =
      model.associatedTypes.isEmpty
      ? ""
      : "<"
        + model.associatedTypes.map { type in type.constraint.map { "\(type.name): \($0)" } ?? type.name }
        .joined(separator: ", ") + ">"
    let whereClause =
      model.whereRequirements.isEmpty ? "" : " where " + model.whereRequirements.joined(separator: ", ")
    let kind = isActor ? "actor" : "final class"
    let conformances = isActor ? "\(model.name), TestDouble" : "\(model.name), TestDouble, @unchecked Sendable"

    writer.line("/// A test double of `\(model.name)`: use it as a dummy, stub, spy, mock, fake or partial double.")
    writer.line("///")
    writer.line("/// Stub and verify each requirement through its handle in `on`.")
    if let actor = model.globalActor { writer.line(actor) }
    writer.block("\(access)\(kind) \(name)\(generics): \(conformances)\(whereClause) {") { writer in
      writeMembersStruct("Members", "The handles of the requirements of `\(model.name)`.", instanceMembers, &writer)
      if !staticMembers.isEmpty {
        writer.line()
        writeMembersStruct(
          "StaticMembers", "The handles of the static requirements of `\(model.name)`.", staticMembers, &writer)
      }
      writer.line()
      writeStoredProperties(&writer)
      writer.line()
      writeInitializer(&writer)
      for (member, handle) in zip(model.members, handles) {
        writer.line()
        writer.conditional(member.conditions) { writer in
          writeWitness(member, handle: handle, into: &writer)
        }
      }
    }
  }

  // MARK: - Handles

  private func writeMembersStruct(
    _ typeName: String, _ documentation: String, _ members: [(Member, String)], _ writer: inout SourceWriter
  ) {
    writer.line("/// \(documentation)")
    writer.block("\(access)struct \(typeName): Sendable {") { writer in
      for (member, handle) in members {
        writer.conditional(member.conditions) { writer in
          writer.line("/// `\(signature(of: member))`")
          writer.line("\(access)let \(handle): \(handleType(of: member))")
        }
      }
      if !members.isEmpty { writer.line() }
      writer.block("init(_ recorder: DoubleRecorder) {") { writer in
        for (member, handle) in members {
          writer.conditional(member.conditions) { writer in
            writer.line("\(handle) = \(handleInitializer(of: member))")
          }
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

  private func handleInitializer(of member: Member) -> String {
    switch member.kind {
    case .method(let method):
      return "MethodDouble(recorder, \"\(method.name.withoutBackticks)(\(labels(method.parameters)))\")"
    case .property(let property) where property.isEffectful:
      return "MethodDouble(recorder, property: \"\(property.name.withoutBackticks)\")"
    case .property(let property):
      return "PropertyDouble(recorder, \"\(property.name.withoutBackticks)\")"
    case .subscript:
      return "SubscriptDouble(recorder)"
    case .initializer(let initializer):
      return "MethodDouble(recorder, \"init(\(labels(initializer.parameters)))\")"
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

  // MARK: - Stored properties and initializer

  private func writeStoredProperties(_ writer: inout SourceWriter) {
    let isolation = isActor || model.globalActor != nil ? "nonisolated " : ""
    writer.line("/// The log of every call to this double, shared by its handles.")
    writer.line("\(access)\(isolation)let recorder: DoubleRecorder")
    writer.line("/// The handles that stub and verify each requirement.")
    writer.line("\(access)\(isolation)let on: Members")
    if forwards {
      writer.line("private \(isActor ? isolation : "")let real: (any \(model.name))?")
    }
    if !staticMembers.isEmpty {
      writer.line("/// The handles of the static requirements, shared by every instance.")
      writer.line(
        "\(access)\(isolation)static let on = StaticMembers(DoubleRecorder(named: \"\(model.doubleName).Type\", site: CallSite()))"
      )
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
      if forwards { writer.line("forwardingTo real: (any \(model.name))? = nil,") }
      writer.line("fileID: String = #fileID,")
      writer.line("filePath: StaticString = #filePath,")
      writer.line("line: UInt = #line,")
      writer.line("column: UInt = #column")
    }
    writer.indented { writer in
      writer.line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)")
      writer.line("let recorder = DoubleRecorder(named: \"\(model.doubleName)\", strictness, site: site)")
      writer.line("self.recorder = recorder")
      writer.line("self.on = Members(recorder)")
      if forwards { writer.line("self.real = real") }
    }
    writer.line("}")
  }

  // MARK: - Witnesses

  private func writeWitness(_ member: Member, handle: String, into writer: inout SourceWriter) {
    for attribute in member.attributes { writer.line(attribute) }
    switch member.kind {
    case .method(let method): writeMethod(method, handle, &writer)
    case .property(let property): writeProperty(property, handle, &writer)
    case .subscript(let item): writeSubscript(item, handle, &writer)
    case .initializer(let initializer): writeInitializerWitness(initializer, handle, &writer)
    }
  }

  private func writeMethod(_ method: Method, _ handle: String, _ writer: inout SourceWriter) {
    let staticKeyword = method.isStatic ? "static " : ""
    let returns = method.returnType.map { " -> \($0)" } ?? ""
    let effects = (method.isAsync ? " async" : "") + method.throwsKind.clause
    let parameters = method.parameters.map(\.declaration).joined(separator: ", ")
    writer.block(
      "\(access)\(staticKeyword)func \(method.name)\(method.genericClause)(\(parameters))\(effects)\(returns)\(method.whereClause) {"
    ) { writer in
      let canForward =
        forwards && !method.isStatic && !method.mentionsSelf && !method.isMutating
        && method.throwsKind != .rethrows && !method.parameters.contains(where: \.isVariadic)
      let forwarded = "\(method.name)(\(forwardedArguments(method.parameters)))"
      writeCall(
        handle: path(handle, isStatic: method.isStatic),
        arguments: recordedArguments(method.parameters),
        isAsync: method.isAsync,
        throwsKind: method.throwsKind,
        cast: method.castsResult ? method.returnType : nil,
        forwarding: canForward ? forwarded : nil,
        into: &writer
      )
    }
  }

  private func writeProperty(_ property: Property, _ handle: String, _ writer: inout SourceWriter) {
    let staticKeyword = property.isStatic ? "static " : ""
    let path = path(handle, isStatic: property.isStatic)
    let canForward = forwards && !property.isStatic && !property.mentionsSelf
    let opening = "\(access)\(staticKeyword)var \(property.name): \(property.type) {"
    if property.isEffectful {
      let effects = (property.isAsync ? " async" : "") + property.throwsKind.clause
      writer.block(opening) { writer in
        writer.block("get\(effects) {") { writer in
          writeCall(
            handle: path, arguments: "()", isAsync: property.isAsync, throwsKind: property.throwsKind,
            cast: nil, forwarding: canForward ? property.name : nil, into: &writer)
        }
      }
      return
    }
    let getter = canForward ? "\(path).get(forwardingTo: real) { $0.\(property.name) }" : "\(path).get()"
    guard property.hasSetter else {
      writer.block(opening) { $0.line(getter) }
      return
    }
    let setter =
      canForward && model.isClassBound
      ? "\(path).set(newValue, forwardingTo: real) { $0.\(property.name) = newValue }"
      : "\(path).set(newValue)"
    writer.block(opening) { writer in
      writer.line("get { \(getter) }")
      writer.line("set { \(setter) }")
    }
  }

  private func writeSubscript(_ item: Subscript, _ handle: String, _ writer: inout SourceWriter) {
    let staticKeyword = item.isStatic ? "static " : ""
    let path = path(handle, isStatic: item.isStatic)
    let parameters = item.parameters.map(\.subscriptDeclaration).joined(separator: ", ")
    let index = recordedArguments(item.parameters)
    let opening =
      "\(access)\(staticKeyword)subscript\(item.genericClause)(\(parameters)) -> \(item.returnType)\(item.whereClause) {"
    let cast = item.resultStorageType == "Any" ? " as! \(item.returnType)" : ""
    let getter = "\(path).get(\(index))\(cast)"
    guard item.hasSetter else {
      writer.block(opening) { $0.line(getter) }
      return
    }
    writer.block(opening) { writer in
      writer.line("get { \(getter) }")
      writer.line("set { \(path).set(\(index), newValue) }")
    }
  }

  private func writeInitializerWitness(_ initializer: Initializer, _ handle: String, _ writer: inout SourceWriter) {
    let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
    let effects = (initializer.isAsync ? " async" : "") + initializer.throwsKind.clause
    let keyword = isActor ? "" : "convenience "
    writer.block(
      "\(access)\(keyword)init\(initializer.genericClause)(\(parameters))\(effects)\(initializer.whereClause) {"
    ) { writer in
      writer.line("self.init(.relaxed)")
      writeCall(
        handle: path(handle, isStatic: false),
        arguments: recordedArguments(initializer.parameters),
        isAsync: initializer.isAsync,
        throwsKind: initializer.throwsKind,
        cast: nil,
        forwarding: nil,
        into: &writer
      )
    }
  }

  /// Writes the call of a handle: `try await on.x.callAsync(args, forwardingTo: real) { … }`.
  private func writeCall(
    handle: String,
    arguments: String,
    isAsync: Bool,
    throwsKind: ThrowsKind,
    cast: String?,
    forwarding: String?,
    into writer: inout SourceWriter
  ) {
    let tryKeyword = throwsKind.needsTry ? "try " : ""
    let awaitKeyword = isAsync ? "await " : ""
    let function = isAsync ? "callAsync" : "call"
    let castArgument = cast.map { ", as: \(typeExpression($0))" } ?? ""
    let head = "\(tryKeyword)\(awaitKeyword)\(handle).\(function)(\(arguments)"
    guard let forwarding else {
      writer.line("\(head)\(castArgument))")
      return
    }
    guard case .typed(let failure) = throwsKind else {
      writer.block("\(head), forwardingTo: real\(castArgument)) {") { writer in
        writer.line("\(tryKeyword)\(awaitKeyword)$0.\(forwarding)")
      }
      return
    }
    // A closure infers `throws(any Error)` from its body; a typed-throws handle needs it spelled.
    let effects = (isAsync ? " async" : "") + " throws(\(failure))"
    writer.block("\(head), forwardingTo: real\(castArgument)) { (real)\(effects) in") { writer in
      writer.line("\(tryKeyword)\(awaitKeyword)real.\(forwarding)")
    }
  }

  /// The recorded arguments: `()`, the one argument, or a tuple.
  private func recordedArguments(_ parameters: [Parameter]) -> String {
    switch parameters.count {
    case 0: return "()"
    case 1: return parameters[0].recordedExpression
    default: return "(" + parameters.map(\.recordedExpression).joined(separator: ", ") + ")"
    }
  }

  private func forwardedArguments(_ parameters: [Parameter]) -> String {
    parameters.map { parameter in
      parameter.label == "_" ? parameter.forwardedExpression : "\(parameter.label): \(parameter.forwardedExpression)"
    }.joined(separator: ", ")
  }

  private func typeExpression(_ type: String) -> String {
    type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "\(type).self" : "(\(type)).self"
  }

  /// The requirement as declared, for the handle's documentation.
  private func signature(of member: Member) -> String {
    switch member.kind {
    case .method(let method):
      let parameters = method.parameters.map(\.declaration).joined(separator: ", ")
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
      let parameters = initializer.parameters.map(\.declaration).joined(separator: ", ")
      return "init\(initializer.isFailable ? "?" : "")(\(parameters))"
    }
  }
}
