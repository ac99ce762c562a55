import Foundation

/// Notices when a served file (a cassette, a stub file) changes on disk, by its modification date,
/// read every second: the server then serves what the files hold now (a test run that recorded
/// them again, an edit).
struct FileWatch {
  let paths: [String]

  /// Calls `changed` each time the modification date of one of the files moves (or a file goes
  /// or comes back), until the task is cancelled.
  func run(_ changed: () async -> Void) async {
    var last = modificationDates()
    while !Task.isCancelled {
      try? await Task.sleep(for: .seconds(1))
      let now = modificationDates()
      guard now != last else { continue }
      last = now
      await changed()
    }
  }

  private func modificationDates() -> [Date?] {
    paths.map { path in
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
  }
}
