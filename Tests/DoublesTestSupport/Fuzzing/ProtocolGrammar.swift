import Foundation

/// Random protocols written from Swift's declaration grammar, for the generator's fuzzing: every
/// form of requirement Swift 6.3 accepts, laid out on one line or over several, with the types
/// each case declares beside its protocols. Each case's names start with its own prefix, so that
/// many cases compile as one module.
///
/// The grammar aims at Swift that compiles; what does not (its rules are not the compiler's)
/// is dropped by the fuzzing suite's first compilation, and counted.
package struct ProtocolGrammar {
  package var random: FuzzRandom
  /// What every declaration of the case starts with, such as `C12_`.
  package let prefix: String

  package init(seed: UInt64, prefix: String) {
    random = FuzzRandom(seed: seed)
    self.prefix = prefix
  }

  // MARK: - Cases

  /// A family of one to three protocols (a chain of refinements, across two files when it has
  /// more than one), with the types their requirements name.
  package mutating func fuzzCase() -> FuzzCase {
    var protocols: [FuzzProtocol] = []
    // One case in ten is one protocol declared in a type, beside a type of its own and
    // declarations that shadow the standard library's names.
    if chance(0.1) {
      var nested = protocolDeclaration(0, parent: nil, nested: true)
      nested.enclosingType = "\(prefix)Space"
      return FuzzCase(prefix: prefix, support: support, protocols: [nested])
    }
    let count = pick([1, 1, 1, 2, 2, 3])
    for index in 0..<count {
      protocols.append(protocolDeclaration(index, parent: protocols.last, ancestors: protocols))
    }
    return FuzzCase(prefix: prefix, support: support, protocols: protocols)
  }

  /// The types the case's requirements may name: a value, an error, a result builder.
  private var support: String {
    """
    public struct \(prefix)Value: Hashable, Sendable, Codable {
      public var id: Int
      public init(id: Int) { self.id = id }
    }
    public struct \(prefix)Failure: Error, Equatable {
      public init() {}
    }
    @resultBuilder public enum \(prefix)Builder {
      public static func buildBlock(_ parts: Int...) -> [Int] { parts }
    }
    """
  }

  // MARK: - Protocols

  private mutating func protocolDeclaration(
    _ index: Int, parent: FuzzProtocol?, ancestors: [FuzzProtocol] = [], nested: Bool = false
  ) -> FuzzProtocol {
    var declaration = FuzzProtocol(name: nested ? "Inner" : "\(prefix)P\(index)", file: parent == nil ? 0 : 1)
    // No wider than the protocol it refines: Swift refuses a public refinement of an internal one.
    let levels = ["", "package ", "public "]
    let widest = parent.map { levels.firstIndex(of: $0.access) ?? 0 } ?? 2
    declaration.access = pick(Array(levels[0...widest]) + [""])
    var parents: [String] = []
    if let parent {
      parents.append(parent.name)
      // A refining protocol states what `@Doubled` must know of its parent's double (the Protocol inheritance guide).
      if parent.isActor { parents.append("Actor") }
      if parent.isObject { parents.append("NSObjectProtocol") }
      declaration.isActor = parent.isActor
      declaration.isObject = parent.isObject
      declaration.isClassBound = parent.isClassBound
      declaration.isMainActor = parent.isMainActor
      // The parent's associated types, pinned (the macro names them only through pins), or
      // constrained further.
      var pins: [String] = []
      for (type, pin) in zip(parent.associatedTypeNames, parent.associatedTypePins) {
        pins.append(chance(0.85) ? "\(type) == \(pin)" : "\(type): Sendable")
      }
      if !pins.isEmpty { declaration.whereClause = " where " + pins.joined(separator: ", ") }
    } else {
      switch random.next() % 16 {
      case 0:
        parents.append("Actor")
        declaration.isActor = true
        declaration.isClassBound = true
      case 1:
        parents.append("AnyObject")
        declaration.isClassBound = true
      case 2:
        parents.append("NSObjectProtocol")
        declaration.isObject = true
        declaration.isClassBound = true
      case 3: parents.append("Sendable")
      case 4: parents.append("Hashable")
      case 5: parents.append("CustomStringConvertible")
      case 6: parents += ["Equatable", "Sendable"]
      case 7: parents.append("Identifiable")
      case 8: parents.append("Codable")
      case 9: parents.append(pick(["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"]))
      case 10:
        // Its iterator is the double's generic parameter, which a refining protocol pins.
        parents.append("AsyncSequence")
        declaration.whereClause = " where Element == Int"
        declaration.associatedTypeNames.append("AsyncIterator")
        declaration.associatedTypePins.append("AsyncStream<Int>.Iterator")
      default: break
      }
      if !declaration.isActor && chance(0.12) {
        declaration.leadingAttributes.append("@MainActor")
        declaration.isMainActor = true
      }
      if chance(0.25) {
        let count = pick([1, 1, 2])
        for number in 0..<count {
          let name = "Item\(number)"
          declaration.associatedTypeNames.append(name)
          // Each with a type a refining protocol may pin it to.
          let (text, pin) = pick([
            ("associatedtype \(name)", "Int"), ("associatedtype \(name): Hashable", "String"),
            ("associatedtype \(name) = Int", "Int"), ("associatedtype \(name): Sendable & Equatable", "Int"),
            ("associatedtype \(name): Collection where \(name).Element == Int", "[Int]"),
          ])
          declaration.associatedTypes.append(text)
          declaration.associatedTypePins.append(pin)
        }
        if chance(0.4) { declaration.primaryAssociatedTypes = ["Item0"] }
      }
    }
    if chance(0.08) { declaration.leadingAttributes.append("@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)") }
    declaration.parents = parents
    let requirements = pick([1, 2, 3, 3, 4, 5, 6])
    var names: [String] = []
    for number in 0..<requirements {
      let written = requirement(number, in: declaration, names: &names)
      // One subscript or initializer of each signature: two would be one redeclared.
      if (written.hasPrefix("subscript") || written.hasPrefix("static subscript") || written.hasPrefix("init"))
        && declaration.requirements.contains(where: {
          $0.prefix(while: { $0 != ")" }) == written.prefix(while: { $0 != ")" })
        })
      {
        continue
      }
      if Self.restatesWithoutThrowing(written, ancestors) { continue }
      declaration.requirements.append(written)
    }
    return declaration
  }

  /// Whether `written` restates a property or subscript of `ancestors` whose getter throws, with
  /// a getter that does not: every read of it through the refining protocol, the user's own
  /// included, crashes Swift 6.3's SIL generation (the Known limits guide), so no double of it
  /// can be compiled in the protocol's module, and the macro's cannot.
  static func restatesWithoutThrowing(_ written: String, _ ancestors: [FuzzProtocol]) -> Bool {
    func signature(_ requirement: String) -> (head: Substring, getterThrows: Bool)? {
      guard let brace = requirement.firstIndex(of: "{") else { return nil }
      var head = requirement[..<brace]
      if head.hasPrefix("nonisolated ") { head = head.dropFirst("nonisolated ".count) }
      return (head, requirement[brace...].contains("throws"))
    }
    guard let restated = signature(written), !restated.getterThrows else { return false }
    return ancestors.flatMap(\.requirements).contains { requirement in
      guard let inherited = signature(requirement) else { return false }
      return inherited.head == restated.head && inherited.getterThrows
    }
  }

  // MARK: - Requirements

  private mutating func requirement(_ number: Int, in declaration: FuzzProtocol, names: inout [String]) -> String {
    switch random.next() % 20 {
    case 0...11: return method(number, in: declaration, names: &names)
    case 12...15: return property(number, in: declaration)
    case 16, 17: return subscriptRequirement(in: declaration)
    default: return initializer(in: declaration)
    }
  }

  /// The context a requirement's types are chosen in.
  private struct Scope {
    /// Types declared beside a nested protocol, in its type.
    var local: [String] = []
    var generics: [String] = []
    var noncopyable: [String] = []
    var nonescapable: [String] = []
    var associated: [String] = []
    var allowsSelf = true
    var allowsUnwrapped = true
  }

  private mutating func method(_ number: Int, in declaration: FuzzProtocol, names: inout [String]) -> String {
    var scope = Scope(local: declaration.local, associated: declaration.associatedTypeNames)
    var generics: [String] = []
    var whereClause = ""
    for index in 0..<pick([0, 0, 0, 1, 1, 2]) {
      let name = "T\(index)"
      switch random.next() % 8 {
      case 0:
        generics.append("\(name): ~Copyable")
        scope.noncopyable.append(name)
      case 1:
        generics.append("\(name): ~Escapable")
        scope.nonescapable.append(name)
      case 2: generics.append("\(name): Hashable")
      case 3: generics.append("\(name): Sendable & Codable")
      case 4:
        generics.append(name)
        whereClause = " where \(name): Equatable"
      default: generics.append(name)
      }
      if !scope.noncopyable.contains(name) && !scope.nonescapable.contains(name) { scope.generics.append(name) }
    }
    // The name: new, or an overload of an earlier one.
    let name: String
    if !names.isEmpty && chance(0.15) {
      name = pick(names)
    } else {
      name = chance(0.05) ? pick(["`default`", "`in`", "`return`"]) : "call\(number)"
      names.append(name)
    }
    var parameters: [String] = []
    var hasThrowingClosure = false
    for index in 0..<pick([0, 1, 1, 2, 3, 4]) {
      let (text, throwsClosure) = parameter(index, scope: scope)
      parameters.append(text)
      hasThrowingClosure = hasThrowingClosure || throwsClosure
    }
    // Each generic parameter is used in the signature, as Swift asks, by a labelled parameter
    // (one after a variadic one needs its label).
    for type in scope.noncopyable where !parameters.contains(where: { $0.contains(": \(type)") }) {
      parameters.append("owned\(type): \(pick(["consuming", "borrowing"])) \(type)")
    }
    for type in scope.nonescapable where !parameters.contains(where: { $0.contains(": \(type)") }) {
      parameters.append("lent\(type): \(type)")
    }
    for type in scope.generics where !parameters.contains(where: { Self.mentions($0, type) }) {
      parameters.append("using\(type): \(type)")
    }
    let isAsync = chance(0.3)
    var effects = isAsync ? " async" : ""
    switch random.next() % 10 {
    case 0, 1: effects += " throws"
    case 2: effects += " throws(\(prefix)Failure)"
    case 3 where hasThrowingClosure: effects += " rethrows"
    case 4:
      generics.append("Failure: Error")
      parameters.append("failing: Failure.Type")
      effects += " throws(Failure)"
    default: break
    }
    var attributes: [String] = []
    var modifiers: [String] = []
    let isStatic = chance(0.1)
    if isStatic {
      modifiers.append("static")
    } else if !declaration.isClassBound && chance(0.08) {
      modifiers.append("mutating")
    }
    if declaration.isMainActor && chance(0.3) {
      modifiers.append("nonisolated")
    } else if isAsync && !declaration.isActor && !declaration.isMainActor && chance(0.15) {
      if chance(0.5) { modifiers.append("nonisolated(nonsending)") } else { attributes.append("@concurrent") }
    }
    if chance(0.05) { attributes.append("@available(*, deprecated, message: \"Use another.\")") }
    var result = ""
    if chance(0.65) {
      var resultScope = scope
      resultScope.nonescapable = []
      let type: String
      if !scope.noncopyable.isEmpty && chance(0.5) {
        type = pick(scope.noncopyable)
      } else if chance(0.08) {
        type = "[Int]"
        attributes.append("@\(prefix)Builder")
      } else {
        type = valueType(resultScope, depth: 0)
      }
      result = " -> " + type
      if chance(0.1) { attributes.append("@discardableResult") }
    }
    let genericClause = generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
    let head = (attributes + modifiers + ["func"]).joined(separator: " ")
    return layout(
      head: "\(head) \(name)\(genericClause)", parameters: parameters, tail: "\(effects)\(result)\(whereClause)")
  }

  /// A parameter, and whether its type is a closure that throws.
  private mutating func parameter(_ index: Int, scope: Scope) -> (String, Bool) {
    let label = pick([
      "_ value\(index)", "value\(index)", "for value\(index)", "in value\(index)", "`inout` value\(index)",
    ])
    // `inout Int!` and `consuming Int!` are not allowed: `!` goes on a declaration's own type.
    var wrapped = scope
    wrapped.allowsUnwrapped = false
    switch random.next() % 14 {
    case 0: return ("\(label): inout \(valueType(wrapped, depth: 0))", false)
    case 1: return ("\(label): @autoclosure () -> \(valueType(scope, depth: 1))", false)
    case 2: return ("\(label): @autoclosure () throws -> Int", true)
    case 3: return ("\(label): @escaping (\(valueType(scope, depth: 1))) -> Void", false)
    case 4: return ("\(label): (Int) throws -> \(valueType(scope, depth: 1))", true)
    case 5: return ("\(label): @escaping @Sendable () async -> Void", false)
    case 6: return ("\(label): () async throws -> Int", true)
    case 7: return ("\(label): Int...", false)
    case 8: return ("\(label): some Sendable", false)
    case 9: return ("\(label): \(pick(["(some Hashable).Type", "any Sendable.Type", "Int.Type"]))", false)
    case 10: return ("\(label): \(pick(["consuming", "borrowing"])) \(valueType(wrapped, depth: 0))", false)
    default: return ("\(label): \(valueType(scope, depth: 0))", false)
    }
  }

  /// Whether `text` names `type` (`T0` in `[T0]`, not in `T01`).
  private static func mentions(_ text: String, _ type: String) -> Bool {
    var rest = Substring(text)
    while let found = rest.range(of: type) {
      let after = rest[found.upperBound...].first
      let before = found.lowerBound > rest.startIndex ? rest[rest.index(before: found.lowerBound)] : " "
      if !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) && !(before.isLetter || before.isNumber) {
        return true
      }
      rest = rest[found.upperBound...]
    }
    return false
  }

  private mutating func property(_ number: Int, in declaration: FuzzProtocol) -> String {
    var scope = Scope(local: declaration.local, associated: declaration.associatedTypeNames)
    scope.allowsSelf = !declaration.isActor
    let type = valueType(scope, depth: 0)
    var modifiers: [String] = []
    if chance(0.12) { modifiers.append("static") }
    if declaration.isMainActor && chance(0.3) { modifiers.append("nonisolated") }
    let accessors: String
    switch random.next() % 6 {
    case 0, 1: accessors = "{ get set }"
    case 2: accessors = "{ get async }"
    case 3: accessors = "{ get throws }"
    case 4: accessors = "{ get async throws(\(prefix)Failure) }"
    default: accessors = "{ get }"
    }
    let head = (modifiers + ["var"]).joined(separator: " ")
    return "\(head) value\(number): \(type) \(accessors)"
  }

  private mutating func subscriptRequirement(in declaration: FuzzProtocol) -> String {
    let scope = Scope(local: declaration.local, associated: declaration.associatedTypeNames)
    let isStatic = chance(0.1) ? "static " : ""
    if chance(0.3) {
      return "\(isStatic)subscript<Element>(key key: String) -> Element? \(chance(0.5) ? "{ get set }" : "{ get }")"
    }
    let index = pick(["index: Int", "_ name: String", "row: Int, column: Int", "newValue: Int"])
    let accessors = pick(["{ get }", "{ get set }", "{ get throws }"])
    return "\(isStatic)subscript(\(index)) -> \(valueType(scope, depth: 0)) \(accessors)"
  }

  private mutating func initializer(in declaration: FuzzProtocol) -> String {
    let scope = Scope(local: declaration.local, associated: declaration.associatedTypeNames, allowsSelf: false)
    let mark = pick(["", "", "?"])
    let effects = pick(["", "", " throws", " async", " throws(\(prefix)Failure)"])
    let generic = chance(0.15)
    let parameter = generic ? "_ value: Seed" : "value: \(valueType(scope, depth: 0))"
    return "init\(mark)\(generic ? "<Seed: Sendable>" : "")(\(parameter))\(effects)"
  }

  // MARK: - Types

  private mutating func valueType(_ scope: Scope, depth: Int) -> String {
    var choices = [
      "Int", "String", "Bool", "Double", "[Int]", "[String: Int]", "Int?", "String?", "(Int, String)",
      "Set<String>", "\(prefix)Value", "\(prefix)Value?", "Result<Int, any Error>", "[\(prefix)Value]", "Data",
      "URL?", "any Sendable", "AsyncStream<Int>",
    ]
    // An implicitly unwrapped optional is a type of a declaration only, never inside another.
    if depth == 0 && scope.allowsUnwrapped { choices.append("Int!") }
    if scope.allowsSelf { choices += ["Self", "Self?"] }
    choices += scope.local + ["Int.Type", "any Sendable.Type"]
    choices += scope.associated
    choices += scope.associated.map { "[\($0)]" }
    choices += scope.generics
    choices += scope.generics.map { "[\($0)]" }
    choices += scope.generics.map { "\($0)?" }
    let type = pick(choices)
    guard depth == 0, chance(0.15), type != "Int!" else { return type }
    // Nested generics: `[[T]]`, `Result<[T], Failure>`.
    return pick(["[\(type)]", "[String: \(type)]", "Result<\(type), \(prefix)Failure>"])
  }

  // MARK: - Layout

  /// A declaration on one line, or over several, with comments among its parts.
  private mutating func layout(head: String, parameters: [String], tail: String) -> String {
    guard chance(0.25), !parameters.isEmpty else {
      return "\(head)(\(parameters.joined(separator: ", ")))\(tail)"
    }
    var text = "\(head)(\n"
    for (index, parameter) in parameters.enumerated() {
      let comment = chance(0.3) ? "  // the \(index)th" : ""
      text += "    \(parameter)\(index < parameters.count - 1 ? "," : "")\(comment)\n"
    }
    text += "  )"
    let brokenTail = tail.replacingOccurrences(of: " ->", with: chance(0.5) ? "\n    ->" : " ->")
    return text + brokenTail
  }

  // MARK: - Randomness

  private mutating func chance(_ probability: Double) -> Bool {
    Double(random.next() % 10_000) < probability * 10_000
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(random.next() % UInt64(elements.count))]
  }
}

