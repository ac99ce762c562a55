import Foundation

/// A new, empty folder under the system's temporary folder, named after `purpose`.
package func makeTemporaryFolder(_ purpose: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
