import XCTest

@testable import DoublesTesting

/// `verifyDoublesAtTearDown()`: the XCTest form of the `.verifiesDoubles` trait.
final class XCTestVerifiesDoublesTests: XCTestCase {
  /// The failures the doubles recorded, kept instead of failing the test until `tearDown()`
  /// compares them with what each test expects.
  private var recorded: [String] = []
  private var capturing = true
  private var expectedAtTearDown: [String] = []

  override func setUp() {
    super.setUp()
    verifyDoublesAtTearDown()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if capturing {
      recorded.append(description)
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  override func tearDown() {
    capturing = false
    XCTAssertEqual(recorded, expectedAtTearDown)
    XCTAssertNil(DoubleScope.current)
    super.tearDown()
  }

  func testAnUnmetExpectationFailsTheTestAtTearDown() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    _ = mock
    XCTAssertEqual(recorded, [])
    expectedAtTearDown = [VerifiesDoublesTraitTests.unmetAuthorize]
  }

  func testExpectationsThatHoldPass() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    XCTAssertEqual(mock.authorize(username: "Bob", password: "secret"), true)
  }

  func testAnExpectationVerifiedInTheTestIsNotReportedAgain() {
    let mock = AuthorizerDouble().with { $0.on.authorize.expect(.once) }
    mock.verify()
    expectedAtTearDown = [VerifiesDoublesTraitTests.unmetAuthorize]  // once, from verify()
  }
}
