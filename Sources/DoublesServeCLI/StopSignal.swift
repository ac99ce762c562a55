import Dispatch
import Doubles

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
      // Resumed by the first signal only, whichever it is.
      let waiting = Locked<CheckedContinuation<Void, Never>?>(continuation)
      for source in sources {
        source.setEventHandler { waiting.withLock { $0.take() }?.resume() }
        source.resume()
      }
    }
    for source in sources { source.cancel() }
  }
}
