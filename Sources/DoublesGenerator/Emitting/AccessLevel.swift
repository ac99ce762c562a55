/// An access level as a double's declarations spell it, ordered from `private` to `public`.
struct AccessLevel {
  private let rank: Int

  /// The level of the access modifier `written` (`nil` for none, that is `internal`).
  init(_ written: String?) {
    switch written {
    case "private": rank = 0
    case "fileprivate": rank = 1
    case "package": rank = 3
    case "public", "open": rank = 4
    default: rank = 2
    }
  }

  private init(rank: Int) { self.rank = rank }

  /// The keyword with a trailing space; `""` for `internal`. A double is never `open`: it is a
  /// final class.
  var keyword: String {
    ["private ", "fileprivate ", "", "package ", "public "][rank]
  }

  /// This level, or `other` when that is lower: what an override in a subclass may be.
  func limited(to other: AccessLevel) -> AccessLevel { AccessLevel(rank: min(rank, other.rank)) }
}
