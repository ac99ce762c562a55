import Foundation
import NIOConcurrencyHelpers

/// `doubles-serve` run as a user runs it, in a process of its own: started on a free port, its
/// output read on a thread of its own (one line a request, one a contract's violation, counted),
/// its memory and CPU time read from `/proc`, stopped with SIGINT.
final class ServedProcess: Sendable {
  /// The lines printed after the first: a request's, and a violation's.
  typealias Printed = (requests: Int, violations: Int)

  let port: Int
  private let process: Process
  /// The lines printed after the first, and who waits for the output's end.
  private let lines: NIOLockedValueBox<(printed: Printed, ended: Bool, waiting: CheckedContinuation<Printed, Never>?)>
  /// The exit status once the process has ended, and who waits for it.
  private let exited: NIOLockedValueBox<(status: Int32?, waiting: CheckedContinuation<Int32, Never>?)>

  /// Starts `executable` with `arguments` and `--port 0`, and waits for the line that names its port.
  init(_ executable: URL, _ arguments: [String]) async throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments + ["--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    let lines = NIOLockedValueBox<(printed: Printed, ended: Bool, waiting: CheckedContinuation<Printed, Never>?)>(
      ((0, 0), false, nil))
    let exited = NIOLockedValueBox<(status: Int32?, waiting: CheckedContinuation<Int32, Never>?)>((nil, nil))
    process.terminationHandler = { process in
      exited.withLockedValue { exited in
        exited.status = process.terminationStatus
        exited.waiting?.resume(returning: process.terminationStatus)
        exited.waiting = nil
      }
    }
    try process.run()
    let first: String? = await withCheckedContinuation { continuation in
      // Reads block: on a thread of their own, never on the cooperative pool.
      Thread.detachNewThread {
        var pending = Data()
        var firstLine: CheckedContinuation<String?, Never>? = continuation
        while true {
          let chunk = output.fileHandleForReading.availableData
          guard !chunk.isEmpty else { break }
          pending.append(chunk)
          while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            if let waiting = firstLine {
              waiting.resume(returning: String(decoding: pending[..<end], as: UTF8.self))
              firstLine = nil
            } else if pending[..<end].starts(with: Self.violation) {
              lines.withLockedValue { $0.printed.violations += 1 }
            } else {
              lines.withLockedValue { $0.printed.requests += 1 }
            }
            pending.removeSubrange(...end)
          }
        }
        firstLine?.resume(returning: nil)
        lines.withLockedValue { lines in
          lines.ended = true
          lines.waiting?.resume(returning: lines.printed)
          lines.waiting = nil
        }
      }
    }
    guard let first, let port = first.split(separator: ":").last.flatMap({ Int($0) }) else {
      process.terminate()
      throw BenchmarkError("doubles-serve did not start: \(first ?? "no output")")
    }
    self.port = port
    self.process = process
    self.lines = lines
    self.exited = exited
  }

  /// The resident memory now and at its highest, in MiB; `nil` where `/proc` does not say.
  var memory: (resident: Double, peak: Double)? {
    guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    else { return nil }
    func kibibytes(_ field: String) -> Double? {
      status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        .flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }
        .flatMap { Double($0) }
    }
    guard let resident = kibibytes("VmRSS"), let peak = kibibytes("VmHWM") else { return nil }
    return (resident / 1024, peak / 1024)
  }

  /// The CPU time the process has used, user and system, in seconds; `nil` where `/proc` does not say.
  var cpuSeconds: Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's name: state is field 3, utime and stime fields 14 and 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Stops the server as Ctrl-C does; returns its exit status and, once its output has ended,
  /// the lines it printed after the first: one a request, and one a violation of its document.
  func stop() async -> (status: Int32, requests: Int, violations: Int) {
    let status = await withCheckedContinuation { continuation in
      let status = exited.withLockedValue { exited -> Int32? in
        if exited.status == nil { exited.waiting = continuation }
        return exited.status
      }
      if let status { continuation.resume(returning: status) } else { process.interrupt() }
    }
    let printed = await withCheckedContinuation { continuation in
      let printed = lines.withLockedValue { lines -> Printed? in
        if !lines.ended { lines.waiting = continuation }
        return lines.ended ? lines.printed : nil
      }
      if let printed { continuation.resume(returning: printed) }
    }
    return (status, printed.requests, printed.violations)
  }

  /// How a line that reports a violation of the served document starts.
  private static let violation = Data("contract violation: ".utf8)
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
