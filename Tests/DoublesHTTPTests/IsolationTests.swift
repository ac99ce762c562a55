import DoublesHTTP
import DoublesTesting
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Parallel tests, each with its own double, never see each other's stubs or requests.
@Suite struct IsolationTests {
  static let requestsPerTest = 300

  @Test(arguments: 0..<3)
  func parallelTestsWithConcurrentRequestsDoNotCrossTalk(test: Int) async throws {
    let http = HTTPDouble(name: "double \(test)")
    http.stub(.any.host("example.com").path(template: "/items/{id}")) { request in
      .text("test \(test) item \(request.pathParameters["id"] ?? "?")")
    }

    let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for item in 0..<Self.requestsPerTest {
        group.addTask {
          let url = URL(string: "https://example.com/items/\(item)")!
          let (data, _) = try await http.session.data(from: url)
          return (item, String(decoding: data, as: UTF8.self))
        }
      }
      return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
    }

    #expect(bodies.count == Self.requestsPerTest)
    #expect(bodies.allSatisfy { $0.value == "test \(test) item \($0.key)" })
    #expect(http.journal.count == Self.requestsPerTest)
    #expect(http.unmatchedRequests.isEmpty)
  }

  /// Answers that wait are given on the task's work queue, where corelibs reads the task registry
  /// that the callbacks read too; from another thread, the test above crashed 2 runs in 3. The
  /// queue is internal to corelibs: this says when a new corelibs moves it.
  @Test func answersThatWaitAreGivenOnTheWorkQueueOfTheTask() {
    let task = HTTPDouble().session.dataTask(with: URL(string: "https://example.com/")!)
    #if canImport(FoundationNetworking)
      #expect(corelibsWorkQueue(of: task) != nil)
    #else
      #expect(corelibsWorkQueue(of: task) == nil)
    #endif
  }

  @Test func aDoubleGoneBeforeItsSessionFailsTheRequestInsteadOfAnsweringFromAnother() async throws {
    var first: HTTPDouble? = HTTPDouble()
    first?.stub(.any, .text("first"))
    let configuration = try require(first?.makeConfiguration())
    first = nil
    let second = HTTPDouble()
    second.stub(.any, .text("second"))
    let orphan = URLSession(configuration: configuration)

    let code = await urlErrorCode { _ = try await orphan.data(from: URL(string: "https://example.com/")!) }

    #expect(code == .cancelled)
  }

  @Test func aDoubleReleasedWhileItsRequestIsInFlightAnswersItFirst() async throws {
    let clock = ManualClock()
    var http: HTTPDouble? = HTTPDouble(clock: clock)
    http?.stub(.get("https://example.com/slow"), StubbedResponse.text("late").delayed(by: .seconds(1)))
    let session = try #require(http?.session)
    let answer = Task { try await session.data(from: URL(string: "https://example.com/slow")!) }
    await clock.waitForSleepers()

    http = nil
    await clock.advance(by: .seconds(1))

    let (data, _) = try await answer.value
    #expect(String(decoding: data, as: UTF8.self) == "late")
  }

  /// The code under test may keep the session and use it after the test dropped the double: the
  /// requests fail, and the process goes on (corelibs stops it when an invalidated session is
  /// asked for a task, which is why the double never invalidates its session).
  @Test(arguments: 0..<20)
  func aSessionOutlivingItsDoubleFailsItsRequestsWithoutStoppingTheProcess(round: Int) async throws {
    var http: HTTPDouble? = HTTPDouble()
    http?.stub(.any, .fault(.connectionReset))
    let session = try #require(http?.session)
    let url = URL(string: "https://example.com/\(round)")!
    let inFlight = Task { await urlErrorCode { _ = try await session.data(from: url) } }
    http = nil

    // Answered by the double, or cancelled if the task started after the double was gone.
    let first = await inFlight.value
    #expect(first == .networkConnectionLost || first == .cancelled)
    #expect(await urlErrorCode { _ = try await session.data(from: url) } == .cancelled)
  }
}

/// The Swift Testing trait gives each test its own double and runs the end-of-test checks.
@Suite(.httpDouble) struct TraitTests {
  @Test func eachTestGetsItsOwnDouble() async throws {
    let http = try #require(HTTPDouble.current)
    #expect(http.stubs.isEmpty)
    http.stub(.get("https://example.com/"), .text("hello"))

    #expect(try await send(request("GET", "https://example.com/"), on: http.session).body == "hello")
  }

  @Test func anotherTestDoesNotSeeTheFirstOnesStubs() async throws {
    let http = try #require(HTTPDouble.current)
    #expect(http.stubs.isEmpty)
  }

  @Test func theTraitReportsUnusedStubsWhenAsked() async throws {
    let trait = HTTPDoubleTrait.httpDouble(requireAllStubsUsed: true)
    let test = try #require(Test.current)

    let failures = await withCapturedFailures {
      try? await trait.provideScope(for: test, testCase: Test.Case.current) {
        HTTPDouble.current?.stub(.get("https://example.com/unused"), .status(200))
      }
    }

    #expect(failures.map(\.message.localizedDescriptionPrefix) == ["HTTPDouble has 1 stub that answered no request:"])
  }
}

extension String {
  fileprivate var localizedDescriptionPrefix: String { String(split(separator: "\n").first ?? "") }
}
