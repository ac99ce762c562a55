import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct TimingTests {
  /// The description of the `URLError(.timedOut)` that `request` ends in; `nil`, with an issue,
  /// when it ends otherwise.
  static func timeoutMessage(of request: URLRequest, on http: HTTPDouble) async -> String? {
    do {
      _ = try await http.session.data(for: request)
      Issue.record("the request did not time out")
    } catch let error as URLError {
      #expect(error.code == .timedOut)
      return error.localizedDescription
    } catch {
      Issue.record("the request failed with \(error), not a time-out")
    }
    return nil
  }

  @Test func aDelayTakesNoRealTimeOnTheDefaultClock() async throws {
    let clock = InstantClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("https://example.com/slow"), .text("late").delayed(by: .seconds(2)))

    let body = try await send(request("GET", "https://example.com/slow"), on: http.session).body

    #expect(body == "late")
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func theDoubleEnforcesTheRequestTimeout() async throws {
    let http = HTTPDouble()
    let stub = http.stub(.get("https://example.com/slow"), .text("late").delayed(by: .seconds(2)))
    var slow = request("GET", "https://example.com/slow")
    slow.timeoutInterval = 1.5

    let message = await Self.timeoutMessage(of: slow, on: http)
    #expect(
      message
        == "GET https://example.com/slow timed out after 1.5 seconds: \(stub) answers after 2 seconds (200, 4 bytes).")
    #expect(http.journal.map(\.outcome) == [.failed(.timedOut)])
  }

  /// A stream whose waits outrun the request's time-out: the message counts them, since a client
  /// that takes the whole body gets it only when the last wait has passed.
  @Test func aStreamWhoseWaitsOutrunTheTimeoutSaysHowLongItsBodyTakes() async throws {
    let http = HTTPDouble()
    let stub = http.stub(
      .get("https://example.com/ticks"), .events([.data("1"), .wait(.seconds(2)), .data("2"), .wait(.seconds(1))]))
    var ticks = request("GET", "https://example.com/ticks")
    ticks.timeoutInterval = 1.5

    let message = await Self.timeoutMessage(of: ticks, on: http)
    #expect(
      message
        == "GET https://example.com/ticks timed out after 1.5 seconds: \(stub) answers after 0 seconds, and its "
        + "body's waits take 3 seconds more, which a client that takes the whole body waits out (200, 18 bytes).")
  }

  @Test func neverAnsweringEndsInATimeout() async throws {
    let http = HTTPDouble()
    http.stub(.get("https://example.com/hang"), .never)

    let message = await Self.timeoutMessage(of: request("GET", "https://example.com/hang"), on: http)
    #expect(message == "GET https://example.com/hang timed out after 60 seconds: \(http.stubs[0]) never answers.")
  }

  @Test func aManualClockHoldsTheResponseUntilTheTestMovesTime() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("https://example.com/slow"), .text("late").delayed(by: .seconds(2)))
    let pending = Task { try await send(request("GET", "https://example.com/slow"), on: http.session).body }
    await clock.waitForSleepers()

    await clock.advance(by: .seconds(1))
    #expect(http.journal.isEmpty)
    await clock.advance(by: .seconds(1))

    #expect(try await pending.value == "late")
  }

  @Test(.timeLimit(.minutes(1))) func waitingForSleepersCountsEachNewSleeper() async throws {
    let clock = ManualClock()
    let third = Task {
      await clock.waitForSleepers(3)
      return clock.sleeperCount
    }
    let sleepers = (1...3).map { seconds in Task { try await clock.sleep(for: .seconds(seconds)) } }

    #expect(await third.value == 3)  // not before the third sleeper; never, and the test times out
    await clock.advance(by: .seconds(3))
    for sleeper in sleepers { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test(.timeLimit(.minutes(1))) func aCancelledWaitForSleepersReturns() async {
    let clock = ManualClock()
    let waiting = Task { await clock.waitForSleepers(2) }

    waiting.cancel()

    await waiting.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let clock = ManualClock()
    let http = HTTPDouble(clock: clock)
    http.stub(.get("https://example.com/slow"), .text("late").delayed(by: .seconds(5)))
    let pending = Task { try await http.session.data(for: request("GET", "https://example.com/slow")) }
    await clock.waitForSleepers()

    pending.cancel()

    #expect(await urlErrorCode { _ = try await pending.value } == .cancelled)
    await http.verifyEventually(.get("https://example.com/slow"))
    #expect(http.journal.map(\.outcome) == [.cancelled])
  }

  @Test func redirectsAreFollowedByTheDouble() async throws {
    let http = HTTPDouble()
    http.stub(.post("https://example.com/login"), .redirect(to: "/home", status: 302))
    http.stub(.get("https://example.com/home"), .text("welcome"))

    let (status, body, response) = try await send(
      request("POST", "https://example.com/login", body: "user=ada"), on: http.session)

    #expect(status == 200)
    #expect(body == "welcome")
    #expect(response.url?.absoluteString == "https://example.com/home")
    #expect(
      http.journal.map(\.outcome) == [
        .redirected(status: 302, location: URL(string: "https://example.com/home")!), .responded(status: 200),
      ])
    #expect(http.requests[1].body.isEmpty)
  }

  @Test func aRedirectLoopFailsWithTheChain() async throws {
    let http = HTTPDouble()
    http.stub(.get("https://example.com/a"), .redirect(to: "https://example.com/b"))
    http.stub(.get("https://example.com/b"), .redirect(to: "https://example.com/a", status: 307))

    do {
      _ = try await http.session.data(for: request("GET", "https://example.com/a"))
      Issue.record("the loop did not fail")
    } catch let error as URLError {
      #expect(error.code == .httpTooManyRedirects)
      let hops = (0..<11).map { "\($0 + 1). GET https://example.com/\($0 % 2 == 0 ? "a -> 302" : "b -> 307")" }
      #expect(error.localizedDescription == (["Redirect loop: more than 10 redirects."] + hops).joined(separator: "\n"))
    }
  }
}
