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

  /// The position of the newest stub that may match a request whose percent-encoded path is
  /// `path` (one that requires it, written encoded or decoded, or that requires no path) and for
  /// which `answers` holds; `nil` when there is none. The lists are merged from their ends, newest
  /// first, without copying them.
  func newest(forPath path: String, where answers: (Int) -> Bool) -> Int? {
    var exact = byPath[path]?[...] ?? []
    var decoded: ArraySlice<Int> = []
    if path.contains("%"), let text = path.removingPercentEncoding, text != path { decoded = byPath[text]?[...] ?? [] }
    var any = anyPath[...]
    while true {
      let newest = max(exact.last ?? -1, decoded.last ?? -1, any.last ?? -1)
      guard newest >= 0 else { return nil }
      if exact.last == newest {
        exact.removeLast()
      } else if decoded.last == newest {
        decoded.removeLast()
      } else {
        any.removeLast()
      }
      if answers(newest) { return newest }
    }
  }
}
