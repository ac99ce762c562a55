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
  /// The one cassette's name and bytes, as read, when one is named.
  private let only: (name: String, bytes: Data)?

  /// Reads `paths`; `origin` is the service named on the command line, if any.
  init(_ paths: [String], origin named: String?) throws(Refusal) {
    var entries: [HARFile.Entry] = []
    var read: [(name: String, bytes: Data)] = []
    for path in paths {
      let url = URL(fileURLWithPath: path)
      do {
        let bytes = try Data(contentsOf: url)
        entries += try HARFile.decode(bytes, file: path).log.entries
        read.append((url.lastPathComponent, bytes))
      } catch let error as MalformedHARFile {
        throw Refusal(description: "\(error.file): \(error.problem)")
      } catch {
        throw Refusal(description: "\(path): it cannot be read (\(error.localizedDescription))")
      }
    }
    only = read.count == 1 ? read[0] : nil
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

  /// The cassette the doubles replay, written into `folder`: the one named, under its name and as
  /// it was read (so that a session made later serves it, whatever its file holds since), or one of
  /// every named cassette's entries.
  func write(into folder: URL) throws -> URL {
    if let only {
      let file = folder.appendingPathComponent(only.name)
      try only.bytes.write(to: file, options: .atomic)
      return file
    }
    let file = folder.appendingPathComponent("served.har")
    let har = HARFile(log: .init(version: "1.2", creator: .init(name: "doubles-serve", version: "1"), entries: entries))
    try har.encoded().write(to: file, options: .atomic)
    return file
  }
}
