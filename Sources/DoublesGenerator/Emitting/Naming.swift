/// Names the emitter derives from protocol names.
enum Naming {
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

  /// The field of a double's `Members` that holds a parent protocol's handles: `inheritedParent`.
  static func parentField(_ parent: String) -> String { "inherited" + unqualified(parent) }

  /// The last part of a qualified name: `CreateOrder.Logging` → `Logging`.
  static func unqualified(_ name: String) -> String {
    name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
  }
}
