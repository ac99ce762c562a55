/// What the plan of some files reads from other files.
extension GenerationPlan {
  /// The names whose declaration in a file not yet read could change the plan of `files`; the
  /// scan stage reads the files that declare one (see ``FileSketch``).
  ///
  /// Mirrors what ``make(_:_:)`` looks up across files: a protocol's parents (protocols, or type
  /// aliases that stand for `Sendable` and the like), the first protocol or class of a name, the
  /// types declared in the type a nested protocol is declared in, a class's superclass chain, and
  /// a type named like the one imported module the doubles would be qualified by. Every
  /// identifier of each is listed (`Outer` and `Inner` of `Outer.Inner<Int>`), which errs towards
  /// reading more.
  package static func namesNeeded(by files: [ScannedFile], _ options: Options) -> Set<String> {
    var names: Set<String> = []
    func add(_ text: String?) {
      guard let text else { return }
      var word = ""
      for character in text {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else if !word.isEmpty {
          names.insert(word)
          word = ""
        }
      }
      if !word.isEmpty { names.insert(word) }
    }
    for file in files {
      for declaration in file.protocols {
        add(declaration.name)
        declaration.model?.parents.forEach(add)
        add(declaration.model?.enclosingType)
      }
      for declaration in file.classes {
        add(declaration.name)
        add(declaration.superclass)
      }
    }
    let importedModules = Set(options.imports + options.testableImports)
    if importedModules.count == 1 { add(importedModules.first) }
    return names
  }
}
