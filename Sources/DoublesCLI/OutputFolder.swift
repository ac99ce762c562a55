import Foundation

/// The doubles written as several files into a folder (`--output-folder`), for a build: each
/// file is rewritten only when its text changes, so that the build's incremental compile sees
/// only the changed ones as new.
enum OutputFolder {
  /// How many files (``DoublesFiles``, whose names the build-tool plug-in declares too): enough
  /// that one changed protocol recompiles a few doubles of a test target of hundreds, few enough
  /// that a small one compiles no more than a handful of empty files.
  static let fileCount = DoublesFiles.names.count

  /// Writes `texts` into `folder` (made if missing), each atomically and only if the file does
  /// not hold it already.
  static func write(_ texts: [String], to folder: String) throws(CommandError) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandError("cannot make the folder \(folder): \(error.localizedDescription)")
    }
    for (name, text) in zip(DoublesFiles.names, texts) {
      let path = (folder as NSString).appendingPathComponent(name)
      if let current = FileManager.default.contents(atPath: path), current.elementsEqual(text.utf8) { continue }
      try OutputFile.write(text, to: path)
    }
  }
}
