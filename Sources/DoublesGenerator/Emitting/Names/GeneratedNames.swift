/// Every name the generated code declares from a protocol's, class's or struct's name: the one
/// place that knows `Double`, `Doubling`, `Handles` and `Real`.
enum GeneratedNames {
  /// The double of `name`: `Authorizer` → `AuthorizerDouble`, `CreateOrder.Logging` →
  /// `CreateOrder.LoggingDouble`.
  /// `name` with `Double` after it, or `TestDouble` when that would be a type of the runtime that
  /// every double names (`PropertyTestDouble` for FluentKit's `Property`).
  static func double(of name: String) -> String {
    // A protocol named `` `Type` `` has the double `TypeDouble`.
    let name = name.withoutBackticks
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return runtimeDoubleTypes.contains(last + "Double") ? name + "TestDouble" : name + "Double"
  }

  /// The types of the runtime that every double names, which no double may be named.
  static let runtimeDoubleTypes: Set<String> = [
    "FunctionDouble", "MethodDouble", "PropertyDouble", "SubscriptDouble", "TestDouble",
  ]

  /// The protocol that a protocol's double and the doubles of its refinements conform to, whose
  /// extension holds the inherited witnesses: `AuthorizerDoubling`.
  static func doubling(of name: String) -> String { name.withoutBackticks + "Doubling" }

  /// How a `Doubling` protocol reaches a double's handles: `authorizerHandles`.
  static func handlesAccessor(of name: String) -> String { lowerCamel(name) + "Handles" }

  /// How a macro's `Doubling` protocol reaches a double's static handles: `authorizerStaticHandles`.
  static func staticHandlesAccessor(of name: String) -> String { lowerCamel(name) + "StaticHandles" }

  /// The type of a protocol's handles as the double of a refining protocol holds them, which a
  /// macro's witness extension declares, so that the refining double names them without knowing
  /// whether the protocol's double is generic: `_AuthorizerHandles`.
  static func handlesAlias(of name: String) -> String { "_" + unqualified(name) + "Handles" }

  /// The same for the static handles: `_AuthorizerStaticHandles`.
  static func staticHandlesAlias(of name: String) -> String { "_" + unqualified(name) + "StaticHandles" }

  /// The existential of a protocol as a macro's witness extension declares it for the doubles of
  /// refining protocols, which sit where its own name may not be found (a protocol nested in a
  /// type is extended at the top level): `_AuthorizerProtocol`.
  static func protocolAlias(of name: String) -> String { "_" + unqualified(name) + "Protocol" }

  /// How a `Doubling` protocol reaches a partial double's real object: `authorizerReal`.
  static func realAccessor(of name: String) -> String { lowerCamel(name) + "Real" }

  /// The name of a macro's witness of the requirement `declarationName` of `protocolName`, which
  /// `@_implements` ties to it: `update(arg:)` of `Foo` → `_Foo_update`; `` `retry later`() `` →
  /// `_Foo_retryLater`.
  static func ownWitness(of declarationName: String, in protocolName: String) -> String {
    let baseName = String(declarationName.prefix { $0 != "(" }).withoutBackticks
    // A raw identifier (`` `retry later` ``) becomes an identifier (`retryLater`).
    return "_\(unqualified(protocolName))_\(HandleNames.identifier(for: baseName))"
  }

  /// The field of a double's `Members` that holds a parent protocol's handles: `inheritedParent`.
  static func parentField(_ parent: String) -> String { "inherited" + unqualified(parent) }

  /// `Authorizer` → `authorizer`, `URLSessionProtocol` → `urlSessionProtocol`; a qualified name
  /// gives its last part's: `CreateOrder.Logging` → `logging`.
  static func lowerCamel(_ qualifiedName: String) -> String {
    let name = unqualified(qualifiedName)
    let scalars = name.unicodeScalars
    let upperRun = scalars.prefix { $0.properties.isUppercase }.count
    func lowering(_ count: Int) -> String {
      String(scalars.prefix(count)).lowercased() + String(scalars.dropFirst(count))
    }
    switch upperRun {
    case 0: return name
    case 1, scalars.count: return lowering(upperRun)
    default:
      // An acronym: keep the capital that starts the next word.
      return lowering(upperRun - 1)
    }
  }

  /// The last part of a qualified name: `CreateOrder.Logging` → `Logging`.
  static func unqualified(_ name: String) -> String {
    let name = name.withoutBackticks
    return name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
  }
}

extension ProtocolModel {
  /// The name of the double, such as `AuthorizerDouble`.
  var doubleName: String { GeneratedNames.double(of: name) }
}

extension ClassModel {
  /// The name of the double, such as `OrdersWorkerDouble`.
  var doubleName: String { GeneratedNames.double(of: name) }
}

extension ClosureStructModel {
  /// The name of the double, such as `NumberFactClientDouble`.
  var doubleName: String { GeneratedNames.double(of: name) }
}
