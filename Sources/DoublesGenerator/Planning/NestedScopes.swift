/// The types declared inside other types across the files read, by enclosing type.
struct NestedScopes {
  private var namesByScope: [String: [String]] = [:]

  init(_ files: [ScannedFile]) {
    for file in files {
      for qualified in file.nestedTypes {
        guard let dot = qualified.lastIndex(of: ".") else { continue }
        namesByScope[String(qualified[..<dot]), default: []].append(String(qualified[qualified.index(after: dot)...]))
      }
    }
  }

  /// The names a nested protocol's requirements can use unqualified, each with its qualified
  /// form: those of the innermost enclosing type first, as the compiler looks them up.
  func visibleNames(from model: ProtocolModel) -> [String: String] {
    guard let enclosing = model.enclosingType else { return [:] }
    var visible: [String: String] = [:]
    var scope = Substring(enclosing)
    while true {
      for name in namesByScope[String(scope)] ?? [] where visible[name] == nil {
        visible[name] = "\(scope).\(name)"
      }
      guard let dot = scope.lastIndex(of: ".") else { break }
      scope = scope[..<dot]
    }
    return visible
  }
}
