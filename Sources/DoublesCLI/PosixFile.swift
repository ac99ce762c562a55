#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing whole files with the system's own error messages (`Is a directory`,
/// `No such file or directory`), which Foundation on Linux does not pass on.
enum PosixFile {
  /// A failed system call: the message of its `errno`.
  struct Failure: Error {
    let message: String
    init(errno code: Int32) { message = String(cString: strerror(code)) }
  }

  /// The bytes of the file at `path`.
  static func readAll(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(errno: errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 { throw Failure(errno: errno) }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
    }
  }

  /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    let temporary = path + ".doubles-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Failure(errno: errno) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        let code = errno
        close(descriptor)
        unlink(temporary)
        throw Failure(errno: code)
      }
      written += count
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure(errno: code)
    }
  }
}
