import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C (SIGINT) or SIGTERM: the server stops and the command ends with status 0.
enum StopSignal {
  /// Returns when the process receives either signal.
  static func wait() async {
    let sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: number, queue: .global())
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = ResumeOnce(continuation)
      for source in sources {
        source.setEventHandler { once.resume() }
        source.resume()
      }
    }
    for source in sources { source.cancel() }
  }
}

/// Resumes a continuation the first time it is asked, whichever signal asks.
private final class ResumeOnce: @unchecked Sendable {
  private var continuation: CheckedContinuation<Void, Never>?
  private let lock = NSLock()

  init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

  func resume() {
    lock.lock()
    let taken = continuation
    continuation = nil
    lock.unlock()
    taken?.resume()
  }
}
