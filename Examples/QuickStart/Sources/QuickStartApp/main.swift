import QuickStart

// The app of the quick start: it links QuickStart, whose protocol is `@Doubled`, as every app
// that declares doubled protocols does. CI checks that neither its debug build (with the doubles
// in it) nor its optimized build (without) links XCTest or Swift Testing.

/// The production authorizer: one known user.
struct KnownUserAuthorizer: Authorizer {
  func authorize(username: String, password: String) -> Bool? {
    username == "bob" ? password == "secret" : nil
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 2 {
  var system = System(authorizer: KnownUserAuthorizer())
  print(system.login(username: arguments[0], password: arguments[1]) ? "logged in" : "refused")
} else {
  print("usage: QuickStartApp <username> <password>")
}
