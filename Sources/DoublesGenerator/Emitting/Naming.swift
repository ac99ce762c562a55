/// Names the emitter derives from protocol names.
enum Naming {
  /// `Authorizer` → `authorizer`, `URLSessionProtocol` → `urlSessionProtocol`.
  static func lowerCamel(_ name: String) -> String {
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
  static func parentField(_ parent: String) -> String { "inherited" + parent }
}
