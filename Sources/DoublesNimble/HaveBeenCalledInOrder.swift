#if Nimble
  import DoublesTesting
  import Nimble

  /// Passes when the steps happened in this order, across any number of doubles; other calls may
  /// come in between. Its failure is the message of Doubles' own `verifyInOrder`.
  ///
  /// ```swift
  /// expect([placeBid.on.bid.step, bidChecking.on.waitForBidResolution.step]).to(haveBeenCalledInOrder())
  /// ```
  public func haveBeenCalledInOrder() -> Nimble.Matcher<[CallStep]> {
    Matcher { expression in
      let steps = try expression.evaluate() ?? []
      // Captured, not reported: Nimble reports the message, at the `expect` line.
      let failures = withCapturedFailures { verifyInOrder(steps, at: CallSite()) }
      guard let failure = failures.first else {
        let order = steps.map(\.description).joined(separator: ", then ")
        return MatcherResult(status: .matches, message: .fail("Expected the calls not in this order: \(order)"))
      }
      return MatcherResult(status: .doesNotMatch, message: .fail(failure.message))
    }
  }
#endif
