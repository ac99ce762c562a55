extension HTTPDouble {
  /// The journal's entries as they come, from the first, until the task that reads them is
  /// cancelled: what `doubles-serve` prints, one line a request.
  package func journalEntries() -> AsyncStream<JournalEntry> {
    AsyncStream { continuation in
      let watching = Task {
        var seen = 0
        while !Task.isCancelled {
          await journalChanged(since: seen, until: .now + .seconds(3_600))
          let entries = journal
          for entry in entries.dropFirst(seen) { continuation.yield(entry) }
          seen = entries.count
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in watching.cancel() }
    }
  }
}
