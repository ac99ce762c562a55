/// An access level written on a declaration, ordered from `private` to `open`.
package enum AccessLevel: Int, Comparable, Sendable, CustomStringConvertible {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  /// The level a modifier keyword names, such as `public`; `nil` for any other word.
  package init?(keyword: String) {
    switch keyword {
    case "private": self = .private
    case "fileprivate": self = .fileprivate
    case "internal": self = .internal
    case "package": self = .package
    case "public": self = .public
    case "open": self = .open
    default: return nil
    }
  }

  /// The keyword, such as `fileprivate`.
  package var description: String {
    switch self {
    case .private: "private"
    case .fileprivate: "fileprivate"
    case .internal: "internal"
    case .package: "package"
    case .public: "public"
    case .open: "open"
    }
  }

  /// Whether no other file can see a declaration at this level.
  package var isFilePrivate: Bool { self <= .fileprivate }

  package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
