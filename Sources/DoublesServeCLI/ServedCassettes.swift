import DoublesHAR
import Foundation

/// The cassettes `doubles-serve` replays, read and checked before the server starts: their
/// entries in one cassette of their own, and the service they were recorded from.
struct ServedCassettes {
  /// A cassette that cannot be served, with the file and what is wrong with it.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// The entries of every cassette, in the order named.
  let entries: [HARFile.Entry]
  /// The service the cassettes were recorded from, such as `https://api.example.com`.
  let origin: URL

  /// Reads `paths`; `origin` is the service named on the command line, if any.
  init(_ paths: [String], origin named: String?) throws(Refusal) {
    var entries: [HARFile.Entry] = []
    for path in paths {
      do {
        entries += try HARFile.read(from: URL(fileURLWithPath: path)).log.entries
      } catch {
        throw Refusal(description: "\(error.file): \(error.problem)")
      }
    }
    guard !entries.isEmpty else {
      throw Refusal(description: "\(paths.joined(separator: ", ")): no entry to replay")
    }
    self.entries = entries
    if let named {
      origin = try Self.origin(named: named)
      return
    }
    let origins = Set(entries.compactMap { Self.origin(of: $0.request.url) })
    guard origins.count == 1, let only = origins.first, let url = URL(string: only) else {
      let found = origins.sorted().joined(separator: ", ")
      throw Refusal(
        description: "the cassettes hold requests to \(origins.count) services (\(found)): name the one this server "
          + "stands in for with --origin")
    }
    origin = url
  }

  /// The service `--origin` names, which must have a scheme and a host.
  static func origin(named: String) throws(Refusal) -> URL {
    guard let url = URL(string: named), url.scheme != nil, url.host != nil else {
      throw Refusal(
        description: "--origin \(named): not a URL with a scheme and a host, such as https://api.example.com")
    }
    return url
  }

  /// `https://api.example.com:8443`: the scheme, host and port of `url`.
  static func origin(of url: String) -> String? {
    guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host
    else { return nil }
    return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
  }

  /// The entries as one cassette, written into `folder`, which the double replays.
  func write(into folder: URL) throws -> URL {
    let file = folder.appendingPathComponent("served.har")
    let har = HARFile(log: .init(version: "1.2", creator: .init(name: "doubles-serve", version: "1"), entries: entries))
    try har.encoded().write(to: file, options: .atomic)
    return file
  }
}
