import DoublesHAR
import DoublesHTTPCore
import Foundation

/// The cassettes `doubles-serve` replays, read once and checked before the server starts (and
/// again when one changes): their entries, file by file, and the service they were recorded from.
struct ServedCassettes: Sendable {
  /// A cassette that cannot be served, with the file and what is wrong with it.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// The entries of each cassette, in the order named.
  let files: [ReplayedFile]
  /// The service the cassettes were recorded from, such as `https://api.example.com`.
  let origin: URL
  /// How the doubles replay them: as recorded, with the default redaction's placeholder. Named
  /// after the first cassette, which a double made with `HTTPDouble(replaying:as:)` never writes:
  /// it records nothing.
  let cassette: Cassette

  /// The entries of every cassette, in the order named.
  var entries: [HARFile.Entry] { files.flatMap(\.entries) }

  /// How many entries the doubles replay, and how many they leave out: requests a browser
  /// exported without a response, which the page gave up or the browser refused.
  var counts: (replayed: Int, leftOut: Int) {
    let replayed = entries.count { $0.isReplayable }
    return (replayed, entries.count - replayed)
  }

  /// Reads `paths`; `origin` is the service named on the command line, if any.
  init(_ paths: [String], origin named: String?) throws(Refusal) {
    var files: [ReplayedFile] = []
    for path in paths {
      let url = URL(fileURLWithPath: path)
      do {
        let entries = try HARFile.decode(Data(contentsOf: url), file: path).log.entries
        files.append(ReplayedFile(name: url.lastPathComponent, entries: entries))
      } catch let error as MalformedHARFile {
        throw Refusal(description: "\(error.file): \(error.problem)")
      } catch {
        throw Refusal(description: "\(path): it cannot be read (\(error.localizedDescription))")
      }
    }
    self.files = files
    cassette = Cassette(URL(fileURLWithPath: paths.first ?? "served.har"), mode: .none)
    // What a browser exported without a response (an ad blocker's refusal) names no service.
    let entries = files.flatMap(\.entries).filter(\.isReplayable)
    guard !entries.isEmpty else {
      throw Refusal(description: "\(paths.joined(separator: ", ")): no entry to replay")
    }
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
}
