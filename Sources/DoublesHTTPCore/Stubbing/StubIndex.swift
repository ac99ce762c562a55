/// A double's stubs by the path each requires, so that a request is matched against the stubs of
/// its path and those that require none, not against every stub: a server replaying a cassette of
/// 1,000 exchanges answered one request in 230 µs of CPU time, one replaying a single exchange in
/// 33 (BENCHMARKS.md, "doubles-serve under load").
struct StubIndex {
  /// Below this many stubs, every stub is tried: an index costs more than it saves.
  static let threshold = 32

  /// For each path a stub requires, the positions in the stubs' list of the stubs that require it,
  /// in ascending order.
  private var byPath: [String: [Int]] = [:]
  /// The positions of the stubs that require no one path, in ascending order.
  private var anyPath: [Int] = []

  init(_ stubs: [HTTPStub]) {
    for (position, stub) in stubs.enumerated() {
      if let path = stub.pattern.exactPath {
        byPath[path, default: []].append(position)
      } else {
        anyPath.append(position)
      }
    }
  }

  /// The positions of the stubs that may match a request whose percent-encoded path is `path`,
  /// newest first: those that require it, written encoded or decoded, and those that require no
  /// path.
  func candidates(forPath path: String) -> [Int] {
    var lists = [byPath[path] ?? [], anyPath]
    if path.contains("%"), let decoded = path.removingPercentEncoding, decoded != path {
      lists.append(byPath[decoded] ?? [])
    }
    return lists.joined().sorted(by: >)
  }
}
