import DoublesMacros

/// The protocol of "The Swifty Little Mocker": one requirement, five kinds of double.
@Doubled
public protocol Authorizer {
  func authorize(username: String, password: String) -> Bool?
}

/// The system under test: it counts logins and asks its authorizer.
public struct System {
  let authorizer: any Authorizer
  private(set) var logins = 0

  /// A system that asks `authorizer`.
  public init(authorizer: any Authorizer) { self.authorizer = authorizer }

  /// How many logins succeeded.
  public func loginCount() -> Int { logins }

  /// Logs in when the authorizer says yes.
  public mutating func login(username: String, password: String) -> Bool {
    guard authorizer.authorize(username: username, password: password) == true else { return false }
    logins += 1
    return true
  }
}
