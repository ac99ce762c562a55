extension HTTPDouble {
  /// The journal's entries as they come, from the first, until the task that reads them is
  /// cancelled: what `doubles-serve` prints, one line a request.
  package func journalEntries() -> AsyncStream<JournalEntry> {
    AsyncStream { continuation in
      let watching = Task {
        var seen = 0
        while !Task.isCancelled {
          await journalChanged(since: seen, until: .now + .seconds(3_600))
          // Only the entries not yet handed on: a server's journal grows for as long as it runs.
          let new = storage.withLock { Array($0.journal.dropFirst(seen)) }
          for entry in new { continuation.yield(entry) }
          seen += new.count
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in watching.cancel() }
    }
  }
}
