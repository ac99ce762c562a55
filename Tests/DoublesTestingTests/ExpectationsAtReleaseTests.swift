import Doubles
import Testing
import XCTest

@testable import DoublesTesting

/// An `expect` that no `verify()` checked is checked when its double goes away, without the
/// `.verifiesDoubles` trait: the "forgot to verify" bug cannot pass.
@Suite("Expectations checked when the double goes away")
struct ExpectationsAtReleaseTests {
  static let unmetAuthorize = VerifiesDoublesTraitTests.unmetAuthorize

  @Test func anUnmetExpectationFailsAtTheExpectLine() {
    let expectLine = #line + 2
    withKnownIssue {
      let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
      _ = mock
    } matching: { issue in
      issue.comments.map(\.rawValue) == [Self.unmetAuthorize] && issue.sourceLocation?.line == expectLine
    }
  }

  @Test func anExpectationThatHeldReportsNothing() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    #expect(mock.authorize(username: "Bob", password: "secret") == true)
  }

  @Test func anExpectationVerifiedInTheTestIsNotCheckedAgain() {
    let failures = withCapturedFailures {
      let mock = AuthorizerDouble().with { $0.on.authorize.expect(.once) }
      mock.verify()
    }
    #expect(failures.map(\.message) == [Self.unmetAuthorize])  // once, from verify()
  }

  @Test func eachUncheckedExpectationIsReportedOnce() {
    let failures = withCapturedFailures {
      let mock = AuthorizerDouble().with {
        $0.on.authorize.expect(.once)
        $0.on.authorize.expect(.never, \.username, "Eve")
      }
      _ = mock.authorize(username: "Eve", password: "")
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected authorize(username:password:) not to be called where username == "Eve", but it was \
        called 1 time.
        Calls that matched:
          ✓ authorize(username: "Eve", password: "")
        Calls that did not match: none
        """
      ])
  }

  @Test func aHandleKeptByTheTestOutlivesItsDoubleAndIsCheckedWhenItGoes() {
    var handle: MethodDouble<Void, Void, Never>? = TableReloadingDouble().on.reloadData
    handle?.expect(.once)
    let failures = withCapturedFailures { handle = nil }
    #expect(
      failures.map(\.message) == [
        "Expected reloadData() to be called once, but it was never called. TableReloadingDouble recorded no calls."
      ])
  }
}

/// The same under XCTest, which tells when each test ends: a double the test case keeps (its
/// property, alive until the process ends) is checked in the test's teardown.
final class XCTestExpectationsAtReleaseTests: XCTestCase {
  private var recorded: [(message: String, line: Int)] = []
  private var capturing = true
  private var expectedAtTearDown: [String] = []
  private var kept: AuthorizerDouble?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if capturing {
      recorded.append((description, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  override func tearDown() {
    capturing = false
    XCTAssertEqual(recorded.map(\.message), expectedAtTearDown)
    super.tearDown()
  }

  func testAnUnmetExpectationFailsAtTheExpectLineWhenTheDoubleGoesAway() {
    let expectLine = #line + 2
    do {
      let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
      _ = mock
    }
    XCTAssertEqual(recorded.map(\.line), [expectLine])
    expectedAtTearDown = [ExpectationsAtReleaseTests.unmetAuthorize]
  }

  // Run alone (`swift test --filter testTheDoubleTheTestCaseKeepsIsChecked`), this is the first
  // test of its process: it starts before any double exists, and is observed all the same.
  func testTheDoubleTheTestCaseKeepsIsCheckedWhenTheTestEnds() {
    kept = AuthorizerDouble().with { $0.on.authorize.expect(.once) }
    XCTAssertEqual(recorded.map(\.message), [])
    expectedAtTearDown = [ExpectationsAtReleaseTests.unmetAuthorize]
  }

  func testAnExpectationThatHeldReportsNothing() {
    kept = AuthorizerDouble().with { $0.on.authorize.expect(.once) }
    _ = kept?.authorize(username: "Bob", password: "")
  }
}
