import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a test process writes its files: one folder under the system's temporary folder, which
/// is removed with all it holds when the process exits, so that runs leave nothing behind (the
/// cassettes tests record hold redacted credentials, but still).
package enum TestScratch {
  /// The process's folder, made on first use.
  package static let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { TestScratch.removeFolder() }
    return folder
  }()

  /// A path in the process's folder that no other test uses, ending in `name` (`cassette.har`).
  package static func file(_ name: String) -> URL {
    folder.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  private static func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A new, empty folder in the test process's folder, named after `purpose`.
package func makeTemporaryFolder(_ purpose: String) throws -> URL {
  let folder = TestScratch.folder.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
