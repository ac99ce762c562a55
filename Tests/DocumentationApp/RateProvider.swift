// snippet Sources/Doubles/Doubles.docc/TheDoublesCommand.md
/// A carrier's price list.
/// @Doubled
public protocol RateProvider: Sendable {
  func rate(grams: Int, to country: String) async throws -> Int
}
// end of snippet
