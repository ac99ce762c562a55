/// Writes the handles of a double, the same for protocols, classes and structs of closures: the
/// class that holds them, their types and how each is made.
struct HandleWriter {
  /// The access level of the double's declarations, with a trailing space, or `""`.
  let access: String
  /// Whether each handle names its requirement, so that two parents' handles of one requirement
  /// share their calls: in a macro's protocol double, whose refining doubles may reach a
  /// requirement through two parents (the command's answer it once in their own class).
  var sharesRequirements = false

  /// A parent protocol whose double's handles the class of handles holds too.
  struct Parent {
    /// The parent as the double names it, such as `Loading`.
    let name: String
    /// The type of its double, with its generic arguments: `LoadingDouble<Item>`; in a macro's
    /// double, the conformer, whose type names the parent's handles (see `handlesType`).
    let doubleType: String
    /// How the handles are reached when another parent's handles hold them already (a shared
    /// ancestor), such as `inheritedLoading.inheritedBase`; `nil` to make them.
    var source: String? = nil
    /// The class of the parent's handles, as its double declares it: `Members`, or, in a macro's
    /// double, the alias the parent's extension declares for the conformer, `_LoadingHandles`
    /// (the same for the static handles).
    var handlesType = "Members"

    /// `LoadingDouble<Item>.Members`.
    var handles: String { doubleType + "." + handlesType }
  }

