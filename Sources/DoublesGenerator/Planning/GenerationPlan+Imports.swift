/// What the file of doubles imports.
extension GenerationPlan {
  /// Modules that only declare macros, which the doubles do not need: a test target need not
  /// depend on them.
  static let macroOnlyModules: Set<String> = ["DoublesMacros", "DependenciesMacros"]

  /// Imports what the files that declare a doubled protocol, class or struct import, under the
  /// same `#if` conditions, in file order, macro-only modules left out; then the modules the
  /// user named.
  mutating func planImports(
    _ files: [ScannedFile], _ options: Options, protocols: Set<String>, classes: Set<String>, structs: Set<String>
  ) {
    var seen: Set<ImportedModule> = []
    for file in files
    where file.protocols.contains(where: { protocols.contains($0.name) })
      || file.classes.contains(where: { classes.contains($0.name) })
      || file.closureStructs.contains(where: { structs.contains($0.name) })
    {
      for module in file.imports where !Self.macroOnlyModules.contains(module.name) && seen.insert(module).inserted {
        imports.append(module)
      }
    }
    for module in options.imports where seen.insert(ImportedModule(module)).inserted {
      imports.append(ImportedModule(module))
    }
    testableImports = options.testableImports
  }
}
