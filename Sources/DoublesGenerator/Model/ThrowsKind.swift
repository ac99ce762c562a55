/// How a requirement throws.
package enum ThrowsKind: Equatable, Sendable {
  case none
  case untyped
  case typed(String)
  case `rethrows`

  /// The clause as a signature writes it, such as ` throws(ParseError)`.
  var clause: String {
    switch self {
    case .none: ""
    case .untyped: " throws"
    case .typed(let type): " throws(\(type))"
    case .rethrows: " rethrows"
    }
  }
}
