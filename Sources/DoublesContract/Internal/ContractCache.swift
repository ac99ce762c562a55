import Foundation
import Synchronization

/// The documents read with `OpenAPIContract(contentsOf:)`, kept for the process: a suite whose
/// tests each read the same 470-line YAML would parse it once per test (0.4 s each in a debug
/// build). An entry is used while its file keeps its size and modification date, so a document
/// edited while the process runs is read again.
enum ContractCache {
  struct Key: Hashable {
    let path: String
    let size: Int
    let modified: Date
  }

  private static let contracts = Mutex<[Key: OpenAPIContract]>([:])

  /// The key of the file at `url` as it is now; `nil` when its attributes cannot be read (the
  /// read that follows reports why).
  static func key(for url: URL) -> Key? {
    let path = url.standardizedFileURL.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return Key(path: path, size: size, modified: modified)
  }

  static func contract(for key: Key) -> OpenAPIContract? {
    contracts.withLock { $0[key] }
  }

  static func keep(_ contract: OpenAPIContract, for key: Key) {
    contracts.withLock { $0[key] = contract }
  }
}
