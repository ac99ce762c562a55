import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read 120 of 2,000 files` on standard error, rewritten in place; only when standard error is
/// a terminal, so logs and pipes stay quiet.
final class ProgressLine: Sendable {
  private let total: Int
  private let done = Atomic<Int>(0)
  private let verb: String

  /// A progress line for `total` items, or `nil` when standard error is not a terminal.
  init?(total: Int, verb: String) {
    guard isatty(STDERR_FILENO) == 1, total > 0 else { return nil }
    self.total = total
    self.verb = verb
  }

  func advance() {
    let count = done.wrappingAdd(1, ordering: .relaxed).newValue
    // Every 1% or so, so that the terminal is not the bottleneck; a file read twice counts once.
    guard count == total || (count < total && count % max(1, total / 100) == 0) else { return }
    write("\r\(verb) \(count) of \(total) files")
  }

  /// Clears the line.
  func finish() { write("\r\u{1B}[K") }

  private func write(_ text: String) { StandardError.write(text) }
}
