import Foundation

/// Where the command writes what is not its output: errors, diagnostics, progress and timings.
enum StandardError {
  /// Writes `text` as it is (a progress line rewrites itself with `\r`).
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Writes `line` and a line break.
  static func printLine(_ line: String) {
    write(line + "\n")
  }
}
