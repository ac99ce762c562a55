import DoublesContract

/// The violations a contract has found, each once, in the order found; with a limit, the newest
/// of them, so that a server meeting a new one with each request keeps its memory and its time
/// per request flat. One forgotten and met again counts as new.
struct FoundViolations {
  /// The violations kept, oldest first.
  private(set) var kept: [ContractViolation] = []
  /// The same, to tell a new one in constant time.
  private var seen: Set<ContractViolation> = []
  /// How many of the oldest are no longer kept.
  private var dropped = 0
  /// How many are kept at least, when not all: the oldest go a quarter of it at a time.
  var limit: Int? {
    didSet { trim() }
  }

  /// How many were found, the forgotten ones included.
  var count: Int { dropped + kept.count }

  /// Adds `violation` unless it is kept already; returns whether it was new.
  mutating func insert(_ violation: ContractViolation) -> Bool {
    guard seen.insert(violation).inserted else { return false }
    kept.append(violation)
    trim()
    return true
  }

  /// The violations found after the first `count`, those still kept.
  func after(_ count: Int) -> ArraySlice<ContractViolation> {
    kept.dropFirst(max(0, count - dropped))
  }

  private mutating func trim() {
    guard let limit, kept.count > limit + limit / 4 else { return }
    let excess = kept.count - limit
    for violation in kept.prefix(excess) { seen.remove(violation) }
    kept.removeFirst(excess)
    dropped += excess
  }
}
