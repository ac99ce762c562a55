// snippet README.md
import DoublesMacros

@Doubled
protocol Authorizer {
  func authorize(username: String, password: String) -> Bool?
}
// end of snippet

/// The system under test of the articles: it logs people in through an `Authorizer`.
struct System {
  let authorizer: any Authorizer

  /// Whether the authorizer lets `username` in.
  @discardableResult
  func login(username: String, password: String) -> Bool {
    authorizer.authorize(username: username, password: password) == true
  }
}

/// An authorizer with real rules, for partial doubles: only Bob gets in.
struct RealAuthorizer: Authorizer {
  func authorize(username: String, password: String) -> Bool? { username == "Bob" }
}

/// The production authorizer of the articles, for partial doubles.
typealias LiveAuthorizer = RealAuthorizer
