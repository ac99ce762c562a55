import ArgumentParser
import DoublesGenerator
import Foundation

struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the doubles of protocols, classes and closure structs.",
    discussion: """
      Folders are searched for .swift files (hidden folders left out), and the files are read in \
      parallel. A protocol gets a double named <Protocol>Double when it is marked @Doubled, or \
      has a line "/// @Doubled" in its doc comment (so production code needs no macro), or \
      with --all-protocols. The protocols it refines that the files declare get doubles too. \
      A class marked the same way (or every class, with --all-classes) gets <Class>Double, a \
      subclass that overrides what it can. A marked struct whose stored properties are closures \
      (a dependency client) gets <Struct>Double, whose value is the struct with closures that \
      record their calls. The output is the same whatever the thread timing.

      Problems are reported as file:line:column: error: … on standard error, the other files are \
      still read, and the command exits with status 1 (leaving an --output file as it was). \
      Protocols left out on purpose (private ones, internal ones another module cannot see, ones \
      that refine what a double cannot inherit) get a note and do not fail the command.

      Examples:
        # The doubles of App's marked protocols, for its test target:
        doubles generate Sources/App --testable-import App \\
          --output Tests/AppTests/Doubles.swift
        # In CI: fail, showing the difference, when that file is stale:
        doubles generate Sources/App --testable-import App \\
          --output Tests/AppTests/Doubles.swift --check
        # Subclass doubles of App's classes too, marked or not:
        doubles generate Sources/App --all-classes --testable-import App \\
          --output Tests/AppTests/Doubles.swift
        # Every public protocol of a dependency:
        doubles generate .build/checkouts/swift-nio/Sources/NIOCore \\
          --all-protocols --import NIOCore --output NIODoubles.swift
        # A list of files too long for a command line, one per line:
        find Sources -name '*.swift' | doubles generate --paths-from - > Doubles.swift
        # A protocol refining one of another module, whose sources are at hand:
        doubles generate Sources/App --testable-import App \\
          --dependency Vendor/Sources/ServiceLifecycle \\
          --output Tests/AppTests/Doubles.swift
        # The same, for a binary framework's module, from its interface:
        doubles generate Sources/App --testable-import App \\
          --import-path Lifecycle.xcframework/ios-arm64/Lifecycle.framework/Modules \\
          --output Tests/AppTests/Doubles.swift
        # Leaving out generated files and a folder:
        doubles generate Sources --exclude '*.generated.swift' \\
          --exclude Sources/Legacy > Doubles.swift
      """,
    version: DoublesCommand.version
  )

  @Argument(help: "Swift files or folders to read.", completion: .file(extensions: ["swift"]))
  var paths: [String] = []

  @Option(
    help: ArgumentHelp(
      "A file that lists more files or folders to read, one per line (- for standard input): for lists too long "
        + "for a command line.",
      valueName: "file"))
  var pathsFrom: String?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, atomically; standard output without it.", valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "A folder to write the doubles into as \(OutputFolder.fileCount) files, each double in the one its name falls to, "
        + "and each file rewritten only when it changes: a build recompiles the doubles that changed, not all of "
        + "them (the build-tool plug-in's way).",
      valueName: "folder"))
  var outputFolder: String?

  @Flag(
    help:
      "Write nothing; exit with status 1 and show the difference when the --output file is not what would be written."
  )
  var check = false

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "A module to import in the output, such as the module that declares the protocols. Repeatable.",
      valueName: "module"))
  var modules: [String] = []

  @Option(
    name: .customLong("testable-import"),
    help: ArgumentHelp(
      "A module to import with @testable, so that its internal protocols can be doubled. Repeatable.",
      valueName: "module"))
  var testableModules: [String] = []

  @Option(
    help: ArgumentHelp(
      "A path, or a glob matched against paths and file names, to leave out. Repeatable.", valueName: "path-or-glob"
    ))
  var exclude: [String] = []

  @Option(
    name: .customLong("dependency"),
    help: ArgumentHelp(
      "A folder of Swift files of a module the protocols' module depends on, or its interface (M.swiftinterface, "
        + "or M.swiftmodule holding one), read for the parents they refine; such a parent gets a double too. The "
        + "module is the folder's or the interface's name (Sources/ServiceLifecycle), or as written: "
        + "ServiceLifecycle=path. Repeatable.",
      valueName: "folder"))
  var dependencies: [String] = []

  @Option(
    name: .customLong("import-path"),
    help: ArgumentHelp(
      "A folder where the compiler finds modules (its -I), for the parents of modules without sources at hand: "
        + "a module the files import whose interface is there (M.swiftinterface, or M.swiftmodule holding one, as a "
        + "module built for library evolution or a binary framework has) is read as a --dependency, and so are "
        + "the modules that one imports. Repeatable.",
      valueName: "folder"))
  var importPaths: [String] = []

  @Flag(help: "Double every protocol, not only the marked ones.")
  var allProtocols = false

  @Flag(help: "Double every top-level class that can be subclassed, not only the marked ones.")
  var allClasses = false

  @Option(
    help: ArgumentHelp(
      "The default isolation of the modules that declare the protocols and classes, as their "
        + "`-default-isolation` (SwiftPM: `.defaultIsolation(MainActor.self)`) sets it. Given, the doubles state "
        + "their isolation in full, and compile in a test target whose default differs.",
      valueName: "MainActor|nonisolated"))
  var defaultIsolation: DefaultIsolation?

  @Option(
    name: .customLong("enable-upcoming-feature"),
    help: ArgumentHelp(
      "An upcoming feature of the modules that declare the protocols, with --default-isolation: "
        + "NonisolatedNonsendingByDefault (without it, their doubles' nonisolated async members are @concurrent) or "
        + "InferIsolatedConformances (which changes nothing in the doubles). Repeatable.",
      valueName: "feature"))
  var upcomingFeatures: [String] = []

  @Option(
    name: .customLong("availability-macro"),
    help: ArgumentHelp(
      "What an availability macro of the modules read stands for, as their build defines it (SwiftPM's "
        + "AvailabilityMacro=, swiftc's -define-availability): 'hummingbird 2.0:macOS 14.0, iOS 17.0'. An "
        + "@available that names a macro not given is left out of the doubles, with a note. Repeatable.",
      valueName: "definition"))
  var availabilityMacros: [String] = []

  @Flag(
    help: ArgumentHelp(
      "Write doubles without partial doubles (no forwardingTo:), which compile to about 30% less code: for "
        + "test targets with many doubles and no partial ones. (A class double still calls super.)"))
  var noPartialDoubles = false

  @Option(
    name: .customLong("define"),
    help: ArgumentHelp(
      "A compilation condition the modules read are built with (their -D: a package trait enabled by default, "
        + "a .define of their target), which the module of the doubles may not define: a requirement under "
        + "#if <name> is answered then, whatever that module defines. Repeatable.",
      valueName: "name"))
  var definedConditions: [String] = []

  @Option(
    name: .customLong("spi"),
    help: ArgumentHelp(
      "An SPI group (@_spi(<name>)) whose protocols the doubles of another module include too, importing the "
        + "modules read with @_spi(<name>), as a test target that uses them does. Repeatable.",
      valueName: "name"))
  var spiGroups: [String] = []

  @Option(help: "Wrap each double in #if <condition> … #endif.")
  var condition: String?

  @Flag(
    help: ArgumentHelp(
      "Parse every file. Without it, a file is parsed only when it may declare what to double, or a "
        + "parent, superclass or type the doubles need; the others' syntax errors are the compiler's to report."))
  var parseAllFiles = false

  @Option(help: "How many files to read at once (default: one per core).")
  var jobs: Int?

  @Flag(help: "Print the time each stage took (find, scan, plan, emit, render, write) to standard error.")
  var timings = false

  private var threads: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  func validate() throws {
    if paths.isEmpty && pathsFrom == nil {
      throw ValidationError("Name at least one Swift file or folder, or a list of them with --paths-from.")
    }
    let given = dependencies.map(DependencyModule.init)
    for path in paths + given.map(\.path) + importPaths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file or folder: \(path)")
    }
    if let problem = given.lazy.compactMap(\.problem).first { throw ValidationError(problem) }
    if check && output == nil {
      throw ValidationError("--check compares with the file that --output names; give both.")
    }
    if outputFolder != nil && output != nil {
      throw ValidationError("--output writes one file and --output-folder several; give one of them.")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    if let definition = availabilityMacros.first(where: { !$0.contains(":") }) {
      throw ValidationError(
        "--availability-macro '\(definition)': write the macro, a colon and the platforms, as in "
          + "'hummingbird 2.0:macOS 14.0, iOS 17.0'.")
    }
    let isName = { (name: String) in
      name.first.map { $0 == "_" || $0.isLetter } == true && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
    if let group = spiGroups.first(where: { !isName($0) }) {
      throw ValidationError(
        "--spi '\(group)': give the name of an SPI group, as @_spi(<name>) writes it, such as 'RawSyntax'.")
    }
    if let definition = definedConditions.first(where: { !isName($0) }) {
      throw ValidationError(
        "--define '\(definition)': give the name of a compilation condition, as -D takes it, such as "
          + "'ExternalLoading'.")
    }
    let known = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
    if let unknown = upcomingFeatures.first(where: { !known.contains($0) }) {
      throw ValidationError(
        "--enable-upcoming-feature \(unknown): the doubles depend on \(known.joined(separator: " and ")) only.")
    }
    if !upcomingFeatures.isEmpty && defaultIsolation == nil {
      throw ValidationError(
        "--enable-upcoming-feature describes the modules that declare the protocols; give their --default-isolation too."
      )
    }
  }

  func run() throws {
    do {
      try generate()
    } catch let error as CommandError {
      StandardError.printLine("error: \(error.message)")
      throw ExitCode.failure
    }
  }

  private func generate() throws {
    var stages = StageTimings()
    defer { if timings { StandardError.printLine(stages.summary) } }
    let paths = try paths + (pathsFrom.map(PathList.read) ?? [])
    let finder = SwiftFileFinder(excluded: exclude)
    let given = dependencies.map(DependencyModule.init)
    let files = stages.time("find") { finder.find(in: paths) }
    guard !files.isEmpty else {
      throw CommandError("no Swift files to read in \(paths.isEmpty ? pathsFrom ?? "" : paths.joined(separator: ", "))")
    }
    var dependencyModules: [DependencyModule] = []
    var toRead: [(path: String, module: String?)] = files.map { ($0, nil) }
    func add(_ found: [DependencyModule]) {
      dependencyModules += found
      toRead += stages.time("find") { found.flatMap { module in module.files(finder).map { ($0, module.module) } } }
    }
    add(given)

    let options = GenerationPlan.Options(
      allProtocols: allProtocols, allClasses: allClasses, imports: modules, testableImports: testableModules,
      defaultIsolation: defaultIsolation,
      nonisolatedNonsendingByDefault: upcomingFeatures.contains("NonisolatedNonsendingByDefault"),
      availabilityMacros: AvailabilityMacros(availabilityMacros), partialDoubles: !noPartialDoubles,
      definedConditions: Set(definedConditions), spiGroups: Set(spiGroups))
    let runner = ParallelRunner(jobs: threads)
    func scan() -> [ScannedFile] {
      let toRead = toRead
      let reading = ProgressLine(total: toRead.count, verb: "read")
      defer { reading?.finish() }
      return stages.time("scan") {
        Generator.scan(toRead.count, options: options, readingEveryFile: parseAllFiles, runner: runner) { index in
          defer { reading?.advance() }
          return Self.read(toRead[index].path, dependencyModule: toRead[index].module)
        }
      }
    }
    var scanned = scan()
    // The modules the files import that an import path has interfaces of, then those that these
    // import, each read as a dependency: the files are scanned again with them.
    while !importPaths.isEmpty {
      let known = Set(dependencyModules.map(\.module))
      var imported: [String] = []
      for module in scanned.flatMap(\.imports).map(\.module)
      where !known.contains(module) && !imported.contains(module)
        && !GenerationPlan.implicitModules.contains(module)
      {
        imported.append(module)
      }
      let found = imported.compactMap { DependencyModule.found($0, in: importPaths) }
      guard !found.isEmpty else { break }
      add(found)
      scanned = scan()
    }
    stages.note("\(toRead.count == 1 ? "1 file" : "\(toRead.count) files"), \(scanned.count) parsed")

    let plan = stages.time("plan") { Generator.plan(scanned, options: options) }
    let doubles = stages.time("emit") { Generator.emit(plan, condition: condition, runner: runner) }
    for diagnostic in plan.diagnostics { StandardError.printLine(diagnostic.description) }
    let failed = plan.diagnostics.contains { $0.severity == .error }

    // With errors and nothing to write, write nothing; an --output file is never replaced by
    // the output of a failed run, so a committed file survives a broken edit.
    if failed && (doubles.isEmpty || output != nil || outputFolder != nil) { throw ExitCode.failure }
    if let outputFolder {
      let texts = stages.time("render") {
        Generator.renderFiles(plan, doubles: doubles, count: OutputFolder.fileCount)
      }
      try stages.time("write") { try OutputFolder.write(texts, to: outputFolder) }
      return
    }
    let text = stages.time("render") { Generator.render(plan, doubles: doubles) }
    if let output, check {
      if let difference = OutputFile.check(text, against: output) {
        print(difference)
        throw CommandError(
          "\(output) is not what `doubles generate` writes now; run the command without --check to update it")
      }
    } else if let output {
      try stages.time("write") { try OutputFile.write(text, to: output) }
    } else {
      stages.time("write") { print(text, terminator: "") }
    }
    if failed { throw ExitCode.failure }
  }

  /// Reads one file, of `dependencyModule` if given; a file that cannot be read is a
  /// diagnostic, not a stop.
  private static func read(_ path: String, dependencyModule: String?) -> Generator.Input {
    let bytes: [UInt8]
    do {
      bytes = try PosixFile.readAll(path)
    } catch {
      return .unreadable(file: path, reason: error.message)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .unreadable(file: path, reason: "it is not UTF-8 text")
    }
    return .text(Generator.Source(file: path, text: text, dependencyModule: dependencyModule))
  }

}

extension DefaultIsolation: ExpressibleByArgument {}
