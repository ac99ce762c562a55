import DoublesHTTP
import DoublesTesting
import Foundation
import XCTest

@testable import QuoteService

/// The tutorial's success test as an XCTest: the helper gives the test a double checked at
/// tear-down, and the test awaits the callback instead of `wait(for:timeout: 0.01)`.
final class QuoteServiceXCTests: XCTestCase {
  func testSuccessCallbackIfNoErrorAndCorrectData() async throws {
    let http = makeHTTPDouble(requireAllStubsUsed: true)
    http.stub(.post("https://api.forismatic.com/api/1.0/"), try .fixture("Quote.json", in: .module))
    http.stub(.get("https://source.unsplash.com/random/1000x1000"), .text("image"))
    let service = QuoteService(quoteSession: http.session, imageSession: http.session)

    let result = await awaitCallback { done in service.getQuote { done(($0, $1)) } }

    XCTAssertEqual(result?.0, true)
    XCTAssertEqual(result?.1?.author, "Helen Keller")
    XCTAssertEqual(result?.1?.imageData, Data("image".utf8))
  }
}
