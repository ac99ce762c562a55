#if Nimble
  import DoublesTesting
  import Nimble

  /// Passes when the member was called `times` (at least once by default) with arguments
  /// `matcher` accepts; its failure is the message Doubles' own `verify` gives.
  ///
  /// ```swift
  /// expect(api.on.send).to(haveBeenCalled(.once))
  /// expect(api.on.send).to(haveBeenCalled(.once, with: \.order.id, 42))
  /// expect(tracker.on.track).toNot(haveBeenCalled())
  /// ```
  /// A call the matcher counts is covered, as by `verify`, for `verifyNoOtherCalls()`.
  public func haveBeenCalled<Arguments, Result, Failure>(
    _ times: Times = .atLeastOnce,
    where matcher: ArgumentMatcher<Arguments>? = nil
  ) -> Nimble.Matcher<MethodDouble<Arguments, Result, Failure>> {
    Matcher { expression in
      guard let member = try expression.evaluate() else {
        return MatcherResult(status: .fail, message: .fail("expected a member of a double, got nil"))
      }
      if let unwanted = member.unwantedCountMessage(times, where: matcher) {
        // Held: the message is shown only by `toNot`.
        _ = withCapturedFailures { member.verify(times, where: matcher) }
        return MatcherResult(status: .matches, message: .fail(unwanted))
      }
      let failures = withCapturedFailures { member.verify(times, where: matcher) }
      return MatcherResult(status: .doesNotMatch, message: .fail(failures.map(\.message).joined(separator: "\n")))
    }
  }

  /// Passes when the member was called `times` with `value` as its only argument (or as the whole
  /// tuple of its arguments).
  public func haveBeenCalled<Arguments: Equatable, Result, Failure>(
    _ times: Times = .atLeastOnce,
    with value: Arguments
  ) -> Nimble.Matcher<MethodDouble<Arguments, Result, Failure>> {
    haveBeenCalled(times, where: .equal(value))
  }

  /// Passes when the closure's double was called `times` with exactly `arguments`, each
  /// `Equatable`: `expect(log.on).to(haveBeenCalled(.once, with: "cat.png", 3))`.
  public func haveBeenCalled<each Argument: Equatable, Result, Failure>(
    _ times: Times = .atLeastOnce,
    with arguments: repeat each Argument
  ) -> Nimble.Matcher<MethodDouble<(repeat each Argument), Result, Failure>> {
    haveBeenCalled(times, where: .equal(arguments: repeat each arguments))
  }

  /// Passes when the member was called `times` with the argument at `keyPath` equal to `value`.
  public func haveBeenCalled<Arguments, Result, Failure, Value: Equatable>(
    _ times: Times = .atLeastOnce,
    with keyPath: KeyPath<Arguments, Value>,
    _ value: Value
  ) -> Nimble.Matcher<MethodDouble<Arguments, Result, Failure>> {
    haveBeenCalled(times, where: ArgumentMatcher(keyPath, .equal(value)))
  }

  /// Passes when the member was called `times` with the argument at `keyPath` accepted by
  /// `matcher`.
  public func haveBeenCalled<Arguments, Result, Failure, Value>(
    _ times: Times = .atLeastOnce,
    with keyPath: KeyPath<Arguments, Value>,
    _ matcher: ArgumentMatcher<Value>
  ) -> Nimble.Matcher<MethodDouble<Arguments, Result, Failure>> {
    haveBeenCalled(times, where: ArgumentMatcher(keyPath, matcher))
  }
#endif
