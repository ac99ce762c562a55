import Foundation

/// `doubles-serve` running as a child process: its output read on a thread of its own, never on the
/// cooperative pool, and its end awaited through its termination handler.
package final class RunningServer: @unchecked Sendable {
  package struct Outcome {
    package let status: Int32
    package let signalled: Bool
    package let lines: [String]
  }

  private let process = Process()
  /// The first line, then the end of the stream.
  private let firstLine: AsyncStream<String>
  /// Every line, the first included, then the end of the stream.
  private let lines: AsyncStream<String>
  /// How the process ended, once it has and its output is drained.
  private let ended: AsyncStream<Outcome>

  /// Starts `doubles-serve` with `arguments`.
  package init(_ arguments: [String]) throws {
    process.executableURL = BuildProducts.executable("doubles-serve")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let (firstLine, first) = AsyncStream<String>.makeStream()
    self.firstLine = firstLine
    let (lines, every) = AsyncStream<String>.makeStream()
    self.lines = lines
    let (ended, end) = AsyncStream<Outcome>.makeStream()
    self.ended = ended
    let drained = DispatchSemaphore(value: 0)
    let box = LineBox()
    Thread.detachNewThread {
      var pending = Data()
      while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[..<newline], as: UTF8.self)
          pending.removeSubrange(...newline)
          every.yield(line)
          if box.append(line) == 1 {
            first.yield(line)
            first.finish()
          }
        }
      }
      first.finish()
      every.finish()
      drained.signal()
    }
    process.terminationHandler = { process in
      // On the process's own thread, not the pool: the reader ends when the pipe closes.
      drained.wait()
      end.yield(
        Outcome(
          status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
          lines: box.all))
      end.finish()
    }
    try process.run()
  }

  /// The first line the server prints, or `nil` when it ended without one.
  package func nextLine() async -> String? {
    for await line in firstLine { return line }
    return nil
  }

  /// The next line that holds `text`, or `nil` when the server ended first. (One caller at a time.)
  package func line(containing text: String) async -> String? {
    for await line in lines where line.contains(text) { return line }
    return nil
  }

  /// Sends SIGTERM.
  package func terminate() { process.terminate() }

  /// The server's process, for a signal of the test's own.
  package var processIdentifier: Int32 { process.processIdentifier }

  /// Sends SIGTERM and returns how the server ended and every line it printed.
  package func stop() async -> Outcome {
    process.terminate()
    for await outcome in ended { return outcome }
    return Outcome(status: -1, signalled: true, lines: [])
  }
}

/// The lines read so far, shared by the reading thread and the termination handler.
private final class LineBox: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  /// Appends `line`; returns how many lines there are now.
  func append(_ line: String) -> Int {
    lock.withLock {
      lines.append(line)
      return lines.count
    }
  }

  var all: [String] { lock.withLock { lines } }
}
