/// The generator as one pipeline of named stages, which the `doubles` command (and so its
/// plug-ins and the generator benchmark, which run it) and the tests all go through:
/// ``scan(_:options:readingEveryFile:runner:read:)`` reads the files into plain values,
/// ``plan(_:options:)`` decides which doubles to write and what the output imports,
/// ``emit(_:condition:runner:)`` writes each double, and ``render(_:doubles:)`` makes the file.
///
/// Each stage takes and gives values a test can build and inspect;
/// ``generate(_:options:condition:readingEveryFile:)`` runs them all. The `@Doubled` macro sees one declaration at a time and so runs no stage: it
/// calls a model builder and an emitter directly.
package enum Generator {
  /// A Swift source file to read: its path, as diagnostics name it, and its text.
  package struct Source: Sendable {
    /// The file's path, as diagnostics name it.
    package var file: String
    /// The file's text.
    package var text: String
    /// The module of a dependency the file belongs to, or `nil` for a file to double: a
    /// dependency's file is read only for the parents it declares, and its protocols are doubled
    /// only as parents of the others' (``ScannedFile/dependencyModule``).
    package var dependencyModule: String?

    /// A source file, of the files to double or, with `dependencyModule`, of that dependency.
    package init(file: String, text: String, dependencyModule: String? = nil) {
      self.file = file
      self.text = text
      self.dependencyModule = dependencyModule
    }
  }

  /// What a run gives: the plan, each double's source, and the whole file.
  package struct Output: Sendable {
    /// Which doubles were written, what the file imports, and every diagnostic.
    package var plan: GenerationPlan
    /// The source of each double, in the plan's order: protocols, classes, structs of closures.
    package var doubles: [String]
    /// The file of doubles, with its header and imports.
    package var text: String

    /// Errors (input the command cannot use) and notes (declarations left out, and why).
    package var diagnostics: [LocatedDiagnostic] { plan.diagnostics }
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// One file of stage 1 (``scan(_:options:readingEveryFile:runner:read:)``): reads it into what
  /// the later stages need of it, without keeping its tree; with `blankingBodies`, without parsing
  /// its function bodies (see ``SourceFileScanner/read(_:file:allClasses:blankingBodies:)``).
  package static func scanFile(
    _ text: String, file: String, options: GenerationPlan.Options, blankingBodies: Bool = false,
    mayBeMarked: Bool = true
  ) -> ScannedFile {
    SourceFileScanner.read(
      text, file: file, allClasses: options.allClasses, blankingBodies: blankingBodies && !options.allClasses,
      mayBeMarked: mayBeMarked)
  }

  /// Stage 2: decides which protocols, classes and structs of `files` get doubles, and what the
  /// file of doubles imports.
  package static func plan(_ files: [ScannedFile], options: GenerationPlan.Options) -> GenerationPlan {
    GenerationPlan.make(files, options)
  }

  /// Stage 3: writes the source of each double of `plan`, each under `#if condition` when one is
  /// given. `runner` runs the writing of the protocols' doubles, the bulk of the work.
  package static func emit(
    _ plan: GenerationPlan, condition: String? = nil, runner: some WorkRunner = Sequential()
  ) -> [String] {
    let emitter = ProtocolDoubleEmitter(condition: condition, partialDoubles: plan.partialDoubles)
    let doubles = plan.protocolDoubles
    return runner.map(doubles.count) { emitter.emit(doubles[$0]) }
      + plan.classModels.map(ClassDoubleEmitter(condition: condition).emit)
      + plan.closureStructModels.map(
        ClosureStructDoubleEmitter(condition: condition, partialDoubles: plan.partialDoubles).emit)
  }

  /// Stage 4: the file of `doubles`, with the header and the imports `plan` names.
  package static func render(_ plan: GenerationPlan, doubles: [String]) -> String {
    GeneratedFile.render(imports: plan.imports, testableImports: plan.testableImports, doubles: doubles)
  }

  /// Stage 4, for a build: the doubles of `plan` (as ``emit(_:condition:runner:)`` returns them,
  /// in the plan's order) in `count` files, each with the header and the imports, each double in
  /// the file its type's name falls to (``GeneratedFile/file(of:among:)``).
  /// A change to one protocol changes one file, so that an incremental build recompiles that
  /// file and what depends on it, not every double.
  package static func renderFiles(_ plan: GenerationPlan, doubles: [String], count: Int) -> [String] {
    let names =
      plan.protocolDoubles.map(\.model.qualifiedName) + plan.classModels.map(\.name)
      + plan.closureStructModels.map(\.name)
    var shares = Array(repeating: [String](), count: count)
    for (name, double) in zip(names, doubles) {
      shares[GeneratedFile.file(of: name, among: count)].append(double)
    }
    return shares.map { render(plan, doubles: $0) }
  }

  /// Runs every stage over `sources`, one after another.
  package static func generate(
    _ sources: [Source], options: GenerationPlan.Options = .init(), condition: String? = nil,
    readingEveryFile: Bool = false
  ) -> Output {
    let scanned = scan(sources.count, options: options, readingEveryFile: readingEveryFile) { .text(sources[$0]) }
    return generate(scanned: scanned, options: options, condition: condition)
  }

  /// Runs the stages after the scan over files already scanned; `runner` is as for
  /// ``emit(_:condition:runner:)``.
  package static func generate(
    scanned: [ScannedFile],
    options: GenerationPlan.Options,
    condition: String? = nil,
    runner: some WorkRunner = Sequential()
  ) -> Output {
    let plan = plan(scanned, options: options)
    let doubles = emit(plan, condition: condition, runner: runner)
    return Output(plan: plan, doubles: doubles, text: render(plan, doubles: doubles))
  }
}
