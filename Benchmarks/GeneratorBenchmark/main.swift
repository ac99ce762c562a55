import Foundation

// `swift run -c release DoublesGeneratorBenchmark`: the `doubles` command against the floor,
// parsing the same files with SwiftParser on as many threads, with the command's peak memory,
// on two trees: the one the issue asks for (2,000 files, 10,000 protocols, synthesized) and the
// real sources of the packages this one resolves. See BENCHMARKS.md.

struct Settings {
  var files = 2_000
  var protocolsPerFile = 5
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var rounds = 3
  var doubles: String = {
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return own.deletingLastPathComponent().appendingPathComponent("doubles").path
  }()
  var checkouts = RealTree.checkouts()
  /// A file listing the files to parse: run as the floor, parse them and stop.
  var parseOnly: String?

  init(_ arguments: [String]) {
    var rest = arguments.makeIterator()
    while let argument = rest.next() {
      guard let value = rest.next() else { break }
      switch argument {
      case "--files": files = Int(value) ?? files
      case "--protocols-per-file": protocolsPerFile = Int(value) ?? protocolsPerFile
      case "--jobs": jobs = Int(value) ?? jobs
      case "--rounds": rounds = Int(value) ?? rounds
      case "--doubles": doubles = value
      case "--checkouts": checkouts = URL(fileURLWithPath: value)
      case "--parse-only": parseOnly = value
      default: break
      }
    }
  }
}

#if DEBUG
  let configuration = "DEBUG"
#else
  let configuration = "release"
#endif

let settings = Settings(Array(CommandLine.arguments.dropFirst()))
if let list = settings.parseOnly {
  let files = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
  parseOnly(files, jobs: settings.jobs)
  exit(0)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-generator-benchmark")
let synthesized = try SynthesizedTree(
  folder: folder, files: settings.files, protocolsPerFile: settings.protocolsPerFile
).write()
let output = folder.appendingPathComponent("Doubles.swift").path
let dense = try Measurement(
  files: synthesized.paths, command: settings.doubles,
  arguments: { _ in
    [
      "generate", folder.path, "--all-protocols", "--jobs", "\(settings.jobs)", "--output", output,
      "--exclude", "Doubles.swift",
    ]
  },
  jobs: settings.jobs, rounds: settings.rounds)
print(
  "Generator: \(settings.files) files, \(synthesized.lines) lines, "
    + "\(settings.files * settings.protocolsPerFile) protocols, \(settings.jobs) threads, "
    + "fastest of \(settings.rounds) rounds (\(configuration) build)")
print(dense.report(doubles: try doublesWritten(in: output)))

guard let checkouts = settings.checkouts else {
  print("\nNo checkouts folder found: the real tree is left out (pass --checkouts <folder>).")
  exit(0)
}
let real = RealTree.files(in: checkouts)
let realOutput = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-real-tree.swift").path
let realRun = try Measurement(
  files: real.paths, command: settings.doubles,
  arguments: { list in
    ["generate", "--paths-from", list, "--all-protocols", "--jobs", "\(settings.jobs)", "--output", realOutput]
  },
  jobs: settings.jobs, rounds: settings.rounds)
print(
  "\nReal code: the Sources of \(checkouts.path), \(real.paths.count) files, \(real.lines) lines "
    + "(\(real.leftOut) files SwiftParser cannot read left out), same threads and rounds")
print(realRun.report(doubles: try doublesWritten(in: realOutput)))
