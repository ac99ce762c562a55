// snippet README.md & Sources/Doubles/Doubles.docc/GettingStarted.md
// Sources/App/Authorizer.swift
import DoublesMacros

@Doubled
protocol Authorizer {
  func authorize(username: String, password: String) -> Bool?
}

/// Logs people in through an `Authorizer`.
struct System {
  let authorizer: any Authorizer

  @discardableResult
  func login(username: String, password: String) -> Bool {
    authorizer.authorize(username: username, password: password) == true
  }
}
// end of snippet

/// An authorizer with real rules, for partial doubles: only Bob gets in.
struct RealAuthorizer: Authorizer {
  func authorize(username: String, password: String) -> Bool? { username == "Bob" }
}

/// The production authorizer of the articles, for partial doubles.
typealias LiveAuthorizer = RealAuthorizer
