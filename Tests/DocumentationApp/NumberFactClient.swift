import DoublesMacros
import Foundation

// snippet Sources/Doubles/Doubles.docc/ClassesStructsAndFunctions.md
@Doubled
struct NumberFactClient: Sendable {
  var fact: @Sendable (_ number: Int) async throws -> String
  var save: @Sendable (_ number: Int) async throws -> Void
}
// end of snippet

/// A counter that fetches facts about its count from a `NumberFactClient`.
final class CounterModel: Sendable {
  let numberFact: NumberFactClient

  init(numberFact: NumberFactClient) { self.numberFact = numberFact }

  /// The fact about `count`, or `nil` when it cannot be fetched.
  func fact(about count: Int) async -> String? { try? await numberFact.fact(count) }
}

/// Loads images through the function it is given.
struct ImageLoader {
  let fetch: (URL) async throws -> Data

  /// The number of bytes at `url`.
  func size(of url: URL) async throws -> Int { try await fetch(url).count }
}
