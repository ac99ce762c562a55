/// The doubles of classes.
extension GenerationPlan {
  /// Adds the doubles of the marked classes (or all), each at most once per name.
  mutating func planClasses(_ files: [ScannedFile], _ options: Options, taken protocols: Set<String>) {
    var taken = protocols
    var classesByName: [String: ScannedClass] = [:]
    for file in files {
      for declaration in file.classes where classesByName[declaration.name] == nil {
        classesByName[declaration.name] = declaration
      }
    }
    let sameModule = !options.writesIntoAnotherModule
    let testable = !options.testableImports.isEmpty
    for file in files {
      for declaration in file.classes where options.allClasses || declaration.isMarked {
        let asked = declaration.isMarked && !options.allClasses
        let name = declaration.name
        if !taken.insert(name).inserted {
          diagnostics.append(
            LocatedDiagnostic(
              .note, "no double for class '\(name)': another protocol or class of that name has one in this file",
              at: declaration.location))
          continue
        }
        switch declaration.accessLevel {
        case .some(let level) where level.isFilePrivate:
          diagnostics.append(
            LocatedDiagnostic(
              .note, "no double for class '\(name)': it is \(level), so no other file can see it",
              at: declaration.location))
          continue
        case .open:
          break
        default:
          if !sameModule && !testable {
            diagnostics.append(
              LocatedDiagnostic(
                .note,
                "no double for class '\(name)': it is not open, so a subclass in another module needs "
                  + "--testable-import of its module",
                at: declaration.location))
            continue
          }
        }
        guard var model = declaration.model else {
          let reason = declaration.diagnostics.first?.message ?? "it cannot be doubled"
          if asked {
            diagnostics += declaration.diagnostics
          } else {
            diagnostics.append(
              LocatedDiagnostic(.note, "no double for class '\(name)': \(reason)", at: declaration.location))
          }
          continue
        }
        if model.inheritsInitializers {
          switch Self.superclassInitializers(of: model, in: classesByName) {
          case .declared(let inherited):
            model.initializers = inherited
            model.callsImplicitInitializer = false
          case .implicit: model.callsImplicitInitializer = true
          case .unknown: break
          }
        }
        if !sameModule {
          // In a test target the double needs no wider access; a public double could not
          // override the internal members that `@testable` opens.
          model.accessLevel = nil
          if !testable { model.keepOnlyOpenMembers() }
        }
        if model.initializers.isEmpty {
          diagnostics.append(
            LocatedDiagnostic(
              asked ? .error : .note,
              "no double for class '\(name)': it has no public initializer a subclass in another module can call",
              at: declaration.location))
          continue
        }
        classModels.append(model)
      }
    }
  }

  /// What the superclasses of a class that declares no initializer give it, read in the files.
  enum SuperclassInitializers {
    /// The initializers of the nearest superclass that declares some.
    case declared([ClassInitializer])
    /// None declares any, up to a root class: the double calls the root's implicit `init()`.
    case implicit
    /// The chain leaves the files first.
    case unknown
  }

  /// The initializers a class that declares none inherits, found by walking up its superclasses.
  static func superclassInitializers(
    of model: ClassModel, in classes: [String: ScannedClass]
  ) -> SuperclassInitializers {
    var visited: Set<String> = [model.name]
    var next = model.superclass
    while let name = next, visited.insert(name).inserted, let superclass = classes[name] {
      if let initializers = superclass.declaredInitializers { return .declared(initializers) }
      if superclass.isRoot { return .implicit }
      next = superclass.superclass
    }
    return .unknown
  }
}
