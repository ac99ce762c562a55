/// How a requirement throws.
package enum ThrowsKind: Equatable, Sendable {
  case none
  case untyped
  case typed(String)
  /// `throws(E)` where `E` is a generic parameter of the requirement (or mentions one), which no
  /// handle can name: the handle throws `any Error`, and the witness gives it back as `E`.
  case typedGeneric(String)
  case `rethrows`

  /// What one declaration may throw to answer requirements that throw `self` and `other`:
  /// nothing when either throws nothing, or the two throw different types (a `rethrows` and a
  /// typed error among them); the typed error where one throws it and the other any error.
  func narrowest(with other: ThrowsKind) -> ThrowsKind {
    switch (self, other) {
    case (.none, _), (_, .none): .none
    case (.untyped, _): other
    case (_, .untyped): self
    default: self == other ? self : .none
    }
  }

  /// The clause as a signature writes it, such as ` throws(ParseError)`.
  var clause: String {
    switch self {
    case .none: ""
    case .untyped: " throws"
    case .typed(let type), .typedGeneric(let type): " throws(\(type))"
    case .rethrows: " rethrows"
    }
  }

  /// The effects a signature writes after its parameters, this clause after ` async` when
  /// `isAsync`: ` async throws(ParseError)`, or `""`.
  func effects(isAsync: Bool) -> String { (isAsync ? " async" : "") + clause }
}
