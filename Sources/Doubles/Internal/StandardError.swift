#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error, unbuffered and whole, so that nothing is lost if the process stops:
/// the runtime prints no other way (it imports no Foundation).
package enum StandardError {
  package static func write(_ text: String) {
    var bytes = Array(text.utf8)
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes(writeToStandardError)
      guard written > 0 else { break }
      bytes.removeFirst(written)
    }
  }
}

private func writeToStandardError(_ buffer: UnsafeRawBufferPointer) -> Int {
  #if canImport(Glibc)
    Glibc.write(2, buffer.baseAddress, buffer.count)
  #elseif canImport(Musl)
    Musl.write(2, buffer.baseAddress, buffer.count)
  #elseif canImport(Darwin)
    Darwin.write(2, buffer.baseAddress, buffer.count)
  #else
    -1
  #endif
}
