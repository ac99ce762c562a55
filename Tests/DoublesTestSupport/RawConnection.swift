import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to a loopback port that writes bytes as they are, whatever they are, and
/// closes: what no HTTP client sends. Its calls block, so each runs on a thread of its own,
/// never on the cooperative pool.
package enum RawConnection {
  /// Connects to `port` of 127.0.0.1, writes `bytes`, reads what comes back for at most 200 ms,
  /// and closes.
  package static func send(_ bytes: [UInt8], toPort port: Int) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      Thread.detachNewThread {
        continuation.resume(with: Result { try sendBlocking(bytes, toPort: port) })
      }
    }
  }

  private static func sendBlocking(_ bytes: [UInt8], toPort port: Int) throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw RawConnectionError(call: "socket", number: errno) }
    defer { close(descriptor) }
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw RawConnectionError(call: "connect", number: errno) }
    var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    // Written whole, or as much as the server took before it closed: either is a case. A
    // server that closed first must not end the test process by SIGPIPE.
    #if canImport(Glibc)
      _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    #else
      var one: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    #endif
    // Nothing more comes: the server sees the end, answers or closes, and the read returns.
    shutdown(descriptor, Int32(SHUT_WR))
    var buffer = [UInt8](repeating: 0, count: 4_096)
    _ = read(descriptor, &buffer, buffer.count)
  }
}

/// A socket call failed.
package struct RawConnectionError: Error, CustomStringConvertible {
  let call: String
  let number: Int32
  package var description: String { "\(call) failed: \(String(cString: strerror(number)))" }
}
