import DoublesOpenAPICore

/// Prints the contract's violations that were not printed yet, one line each.
final class ViolationPrinter: @unchecked Sendable {
  private let contract: OpenAPIDouble?
  /// How many were printed; touched by one task at a time (the start, then the journal's printer).
  private var printed = 0

  init(_ contract: OpenAPIDouble?) { self.contract = contract }

  /// Leaves the violations found so far unprinted: a session's double finds again those of the
  /// files, which the server printed when it started.
  func skipFound() {
    printed = contract?.violations.count ?? 0
  }

  func printNew() {
    guard let violations = contract?.violations, violations.count > printed else { return }
    for violation in violations.dropFirst(printed) { Output.line("contract violation: \(violation)") }
    printed = violations.count
  }
}