/// One protocol of a fuzzing case, as parts, so that a failure can be made smaller.
package struct FuzzProtocol: Sendable {
  package var name: String
  /// The file of the case it is declared in.
  package var file: Int
  package var access = ""
  package var leadingAttributes: [String] = []
  package var primaryAssociatedTypes: [String] = []
  package var parents: [String] = []
  package var whereClause = ""
  package var associatedTypes: [String] = []
  package var associatedTypeNames: [String] = []
  /// A type each associated type may be pinned to.
  package var associatedTypePins: [String] = []
  package var requirements: [String] = []
  package var isActor = false
  package var isObject = false
  package var isClassBound = false
  package var isMainActor = false
  /// The types a requirement may name beside the standard library's and the case's.
  var local: [String] { enclosingType == nil ? [] : ["Local", "Local?"] }
  /// The type it is declared in, which declares `Local` and shadows of the standard library's
  /// names too; `nil` at the top level.
  package var enclosingType: String?

  init(name: String, file: Int) {
    self.name = name
    self.file = file
  }

  /// The declaration, `@Doubled` before it when `marked`, in its type when it has one.
  package func text(marked: Bool) -> String {
    guard let enclosingType else { return declaration(marked: marked) }
    let inner = declaration(marked: marked).split(separator: "\n", omittingEmptySubsequences: false)
    return """
      \(access)enum \(enclosingType) {
        \(access)struct Local: Hashable, Sendable {}
        struct Never {}
        struct Void {}
        struct StaticString {}
        struct UInt {}
        struct Hasher {}
        struct KeyPath {}
        struct ObjectIdentifier {}
        struct Mirror {}
        struct AsyncThrowingStream {}
      \(inner.map { "  " + $0 }.joined(separator: "\n"))
      }
      """
  }

  private func declaration(marked: Bool) -> String {
    var lines = marked ? ["@Doubled"] : []
    lines += leadingAttributes
    let primary = primaryAssociatedTypes.isEmpty ? "" : "<" + primaryAssociatedTypes.joined(separator: ", ") + ">"
    let inherited = parents.isEmpty ? "" : ": " + parents.joined(separator: ", ")
    lines.append("\(access)protocol \(name)\(primary)\(inherited)\(whereClause) {")
    for member in associatedTypes + requirements {
      lines += member.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

/// A fuzzing case: the types it declares, and its protocols in one or two files.
package struct FuzzCase: Sendable {
  package let prefix: String
  package let support: String
  package var protocols: [FuzzProtocol]

  /// The case's files, with `@Doubled` on each protocol when `marked`, importing what they use.
  package func files(marked: Bool) -> [String] {
    let imports = (marked ? "import DoublesMacros\n" : "") + "import Foundation\n\n"
    let count = (protocols.map(\.file).max() ?? 0) + 1
    return (0..<count).map { file in
      imports + (file == 0 ? support + "\n\n" : "")
        + protocols.filter { $0.file == file }.map { $0.text(marked: marked) }.joined(separator: "\n\n") + "\n"
    }
  }

  /// Why the macro's doubles of the case cannot compile, when Swift is the reason (the Known
  /// limits guide): a protocol declares again a property of a protocol it refines, with another
  /// type or other effects. A partial double reads the real object's property through the
  /// refining protocol, where Swift may take the parent's (`var id: any Sendable { get }` read
  /// as the parent's `var id: Int { get async }`); the command, which reads the parent, answers
  /// that property from its handle, but the macro sees one protocol.
  package var macroLimit: String? {
    func property(_ requirement: String) -> (name: Substring, declaration: String)? {
      var text = Substring(requirement)
      if text.hasPrefix("nonisolated ") { text = text.dropFirst("nonisolated ".count) }
      guard text.hasPrefix("var "), let colon = text.firstIndex(of: ":") else { return nil }
      return (text[text.index(text.startIndex, offsetBy: 4)..<colon], String(text))
    }
    for (index, declaration) in protocols.enumerated() {
      let inherited = protocols[..<index].flatMap(\.requirements).compactMap(property)
      for restated in declaration.requirements.compactMap(property)
      where inherited.contains(where: { $0.name == restated.name && $0.declaration != restated.declaration }) {
        return "'\(declaration.name)' declares again the property '\(restated.name)' of a protocol it refines"
      }
    }
    return nil
  }

  /// The case without the requirement `index` of protocol `protocolIndex`, for minimising.
  package func removing(requirement index: Int, of protocolIndex: Int) -> FuzzCase {
    var smaller = self
    smaller.protocols[protocolIndex].requirements.remove(at: index)
    return smaller
  }

  /// The case without its last protocol, for minimising: a failure of the others stays.
  package var withoutLastProtocol: FuzzCase? {
    guard protocols.count > 1 else { return nil }
    var smaller = self
    smaller.protocols.removeLast()
    return smaller
  }
}
