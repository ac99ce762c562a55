import Doubles
import DoublesOpenAPICore

/// Prints the contract's violations that were not printed yet, one line each.
final class ViolationPrinter: Sendable {
  /// The contract watched, and how many of its violations were printed (or left unprinted).
  private let state: Locked<(contract: OpenAPIDouble?, printed: Int)>

  init(_ contract: OpenAPIDouble?) { state = Locked((contract, 0)) }

  /// Watches `contract` from now on, the double's contract made again from its document read
  /// again: its violations are all new. `skippingFound`, those found so far are left unprinted.
  func watch(_ contract: OpenAPIDouble?, skippingFound: Bool = false) {
    state.withLock { $0 = (contract, skippingFound ? contract?.violationCount ?? 0 : 0) }
  }

  /// Leaves the violations found so far unprinted: a session's double finds again those of the
  /// files, which the server printed when it started.
  func skipFound() {
    state.withLock { state in state.printed = state.contract?.violationCount ?? 0 }
  }

  func printNew() {
    state.withLock { state in
      guard let (new, count) = state.contract?.violations(after: state.printed) else { return }
      for violation in new { Output.line("contract violation: \(violation)") }
      state.printed = count
    }
  }
}
