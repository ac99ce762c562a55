/// How a requirement throws.
package enum ThrowsKind: Equatable, Sendable {
  case none
  case untyped
  case typed(String)
  case `rethrows`

  /// The `Failure` argument of the handle: what a stub may throw.
  var failureType: String {
    switch self {
    case .none, .rethrows: "Never"
    case .untyped: "any Error"
    case .typed(let type): type
    }
  }

  /// The clause in the witness's signature.
  var clause: String {
    switch self {
    case .none: ""
    case .untyped: " throws"
    case .typed(let type): " throws(\(type))"
    case .rethrows: " rethrows"
    }
  }

  /// Whether calling the handle needs `try`.
  var needsTry: Bool {
    switch self {
    case .none, .rethrows: false
    case .untyped, .typed: true
    }
  }
}
