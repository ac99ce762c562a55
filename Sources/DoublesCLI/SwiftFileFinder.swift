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
      let found = Self.swiftFiles(below: path)
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
        .filter { !isExcluded($0) }
      files += found
    }
    return files
  }

  /// The paths, relative to `folder`, of the Swift files below it outside hidden folders, in no
  /// particular order. Read with the system's directory calls, which tell a folder from a file
  /// without asking for each entry; a link is followed to a file, not into a folder.
  private static func swiftFiles(below folder: String) -> [String] {
    var found: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      guard let directory = opendir(relative.isEmpty ? folder : folder + "/" + relative) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        var kind = Int32(entry.pointee.d_type)
        var status = stat()
        if kind == Int32(DT_UNKNOWN), lstat(folder + "/" + child, &status) == 0 {
          switch status.st_mode & S_IFMT {
          case S_IFDIR: kind = Int32(DT_DIR)
          case S_IFREG: kind = Int32(DT_REG)
          case S_IFLNK: kind = Int32(DT_LNK)
          default: continue
          }
        }
        if kind == Int32(DT_LNK) {
          // A link is followed to a file, never into a folder; a broken one named like a Swift
          // file is listed, so that reading it reports the problem.
          if stat(folder + "/" + child, &status) != 0 {
            kind = Int32(DT_REG)
          } else if status.st_mode & S_IFMT == S_IFREG {
            kind = Int32(DT_REG)
          } else {
            continue
          }
        }
        if kind == Int32(DT_DIR) {
          pending.append(child)
        } else if kind == Int32(DT_REG) && name.hasSuffix(".swift") {
          found.append(child)
        }
      }
    }
    return found
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
