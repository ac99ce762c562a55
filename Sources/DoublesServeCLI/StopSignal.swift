import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C (SIGINT) or SIGTERM: the server stops and the command ends with status 0.
///
/// Each signal is caught by a handler that writes a byte into a pipe, which a thread of its own
/// reads. A handler is the whole process's, on whichever thread the signal lands. (A dispatch
/// source on Linux reads signals through a `signalfd`, which sees a signal only where it is
/// blocked: one that landed on another thread of the server ended the process, as
/// `kill -TERM` from a script did, and a recording was lost.)
///
/// A shell starts a background job with SIGINT ignored, so that Ctrl-C stops the script but not
/// the job: ignored it stays.
struct StopSignal: Sendable {
  /// The pipe's end the handler writes into, set before any handler is installed.
  private nonisolated(unsafe) static var writeEnd: Int32 = -1

  private let readEnd: Int32

  /// Catches SIGINT and SIGTERM from now on: a signal that arrives before ``wait()`` is kept
  /// for it.
  static func catching() throws -> StopSignal {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw StopSignalError(errorNumber: errno) }
    writeEnd = ends[1]
    let handler: @convention(c) (Int32) -> Void = { _ in
      // Whatever the thread it interrupts was doing, its errno is left as it was.
      let saved = errno
      var byte: UInt8 = 1
      _ = write(StopSignal.writeEnd, &byte, 1)
      errno = saved
    }
    if isIgnore(signal(SIGINT, handler)) {
      _ = signal(SIGINT, SIG_IGN)
    }
    _ = signal(SIGTERM, handler)
    return StopSignal(readEnd: ends[0])
  }

  /// Whether `disposition`, as `signal` returns it, is `SIG_IGN`. (C's function pointers are
  /// compared by address.)
  private static func isIgnore<Disposition>(_ disposition: Disposition) -> Bool {
    unsafeBitCast(disposition, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Returns once the process has received either signal.
  func wait() async {
    let readEnd = readEnd
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // A blocking read, on a thread of its own rather than the cooperative pool.
      Thread.detachNewThread {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
        continuation.resume()
      }
    }
  }
}

/// `pipe` failed: the process has no file descriptor left, most likely.
struct StopSignalError: Error, CustomStringConvertible {
  let errorNumber: Int32

  var description: String {
    "cannot catch Ctrl-C and SIGTERM: pipe() failed: \(String(cString: strerror(errorNumber)))"
  }
}
