import Dispatch
import Foundation
import SwiftParser
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Wall time of `body`, in seconds.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Reads and parses every file with SwiftParser on `jobs` threads and drops the trees: the floor.
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

/// A run of the command that failed.
struct CommandFailed: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "the command exited with status \(status)" }
}

/// Runs `executable` with `arguments`, its standard error dropped; returns its wall time and
/// its own peak resident memory in MiB (from `wait4`, so each run is measured alone).
func runCommand(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, peakMiB: Double) {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid: pid_t = 0
  var status: Int32 = 0
  var usage = rusage()
  let elapsed = try seconds {
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw CommandFailed(status: spawned) }
    wait4(pid, &status, 0, &usage)
  }
  guard status == 0 else { throw CommandFailed(status: status) }
  return (elapsed, Double(usage.ru_maxrss) / 1024)
}

/// The fastest of `rounds` runs of the floor and of the command on one tree, and the command's
/// largest peak memory.
///
/// The floor runs as a process of its own too (this executable with `--parse-only`), so that
/// both start with a fresh heap and pay for starting and stopping a process.
struct Measurement {
  var floor = Double.infinity
  var generate = Double.infinity
  var peakMiB = 0.0

  /// Measures the floor on `files` and `command` run with `arguments`, which are given the path
  /// of a file that lists `files`, one per line.
  init(files: [String], command: String, arguments: (String) -> [String], jobs: Int, rounds: Int) throws {
    let list = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-benchmark-files.txt").path
    try files.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
    let benchmark = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    for _ in 0..<rounds {
      floor = min(floor, try runCommand(benchmark, ["--parse-only", list, "--jobs", "\(jobs)"]).seconds)
      let run = try runCommand(command, arguments(list))
      generate = min(generate, run.seconds)
      peakMiB = max(peakMiB, run.peakMiB)
    }
  }

  /// The rows of the benchmark's table for this tree.
  func report(doubles: Int) -> String {
    """
    parse only (SwiftParser, the floor)   | \(String(format: "%.2f", floor)) s
    doubles generate                      | \(String(format: "%.2f", generate)) s
    generate / parse only                 | \(String(format: "%.2f", generate / floor))x
    peak memory of doubles generate       | \(String(format: "%.0f", peakMiB)) MiB
    (\(doubles) doubles written)
    """
  }
}

/// How many protocol doubles a file written by `doubles generate` holds: one `…Doubling`
/// protocol each.
func doublesWritten(in path: String) throws -> Int {
  let written = try String(contentsOfFile: path, encoding: .utf8)
  return written.split(separator: "\n").count { $0.contains("protocol ") && $0.contains("Doubling: ") }
}
