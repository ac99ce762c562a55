import Doubles

// A process where no test framework can be reached: it links the runtime and a double (written
// by `doubles generate` into Doubles.generated.swift), not DoublesTesting, as an app run with
// DOUBLES does (or a test target that forgot the glue). `DoublesTests` runs it and checks that a
// failing double prints its failure and stops the process instead of passing.

/// @Doubled
protocol Greeter {
  func greet(name: String) -> String?
}

switch CommandLine.arguments.dropFirst().first {
case "strict":
  let greeter = GreeterDouble(.strict)
  _ = greeter.greet(name: "Ada")
case "verify":
  let greeter = GreeterDouble()
  greeter.on.greet.verify(.once)
case "pass":
  let greeter = GreeterDouble().with { $0.on.greet.returns("Hi") }
  _ = greeter.greet(name: "Ada")
  greeter.on.greet.verify(.once)
default:
  print("usage: NoTestFrameworkProbe strict|verify|pass")
}
print("finished")
