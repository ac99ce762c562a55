import Doubles
import DoublesHTTPCore

/// Prints each request a double answers, as it is answered, with the contract's violations it
/// brought; when the server stops, the requests not printed yet: the last ones of a run are not
/// lost to the stop.
final class JournalPrinter: Sendable {
  private let double: HTTPDouble
  private let violations: ViolationPrinter
  /// Put before each line: a session's name.
  private let prefix: String
  /// The number of the last entry printed.
  private let printed = Locked(0)
  private let watching = Locked<Task<Void, Never>?>(nil)

  init(_ double: HTTPDouble, _ violations: ViolationPrinter, prefix: String = "") {
    self.double = double
    self.violations = violations
    self.prefix = prefix
    let task = Task { [self] in
      for await entry in double.journalEntries() { print(entry) }
    }
    watching.withLock { $0 = task }
  }

  /// Stops watching, and prints what was not printed yet.
  func finish() {
    watching.withLock { $0?.cancel() }
    for entry in double.journal { print(entry) }
  }

  private func print(_ entry: JournalEntry) {
    printed.withLock { printed in
      guard entry.number > printed else { return }
      printed = entry.number
      Output.line(prefix + entry.description)
      violations.printNew()
    }
  }
}
