import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished process left behind: how it ended and what it wrote.
package struct ProcessOutcome: Sendable {
  /// The exit status, or the signal's number when ``signalled``.
  package var status: Int32
  /// Whether a signal ended the process (a crash, `fatalError`).
  package var signalled: Bool
  /// Everything written to standard output.
  package var output: String
  /// Everything written to standard error.
  package var errors: String

  /// Whether the process exited with status 0.
  package var succeeded: Bool { status == 0 && !signalled }
}

/// Runs `executable` and returns once it has ended and both of its pipes are drained.
///
/// Nothing here blocks a thread of Swift's cooperative pool, which has one thread per core: the
/// pipes are read on threads of their own and the end of the process arrives through
/// `Process.terminationHandler`. A `waitUntilExit()` on the pool would stall every other test of
/// the run for as long as the child runs.
package func runProcess(
  _ executable: URL,
  _ arguments: [String],
  input: Data = Data(),
  environment: [String: String]? = nil,
  in directory: URL? = nil
) async throws -> ProcessOutcome {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let directory { process.currentDirectoryURL = directory }
  let (standardInput, standardOutput, standardError) = (Pipe(), Pipe(), Pipe())
  process.standardInput = standardInput
  process.standardOutput = standardOutput
  process.standardError = standardError

  let ending = ProcessEnding()
  process.terminationHandler = { process in
    ending.ended(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
  }
  try process.run()
  for (pipe, stream) in [(standardOutput, ProcessEnding.Stream.output), (standardError, .errors)] {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { ending.drained(stream, readToEnd(handle.fileDescriptor)) }
  }
  let writer = standardInput.fileHandleForWriting
  _ = ignoringBrokenPipes
  Thread.detachNewThread {
    write(input, to: writer.fileDescriptor)
    try? writer.close()
  }
  return await ending.outcome()
}

// `FileHandle`'s `readDataToEndOfFile()` and `write(_:)` stop the process when a signal
// interrupts them (`EINTR`, which the child's exit brings on a busy machine); these retry.

/// Everything `descriptor` gives until its end.
private func readToEnd(_ descriptor: Int32) -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      data.append(contentsOf: buffer[..<count])
    } else if count == 0 || errno != EINTR {
      return data
    }
  }
}

/// A child that exits before it reads its input makes writing to it raise `SIGPIPE`, which
/// would stop the test process: the write fails with `EPIPE` instead.
private let ignoringBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

/// Writes all of `data` to `descriptor`, unless the reader went away.
private func write(_ data: Data, to descriptor: Int32) {
  var offset = 0
  while offset < data.count {
    let count = data.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, data.count - offset) }
    if count > 0 {
      offset += count
    } else if count < 0 && errno != EINTR {
      return
    }
  }
}

/// Runs a tool found on `PATH`, such as `swiftc`, with its temporary files (the compiler driver
/// leaves folders behind) in the test process's folder.
package func runTool(
  _ name: String, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
) async throws -> ProcessOutcome {
  var environment = environment ?? ProcessInfo.processInfo.environment
  environment["TMPDIR"] = TestScratch.folder.path
  return try await runProcess(
    URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, environment: environment, in: directory)
}

/// Collects the three things a finished process is made of (its status and its two pipes'
/// contents) from the threads that deliver them, and hands them to the one task that waits.
/// `state` is only touched under `lock`.
private final class ProcessEnding: @unchecked Sendable {
  enum Stream { case output, errors }

  private struct State {
    var status: (code: Int32, signalled: Bool)?
    var output: Data?
    var errors: Data?
    var waiter: CheckedContinuation<ProcessOutcome, Never>?

    var outcome: ProcessOutcome? {
      guard let status, let output, let errors else { return nil }
      return ProcessOutcome(
        status: status.code, signalled: status.signalled, output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errors, as: UTF8.self))
    }
  }

  /// Guards `state`. (An `NSLock`, not `Synchronization.Mutex`: the thread sanitizer does not
  /// see the futexes `Mutex` is made of on Linux and reports what it guards as races.)
  private let lock = NSLock()
  private var state = State()

  func ended(status: Int32, signalled: Bool) {
    update { $0.status = (status, signalled) }
  }

  func drained(_ stream: Stream, _ data: Data) {
    update { state in
      switch stream {
      case .output: state.output = data
      case .errors: state.errors = data
      }
    }
  }

  func outcome() async -> ProcessOutcome {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock { () -> ProcessOutcome? in
        if let outcome = state.outcome { return outcome }
        state.waiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  private func update(_ change: (inout State) -> Void) {
    let resumption = lock.withLock { () -> (CheckedContinuation<ProcessOutcome, Never>, ProcessOutcome)? in
      change(&state)
      guard let waiter = state.waiter, let outcome = state.outcome else { return nil }
      state.waiter = nil
      return (waiter, outcome)
    }
    if let (waiter, outcome) = resumption { waiter.resume(returning: outcome) }
  }
}
