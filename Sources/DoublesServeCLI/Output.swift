import Foundation
import Synchronization

/// Lines on standard output and standard error, each written at once: whoever reads the server's
/// output through a pipe (a UI test, a script) sees each request as it is answered.
///
/// The first line says where the server listens, and a reader takes the port from it: what is
/// printed before (the cassettes' violations, found as the contract is read) is held until then.
enum Output {
  /// The lines held until ``release(after:)``; `nil` once released.
  private static let held = Mutex<[String]?>([])

  static func line(_ text: String) {
    held.withLock { held in
      if held != nil {
        held?.append(text)
      } else {
        write(text)
      }
    }
  }

  /// Prints `first`, then the lines held so far, and every later line at once.
  static func release(after first: String) {
    held.withLock { held in
      write(first)
      for line in held ?? [] { write(line) }
      held = nil
    }
  }

  static func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

  private static func write(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
}
