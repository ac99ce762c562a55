import DoublesTesting
import Foundation
import XCTest

/// The runtime's main features, used from XCTest the way an XCTest user writes them.
final class XCTestRuntimeTests: XCTestCase {
  func testStubSpyAndVerify() {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Bob").returns(true)
    XCTAssertEqual(authorizer.authorize(username: "Bob", password: "x"), true)
    XCTAssertNil(authorizer.authorize(username: "Eve", password: "y"))
    authorizer.on.authorize.verify(.exactly(2))
    authorizer.on.authorize.verify(.once, \.username, "Eve")
    XCTAssertEqual(authorizer.on.authorize.lastArguments?.password, "y")
  }

  func testMockStyleExpectations() {
    let mock = AuthorizerDouble(.strict).with { $0.on.authorize.expect(.once).returns(true) }
    XCTAssertEqual(mock.authorize(username: "Bob", password: ""), true)
    XCTAssertTrue(mock.verify())
  }

  func testEventuallyReplacesTheQueueHopExpectation() async {
    let table = TableReloadingDouble()
    DispatchQueue.main.async { table.reloadData() }
    let held = await table.on.reloadData.verifyEventually(.once, timeout: .seconds(5))
    XCTAssertTrue(held)
  }

  func testAsyncStubsAndSequences() async throws {
    let quotes = QuoteFetchingDouble()
    let quote = Quote(text: "t", author: "a")
    quotes.on.fetchQuote.throws(QuoteError()).then.returns(quote)
    do {
      _ = try await quotes.fetchQuote(id: 1)
      XCTFail("expected the first call to throw")
    } catch {
      XCTAssertTrue(error is QuoteError)
    }
    let second = try await quotes.fetchQuote(id: 1)
    XCTAssertEqual(second, quote)
  }

  func testOrderAndCallLog() {
    let renderer = RendererDouble()
    let table = TableReloadingDouble()
    renderer.move(to: .zero)
    table.reloadData()
    XCTAssertTrue(verifyInOrder(renderer.on.move.step, table.on.reloadData.step))
    XCTAssertTrue(renderer.verifyCallLog(["move(to: CGPoint(x: 0.0, y: 0.0))"]))
  }

  func testFailureMessagesAreTheSameAsUnderSwiftTesting() {
    let table = TableReloadingDouble()
    let failures = withCapturedFailures { table.on.reloadData.verify(.once) }
    XCTAssertEqual(
      failures.map(\.message),
      ["Expected reloadData() to be called once, but it was never called. TableReloadingDouble recorded no calls."])
  }
}
