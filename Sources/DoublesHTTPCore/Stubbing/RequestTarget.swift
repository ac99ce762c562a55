import Foundation

extension RecordedRequest {
  /// The lower-case scheme and host, the port (the scheme's default when the URL has none) and
  /// the percent-encoded path (`/` when empty) of a request.
  package struct Target: Hashable, Sendable {
    var scheme: String
    var host: String
    var port: Int?
    var path: String

    init(_ url: URL) {
      scheme = url.scheme?.lowercased() ?? ""
      host = url.host?.lowercased() ?? ""
      port = url.port ?? RequestPattern.defaultPort(of: scheme)
      let path = url.path(percentEncoded: true)
      self.path = path.isEmpty ? "/" : path
    }

    /// Reads the parts from the pieces of an HTTP request without asking a URL for them.
    package init(scheme: String, authority: String, requestTarget: String) {
      self.scheme = Self.lowercased(Substring(scheme))
      var hostAndPort = Substring(authority)
      if let at = hostAndPort.utf8.lastIndex(of: UInt8(ascii: "@")) {
        hostAndPort = hostAndPort[hostAndPort.index(after: at)...]
      }
      var host = hostAndPort
      var portText: Substring?
      if hostAndPort.utf8.first == UInt8(ascii: "["), let close = hostAndPort.utf8.firstIndex(of: UInt8(ascii: "]")) {
        host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
        let rest = hostAndPort[hostAndPort.index(after: close)...]
        if rest.utf8.first == UInt8(ascii: ":") { portText = rest.dropFirst() }
      } else if let colon = hostAndPort.utf8.lastIndex(of: UInt8(ascii: ":")) {
        host = hostAndPort[..<colon]
        portText = hostAndPort[hostAndPort.index(after: colon)...]
      }
      self.host = Self.lowercased(host)
      port = portText.flatMap { Int($0) } ?? RequestPattern.defaultPort(of: self.scheme)
      let end =
        requestTarget.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? requestTarget.endIndex
      let path = requestTarget[..<end]
      self.path = path.isEmpty ? "/" : String(path)
    }

    /// `text` in lower case, without allocating twice when it already is.
    private static func lowercased(_ text: Substring) -> String {
      text.utf8.contains { (65...90).contains($0) } ? text.lowercased() : String(text)
    }
  }
}
