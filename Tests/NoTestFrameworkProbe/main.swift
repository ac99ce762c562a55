import Doubles

// A process where no test runs: it links the runtime and a double (written by `doubles generate`
// into Doubles.generated.swift), not a test framework, as an app run with DOUBLES, a SwiftUI
// preview or a command-line demo does. `ProductionSafetyTests` runs it: a failing double warns
// and the process goes on, unless the app chose another reporter.

/// @Doubled
protocol Greeter {
  func greet(name: String) -> String?
}

switch CommandLine.arguments.dropFirst().first {
case "strict":
  let greeter = GreeterDouble(.strict)
  print("greeting: \(greeter.greet(name: "Ada") ?? "none")")
case "verify":
  let greeter = GreeterDouble()
  greeter.on.greet.verify(.once)
case "crash":
  FailureReporter.outsideTests = .crash
  let greeter = GreeterDouble(.strict)
  _ = greeter.greet(name: "Ada")
case "custom":
  FailureReporter.outsideTests = .custom { failure in print("reported at line \(failure.line): \(failure.message)") }
  let greeter = GreeterDouble(.strict)
  _ = greeter.greet(name: "Ada")
case "pass":
  let greeter = GreeterDouble().with { $0.on.greet.returns("Hi") }
  _ = greeter.greet(name: "Ada")
  greeter.on.greet.verify(.once)
default:
  print("usage: NoTestFrameworkProbe strict|verify|crash|custom|pass")
}
print("finished")
