import DoublesMacros
import Foundation

@Doubled
protocol Named {
  var name: String { get }
  func rename(to newName: String)
}

/// Refines a doubled protocol and `Hashable`.
@Doubled
protocol Greeter: Named, Hashable {
  func greet() -> String
}

/// Two levels down: its double answers `Named`'s requirements too.
@Doubled
protocol LoudGreeter: Greeter {
  func shout() -> String
}

@Doubled
protocol Describable: CustomStringConvertible, Sendable {
  func detail() -> String
}
