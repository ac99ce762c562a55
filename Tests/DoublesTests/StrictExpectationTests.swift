import DoublesTesting
import Testing

/// On a strict double, `expect` declares a call, so the call is allowed; what the double cannot
/// invent (a result) is asked for by name.
@Suite("Expectations on strict doubles")
struct StrictExpectationTests {
  static func refusedWrite(_ value: String) -> String {
    """
    No stub of strict LabeledDouble answers text = "\(value)". Stubs of this member: none
    A strict double accepts the writes a test expects: .on.text.expectSet(…)
    """
  }

  @Test func anExpectedCallOfAMemberReturningNothingNeedsNoAnswer() {
    let failures = withCapturedFailures {
      let table = TableReloadingDouble(.strict).with { $0.on.reloadData.expect(.once) }
      table.reloadData()
      #expect(table.verify())
    }
    #expect(failures.isEmpty)
  }

  @Test func anExpectedCallThatMustReturnAValueAsksForTheAnswer() {
    let failures = withCapturedFailures {
      let authorizer = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once) }
      #expect(authorizer.authorize(username: "Bob", password: "x") == nil)
      #expect(authorizer.verify())
    }
    #expect(
      failures.map(\.message) == [
        """
        authorize(username: "Bob", password: "x") is expected on strict AuthorizerDouble, but nothing says \
        what it returns (Optional<Bool>). Give the expectation an answer: .expect(…).returns(…), or \
        .answers { … }.
        """
      ])
  }

  @Test func anExpectationAllowsOnlyTheCallsItsMatcherAccepts() {
    let line = #line + 2
    let failures = withCapturedFailures {
      let table = TableReloadingDouble(.strict).with { $0.on.numberOfRows.expect(.once, \.self, 1).returns(3) }
      #expect(table.numberOfRows(inSection: 1) == 3)
      #expect(table.numberOfRows(inSection: 2) == 0)
    }
    #expect(
      failures.map(\.message) == [
        """
        No stub of strict TableReloadingDouble answers numberOfRows(inSection: 2). Stubs of this member:
          - numberOfRows(inSection: 1) (DoublesTests/StrictExpectationTests.swift:\(line)): the argument == 1, \
        but was 2
        """
      ])
  }

  @Test func aStrictDoubleRefusesAWriteNobodyExpectedAndSaysHowToAcceptIt() {
    let failures = withCapturedFailures {
      let label = LabeledDouble(.strict)
      label.text = "FakeTitle"
    }
    #expect(failures.map(\.message) == [Self.refusedWrite("FakeTitle")])
  }

  @Test func aStrictDoubleAcceptsTheWritesATestExpects() {
    let failures = withCapturedFailures {
      let label = LabeledDouble(.strict).with { $0.on.text.expectSet(.once, to: "FakeTitle") }
      label.text = "FakeTitle"
      #expect(label.text == "FakeTitle")
      #expect(label.verify())
      label.text = "Other"
    }
    #expect(failures.map(\.message) == [Self.refusedWrite("Other")])
  }

  @Test func anExpectedWriteThatDoesNotHappenFailsVerify() {
    let label = LabeledDouble(.strict).with { $0.on.text.expectSet(.once) }
    let failures = withCapturedFailures { label.verify() }
    #expect(
      failures.map(\.message) == [
        "Expected text to be set once, but it was never set. LabeledDouble recorded no calls."
      ])
  }

  @Test func anExpectationAllowsNoMoreCallsThanItsCount() {
    let failures = withCapturedFailures {
      let table = TableReloadingDouble(.strict).with {
        $0.on.reloadData.expect(.once)
        $0.on.numberOfRows.expect(.never)
      }
      table.reloadData()
      table.reloadData()
      #expect(table.numberOfRows(inSection: 0) == 0)
    }
    #expect(
      failures.map(\.message) == [
        """
        Strict TableReloadingDouble expects reloadData() once; this call, reloadData(), is call 2. Stub it, or \
        expect more calls.
        """,
        """
        Strict TableReloadingDouble expects no call of numberOfRows(inSection:); this call, \
        numberOfRows(inSection: 0), is call 1. Stub it, or expect more calls.
        """,
        // The double goes away with its expectations unchecked: they are checked then.
        """
        Expected reloadData() to be called once, but it was called 2 times:
          1. reloadData()
          2. reloadData()
        """,
        """
        Expected numberOfRows(inSection:) not to be called, but it was called 1 time:
          1. numberOfRows(inSection: 0)
        """,
      ])
  }
}