  /// Writes the class of handles `typeName`, one per member, with `isolation` (such as
  /// `nonisolated `) before `final class`, holding the handles of `parents` too; each handle's
  /// documentation shows the member's declaration, or what `declaration` gives for it.
  func writeMembersClass(
    _ typeName: String, _ documentation: String, _ members: [(Member, String)], parents: [Parent] = [],
    isolation: String = "", declaration: ((Member) -> String)? = nil, _ writer: inout SourceWriter
  ) {
    writer.documentation("\(documentation)")
    if !parents.isEmpty { writer.line("@dynamicMemberLookup") }
    let deprecated = members.filter { $0.0.isDeprecated }
    let eager = members.filter { !$0.0.isDeprecated }
    writer.block("\(access)\(isolation)final class \(typeName): \(StandardLibraryNames.sendable) {") { writer in
      for (member, handle) in members {
        writer.conditional(member.conditions) { writer in
          writer.documentation(
            member.holdsFakeElements
              ? "The elements of the fake collection this double is: set them with `value`."
              : "`\(declaration?(member) ?? signature(of: member))`")
          guard member.isDeprecated, let slot = deprecated.firstIndex(where: { $0.1 == handle }) else {
            writer.line("\(access)let \(handle): \(handleType(of: member))")
            return
          }
          // Made on first use, inside the deprecation, so that the double builds without warnings.
          for attribute in member.deprecationAttributes { writer.line(attribute) }
          writer.block("\(access)var \(handle): \(handleType(of: member)) {") { writer in
            writer.line(
              "deprecatedHandles.handle(\(slot)) { \(handleInitializer(of: member, recorder: "deprecatedRecorder")) }"
            )
          }
        }
      }
      if !deprecated.isEmpty {
        writer.line("private let deprecatedRecorder: DoubleRecorder")
        writer.line("private let deprecatedHandles = LazyHandles()")
      }
      for parent in parents {
        writer.documentation("The handles of the requirements inherited from `\(parent.name)`.")
        writer.line("\(access)let \(GeneratedNames.parentField(parent.name)): \(parent.handles)")
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
          writer.line(
            "\(GeneratedNames.parentField(parent.name)) = \(parent.source ?? "\(parent.handles)(recorder)")")
        }
      }
      for (index, parent) in parents.enumerated() {
        writer.line()
        writer.documentation("The handles of `\(parent.name)`'s requirements, as if they were declared here.")
        // A requirement that two parents declare has one handle in each, sharing one log and
        // its stubs: the first parent's answers for it, rather than neither (ambiguous).
        if index > 0 { writer.line("@_disfavoredOverload") }
        writer.block(
          "\(access)subscript<Handle>(dynamicMember keyPath: \(StandardLibraryNames.keyPath)<\(parent.handles), Handle>) -> Handle {"
        ) { writer in
          writer.line("\(GeneratedNames.parentField(parent.name))[keyPath: keyPath]")
        }
      }
    }
  }

  func handleType(of member: Member) -> String {
    switch member.kind {
    case .method(let method):
      return
        "MethodDouble<\(arguments(method.parameters)), \(method.resultStorageType), \(method.throwsKind.failureType)>"
    case .property(let property) where property.isEffectful:
      return "MethodDouble<\(StandardLibraryNames.void), \(property.storageType), \(property.throwsKind.failureType)>"
    case .property(let property):
      return "PropertyDouble<\(property.storageType)>"
    case .subscript(let item):
      return "SubscriptDouble<\(arguments(item.parameters)), \(item.resultStorageType)>"
    case .initializer(let initializer):
      return
        "MethodDouble<\(arguments(initializer.parameters)), \(StandardLibraryNames.void), \(initializer.throwsKind.failureType)>"
    }
  }

  /// How the handle of `member` is made. With ``sharesRequirements``, it names the requirement
  /// (``requirementKey(of:)``), so that the handles of one requirement share their calls.
  func handleInitializer(of member: Member, recorder: String = "recorder") -> String {
    let shared = sharesRequirements ? requirementKey(of: member).map { ", sharedAs: \"\($0)\"" } ?? "" : ""
    switch member.kind {
    case .method(let method):
      let relaxed = method.stream.map { ", relaxedAnswer: \($0.finishedStream)" } ?? ""
      return
        "MethodDouble(\(recorder), \"\(method.name.withoutBackticks)(\(labels(method.parameters)))\"\(shared)\(relaxed))"
    case .property(let property) where property.isEffectful:
      let relaxed = property.stream.map { ", relaxedAnswer: \($0.finishedStream)" } ?? ""
      return "MethodDouble(\(recorder), property: \"\(property.name.withoutBackticks)\"\(shared)\(relaxed))"
    case .property(let property):
      let relaxed = property.stream.map { ", relaxedAnswer: \($0.finishedStream)" } ?? ""
      return "PropertyDouble(\(recorder), \"\(property.name.withoutBackticks)\"\(shared)\(relaxed))"
    case .subscript:
      return "SubscriptDouble(\(recorder))"
    case .initializer(let initializer):
      return "MethodDouble(\(recorder), \"init(\(labels(initializer.parameters)))\"\(shared))"
    }
  }

  /// The requirement as written, without its parameters' names, as the handles of one
  /// requirement that two parents declare share it: `save(_:) (String) -> Bool`,
  /// `value<T: Decodable>(for:) (String) -> T?`, `title: String { get async }`. Subscripts, whose
  /// handles are never shared, have none; nor does a requirement whose text would need escaping
  /// in a string literal.
  func requirementKey(of member: Member) -> String? {
    let key: String
    switch member.kind {
    case .method(let method):
      let types = method.parameters.map(\.declaredType).joined(separator: ", ")
      let effects = method.throwsKind.effects(isAsync: method.isAsync)
      let name = "\(method.name.withoutBackticks)\(method.genericClause)(\(labels(method.parameters)))"
      key = "\(name) (\(types))\(effects)\(method.returnClause)\(method.whereClause)"
    case .property(let property):
      let effects = property.isEffectful ? " { get\(property.throwsKind.effects(isAsync: property.isAsync)) }" : ""
      key = "\(property.name.withoutBackticks): \(property.type)\(effects)"
    case .subscript:
      return nil
    case .initializer(let initializer):
      let types = initializer.parameters.map(\.declaredType).joined(separator: ", ")
      let effects = initializer.throwsKind.effects(isAsync: initializer.isAsync)
      key =
        "init\(initializer.genericClause)(\(labels(initializer.parameters))) (\(types))\(effects)\(initializer.whereClause)"
    }
    let prefix = member.isStatic ? "static " : ""
    // One requirement whichever way it names the standard library's types (`Swift.String`).
    let plain = TypeText.withoutSwiftModule(key)
    return plain.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) ? nil : prefix + plain
  }

  /// The `Arguments` type of a handle: `Void`, the one parameter's type, or a labelled tuple.
  func arguments(_ parameters: [Parameter]) -> String {
    switch parameters.count {
    case 0: return StandardLibraryNames.void
    case 1: return parameters[0].storageType
    default:
      return "(" + parameters.map { "\(Keywords.callLabel($0.name)): \($0.storageType)" }.joined(separator: ", ") + ")"
    }
  }

  func labels(_ parameters: [Parameter]) -> String {
    parameters.map { "\($0.label):" }.joined()
  }

  /// The requirement as declared, for the handle's documentation.
  func signature(of member: Member) -> String {
    switch member.kind {
    case .method(let method):
      let parameters = method.parameters.map(\.documentedDeclaration).joined(separator: ", ")
      let effects = method.throwsKind.effects(isAsync: method.isAsync)
      let returns = method.returnClause
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
