/// How a double's declarations spell the access level of what they double.
enum AccessSpelling {
  /// The keyword for `level` (`nil` when none is written, that is `internal`) with a trailing
  /// space; `""` for `internal`. A double is never `open`: it is a final class. A `private`
  /// declaration's double is `fileprivate`, as are its members: a `private` member of the double
  /// would be hidden from the protocol extension beside it that answers through it.
  static func keyword(_ level: AccessLevel?) -> String {
    switch level ?? .internal {
    case .private, .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public, .open: "public "
    }
  }

  /// The keyword for an override at `level` in a double at `limit`: the lower of the two.
  static func keyword(_ level: AccessLevel?, limitedTo limit: AccessLevel?) -> String {
    keyword(min(level ?? .internal, limit ?? .internal))
  }
}
