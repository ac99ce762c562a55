extension HTTPDouble {
  /// The journal's entries as they come, from the first, until the task that reads them is
  /// cancelled: what `doubles-serve` prints, one line a request.
  package func journalEntries() -> AsyncStream<JournalEntry> {
    AsyncStream { continuation in
      let watching = Task {
        // The number of the last entry handed on.
        var seen = 0
        while !Task.isCancelled {
          // Without a deadline: a wait raced against an hour's sleep left that sleep's timer
          // behind at each wake, and a server's memory grew with every request it answered.
          await waitForJournal(beyond: seen, counting: { $0.lastJournalNumber })
          // Only the entries not yet handed on: a server's journal grows for as long as it runs.
          let new = storage.withLock { Array($0.journal.dropFirst(max(0, seen - $0.journalDropped))) }
          for entry in new { continuation.yield(entry) }
          seen = new.last?.number ?? seen
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in watching.cancel() }
    }
  }

  /// Keeps `limit` entries of the journal at least, the newest, and forgets older ones a batch at
  /// a time: a server's journal would grow for as long as it runs. Entries keep their numbers.
  package func limitJournal(to limit: Int) {
    storage.withLock { $0.journalLimit = max(limit, 1) }
  }

  /// The number of the journal's last entry: how many requests the double has received since it
  /// was made or reset, forgotten ones included.
  package var lastJournalNumber: Int { storage.withLock { $0.lastJournalNumber } }
}

extension HTTPDouble.State {
  /// The number of the journal's last entry, forgotten ones counted.
  var lastJournalNumber: Int { journalDropped + journal.count }
}
