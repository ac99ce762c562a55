import Foundation

/// Where the generated text goes: standard output, a file written atomically, or a comparison
/// with the file as it is (`--check`).
enum OutputFile {
  /// Writes `text` to `path` through a temporary file in the same folder, renamed over it: a
  /// reader never sees half a file, and a failed write leaves the old one as it was.
  static func write(_ text: String, to path: String) throws(CommandError) {
    do {
      try PosixFile.writeAtomically(Array(text.utf8), to: path)
    } catch {
      throw CommandError("cannot write \(path): \(error.message)")
    }
  }

  /// Whether the file at `path` holds exactly `text`; when not, a description of the first
  /// difference as a unified-diff hunk.
  static func check(_ text: String, against path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else {
      return "\(path) does not exist"
    }
    let current = String(decoding: data, as: UTF8.self)
    guard current != text else { return nil }
    return hunk(old: current, new: text, path: path)
  }

  /// The lines that differ between `old` and `new`, with three lines of context: the first
  /// differing line to the last one, found from both ends.
  static func hunk(old: String, new: String, path: String) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false)
    var start = 0
    while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
    var endBefore = before.count
    var endAfter = after.count
    while endBefore > start, endAfter > start, before[endBefore - 1] == after[endAfter - 1] {
      endBefore -= 1
      endAfter -= 1
    }
    let from = max(0, start - 3)
    let contextAfter = min(3, before.count - endBefore)
    var lines = ["--- \(path)", "+++ \(path) (generated)"]
    lines.append(
      "@@ -\(from + 1),\(endBefore - from + contextAfter) +\(from + 1),\(endAfter - from + contextAfter) @@")
    lines += before[from..<start].map { " \($0)" }
    lines += before[start..<endBefore].map { "-\($0)" }
    lines += after[start..<endAfter].map { "+\($0)" }
    lines += before[endBefore..<(endBefore + contextAfter)].map { " \($0)" }
    return lines.joined(separator: "\n")
  }
}

/// A failure the command reports in one line, `error: …`, and exits with status 1.
struct CommandError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
