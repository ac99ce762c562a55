import Dispatch
import Foundation
import SwiftParser
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

// `swift run -c release DoublesGeneratorBenchmark`: the `doubles` command on a synthesized code
// base (2,000 files, 10,000 protocols) against the floor, parsing the same files with
// SwiftParser on as many threads; peak memory of the command. See BENCHMARKS.md.

struct Settings {
  var files = 2_000
  var protocolsPerFile = 5
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var rounds = 3
  var doubles: String = {
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return own.deletingLastPathComponent().appendingPathComponent("doubles").path
  }()

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
      default: break
      }
    }
  }
}

/// One file of the synthesized code base: protocols of the shapes real code has, between types
/// and functions with bodies, as a module's sources mix them.
func sourceFile(_ index: Int, protocols: Int) -> String {
  var text = "import Foundation\n\n"
  for number in 0..<protocols {
    let name = "Service\(index)x\(number)"
    text += """
      /// A service of module \(index % 20).
      /// @Doubled
      public protocol \(name): Sendable {
        var name: String { get }
        var limit: Int { get set }
        func fetch(id: Int, in region: String) async throws -> [String]
        func store(_ value: Data, key: String) throws
        func observe(_ handler: @escaping @Sendable (Int) -> Void)
        func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
        func reset()
      }

      public struct \(name)Client {
        public var baseURL: URL
        public var retries: Int
        public init(baseURL: URL, retries: Int = 3) {
          self.baseURL = baseURL
          self.retries = retries
        }
        public func path(for id: Int) -> String {
          var parts: [String] = []
          for attempt in 0..<retries where attempt % 2 == 0 {
            parts.append("\\(id)-\\(attempt)")
          }
          return baseURL.appendingPathComponent(parts.joined(separator: "/")).path
        }
      }


      """
  }
  return text
}

/// Wall time of `body`, in seconds.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Parses every file with SwiftParser on `jobs` threads and drops the trees: the floor.
func parseOnly(_ files: [String], jobs: Int) {
  let next = Atomic<Int>(0)
  let nodes = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: jobs) { _ in
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < files.count else { return }
      let source = try! String(contentsOfFile: files[index], encoding: .utf8)
      let tree = Parser.parse(source: source)
      nodes.wrappingAdd(tree.statements.count, ordering: .relaxed)
    }
  }
  precondition(nodes.load(ordering: .relaxed) > 0)
}

/// Runs the command; returns its wall time and peak resident memory in MiB.
func runCommand(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, peakMiB: Double) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.standardError = FileHandle.nullDevice
  let elapsed = try seconds {
    try process.run()
    process.waitUntilExit()
  }
  guard process.terminationStatus == 0 else {
    throw NSError(domain: "benchmark", code: Int(process.terminationStatus))
  }
  var usage = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  return (elapsed, Double(usage.ru_maxrss) / 1024)
}

#if DEBUG
  let configuration = "DEBUG"
#else
  let configuration = "release"
#endif

let settings = Settings(Array(CommandLine.arguments.dropFirst()))
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-generator-benchmark")
try? FileManager.default.removeItem(at: folder)
var paths: [String] = []
var lines = 0
for index in 0..<settings.files {
  let module = folder.appendingPathComponent("Module\(index % 20)")
  try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
  let file = module.appendingPathComponent("File\(index).swift")
  let text = sourceFile(index, protocols: settings.protocolsPerFile)
  lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
  try text.write(to: file, atomically: true, encoding: .utf8)
  paths.append(file.path)
}
let output = folder.appendingPathComponent("Doubles.swift").path
let arguments = [
  "generate", folder.path, "--all-protocols", "--jobs", "\(settings.jobs)", "--output", output,
  "--exclude", "Doubles.swift",
]

print(
  "Generator: \(settings.files) files, \(lines) lines, \(settings.files * settings.protocolsPerFile) protocols, "
    + "\(settings.jobs) threads, fastest of \(settings.rounds) rounds (\(configuration) build)")
var floor = Double.infinity
var generate = Double.infinity
var peak = 0.0
for _ in 0..<settings.rounds {
  floor = min(floor, seconds { parseOnly(paths, jobs: settings.jobs) })
  let run = try runCommand(settings.doubles, arguments)
  generate = min(generate, run.seconds)
  peak = max(peak, run.peakMiB)
}
let written = try String(contentsOfFile: output, encoding: .utf8)
let doubles = written.components(separatedBy: "\npublic final class ").count - 1
print("parse only (SwiftParser, the floor)   | \(String(format: "%.2f", floor)) s")
print("doubles generate                      | \(String(format: "%.2f", generate)) s")
print("generate / parse only                 | \(String(format: "%.2f", generate / floor))x")
print("peak memory of doubles generate       | \(String(format: "%.0f", peak)) MiB")
print("(\(doubles) doubles written)")
