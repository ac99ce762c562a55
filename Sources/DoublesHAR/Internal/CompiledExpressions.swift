import Foundation

/// The regular expressions one redactor uses, each compiled once for it: parsing an expression
/// costs far more than matching it against a short value, and a `Regex` is not `Sendable`, so it
/// cannot be shared between the threads that record at once.
package final class CompiledExpressions {
  private var shapes: [Int: Regex<AnyRegexOutput>] = [:]

  package init() {}

  /// The expression of the shape at `index` of ``KeyShape/catalogue``.
  func shape(at index: Int) -> Regex<AnyRegexOutput> {
    if let compiled = shapes[index] { return compiled }
    let compiled = KeyShape.catalogue[index].compile()
    shapes[index] = compiled
    return compiled
  }

  /// A cloud access key id.
  lazy var accessKeyID = #/\b(?:AKIA|ASIA|ABIA|ACCA|AIDA|AROA|AGPA)[A-Z0-9]{16}\b/#.wordBoundaryKind(.simple)
}
