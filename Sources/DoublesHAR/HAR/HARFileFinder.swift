import Foundation

/// Expands files and folders into the HAR files below them: sorted, without hidden folders
/// (`.build`, `.git`), which are not entered.
package enum HARFileFinder {
  package static func find(in paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        files.append(path)
        continue
      }
      let folder = URL(fileURLWithPath: path, isDirectory: true)
      let found = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
      let prefix = folder.standardizedFileURL.path
      files += (found?.allObjects as? [URL] ?? [])
        .filter { $0.pathExtension.lowercased() == "har" }
        .map { url in
          // Named as the user named the folder: `Tests/a.har`, not an absolute path.
          let full = url.standardizedFileURL.path
          let relative = full.hasPrefix(prefix + "/") ? String(full.dropFirst(prefix.count + 1)) : full
          return (path as NSString).appendingPathComponent(relative)
        }
        .sorted()
    }
    return files
  }
}
