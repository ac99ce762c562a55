import ArgumentParser
import DoublesGenerator
import Foundation

struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the doubles of the @Doubled protocols in Swift files.",
    discussion: """
      Folders are searched for .swift files, in name order. Each protocol marked @Doubled gets a \
      double named <Protocol>Double. Problems are reported as file:line:column: error: … on \
      standard error, and the command then exits with status 1.

      Example:
        doubles generate Sources/App --import App > Tests/AppTests/Doubles.swift
      """
  )

  @Argument(help: "Swift files or folders to read.", completion: .file(extensions: ["swift"]))
  var paths: [String]

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "A module to import in the output, such as the module that declares the protocols. Repeatable.",
      valueName: "module"))
  var modules: [String] = []

  @Flag(help: "Double every protocol, not only those marked @Doubled.")
  var allProtocols = false

  @Option(help: "Wrap each double in #if <condition> … #endif.")
  var condition: String?

  func validate() throws {
    if paths.isEmpty { throw ValidationError("Name at least one Swift file or folder.") }
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file or folder: \(path)")
    }
  }

  func run() throws {
    let files = try SwiftFiles.find(in: paths)
    let emitter = DoubleEmitter(condition: condition)
    var imports: [String] = []
    var doubles: [String] = []
    var failed = false
    for file in files {
      let source: String
      do {
        source = try String(contentsOfFile: file, encoding: .utf8)
      } catch {
        printError("\(file): error: cannot read the file as UTF-8 text")
        failed = true
        continue
      }
      let result = SourceFileScanner.scan(source, file: file, allProtocols: allProtocols, emitter: emitter)
      for diagnostic in result.diagnostics { printError(diagnostic.description) }
      failed = failed || !result.diagnostics.isEmpty
      guard !result.doubles.isEmpty else { continue }
      imports += result.imports
      doubles += result.doubles
    }
    if failed && doubles.isEmpty { throw ExitCode.failure }
    print(GeneratedFile.render(imports: imports + modules, doubles: doubles), terminator: "")
    if failed { throw ExitCode.failure }
  }

  private func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Expands files and folders into the Swift files below them, sorted.
enum SwiftFiles {
  static func find(in paths: [String]) throws -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      files += found
    }
    return files
  }
}
