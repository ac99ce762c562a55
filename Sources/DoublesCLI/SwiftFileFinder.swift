import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands files and folders into the Swift files below them: sorted, without hidden folders,
/// `.build` folders or excluded paths. A folder whose name ends in `.swift`, such as a checkout of
/// `GRDB.swift`, is walked into like any other.
struct SwiftFileFinder {
  /// Paths or globs to leave out: a folder or file path (`Sources/App/Generated`), or a glob
  /// matched against the whole path and against each file name (`*.generated.swift`,
  /// `Sources/*/Mocks/*`).
  var excluded: [String] = []

  func find(in paths: [String]) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        if !isExcluded(path) { files.append(path) }
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { relative in
          relative.hasSuffix(".swift")
            && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
        .filter { !isExcluded($0) && !Self.isFolder($0) }
      files += found
    }
    return files
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// Whether `path` is excluded by a path prefix or a glob.
  func isExcluded(_ path: String) -> Bool {
    let normalized = Self.normalize(path)
    let name = (normalized as NSString).lastPathComponent
    return excluded.contains { pattern in
      let trimmed = Self.normalize(pattern)
      if normalized == trimmed || normalized.hasPrefix(trimmed + "/") { return true }
      return fnmatch(trimmed, normalized, 0) == 0 || fnmatch(trimmed, name, 0) == 0
    }
  }

  private static func normalize(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
