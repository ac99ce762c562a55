import Foundation

/// Notices when a served file (a cassette, a stub file, the document) changes on disk, by its
/// modification date, read every second: the server then serves what the files hold now (a test
/// run that recorded them again, an edit).
struct FileWatch {
  let paths: [String]

  /// Calls `changed` with the files whose modification dates moved (or that went or came back),
  /// each time some did, until the task is cancelled.
  func run(_ changed: (Set<String>) async -> Void) async {
    var last = modificationDates()
    while !Task.isCancelled {
      try? await Task.sleep(for: .seconds(1))
      let now = modificationDates()
      guard now != last else { continue }
      let moved = Set(paths.indices.filter { now[$0] != last[$0] }.map { paths[$0] })
      last = now
      await changed(moved)
    }
  }

  private func modificationDates() -> [Date?] {
    paths.map { path in
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
  }
}
