import DoublesTesting
import Foundation
import Testing
import XCTest

@testable import App

// The first test of README and of the Getting started guide, in both frameworks, as a newcomer
// pastes them (`.ci/app-package` also runs them in a package of their own, outside this one).

// snippet README.md & Sources/Doubles/Doubles.docc/GettingStarted.md
// Tests/AppTests/SystemTests.swift
@Test func onlyBobLogsIn() {
  let authorizer = AuthorizerDouble()
  authorizer.on.authorize.when(\.username, "Bob").returns(true)
  let system = System(authorizer: authorizer)

  #expect(system.login(username: "Bob", password: "secret"))
  #expect(!system.login(username: "Eve", password: "secret"))
  authorizer.on.authorize.verify(.exactly(2))
}
// end of snippet

// snippet README.md & Sources/Doubles/Doubles.docc/GettingStarted.md
// Tests/AppTests/SystemXCTests.swift
final class SystemXCTests: XCTestCase {
  func testOnlyBobLogsIn() {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Bob").returns(true)
    let system = System(authorizer: authorizer)

    XCTAssertTrue(system.login(username: "Bob", password: "secret"))
    XCTAssertFalse(system.login(username: "Eve", password: "secret"))
    authorizer.on.authorize.verify(.exactly(2))
  }
}
// end of snippet

/// What the first test says when the code under test breaks, as README shows it.
@Suite struct TheFirstTestFails {
  /// A `login` that asks its authorizer twice.
  struct AskingTwice {
    let authorizer: any Authorizer

    func login(username: String, password: String) -> Bool {
      _ = authorizer.authorize(username: username, password: password)
      return authorizer.authorize(username: username, password: password) == true
    }
  }

  @Test func withTheMessageREADMEShows() throws {
    let authorizer = AuthorizerDouble()
    authorizer.on.authorize.when(\.username, "Bob").returns(true)
    let system = AskingTwice(authorizer: authorizer)
    let failures = withCapturedFailures {
      _ = system.login(username: "Bob", password: "secret")
      _ = system.login(username: "Eve", password: "secret")
      authorizer.on.authorize.verify(.exactly(2))
    }
    for document in ["README.md", "Sources/Doubles/Doubles.docc/GettingStarted.md"] {
      let shown = try Documentation.textBlock(in: document, after: "### Swift Testing")
      #expect(failures.map(\.message) == [shown], "\(document)")
    }
  }
}

extension Documentation {
  /// The first ```` ```text ```` block of `file` after the line `heading`.
  static func textBlock(in file: String, after heading: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let section = try #require(text.range(of: "\n\(heading)\n"))
    let start = try #require(text.range(of: "```text\n", range: section.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }
}
