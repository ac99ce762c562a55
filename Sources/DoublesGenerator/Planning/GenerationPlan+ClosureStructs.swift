/// The doubles of structs of closures.
extension GenerationPlan {
  /// Adds the doubles of the marked structs of closures, each at most once per name.
  mutating func planClosureStructs(_ files: [ScannedFile], _ options: Options, taken: Set<String>) {
    var taken = taken
    for file in files {
      for declaration in file.closureStructs {
        let name = declaration.name
        func note(_ reason: String) {
          diagnostics.append(
            LocatedDiagnostic(.note, "no double for struct '\(name)': \(reason)", at: declaration.location))
        }
        if let access = declaration.accessLevel, access.isFilePrivate {
          note("it is \(access), so no other file can see it")
          continue
        }
        guard var model = declaration.model else {
          diagnostics += declaration.diagnostics
          continue
        }
        if options.writesIntoAnotherModule && options.testableImports.isEmpty && !declaration.declaresPublicInitializer
        {
          note(
            "its memberwise initializer is internal, so a double in another module needs --testable-import "
              + "of its module, or a public initializer that takes every closure")
          continue
        }
        guard taken.insert(name).inserted else {
          note("another protocol, class or struct of that name has one in this file")
          continue
        }
        // In a test target the double needs no wider access than the tests that use it.
        if options.writesIntoAnotherModule { model.accessLevel = nil }
        closureStructModels.append(model)
      }
    }
  }
}
