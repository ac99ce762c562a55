import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The exact texts a user sees when a network double fails a test.
@Suite struct FailureMessageTests {
  /// The doubles of these tests are made inside `withCapturedFailures`: a failure found on
  /// URLSession's thread goes to the context the double was made in.
  @Test func anUnmatchedRequestFailsClosedWithANearMissReport() async throws {
    var made: (http: HTTPDouble, quote: HTTPStub, image: HTTPStub)?
    var code: URLError.Code?

    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "quotes")
      let quote = http.stub(
        .post("https://api.forismatic.com/api/1.0/").body(form: ["method": "getQuote", "lang": "en", "format": "json"]),
        .text("{}"))
      let image = http.stub(.get("https://source.unsplash.com/random/1000x1000"), .text("image"))
      made = (http, quote, image)
      code = await urlErrorCode {
        _ = try await http.session.data(
          for: request(
            "POST", "https://api.forismatic.com/api/1.0/",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "method=getQuote&lang=fr&format=json"))
      }
    }

    let (http, quote, image) = try #require(made)
    #expect(code == .resourceUnavailable)
    #expect(
      failures.map(\.message) == [
        """
        quotes has no stub for POST https://api.forismatic.com/api/1.0/; the request failed with \
        URLError(resourceUnavailable) and nothing was sent to the network.
        Request:
          POST https://api.forismatic.com/api/1.0/
            Content-Type: application/x-www-form-urlencoded
            body: method=getQuote&lang=fr&format=json
        Closest stubs:
        1. \(quote): 4 of 5 conditions hold
           ✓ method is POST
           ✓ scheme is https
           ✓ host is api.forismatic.com
           ✓ path is /api/1.0/
           ✗ form body is format=json&lang=en&method=getQuote
               but was: method=getQuote&lang=fr&format=json
        2. \(image): 1 of 4 conditions hold
           ✗ method is GET
               but was: POST
           ✓ scheme is https
           ✗ host is source.unsplash.com
               but was: api.forismatic.com
           ✗ path is /random/1000x1000
               but was: /api/1.0/
        """
      ])
    #expect(failures.first?.line == 19)
    #expect(http.unmatchedRequests.map(\.description) == ["POST https://api.forismatic.com/api/1.0/"])
  }

  @Test func aUsedUpStubOrAStubWaitingForAnotherStateIsNamedAsSuch() async throws {
    var stubs: (once: HTTPStub, later: HTTPStub)?
    let failures = try await withCapturedFailures {
      let http = HTTPDouble()
      let once = http.stub(.get("https://example.com/once"), .text("a"), times: 1)
      let later = http.stub(.get("https://example.com/once"), .text("b")).inScenario("flow", whenStateIs: "ready")
      stubs = (once, later)
      _ = try await send(request("GET", "https://example.com/once"), on: http.session)
      _ = await urlErrorCode { _ = try await http.session.data(for: request("GET", "https://example.com/once")) }
    }

    let (once, later) = try #require(stubs)
    let lines = failures.first?.message.split(separator: "\n").dropFirst(3).map(String.init)
    #expect(
      lines == [
        "Closest stubs:",
        "1. \(later): 4 of 5 conditions hold",
        "   ✓ method is GET",
        "   ✓ scheme is https",
        "   ✓ host is example.com",
        "   ✓ path is /once",
        "   ✗ scenario \"flow\" is in state \"ready\"",
        "       but was: \"Started\"",
        "2. \(once): 4 of 5 conditions hold",
        "   ✓ method is GET",
        "   ✓ scheme is https",
        "   ✓ host is example.com",
        "   ✓ path is /once",
        "   ✗ has answers left (it answered 1 time and is used up)",
      ])
  }

  @Test func aDoubleWithoutStubsSaysSo() async throws {
    let failures = await withCapturedFailures {
      let http = HTTPDouble()
      _ = await urlErrorCode { _ = try await http.session.data(for: request("GET", "https://example.com/")) }
    }
    #expect(failures.first?.message.hasSuffix("\nNo stubs are registered.") == true)
  }

  @Test func aCountVerificationListsTheMatchingRequestsOrTheJournal() async throws {
    let http = HTTPDouble(name: "api")
    let stub = http.stub(.any, .status(204))
    _ = try await send(request("GET", "https://example.com/a"), on: http.session)
    _ = try await send(request("GET", "https://example.com/a"), on: http.session)
    _ = try await send(request("DELETE", "https://example.com/b"), on: http.session)

    let failures = withCapturedFailures {
      http.verify(.get("https://example.com/a"), .once)
      http.verify(.post("https://example.com/c"), .atLeastOnce)
      http.verify(.delete("https://example.com/b"), .once)
    }

    #expect(
      failures.map(\.message) == [
        """
        Expected a request where method is GET and scheme is https and host is example.com and path is /a to \
        arrive once, but 2 did:
          1. GET https://example.com/a -> 204 by \(stub)
          2. GET https://example.com/a -> 204 by \(stub)
        """,
        """
        Expected a request where method is POST and scheme is https and host is example.com and path is /c to \
        arrive at least once, but none did.
        api received 3 requests:
          1. GET https://example.com/a -> 204 by \(stub)
          2. GET https://example.com/a -> 204 by \(stub)
          3. DELETE https://example.com/b -> 204 by \(stub)
        """,
      ])
  }

  @Test func anOrderVerificationNamesTheMissingStep() async throws {
    let http = HTTPDouble()
    http.stub(.any, .status(200))
    _ = try await send(request("GET", "https://example.com/second"), on: http.session)
    _ = try await send(request("GET", "https://example.com/first"), on: http.session)

    let failures = withCapturedFailures {
      http.verifyInOrder(.get("https://example.com/first"), .get("https://example.com/second"))
    }
    #expect(http.verifyInOrder(.get("https://example.com/second"), .get("https://example.com/first")))

    #expect(
      failures.first?.message.split(separator: "\n").prefix(4).map(String.init) == [
        "Expected requests in this order:",
        "1. method is GET and scheme is https and host is example.com and path is /first",
        "2. method is GET and scheme is https and host is example.com and path is /second",
        "but no request where method is GET and scheme is https and host is example.com and path is /second came "
          + "after the one matching step 1.",
      ])
  }

  @Test func theNearMissReportShowsTheThreeClosestOfMoreStubs() async throws {
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "pages")
      for page in ["a", "b", "c", "d"] { http.stub(.get("https://example.com/\(page)"), .status(200)) }
      _ = await urlErrorCode { _ = try await http.session.data(for: request("GET", "https://example.com/e")) }
    }
    let message = try #require(failures.first?.message)
    #expect(message.contains("\nClosest stubs (3 of 4):\n1. stub #4 "))
    #expect(!message.contains("stub #1 "))  // the oldest of equal scores is left out
  }

  @Test func aCountOfADoubleThatReceivedNothingSaysSo() {
    let http = HTTPDouble(name: "api")
    let failures = withCapturedFailures { http.verify(.get("https://example.com/a"), .once) }
    #expect(
      failures.map(\.message) == [
        """
        Expected a request where method is GET and scheme is https and host is example.com and path is /a to \
        arrive once, but none did.
        api received no requests.
        """
      ])
  }

  @Test func anUnusedStubFailsVerifyAllStubsUsed() async throws {
    let http = HTTPDouble()
    http.stub(.get("https://example.com/used"), .status(200))
    let unused = http.stub(.get("https://example.com/unused"), .status(200)).named("profile")
    _ = try await send(request("GET", "https://example.com/used"), on: http.session)

    let failures = withCapturedFailures { http.verifyAllStubsUsed() }

    #expect(
      failures.map(\.message) == [
        """
        HTTPDouble has 1 stub that answered no request:
          \(unused): method is GET and scheme is https and host is example.com and path is /unused
        """
      ])
    #expect(unused.description.hasPrefix("stub #2 \"profile\" (DoublesHTTPTests/FailureMessageTests.swift:"))
  }

  @Test func verifyEventuallyWaitsForRequestsFromAnotherTask() async throws {
    let http = HTTPDouble()
    http.stub(.any, .status(200))
    Task { _ = try await http.session.data(for: request("GET", "https://example.com/later")) }

    #expect(await http.verifyEventually(.get("https://example.com/later"), .once))
    let failures = await withCapturedFailures {
      await http.verifyEventually(.get("https://example.com/never"), timeout: .milliseconds(50))
    }
    #expect(
      failures.map(\.message) == [
        """
        After waiting 50 ms: Expected a request where method is GET and scheme is https and host is example.com \
        and path is /never to arrive at least once, but none did.
        HTTPDouble received 1 request:
          1. GET https://example.com/later -> 200 by \(http.stubs[0])
        """
      ])
  }

  @Test func awaitCallbackFailsWhenTheCallbackIsNotCalledOrCalledTwice() async throws {
    let notCalled = await withCapturedFailures {
      let value: Int? = await awaitCallback(timeout: .milliseconds(20)) { _ in }
      #expect(value == nil)
    }
    let calledTwice = await withCapturedFailures {
      let value: Int? = await awaitCallback { done in
        done(1)
        done(2)
      }
      #expect(value == 1)
    }

    #expect(notCalled.map(\.message) == ["The callback was not called within 20 ms."])
    #expect(calledTwice.map(\.message) == ["The callback was called 2 times; it must be called exactly once."])
  }
}

