import DoublesMacros

/// The protocol of "The Swifty Little Mocker": one requirement, five kinds of double.
@Doubled
protocol Authorizer {
  func authorize(username: String, password: String) -> Bool?
}

/// The system under test: it counts logins and asks its authorizer.
struct System {
  let authorizer: any Authorizer
  private(set) var logins = 0

  init(authorizer: any Authorizer) { self.authorizer = authorizer }

  func loginCount() -> Int { logins }

  mutating func login(username: String, password: String) -> Bool {
    guard authorizer.authorize(username: username, password: password) == true else { return false }
    logins += 1
    return true
  }
}
