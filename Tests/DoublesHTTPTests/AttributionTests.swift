import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

/// URLSession answers on its own threads, where Swift Testing cannot tell which test runs: the
/// failures found there reach the test that created the double, not «unknown».
@Suite("Failures found on URLSession's threads")
struct AttributionTests {
  @Test func anUnmatchedRequestFailsTheCreatingTestBeforeTheRequestReturns() async throws {
    await withKnownIssue {
      let http = HTTPDouble(name: "quotes")
      let code = await urlErrorCode {
        _ = try await send(request("GET", "https://example.com/quote"), on: http.session)
      }
      #expect(code == .resourceUnavailable)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("quotes has no stub for GET https://example.com/quote;") == true
    }
  }

  @Test func finishingADoubleThatFailedReportsThatItDidNotPass() async throws {
    await withKnownIssue {
      let http = HTTPDouble(name: "quotes")
      _ = await urlErrorCode { _ = try await send(request("GET", "https://example.com/quote"), on: http.session) }
      #expect(!http.finish())
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("quotes has no stub for GET https://example.com/quote;") == true
    }
  }
}
