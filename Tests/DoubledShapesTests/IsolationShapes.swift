import DoublesMacros
import Foundation

@Doubled
protocol ClassBound: AnyObject {
  var text: String? { get set }
  func reloadData()
}

@Doubled
protocol SendableShapes: Sendable {
  func send(_ value: Int) async
}

@Doubled
@MainActor
protocol ViewModelType {
  var title: String { get }
  func confirm()
}

@Doubled
protocol Counter: Actor {
  func increment() -> Int
  var value: Int { get }
}

@Doubled
protocol ConditionalShapes {
  #if os(Linux)
    func onLinux() -> Int
  #else
    func elsewhere() -> Int
  #endif
  #if DOUBLES_NEVER_DEFINED
    func never()
  #endif
  @available(macOS 99, *)
  func future() -> String
}

@Doubled
nonisolated protocol Clock {
  func now() -> Int
}

@Doubled
protocol MixedIsolation {
  @MainActor func render() -> String
  nonisolated func identifier() -> String
  @concurrent func crunch(_ values: [Int]) async -> Int
  nonisolated(nonsending) func refresh() async throws -> Bool
}
