/// The scan stage over many files: only those that can change the doubles are parsed.
extension Generator {
  /// A file handed to the scan stage: its text, or why it could not be read.
  package enum Input: Sendable {
    /// The file's path and text.
    case text(Source)
    /// A file that could not be read, and why (`No such file or directory`).
    case unreadable(file: String, reason: String)
  }

  /// What the first pass of the scan learnt of one file.
  private enum FirstPass: Sendable {
    /// The file was parsed.
    case scanned(ScannedFile)
    /// The file cannot give a double; its sketch tells which names it declares.
    case sketched(FileSketch)
  }

  /// Stage 1 over `count` files, which `read` gives by index: the scanned files, in index order.
  ///
  /// Parsing is most of the cost, and most files of a code base declare nothing to double. So a
  /// file is parsed only when its bytes show it may declare what `options` ask for: a
  /// `@Doubled` marker, a protocol with `allProtocols`, a class with `allClasses`. Of the
  /// others, `read` is asked again, and the file parsed, when it declares a name that the files
  /// parsed so far need (``GenerationPlan/namesNeeded(by:_:)``), until none is left: a parent
  /// protocol, a marker type alias, a superclass, an extension of a protocol read. A file of a
  /// dependency (``Source/dependencyModule``) is parsed only then. A file that does not mention `@Doubled` is
  /// parsed without its function and accessor bodies (``BodyBlanking``). The doubles are the same as when every
  /// file is parsed whole; what is lost is only the syntax errors of files that contribute
  /// nothing, and of bodies, which the compiler reports anyway. `readingEveryFile`
  /// parses every file whole.
  package static func scan(
    _ count: Int,
    options: GenerationPlan.Options,
    readingEveryFile: Bool = false,
    runner: some WorkRunner = Sequential(),
    read: @Sendable (Int) -> Input
  ) -> [ScannedFile] {
    // A file that mentions `@Doubled` may double a class or a struct, whose members' bodies the
    // model builders read; the others are parsed without their bodies.
    @Sendable func scanned(_ input: Input, mentionsMarker: Bool) -> ScannedFile {
      switch input {
      case .text(let source):
        let file = scanFile(
          source.text, file: source.file, options: options, blankingBodies: !mentionsMarker,
          mayBeMarked: mentionsMarker)
        return source.dependencyModule.map(file.asDependency(of:)) ?? file
      case .unreadable(let file, let reason):
        var scanned = ScannedFile(file: file)
        scanned.diagnostics.append(
          LocatedDiagnostic(.error, "cannot read the file: \(reason)", at: .init(file: file, line: 1, column: 1)))
        return scanned
      }
    }
    let firstPass = runner.map(count) { index -> FirstPass in
      let input = read(index)
      guard !readingEveryFile, case .text(let source) = input else {
        return .scanned(scanned(input, mentionsMarker: true))
      }
      let sketch = FileSketch(source.text)
      let wanted =
        source.dependencyModule == nil
        && (sketch.mentionsMarker || (options.allProtocols && sketch.declaresProtocol)
          || (options.allClasses && sketch.declaresClass))
      return wanted ? .scanned(scanned(input, mentionsMarker: sketch.mentionsMarker)) : .sketched(sketch)
    }

    var files: [ScannedFile?] = []
    var sketches: [Int: FileSketch] = [:]
    for (index, result) in firstPass.enumerated() {
      switch result {
      case .scanned(let file): files.append(file)
      case .sketched(let sketch):
        files.append(nil)
        sketches[index] = sketch
      }
    }

    // Parse the skipped files that declare a name the parsed ones need, and again for what those
    // need, until no skipped file declares a needed name.
    var newlyScanned = files.compactMap { $0 }
    var needed = NeededNames()
    while !sketches.isEmpty {
      let names = GenerationPlan.namesNeeded(by: newlyScanned, options).subtracting(needed)
      needed = needed.union(names)
      guard !names.isEmpty else { break }
      let picked = sketches.keys.filter { sketches[$0]!.declaresAny(of: names) }.sorted()
      guard !picked.isEmpty else { break }
      let results = runner.map(picked.count) { scanned(read(picked[$0]), mentionsMarker: false) }
      for (index, file) in zip(picked, results) {
        files[index] = file
        sketches[index] = nil
      }
      newlyScanned = results
    }
    return files.compactMap { $0 }
  }
}
