/// What the plan of some files reads from other files.
extension GenerationPlan {
  /// What the plan of `files` looks up in files not yet read.
  ///
  /// Mirrors what ``make(_:_:)`` looks up across files: a protocol's parents (protocols, or type
  /// aliases that stand for `Sendable` and the like), the extensions of the protocols read (whose
  /// defaults a double may have to answer in their stead), the first protocol or class of a name, the
  /// types declared in the type a nested protocol is declared in, a class's superclass chain, and
  /// a type named like the one imported module the doubles would be qualified by. Every
  /// identifier of a name is listed (`Outer` and `Inner` of `Outer.Inner<Int>`), which errs
  /// towards reading more.
  package static func namesNeeded(by files: [ScannedFile], _ options: Options) -> NeededNames {
    var needed = NeededNames()
    for file in files {
      // A type named like a dependency's module stops the doubles from naming its protocols
      // through it, as for the imported module.
      if let module = file.dependencyModule { needed.types.insert(module) }
      for declaration in file.protocols {
        needed.protocols.formUnion(identifiers(in: declaration.name))
        needed.constrainedExtended.formUnion(identifiers(in: declaration.name))
        // An extension without a `where` clause meets a `Doubling` extension's witness only for a
        // requirement of a parent (Vapor's `extension OptionalType { var anyWrapped }`).
        // One whose extensions answer a parent of the standard library needs them all.
        if declaration.model?.parents.isEmpty == false || declaration.model?.extensionWitnessedParents.isEmpty == false
        {
          needed.extended.formUnion(identifiers(in: declaration.name))
        }
        // A parameter's type may be a type alias of a closure, which a double cannot keep; not
        // one the protocol or the requirement declares generic (`InboundIn`, `Element`), which
        // hides any alias of its name, and which types of other files often name theirs by.
        let associated = Set(declaration.model?.associatedTypes.map(\.name) ?? [])
        for member in declaration.model?.members ?? [] {
          let generic = associated.union(ProtocolModel.genericParameterNames(member.genericClause))
          for parameter in member.parameters where parameter.passing == .value {
            if parameter.declaredType.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              !generic.contains(parameter.declaredType)
            {
              needed.typeAliases.insert(parameter.declaredType)
            }
          }
        }
        for parent in declaration.model?.parents ?? [] {
          let names = identifiers(in: parent)
          needed.protocols.formUnion(names)
          needed.typeAliases.formUnion(names)
        }
        if let scope = declaration.model?.enclosingType { needed.scopes.formUnion(identifiers(in: scope)) }
      }
      for declaration in file.classes {
        needed.classes.formUnion(identifiers(in: declaration.name))
        if let superclass = declaration.superclass { needed.classes.formUnion(identifiers(in: superclass)) }
      }
    }
    if let module = Self.importedModule(options) { needed.types.insert(module) }
    return needed
  }

  /// The one module the output imports, if it imports exactly one.
  static func importedModule(_ options: Options) -> String? {
    let modules = Set(options.imports + options.testableImports)
    return modules.count == 1 ? modules.first : nil
  }

  /// The identifiers of a type's text as a sketch reads names: `Outer.Inner<Int>` gives `Outer`,
  /// `Inner` and `Int`.
  private static func identifiers(in text: String) -> [String] {
    FileSketch.names(in: text)
  }
}