/// A header in a failure message.
@Suite struct HeaderSpellingMessageTests {
  /// A header with a spelling of its own (`Last-Event-ID`, `ETag`, `WWW-Authenticate`) is shown
  /// so in the request, as the condition beside it writes it, however the session spelt it.
  @Test func aHeaderOfItsOwnSpellingReadsTheSameInTheRequestAndTheCondition() async throws {
    var made: HTTPStub?
    let failures = await withCapturedFailures {
      let http = HTTPDouble(name: "events")
      made = http.stub(.get("https://example.com/events").header("Last-Event-ID", "3"), .text(""))
      _ = await urlErrorCode {
        _ = try await http.session.data(
          for: request("GET", "https://example.com/events", headers: ["Last-Event-ID": "2", "ETag": "\"v1\""]))
      }
    }
    let stub = try #require(made)
    #expect(
      failures.map(\.message) == [
        """
        events has no stub for GET https://example.com/events; the request failed with \
        URLError(resourceUnavailable) and nothing was sent to the network.
        Request:
          GET https://example.com/events
            ETag: "v1"
            Last-Event-ID: 2
        Closest stubs:
        1. \(stub): 4 of 5 conditions hold
           ✓ method is GET
           ✓ scheme is https
           ✓ host is example.com
           ✓ path is /events
           ✗ header Last-Event-ID is 3
               but was: Last-Event-ID: 2
        """
      ])
  }
}
