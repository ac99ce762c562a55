/// Names the emitter derives from protocol names.
enum Naming {
  /// `Authorizer` → `authorizer`, `URLSessionProtocol` → `urlSessionProtocol`; a qualified name
  /// gives its last part's: `CreateOrder.Logging` → `logging`.
  static func lowerCamel(_ qualifiedName: String) -> String {
    let name = unqualified(qualifiedName)
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    switch upperRun {
    case 0: return name
    case 1, characters.count: return name.prefix(upperRun).lowercased() + name.dropFirst(upperRun)
    default:
      // An acronym: keep the capital that starts the next word.
      return name.prefix(upperRun - 1).lowercased() + name.dropFirst(upperRun - 1)
    }
  }

  /// The field of a double's `Members` that holds a parent protocol's handles: `inheritedParent`.
  static func parentField(_ parent: String) -> String { "inherited" + unqualified(parent) }

  /// The last part of a qualified name: `CreateOrder.Logging` → `Logging`.
  static func unqualified(_ name: String) -> String {
    name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
  }
}
